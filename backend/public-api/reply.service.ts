// One user message in, one bot reply out: the engine's decision turned into §3's reply by docs/rest-api.md's
// rules, both lines recorded in history before the reply is returned.
import type { PublicButton, PublicMessageReply } from '../../schema/rest';
import { ANSWER_STATUS, type AnswerStatus, type Platform } from '../../schema/rules/constants';
import type { PublicMessageBody } from '../../schema/rules/validation';
import { match, type Candidate, type MatchResult } from '../answering';
import type { BackendContext } from '../context';
import { AppError } from '../http/errors';
import { recordRecommendation } from '../history/conversation.repository';
import { answerFromAutoFaq, hasAutoFaqAnswers } from '../autofaq/autofaq-step';
import type { KnowledgeAnswer } from '../knowledge/autoqa';
import { answerFromKnowledgeWithModel } from '../knowledge/generate';
import { chooseAnswer, findAnswerGroups, type AnswerGroup } from './answer-groups';
import type { PublicBot } from './public-bot.cache';
import type { LoadedIndex } from './qa-index.cache';

/** Where a reply's groups come from: the trained index's memo, or the table when there is no index. */
interface GroupSource {
  find(groupIds: string[]): Promise<Map<string, AnswerGroup>>;
}

export interface Turn {
  bot: PublicBot;
  body: PublicMessageBody;
  platform: Platform;
  /** The owner's test chat: the reply carries what the engine decided. */
  withDebug: boolean;
}

interface Outcome {
  type: 'answer' | 'no_answer';
  text: string;
  title: string;
  buttons: PublicButton[];
  answerStatus: AnswerStatus;
  groupId: string | null;
}

const noAnswer = (bot: PublicBot): Outcome => ({ type: 'no_answer', text: bot.failedMsg, title: '', buttons: [], answerStatus: ANSWER_STATUS.noAnswer, groupId: null });

/**
 * A postback choice's button names no group (`choice-1`, `choice-2`, …): tapping it sends the choice back as a
 * postback, which is then read as the visitor's typed message.
 */
const CHOICE_ID = /^choice-\d+$/;

async function answerWith(ctx: BackendContext, bot: PublicBot, group: AnswerGroup, userId: string, question: string): Promise<Outcome> {
  const text = await chooseAnswer(ctx.db, bot.chatbotId, group, userId);
  const buttons = group.postbackChoices.map((choice, i) => ({ id: `choice-${i + 1}`, oriQue: question, text: choice }));
  return { type: 'answer', text, title: '', buttons, answerStatus: ANSWER_STATUS.answered, groupId: group.groupId };
}

/**
 * Suggestions only offer groups whose similar-question output is on. When none of the close candidates
 * may be offered, the best one still answers if it clears the answer threshold; otherwise nothing does.
 */
async function suggestOrAnswer(ctx: BackendContext, bot: PublicBot, source: GroupSource, result: MatchResult, userId: string, question: string): Promise<Outcome> {
  const close = result.candidates.filter((candidate) => candidate.score >= bot.thresholds.suggestThreshold);
  const groups = await source.find(close.map((candidate) => candidate.groupId));
  const offered = close.filter((candidate) => groups.get(candidate.groupId)?.similarEnabled).slice(0, bot.thresholds.maxSuggestions);
  if (offered.length > 0) {
    const buttons = offered.map((candidate: Candidate) => ({ id: candidate.groupId, oriQue: question, text: candidate.question }));
    return { type: 'answer', text: bot.postbackMsg, title: bot.postbackMsg, buttons, answerStatus: ANSWER_STATUS.options, groupId: null };
  }
  const best = close[0];
  const bestGroup = best && groups.get(best.groupId);
  if (bestGroup && best.score >= bot.thresholds.answerThreshold) return answerWith(ctx, bot, bestGroup, userId, question);
  return noAnswer(bot);
}

async function decideMessage(ctx: BackendContext, bot: PublicBot, loaded: LoadedIndex | undefined, text: string, userId: string): Promise<{ outcome: Outcome; result?: MatchResult; knowledge?: KnowledgeAnswer }> {
  const result = loaded && match(loaded.index, text, { ...bot.thresholds, synonyms: bot.synonyms });
  if (loaded && result) {
    const { decision } = result;
    if (decision.kind === 'answer' && decision.groupId) {
      const group = (await loaded.groups.find([decision.groupId])).get(decision.groupId);
      return { outcome: group ? await answerWith(ctx, bot, group, userId, text) : noAnswer(bot), result };
    }
    if (decision.kind === 'suggest') return { outcome: await suggestOrAnswer(ctx, bot, loaded.groups, result, userId, text), result };
  }
  // The Q&A list has nothing (or the bot has none): AutoFAQ's fixed answers, then AutoQA from the knowledge files.
  const model = ctx.llm;
  const fixed = await answerFromAutoFaq(ctx, bot, text, model);
  if (fixed) return { outcome: { type: 'answer', text: fixed.text, title: '', buttons: [], answerStatus: ANSWER_STATUS.answered, groupId: null }, result };
  const knowledge = await answerFromKnowledgeWithModel(ctx, bot.chatbotId, text, model);
  if (!loaded && !knowledge.hasKnowledge && !(await hasAutoFaqAnswers(ctx, bot.chatbotId))) throw new AppError('NOT_TRAINED');
  const outcome: Outcome = knowledge.text
    ? { type: 'answer', text: knowledge.text, title: '', buttons: [], answerStatus: ANSWER_STATUS.autoQa, groupId: null }
    : noAnswer(bot);
  return { outcome, result, knowledge };
}

/**
 * A chosen button: a similar question answers with its group when that is still the bot's; a postback choice, or a
 * group since deleted, is read as a typed message.
 */
async function decidePostback(ctx: BackendContext, bot: PublicBot, source: GroupSource, buttonId: string, userId: string, question: string): Promise<Outcome | undefined> {
  if (CHOICE_ID.test(buttonId)) return undefined;
  const group = (await source.find([buttonId])).get(buttonId);
  return group && answerWith(ctx, bot, group, userId, question);
}

export async function replyToMessage(ctx: BackendContext, turn: Turn): Promise<PublicMessageReply> {
  const { bot, body, platform } = turn;
  const { userId, message } = body;
  const question = message.text;
  const postbackId = body.type === 'postback' ? message.id : undefined;

  const loaded = await ctx.caches.qaIndexes.get(bot.chatbotId);
  const source: GroupSource = loaded?.groups ?? { find: (groupIds) => findAnswerGroups(ctx.db, bot.chatbotId, groupIds) };
  let outcome = postbackId ? await decidePostback(ctx, bot, source, postbackId, userId, question) : undefined;
  let result: MatchResult | undefined;
  let knowledge: KnowledgeAnswer | undefined;
  if (!outcome) ({ outcome, result, knowledge } = await decideMessage(ctx, bot, loaded, question, userId));

  const session = await ctx.history.record({
    chatbotId: bot.chatbotId,
    userId,
    platform,
    question,
    reply: outcome.text,
    buttons: outcome.buttons,
    answerStatus: outcome.answerStatus,
    groupId: outcome.groupId,
    at: ctx.now(),
  });
  if (postbackId && outcome.groupId === postbackId) {
    await recordRecommendation(ctx.db, {
      chatbotId: bot.chatbotId,
      originalQuestion: message.oriQue || question,
      selectedQuestion: question,
      groupId: postbackId,
      platform,
      userId,
    });
  }

  const reply: PublicMessageReply = {
    sender: 'BOT',
    type: outcome.type,
    state: session.startedSession ? 'start' : 'in_progress',
    success: true,
    uid: userId,
    sid: session.sid,
    oriQue: postbackId ? message.oriQue || question : question,
    data: { text: outcome.text, title: outcome.title, buttons: outcome.buttons },
  };
  if (turn.withDebug) {
    reply.debug = {
      answer_status: outcome.answerStatus,
      group_id: outcome.groupId,
      candidates: (result?.candidates ?? []).map((candidate) => ({ group_id: candidate.groupId, question: candidate.question, score: candidate.score })),
      synonyms: (result?.synonyms ?? []).map((reading) => ({ word: reading.word, read_as: reading.readAs })),
      ...(result?.decision.offTopic && result.offTopic && { off_topic: { message: result.offTopic.message, score: result.offTopic.score } }),
      ...(knowledge && { knowledge: knowledge.retrieved.map(({ chunk, score }) => ({ file_id: chunk.file_id, file_name: chunk.file_name, score })) }),
    };
  }
  return reply;
}
