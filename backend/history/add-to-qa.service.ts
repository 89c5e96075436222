// §4 adding a history item (or a batch test row) to the Q&A set: the question becomes a new group with the owner's
// answer, or a new phrasing of one of the bot's groups; the picker proposes the groups most like the question first.
// A saved recommendation adds its original question the same way: to the tapped group, or as a new group answering as
// a tapped AutoFAQ answer or passage did.
import type { HistoryGroupRefDTO, LikelyGroupsDTO, QaGroupDTO, RecommendationDTO } from '../../schema/rest';
import { LIKELY_GROUPS_MAX, type AddToQaBody } from '../../schema/rules/history';
import { qaGroupSchema } from '../../schema/rules/validation';
import { match } from '../answering';
import { parseButtonId, type AnswerSource } from '../answering/pipeline/candidates';
import { itemAnswerById } from '../answering/pipeline/item-answer';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { AppError, notFound } from '../http/errors';
import { validate } from '../http/validate';
import { lockAccount } from '../members/account.repository';
import type { AccountRow } from '../members/account.table';
import { findGroupsByIdOrText, findGroupWithQuestion, newestGroups } from '../qa/qa-group.repository';
import { addGroupPhrasing, insertQaGroupWithin, toQaGroupDTO } from '../qa/qa-group.service';
import { claimRecommendation, findExchange, findRecommendation, setRecommendationStatus, type RecommendationListRow } from './history.repository';
import { recommendationDTO } from './history.service';

async function exchangeQuestion(ctx: BackendContext, bot: ChatbotRow, id: string): Promise<string> {
  const exchange = await findExchange(ctx.db, bot.chatbot_id, id);
  if (!exchange?.question) throw notFound();
  return exchange.question;
}

/** A new group (question + answer, answered in mode 1) or a new phrasing of `group_id`; the plan's group limit applies. */
export async function addExchangeToQa(ctx: BackendContext, account: AccountRow, bot: ChatbotRow, id: string, body: AddToQaBody): Promise<QaGroupDTO> {
  return addQuestionToQa(ctx, account, bot, await exchangeQuestion(ctx, bot, id), body);
}

/**
 * `question` (a history exchange's, a batch test row's) becomes a new group with `body.answer`, answered in mode 1, or a
 * new phrasing of `body.group_id`; the plan's group limit applies. A new group for a question one of the bot's groups
 * holds already is refused (QUESTION_IN_GROUP names that group); so is a phrasing the picked group has already, unless
 * `knownIsSaved` takes it as added.
 */
export async function addQuestionToQa(ctx: BackendContext, account: AccountRow, bot: ChatbotRow, question: string, body: AddToQaBody, { knownIsSaved = false } = {}): Promise<QaGroupDTO> {
  if (body.group_id !== undefined) return addGroupPhrasing(ctx, bot, body.group_id, question, { knownIsSaved });
  const group = validate(qaGroupSchema, { questions: [question], answers: [body.answer], answer_mode: 1 });
  const row = await ctx.db.transaction().execute(async (trx) => {
    // Looked for under the account's lock, which every new group takes: two adds at once (two tabs, a double click)
    // make one group, and the other is refused as the first one's would be.
    await lockAccount(trx, account.id);
    // Refused rather than warned: the console offers that group instead, and a second group would leave the answer to chance.
    const holder = await findGroupWithQuestion(trx, bot.chatbot_id, question);
    if (holder) throw new AppError('QUESTION_IN_GROUP', undefined, undefined, undefined, { group_id: holder.group_id, key: holder.key });
    return insertQaGroupWithin(trx, account, bot.chatbot_id, group, ctx.now());
  });
  return toQaGroupDTO(row);
}

/**
 * The bot's groups most like `question`, best first: the trained index's ranking when the bot is trained, then
 * groups whose text holds the question, then the newest groups, so the picker always has something to offer.
 */
export async function likelyGroups(ctx: BackendContext, bot: ChatbotRow, id: string, asked: string | undefined): Promise<LikelyGroupsDTO> {
  // The exchange is looked up even when `asked` replaces its question: another bot's exchange is not found.
  const exchanged = await exchangeQuestion(ctx, bot, id);
  return likelyGroupsFor(ctx, bot, asked || exchanged);
}

/** The bot's groups most like `question`, as likelyGroups ranks them. */
export async function likelyGroupsFor(ctx: BackendContext, bot: ChatbotRow, question: string): Promise<LikelyGroupsDTO> {
  const chatbotId = bot.chatbot_id;
  const loaded = await ctx.caches.qaIndexes.get(chatbotId);
  const ranked = loaded ? match(loaded.index, question, { maxCandidates: LIKELY_GROUPS_MAX, offTopicRatio: 0 }).candidates.map((candidate) => candidate.groupId) : [];
  const rows = await findGroupsByIdOrText(ctx.db, chatbotId, ranked, question);
  const rank = (groupId: string) => {
    const at = ranked.indexOf(groupId);
    return at < 0 ? ranked.length : at;
  };
  const found = rows.sort((a, b) => rank(a.group_id) - rank(b.group_id) || b.created_at.getTime() - a.created_at.getTime()).slice(0, LIKELY_GROUPS_MAX);
  if (found.length < LIKELY_GROUPS_MAX) {
    const newest = await newestGroups(ctx.db, chatbotId, LIKELY_GROUPS_MAX);
    const seen = new Set(found.map((row) => row.group_id));
    found.push(...newest.filter((row) => !seen.has(row.group_id)).slice(0, LIKELY_GROUPS_MAX - found.length));
  }
  const groups: HistoryGroupRefDTO[] = found.map((row) => ({ id: row.group_id, key: row.key, question: row.questions[0] ?? '' }));
  return { question, groups };
}

/** A tapped AutoFAQ answer or passage, by its source and id. */
interface TappedItem {
  source: Exclude<AnswerSource, 'qa'>;
  id: string;
}

/**
 * A tapped AutoFAQ answer or passage has no group to take a phrasing: the original question becomes a new Q&A group
 * answering with what the tap answered it (the AutoFAQ answer, or the passage's extractive answer naming its file), so
 * once trained the question is answered outright. An item gone since marks the record 2. The record is claimed in the
 * group's transaction, so two saves make one group, and a plan at its group limit saves nothing.
 */
async function saveAsNewGroup(ctx: BackendContext, account: AccountRow, bot: ChatbotRow, recommendation: RecommendationListRow, tapped: TappedItem): Promise<void> {
  const chatbotId = bot.chatbot_id;
  const answer = await itemAnswerById(ctx, chatbotId, tapped.source, tapped.id, recommendation.original_question);
  if (answer === undefined) {
    await claimRecommendation(ctx.db, chatbotId, recommendation.id, 2);
    return;
  }
  const group = validate(qaGroupSchema, { questions: [recommendation.original_question], answers: [answer], answer_mode: 1 });
  await ctx.db.transaction().execute(async (trx) => {
    if (await claimRecommendation(trx, chatbotId, recommendation.id, 1)) await insertQaGroupWithin(trx, account, chatbotId, group, ctx.now());
  });
}

/**
 * The log's original question becomes a phrasing of the selected group (a group deleted since marks it 2, no Q&A
 * group), or, for a tapped AutoFAQ answer or passage, a new group answering as the tap did.
 */
export async function saveRecommendation(ctx: BackendContext, account: AccountRow, bot: ChatbotRow, id: string): Promise<RecommendationDTO> {
  const chatbotId = bot.chatbot_id;
  const recommendation = await findRecommendation(ctx.db, chatbotId, id);
  if (!recommendation) throw notFound();
  const tapped = parseButtonId(recommendation.group_id);
  if (recommendation.saved === 0 && tapped.source !== 'qa') {
    await saveAsNewGroup(ctx, account, bot, recommendation, { source: tapped.source, id: tapped.id });
  } else if (recommendation.saved === 0) {
    await addGroupPhrasing(ctx, bot, recommendation.group_id, recommendation.original_question, { knownIsSaved: true });
    await setRecommendationStatus(ctx.db, chatbotId, id, 1);
  } else if (recommendation.saved === 2) {
    await setRecommendationStatus(ctx.db, chatbotId, id, 2);
  }
  return recommendationDTO((await findRecommendation(ctx.db, chatbotId, id)) ?? recommendation);
}
