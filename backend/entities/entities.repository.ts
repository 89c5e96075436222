// Queries on entity files, their entities, and the entities visitors named in their conversations.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EntityFileRow, EntityFileTable } from './entities.table';

const ENTITY_INSERT_BATCH = 500;

export interface StoredEntity {
  type: string;
  value: string;
  synonyms: string[];
}

export function listEntityFiles(db: Kysely<Database>, chatbotId: string): Promise<EntityFileRow[]> {
  return db.selectFrom('entity_files').selectAll().where('chatbot_id', '=', chatbotId).orderBy('created_at').orderBy('file_name').execute();
}

export function findEntityFile(db: Kysely<Database>, chatbotId: string, fileId: string): Promise<EntityFileRow | undefined> {
  return db.selectFrom('entity_files').selectAll().where('chatbot_id', '=', chatbotId).where('file_id', '=', fileId).executeTakeFirst();
}

export function findEntityFileByName(db: Kysely<Database>, chatbotId: string, fileName: string): Promise<EntityFileRow | undefined> {
  return db.selectFrom('entity_files').selectAll().where('chatbot_id', '=', chatbotId).where('file_name', '=', fileName).executeTakeFirst();
}

export async function insertEntityFile(db: Kysely<Database>, file: Insertable<EntityFileTable>, entities: (StoredEntity & { row: number })[]): Promise<void> {
  await db.insertInto('entity_files').values(file).execute();
  for (let i = 0; i < entities.length; i += ENTITY_INSERT_BATCH) {
    const batch = entities.slice(i, i + ENTITY_INSERT_BATCH).map((entity) => ({
      file_id: file.file_id,
      row: entity.row,
      entity_type: entity.type,
      value: entity.value,
      synonyms: JSON.stringify(entity.synonyms),
    }));
    await db.insertInto('entities').values(batch).execute();
  }
}

/** Deletes a file and (by cascade) its entities; the number of files deleted. */
export async function deleteEntityFile(db: Kysely<Database>, chatbotId: string, fileId: string): Promise<number> {
  const result = await db.deleteFrom('entity_files').where('chatbot_id', '=', chatbotId).where('file_id', '=', fileId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function setEntityFileActive(db: Kysely<Database>, chatbotId: string, fileId: string, active: boolean): Promise<EntityFileRow | undefined> {
  return db
    .updateTable('entity_files')
    .set({ active, updated_at: sql<Date>`now()` })
    .where('chatbot_id', '=', chatbotId)
    .where('file_id', '=', fileId)
    .returningAll()
    .executeTakeFirst();
}

/** The entities of the bot's active files, in file and row order (an earlier file's name wins a tie). */
export async function listActiveEntities(db: Kysely<Database>, chatbotId: string): Promise<StoredEntity[]> {
  const rows = await db
    .selectFrom('entities')
    .innerJoin('entity_files', 'entity_files.file_id', 'entities.file_id')
    .select(['entities.entity_type', 'entities.value', 'entities.synonyms'])
    .where('entity_files.chatbot_id', '=', chatbotId)
    .where('entity_files.active', '=', true)
    .orderBy('entity_files.created_at')
    .orderBy('entities.file_id')
    .orderBy('entities.row')
    .execute();
  // pg and PGlite hand jsonb back parsed; a string means it was stored as a JSON string value.
  return rows.map((row) => ({ type: row.entity_type, value: row.value, synonyms: typeof row.synonyms === 'string' ? (JSON.parse(row.synonyms) as string[]) : row.synonyms }));
}

/** The entity of each type the visitor named most recently, named at or after `since`. */
export async function recentMentions(db: Kysely<Database>, chatbotId: string, userId: string, since: Date): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('entity_mentions')
    .select(['entity_type', 'value'])
    .where('chatbot_id', '=', chatbotId)
    .where('user_id', '=', userId)
    .where('named_at', '>=', since)
    .execute();
  return new Map(rows.map((row) => [row.entity_type, row.value]));
}

export async function rememberMentions(db: Kysely<Database>, chatbotId: string, userId: string, named: Map<string, string>, at: Date): Promise<void> {
  if (named.size === 0) return;
  const values = [...named].map(([type, value]) => ({ chatbot_id: chatbotId, user_id: userId, entity_type: type, value, named_at: at }));
  await db
    .insertInto('entity_mentions')
    .values(values)
    .onConflict((oc) => oc.columns(['chatbot_id', 'user_id', 'entity_type']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), named_at: eb.ref('excluded.named_at') })))
    .execute();
}
