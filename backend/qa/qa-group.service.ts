// Q&A group rules for a bot the route already loaded as the account's: the plan caps groups across all the account's bots,
// console-made groups get a generated key. Maps rows to the REST shapes.
import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { QaGroupDTO, QaGroupPageDTO } from '../../schema/rest';
import { QA_GROUP_MAX_QUESTIONS } from '../../schema/rules/constants';
import { MSG, type QaGroupBody, type QaGroupCreateBody, type QaGroupUpdateBody } from '../../schema/rules/validation';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import type { Database } from '../db/schema';
import { AppError, notFound, validationFailed } from '../http/errors';
import type { AccountRow } from '../members/account.table';
import { lockAccount } from '../members/account.repository';
import { findPlan } from '../plans/plan.repository';
import type { QaGroupRow, QaGroupTable } from './qa.table';
import { countAccountGroups, deleteGroup, findGroup, findGroupByRequestKey, insertGroup, listGroupPage, updateGroup } from './qa-group.repository';
import { DEFAULT_GROUP_SETTINGS, type GroupSettings } from './qa-csv-settings';

/** With the counts an owner needs to act on it: the groups being added, those the account has, the plan's limit. */
export const qaGroupLimitReached = (counts: { adding: number; existing: number; limit: number }) =>
  new AppError('QA_GROUP_LIMIT_REACHED', undefined, undefined, undefined, counts);

export function newGroupId(): string {
  return randomBytes(12).toString('base64url');
}

export function searchText(questions: string[], answers: string[]): string {
  return [...questions, ...answers].join('\n').toLowerCase();
}

export function toQaGroupDTO(row: QaGroupRow): QaGroupDTO {
  return {
    group_id: row.group_id,
    chatbot_id: row.chatbot_id,
    key: row.key,
    questions: row.questions,
    answers: row.answers,
    answer_mode: row.answer_mode,
    similar_enabled: row.similar_enabled,
    postback_choices: row.postback_choices,
    tags: row.tags,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Inside a transaction: locks the account (so concurrent creations count each other) and refuses when
 * `adding` more groups would pass the plan's limit.
 */
/** New rows for keyed groups of questions and answers (an import's, a template's); settings not given are the defaults. */
export function newGroupRows(chatbotId: string, groups: { key: string; questions: string[]; answers: string[]; settings?: GroupSettings }[], now: Date): Insertable<QaGroupTable>[] {
  return groups.map((group) => {
    const settings = { ...DEFAULT_GROUP_SETTINGS, ...group.settings };
    return {
      group_id: newGroupId(),
      chatbot_id: chatbotId,
      key: group.key,
      questions: JSON.stringify(group.questions),
      answers: JSON.stringify(group.answers),
      answer_mode: settings.answer_mode,
      similar_enabled: settings.similar_enabled,
      postback_choices: JSON.stringify(settings.postback_choices),
      tags: JSON.stringify(settings.tags),
      search_text: searchText(group.questions, group.answers),
      created_at: now,
      updated_at: now,
    };
  });
}

export async function reserveGroupQuota(trx: Kysely<Database>, account: AccountRow, adding: number | (() => Promise<number>)): Promise<void> {
  await lockAccount(trx, account.id);
  // Counted under the account's lock: a concurrent import of the same keys has created them or has not.
  const groups = typeof adding === 'number' ? adding : await adding();
  // Adding nothing (an import that only updates) is allowed whatever the account holds, after a downgrade too.
  if (groups === 0) return;
  const plan = await findPlan(trx, account.plan_code);
  if (!plan) throw new Error(`Account ${account.id} has unknown plan ${account.plan_code}`);
  const existing = await countAccountGroups(trx, account.id);
  if (existing + groups > plan.qa_group_limit) throw qaGroupLimitReached({ adding: groups, existing, limit: plan.qa_group_limit });
}

export async function listQaGroups(
  ctx: BackendContext,
  bot: ChatbotRow,
  query: { q: string; page: number; page_size: number },
): Promise<QaGroupPageDTO> {
  const chatbotId = bot.chatbot_id;
  const { rows, total } = await listGroupPage(ctx.db, { chatbotId, search: query.q, page: query.page, pageSize: query.page_size });
  return { groups: rows.map(toQaGroupDTO), total, page: query.page, page_size: query.page_size };
}

export async function qaGroup(ctx: BackendContext, bot: ChatbotRow, groupId: string): Promise<QaGroupDTO> {
  const chatbotId = bot.chatbot_id;
  const row = await findGroup(ctx.db, chatbotId, groupId);
  if (!row) throw notFound();
  return toQaGroupDTO(row);
}

function groupColumns(body: QaGroupBody) {
  return {
    questions: JSON.stringify(body.questions),
    answers: JSON.stringify(body.answers),
    answer_mode: body.answer_mode,
    similar_enabled: body.similar_enabled,
    postback_choices: JSON.stringify(body.postback_choices),
    tags: JSON.stringify(body.tags),
    search_text: searchText(body.questions, body.answers),
  };
}

const CONTENT = ['questions', 'answers', 'answer_mode', 'similar_enabled', 'postback_choices', 'tags'] as const;

/** True when the row already holds the content `body` would write. */
function holdsContent(row: QaGroupRow, body: QaGroupBody): boolean {
  return CONTENT.every((field) => JSON.stringify(row[field]) === JSON.stringify(body[field]));
}

/**
 * A new group. With a `request_key` the bot has seen (the same dialog's create sent again because its answer was lost),
 * the group that create made takes this content instead, and nothing more counts against the plan.
 */
export async function createQaGroup(ctx: BackendContext, account: AccountRow, bot: ChatbotRow, body: QaGroupCreateBody): Promise<QaGroupDTO> {
  const { request_key: requestKey, ...content } = body;
  const chatbotId = bot.chatbot_id;
  const row = await ctx.db.transaction().execute(async (trx) => {
    if (requestKey !== undefined) {
      // Looked for under the account's lock, which every new group takes: the same create twice at once makes one group.
      await lockAccount(trx, account.id);
      const made = await findGroupByRequestKey(trx, chatbotId, requestKey);
      if (made) return holdsContent(made, content) ? made : ((await updateGroup(trx, chatbotId, made.group_id, { ...groupColumns(content), updated_at: ctx.now() })) as QaGroupRow);
    }
    return insertQaGroupWithin(trx, account, chatbotId, content, ctx.now(), requestKey);
  });
  return toQaGroupDTO(row);
}

/** A new group inside the caller's transaction, counted against the account's plan. */
export async function insertQaGroupWithin(trx: Kysely<Database>, account: AccountRow, chatbotId: string, body: QaGroupBody, now: Date, requestKey?: string): Promise<QaGroupRow> {
  await reserveGroupQuota(trx, account, 1);
  return insertGroup(trx, {
    group_id: newGroupId(),
    chatbot_id: chatbotId,
    key: `g-${randomBytes(5).toString('hex')}`,
    ...groupColumns(body),
    request_key: requestKey ?? null,
    created_at: now,
    updated_at: now,
  });
}

/** Replaces a group's content; one changed since the editor's `expected_updated_at` is refused (EDIT_CONFLICT), not overwritten. */
export async function modifyQaGroup(ctx: BackendContext, bot: ChatbotRow, groupId: string, body: QaGroupUpdateBody): Promise<QaGroupDTO> {
  const chatbotId = bot.chatbot_id;
  const { expected_updated_at: expected, ...content } = body;
  const row = await updateGroup(ctx.db, chatbotId, groupId, { ...groupColumns(content), updated_at: ctx.now() }, expected ? new Date(expected) : undefined);
  if (row) return toQaGroupDTO(row);
  if (expected && (await findGroup(ctx.db, chatbotId, groupId))) throw new AppError('EDIT_CONFLICT');
  throw notFound();
}

export async function deleteQaGroup(ctx: BackendContext, bot: ChatbotRow, groupId: string): Promise<void> {
  const chatbotId = bot.chatbot_id;
  if (!(await deleteGroup(ctx.db, chatbotId, groupId))) throw notFound();
}

/**
 * Adds `question` as a new phrasing of one of the bot's groups (from history or the recommendations log); a group of
 * another bot, or one gone, is refused on `field`, and so is a phrasing the group has already (case-insensitive)
 * unless `knownIsSaved` takes it as added.
 */
export async function addGroupPhrasing(
  ctx: BackendContext,
  bot: ChatbotRow,
  groupId: string,
  question: string,
  { field = 'group_id', knownIsSaved = false }: { field?: string; knownIsSaved?: boolean } = {},
): Promise<QaGroupDTO> {
  const chatbotId = bot.chatbot_id;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const group = await trx.selectFrom('qa_groups').selectAll().where('chatbot_id', '=', chatbotId).where('group_id', '=', groupId).forUpdate().executeTakeFirst();
    if (!group) throw validationFailed([{ field, message: MSG.invalidValue }]);
    const asked = question.toLowerCase();
    if (group.questions.some((known) => known.toLowerCase() === asked)) {
      if (knownIsSaved) return group;
      throw validationFailed([{ field: 'question', message: MSG.duplicate }]);
    }
    if (group.questions.length >= QA_GROUP_MAX_QUESTIONS) throw validationFailed([{ field: 'question', message: MSG.tooLong }]);
    const questions = [...group.questions, question];
    const changes = { questions: JSON.stringify(questions), search_text: searchText(questions, group.answers), updated_at: ctx.now() };
    return (await updateGroup(trx, chatbotId, groupId, changes)) as QaGroupRow;
  });
  return toQaGroupDTO(row);
}
