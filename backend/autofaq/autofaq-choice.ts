// AutoFAQ's decision for one question: retrieval shortlists the best fixed answers; a language model, when there
// is one, picks exactly one of them or none; without a model, or when it fails, the best-ranked answer counts if it
// clears the retrieval threshold. The reply is always a stored answer, never the model's own text.
import { AUTOFAQ_MIN_SCORE, AUTOFAQ_SHORTLIST_SIZE } from '../../schema/rules/autofaq';
import { isLlmError, type LanguageModel } from '../llm/provider';
import { rankAnswers, type AnswerRanking, type AutoFaqIndex, type RankedAnswer } from './autofaq-index';

/**
 * Retrieval alone answers when the best answer scores at least `minScore` and less than `maxUnknownShare` of the
 * question is unknown to the answer set. Measured in backend/autofaq/README.md.
 */
export interface AutoFaqThresholds {
  minScore: number;
  maxUnknownShare: number;
}

export const AUTOFAQ_DEFAULT_THRESHOLDS: AutoFaqThresholds = { minScore: AUTOFAQ_MIN_SCORE, maxUnknownShare: 0.65 };

/** Longest part of one answer shown to the model: enough to judge it, bounded so five fit any context. */
const ANSWER_PREVIEW_CHARS = 600;

export interface AutoFaqChoice {
  shortlist: RankedAnswer[];
  chosen: RankedAnswer | null;
  chosenBy: 'model' | 'retrieval';
  /** Why a configured model was not used; null otherwise. */
  modelError: string | null;
}

const SYSTEM_PROMPT = [
  'You match a customer question to a numbered list of fixed answers written by a business.',
  'Choose the single answer that answers the question. If none of them answers it, choose none.',
  'Never write an answer of your own and never combine answers.',
  'Reply with JSON only: {"choice": <number of the answer>} or {"choice": null}.',
].join(' ');

function preview(text: string): string {
  const characters = Array.from(text);
  return characters.length > ANSWER_PREVIEW_CHARS ? `${characters.slice(0, ANSWER_PREVIEW_CHARS).join('')}…` : text;
}

export function choicePrompt(question: string, shortlist: RankedAnswer[]): string {
  const lines = shortlist.map(({ answer }, i) => `${i + 1}. ${answer.title ? `[${answer.title}] ` : ''}${preview(answer.text).replace(/\s+/g, ' ')}`);
  return `Question: ${question}\n\nAnswers:\n${lines.join('\n')}\n\nWhich answer (1-${shortlist.length}) answers the question? JSON only.`;
}

/**
 * The model's pick as a 0-based position in the shortlist, or null for none. Anything but an object whose
 * `choice` is null or a whole number from 1 to the shortlist's length (a code fence around it is tolerated)
 * reads as none.
 */
export function readChoice(text: string, size: number): number | null {
  const body = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !('choice' in parsed)) return null;
  const { choice } = parsed as { choice: unknown };
  if (typeof choice !== 'number' || !Number.isInteger(choice) || choice < 1 || choice > size) return null;
  return choice - 1;
}

function byRetrieval(shortlist: RankedAnswer[], unknownShare: number, thresholds: AutoFaqThresholds): RankedAnswer | null {
  const best = shortlist[0];
  return best && best.score >= thresholds.minScore && unknownShare < thresholds.maxUnknownShare ? best : null;
}

export interface ChoiceOptions {
  chatbotId: string;
  model?: LanguageModel;
  thresholds?: AutoFaqThresholds;
  signal?: AbortSignal;
  /** The model call's budget when shorter than LLM_TIMEOUT_MS (a visitor's reply). */
  timeoutMs?: number;
  /** The question's ranking when the caller has it already (the reply pipeline's AutoFAQ source). */
  ranking?: AnswerRanking;
}

export async function chooseFixedAnswer(faq: AutoFaqIndex, question: string, options: ChoiceOptions): Promise<AutoFaqChoice> {
  const thresholds = options.thresholds ?? AUTOFAQ_DEFAULT_THRESHOLDS;
  const { ranked: shortlist, unknownShare } = options.ranking ?? rankAnswers(faq, question, AUTOFAQ_SHORTLIST_SIZE);
  const retrieval = (modelError: string | null): AutoFaqChoice => ({ shortlist, chosen: byRetrieval(shortlist, unknownShare, thresholds), chosenBy: 'retrieval', modelError });
  if (!options.model || shortlist.length === 0) return retrieval(null);
  try {
    const completion = await options.model.complete({
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: choicePrompt(question, shortlist) },
      ],
      temperature: 0,
      maxTokens: 20,
      responseFormat: 'json',
      chatbotId: options.chatbotId,
      purpose: 'autofaq',
      signal: options.signal,
      timeoutMs: options.timeoutMs,
    });
    const position = readChoice(completion.text, shortlist.length);
    return { shortlist, chosen: position === null ? null : shortlist[position], chosenBy: 'model', modelError: null };
  } catch (error) {
    if (!isLlmError(error)) throw error;
    return retrieval(`${error.kind}: ${error.message}`);
  }
}
