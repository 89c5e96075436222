// Queries on AutoFAQ answer sets: files and their fixed answers.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AutoFaqAnswerTable, AutoFaqFileRow, AutoFaqFileTable } from './autofaq.table';

const ANSWER_INSERT_BATCH = 500;

export function listAutoFaqFiles(db: Kysely<Database>, chatbotId: string): Promise<AutoFaqFileRow[]> {
  return db.selectFrom('autofaq_files').selectAll().where('chatbot_id', '=', chatbotId).orderBy('created_at').orderBy('file_name').execute();
}

export function findAutoFaqFile(db: Kysely<Database>, chatbotId: string, fileId: string): Promise<AutoFaqFileRow | undefined> {
  return db.selectFrom('autofaq_files').selectAll().where('chatbot_id', '=', chatbotId).where('file_id', '=', fileId).executeTakeFirst();
}

export function findAutoFaqFileByName(db: Kysely<Database>, chatbotId: string, fileName: string): Promise<AutoFaqFileRow | undefined> {
  return db.selectFrom('autofaq_files').selectAll().where('chatbot_id', '=', chatbotId).where('file_name', '=', fileName).executeTakeFirst();
}

export async function insertAutoFaqFile(db: Kysely<Database>, file: Insertable<AutoFaqFileTable>, answers: Insertable<AutoFaqAnswerTable>[]): Promise<void> {
  await db.insertInto('autofaq_files').values(file).execute();
  for (let i = 0; i < answers.length; i += ANSWER_INSERT_BATCH) {
    await db.insertInto('autofaq_answers').values(answers.slice(i, i + ANSWER_INSERT_BATCH)).execute();
  }
}

/** Deletes a file and (by cascade) its answers; the number of files deleted. */
export async function deleteAutoFaqFile(db: Kysely<Database>, chatbotId: string, fileId: string): Promise<number> {
  const result = await db.deleteFrom('autofaq_files').where('chatbot_id', '=', chatbotId).where('file_id', '=', fileId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function setAutoFaqFileActive(db: Kysely<Database>, chatbotId: string, fileId: string, active: boolean): Promise<AutoFaqFileRow | undefined> {
  return db
    .updateTable('autofaq_files')
    .set({ active, updated_at: sql<Date>`now()` })
    .where('chatbot_id', '=', chatbotId)
    .where('file_id', '=', fileId)
    .returningAll()
    .executeTakeFirst();
}

export interface AnsweringFixedAnswer {
  answer_id: string;
  file_id: string;
  file_name: string;
  title: string;
  text: string;
}

/** The answers that may reply: those of the bot's active files, in file and row order. */
export function listActiveAnswers(db: Kysely<Database>, chatbotId: string): Promise<AnsweringFixedAnswer[]> {
  return db
    .selectFrom('autofaq_answers')
    .innerJoin('autofaq_files', 'autofaq_files.file_id', 'autofaq_answers.file_id')
    .select(['autofaq_answers.answer_id', 'autofaq_answers.file_id', 'autofaq_files.file_name', 'autofaq_answers.title', 'autofaq_answers.text'])
    .where('autofaq_answers.chatbot_id', '=', chatbotId)
    .where('autofaq_files.active', '=', true)
    .orderBy('autofaq_files.created_at')
    .orderBy('autofaq_answers.file_id')
    .orderBy('autofaq_answers.row')
    .execute();
}
