// A bot's three sources, filled as an owner fills them through the console's REST calls: a trained Q&A group on
// opening hours, an AutoFAQ answer set (ticket prices, the car park) and two knowledge files (guided tours, lockers),
// ingested. The reply-pipeline tests and the channel tests ask it the same questions.
import { trainedQaGroup } from '../../../../tests/support/factories';
import { ingestEventsUntilIdle } from '../../../knowledge/testing/ingest-stream';

export const OPENING = 'We open at 9:00 and close at 17:00, Tuesday to Sunday.';
export const TICKETS = 'Adult tickets cost 300 dollars; children under six enter free of charge.';
export const PARKING = 'The car park has 200 spaces and costs 40 dollars an hour.';
const FAQ_CSV = `title,answer\nTicket prices,"${TICKETS}"\nCar park,${PARKING}\n`;
export const TOURS = 'Guided tours start every hour in the main hall and last forty minutes.';
const TOURS_TXT = `Guided tours\n${TOURS} Book them at the front desk.`;
export const LOCKERS = 'Coin lockers for bags and coats are next to the cloakroom on the ground floor.';
const LOCKERS_TXT = `Lockers\n${LOCKERS}`;
export const FAILED = 'Sorry, I do not know that yet.';

/** What the bot is asked, by the reply each question gets. */
export const ASKED = {
  /** Answered from the AutoFAQ answer "Ticket prices". */
  autoFaqAnswer: 'What are the ticket prices?',
  /** Answered extractively from tours.txt. */
  knowledgeAnswer: 'When do guided tours start?',
  /** A close call offering the AutoFAQ answer "Ticket prices" as a button. */
  autoFaqButton: 'Do kids under six need a ticket?',
  /** A close call offering the passage "Guided tours" as a button. */
  knowledgeButton: 'Do I need to book?',
} as const;

/** Uploads files as the console's upload forms do; anything but 201 throws. */
export async function uploadFiles(url: string, token: string, path: string, field: string, files: { name: string; content: string }[]): Promise<void> {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([file.content]), file.name);
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  if (response.status !== 201) throw new Error(`Uploading to ${path} answered ${response.status}: ${await response.text()}`);
}

/** Fills the bot's three sources and waits until its knowledge files are ingested. */
export async function fillEverySource(url: string, token: string, chatbotId: string): Promise<void> {
  await trainedQaGroup(url, token, chatbotId, { questions: ['What are your opening hours?', 'When are you open?'], answers: [OPENING] });
  await uploadFiles(url, token, `/autofaq/${chatbotId}/upload/`, 'file', [{ name: 'faq.csv', content: FAQ_CSV }]);
  await uploadFiles(url, token, `/graph-rag/${chatbotId}/upload-graphrag/`, 'files', [
    { name: 'tours.txt', content: TOURS_TXT },
    { name: 'lockers.txt', content: LOCKERS_TXT },
  ]);
  await ingestEventsUntilIdle(url, token, chatbotId);
}

/** The bot answers by these thresholds and synonyms (the ones the questions above are asked under). */
export async function saveAnswerSettings(url: string, token: string, chatbotId: string, synonyms: string[][]): Promise<void> {
  const settings = { answer_threshold: 0.28, suggest_threshold: 0.12, max_suggestions: 3, synonyms };
  const saved = await fetch(`${url}/qa/${chatbotId}/answer-settings`, { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(settings) });
  if (saved.status !== 200) throw new Error(`Saving the answer settings answered ${saved.status}: ${await saved.text()}`);
}
