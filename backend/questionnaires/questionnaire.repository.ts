// Queries on questionnaires, their runs in progress and their responses.
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Platform } from '../../schema/rules/constants';
import type { QuestionnaireAnswerDTO } from '../../schema/rules/questionnaires';
import type { Database } from '../db/schema';
import type { QuestionnaireResponseRow, QuestionnaireRow, QuestionnaireRunRow, QuestionnaireTable } from './questionnaire.table';

type Db = Kysely<Database>;

export interface ConversationKey {
  chatbotId: string;
  platform: Platform;
  userId: string;
}

export function listQuestionnaires(db: Db, chatbotId: string): Promise<(QuestionnaireRow & { response_count: number })[]> {
  return db
    .selectFrom('questionnaires as q')
    .selectAll('q')
    .select((eb) => eb.selectFrom('questionnaire_responses as r').whereRef('r.questionnaire_id', '=', 'q.questionnaire_id').select(sql<number>`count(*)::int`.as('n')).as('response_count'))
    .where('q.chatbot_id', '=', chatbotId)
    .orderBy('q.created_at')
    .orderBy('q.questionnaire_id')
    .execute() as Promise<(QuestionnaireRow & { response_count: number })[]>;
}

export function findQuestionnaire(db: Db, chatbotId: string, questionnaireId: string): Promise<QuestionnaireRow | undefined> {
  return db.selectFrom('questionnaires').selectAll().where('chatbot_id', '=', chatbotId).where('questionnaire_id', '=', questionnaireId).executeTakeFirst();
}

/** The questionnaire a console create with this request key made, if the bot still has it. */
export function findByRequestKey(db: Db, chatbotId: string, requestKey: string): Promise<QuestionnaireRow | undefined> {
  return db.selectFrom('questionnaires').selectAll().where('chatbot_id', '=', chatbotId).where('request_key', '=', requestKey).executeTakeFirst();
}

/** The active questionnaire another one's keyword would clash with (same normalised keyword), if any. */
export function findActiveByKeyword(db: Db, chatbotId: string, keywordKey: string, except?: string): Promise<QuestionnaireRow | undefined> {
  let query = db.selectFrom('questionnaires').selectAll().where('chatbot_id', '=', chatbotId).where('keyword_key', '=', keywordKey).where('active', '=', true);
  if (except) query = query.where('questionnaire_id', '!=', except);
  return query.executeTakeFirst();
}

export async function countQuestionnaires(db: Db, chatbotId: string): Promise<number> {
  const row = await db.selectFrom('questionnaires').select(sql<number>`count(*)::int`.as('n')).where('chatbot_id', '=', chatbotId).executeTakeFirstOrThrow();
  return row.n;
}

export async function insertQuestionnaire(db: Db, row: Insertable<QuestionnaireTable>): Promise<void> {
  await db.insertInto('questionnaires').values(row).execute();
}

/** Changes a questionnaire; the runs in progress end, since their positions may no longer mean the same questions. */
export async function updateQuestionnaire(db: Db, chatbotId: string, questionnaireId: string, changes: Updateable<QuestionnaireTable>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('questionnaires').set(changes).where('chatbot_id', '=', chatbotId).where('questionnaire_id', '=', questionnaireId).executeTakeFirst();
    await trx.deleteFrom('questionnaire_runs').where('questionnaire_id', '=', questionnaireId).execute();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** Deletes a questionnaire with (by cascade) its runs and responses; whether there was one. */
export async function deleteQuestionnaire(db: Db, chatbotId: string, questionnaireId: string): Promise<boolean> {
  const result = await db.deleteFrom('questionnaires').where('chatbot_id', '=', chatbotId).where('questionnaire_id', '=', questionnaireId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The conversation's run with its questionnaire. */
/** What a run needs of its questionnaire. */
export type RunQuestionnaire = Pick<QuestionnaireRow, 'questionnaire_id' | 'title' | 'questions' | 'closing_message' | 'active'>;

export function findRun(db: Db, key: ConversationKey): Promise<(QuestionnaireRunRow & { questionnaire: RunQuestionnaire }) | undefined> {
  return db
    .selectFrom('questionnaire_runs as r')
    .innerJoin('questionnaires as q', 'q.questionnaire_id', 'r.questionnaire_id')
    .selectAll('r')
    .select(sql<RunQuestionnaire>`jsonb_build_object('questionnaire_id', q.questionnaire_id, 'title', q.title, 'questions', q.questions, 'closing_message', q.closing_message, 'active', q.active)`.as('questionnaire'))
    .where('r.chatbot_id', '=', key.chatbotId)
    .where('r.platform', '=', key.platform)
    .where('r.user_id', '=', key.userId)
    .executeTakeFirst();
}

/** The active questionnaire a message starts: its normalised text is the keyword. */
export function findTriggered(db: Db, chatbotId: string, messageKey: string): Promise<QuestionnaireRow | undefined> {
  if (messageKey === '') return Promise.resolve(undefined);
  return db.selectFrom('questionnaires').selectAll().where('chatbot_id', '=', chatbotId).where('keyword_key', '=', messageKey).where('active', '=', true).orderBy('created_at').executeTakeFirst();
}

export async function saveRun(db: Db, key: ConversationKey, questionnaireId: string, position: number, answers: QuestionnaireAnswerDTO[], at: Date): Promise<void> {
  const values = { chatbot_id: key.chatbotId, platform: key.platform, user_id: key.userId, questionnaire_id: questionnaireId, position, answers: JSON.stringify(answers), last_activity_at: at };
  await db
    .insertInto('questionnaire_runs')
    .values(values)
    .onConflict((oc) => oc.columns(['chatbot_id', 'platform', 'user_id']).doUpdateSet({ questionnaire_id: questionnaireId, position, answers: values.answers, last_activity_at: at }))
    .execute();
}

/** Ends every run of a questionnaire (it was turned off: no visitor stays inside it). */
export async function endRunsOf(db: Db, questionnaireId: string): Promise<void> {
  await db.deleteFrom('questionnaire_runs').where('questionnaire_id', '=', questionnaireId).execute();
}

export async function endRun(db: Db, key: ConversationKey): Promise<void> {
  await db.deleteFrom('questionnaire_runs').where('chatbot_id', '=', key.chatbotId).where('platform', '=', key.platform).where('user_id', '=', key.userId).execute();
}

/** Stores a finished run's answers and ends the run, together. */
export async function storeResponse(db: Db, key: ConversationKey, questionnaireId: string, answers: QuestionnaireAnswerDTO[], at: Date, responseId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('questionnaire_responses')
      .values({ response_id: responseId, questionnaire_id: questionnaireId, chatbot_id: key.chatbotId, platform: key.platform, user_id: key.userId, answers: JSON.stringify(answers), created_at: at })
      .execute();
    await endRun(trx, key);
  });
}

/** A questionnaire's responses between two instants (either open), newest first. */
export function listResponses(db: Db, questionnaireId: string, from: Date | undefined, until: Date | undefined): Promise<QuestionnaireResponseRow[]> {
  let query = db.selectFrom('questionnaire_responses').selectAll().where('questionnaire_id', '=', questionnaireId);
  if (from) query = query.where('created_at', '>=', from);
  if (until) query = query.where('created_at', '<', until);
  return query.orderBy('created_at', 'desc').orderBy('response_id', 'desc').execute();
}
