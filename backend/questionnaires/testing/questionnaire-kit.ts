// For the questionnaire tests: a questionnaire body with one question of each kind, and an owner's calls to
// /questionnaire/{botId}/… of a test backend.
import type { QuestionnaireBody } from '../../../schema/rules/questionnaires';

export const SURVEY: QuestionnaireBody = {
  title: 'Visit survey',
  keyword: 'Survey',
  questions: [
    { text: 'Which branch did you visit?', type: 'single_choice', required: true, choices: ['Taipei', 'Kaohsiung'] },
    { text: 'How many stars?', type: 'number', required: true, rules: { min: 1, max: 5, message: 'Give 1 to 5 stars.' } },
    { text: 'Your e-mail?', type: 'email', required: false },
    { text: 'Anything else?', type: 'text', required: true, rules: { max: 20 } },
  ],
  closing_message: 'Thank you for your answers!',
  active: true,
};

export interface Call<T> {
  status: number;
  body: T;
}

/** The owner's JSON call to the backend at `url`. */
export async function call<T>(url: string, token: string, method: string, path: string, payload?: unknown): Promise<Call<T>> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(payload !== undefined && { 'Content-Type': 'application/json' }) },
    ...(payload !== undefined && { body: JSON.stringify(payload) }),
  });
  const text = await response.text();
  return { status: response.status, body: (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T };
}

/** The stored answers of a finished SURVEY: each question's text with the answer given, in order. */
export const surveyAnswers = (...answers: string[]) => SURVEY.questions.map((question, index) => ({ question: question.text, answer: answers[index] }));
