// The one reply pipeline every channel calls (public API, website widget, the owner's test chat, LINE, Messenger, the
// third-party webhook, and the batch test unrecorded): one user message or tapped button in, one reply out, recorded
// in history.
//
//   1. normalise            each source's engine normalises the message (width, case, script, punctuation)
//   2. questionnaire        a keyword starts one; one in progress answers here, before any source
//                           (backend/questionnaires/questionnaire-step.ts)
//      topics               the menu keyword or a tapped `topic:` button answers with the topic menu or a topic's
//                           questions; a chosen topic's groups win close calls in step 5 (backend/topics/topic-step.ts)
//   3. a tapped button      answers from the source it names
//   4. candidates           from every source: Q&A groups, AutoFAQ answers, knowledge passages (one scale); a bot
//                           with several sources ranks them in one index (merged-index.ts)
//   5. choose               answer, buttons, or the failed message (choose.ts); a model is waited on for no longer
//                           than the reply's budget (model-budget.ts), then the source answers without it
//   6. render               the channel-neutral reply (§3's shape), its `{entity:type}` filled (entities/entity-step.ts;
//                           the same step reads the message's entities first, their names as synonyms of the Q&A list)
//   7. record               both lines in history, and a tapped button in the recommendations log
import type { PublicButton, PublicMessageReply } from '../../../schema/rest';
import { ANSWER_STATUS, type AnswerStatus, type Platform } from '../../../schema/rules/constants';
import type { PublicMessageBody } from '../../../schema/rules/validation';
import { DEFAULT_MATCH_OPTIONS, type OffTopicLikeness } from '..';
import type { BackendContext } from '../../context';
import { offeredButton, recordRecommendation } from '../../history/conversation.repository';
import { AppError } from '../../http/errors';
import type { PublicBot } from '../../channels/public-bot.cache';
import { questionnaireStep } from '../../questionnaires/questionnaire-step';
import { entityStep } from '../../entities/entity-step';
import { answersAlone as autoFaqAnswersAlone, autoFaqAnswer, proposeFromAutoFaq, type AutoFaqProposal } from './autofaq.source';
import { buttonIdOf, parseButtonId, type AnswerSource, type SourceCandidate, type SourceProposal } from './candidates';
import { choose, type Choice } from './choose';
import { startModelBudget, type ModelBudget } from './model-budget';
import { itemAnswerById } from './item-answer';
import { answersAlone as knowledgeAnswersAlone, knowledgeAnswer, proposeFromKnowledge, type KnowledgeProposal } from './knowledge.source';
import type { AnswerGroup, GroupSource } from './qa-groups';
import { answerFromGroup, groupSource, proposeFromQaList, type QaListProposal } from './qa-list.source';
import { proposalTogether, rankTogether } from './merged-index';
import type { LoadedIndex } from './qa-index.cache';
import { topicStep, type TopicStep } from '../../topics/topic-step';

export interface Turn {
  bot: PublicBot;
  body: PublicMessageBody;
  platform: Platform;
  /** The owner's test chat: the reply carries what every source proposed and what was decided. */
  withDebug: boolean;
  /** False for a batch test's questions: answered exactly as a message, but not recorded (no history, no statistics). */
  record?: boolean;
  /** The platform's id of the user's message (LINE's), recorded with it so the user may unsend it. */
  platformMessageId?: string;
  /** The LINE group or room the message was said in (`group:<id>`, `room:<id>`), recorded with the exchange. */
  platformConversation?: string;
}

/** A turn being answered: with what is left of its time for the language model. */
interface Replying extends Turn {
  budget: ModelBudget;
  topics: TopicStep;
}

interface Outcome {
  type: 'answer' | 'no_answer';
  text: string;
  title: string;
  buttons: PublicButton[];
  answerStatus: AnswerStatus;
  /** The Q&A group that answered, when one did. */
  groupId: string | null;
  /** The source that answered; null for buttons and for the failed message. */
  source: AnswerSource | null;
  /** A tapped button answered: logged as a recommendation. */
  fromButton?: boolean;
  offTopic?: OffTopicLikeness;
}

interface Proposals {
  qa?: QaListProposal;
  autofaq?: AutoFaqProposal;
  knowledge?: KnowledgeProposal;
}

/**
 * A postback choice's button names no group (`choice-1`, `choice-2`, …): tapping it sends the choice back as a
 * postback, which is then read as the visitor's typed message.
 */
const CHOICE_ID = /^choice-\d+$/;

const noAnswer = (bot: PublicBot, offTopic?: OffTopicLikeness): Outcome => ({
  type: 'no_answer', text: bot.failedMsg, title: '', buttons: [], answerStatus: ANSWER_STATUS.noAnswer, groupId: null, source: null, ...(offTopic && { offTopic }),
});

const answered = (source: AnswerSource, text: string, extra: Partial<Outcome> = {}): Outcome => ({
  type: 'answer', text, title: '', buttons: [], answerStatus: source === 'knowledge' ? ANSWER_STATUS.autoQa : ANSWER_STATUS.answered, groupId: null, source, ...extra,
});

/** A group's answer by its selection mode, or null when the group is the bot's no more. */
async function answerWithGroup(ctx: BackendContext, turn: Replying, groups: GroupSource, groupId: string, extra: Partial<Outcome> = {}): Promise<Outcome | null> {
  const group = (await groups.find([groupId])).get(groupId);
  if (!group) return null;
  const { text, buttons } = await answerFromGroup(ctx, turn.bot, group, turn.body.userId, turn.body.message.text);
  return answered('qa', text, { buttons, groupId: group.groupId, ...extra });
}

/** The reply of one candidate of its source, or null when the source turns it down (a model found no answer). */
async function answerWith(ctx: BackendContext, turn: Replying, proposals: Proposals, groups: GroupSource, candidate: SourceCandidate): Promise<Outcome | null> {
  const { bot, body } = turn;
  const question = body.message.text;
  if (candidate.source === 'qa') return answerWithGroup(ctx, turn, groups, candidate.id);
  if (candidate.source === 'autofaq' && proposals.autofaq) {
    const text = await autoFaqAnswer(ctx, bot, proposals.autofaq, candidate, question, turn.budget);
    return text === null ? null : answered('autofaq', text);
  }
  if (candidate.source === 'knowledge' && proposals.knowledge) {
    const text = await knowledgeAnswer(ctx, bot, proposals.knowledge, candidate, question, turn.budget);
    return text === null ? null : answered('knowledge', text);
  }
  return null;
}

/** The text a candidate always answers with: an AutoFAQ answer's, or a Q&A group's one answer without choices. */
function fixedAnswerOf(candidate: SourceCandidate, found: Map<string, AnswerGroup>, proposals: Proposals): string | undefined {
  if (candidate.source === 'autofaq') return proposals.autofaq?.faq.answers.get(candidate.id)?.text;
  const group = candidate.source === 'qa' ? found.get(candidate.id) : undefined;
  return group && group.answers.length === 1 && group.postbackChoices.length === 0 ? group.answers[0] : undefined;
}

interface Offer {
  buttons: SourceCandidate[];
  /** Every close candidate answers with one and the same text: the close call is between items holding one answer. */
  oneAnswer: boolean;
}

/**
 * Buttons offer Q&A groups only when their similar-question output is on; other sources' candidates always. Two that
 * would answer with the same text are one button, the better ranked: a saved tap gives an AutoFAQ answer's text to a
 * new Q&A group, and two buttons leading to one answer offer no choice. A passage answers by the question, so it
 * never stands for another.
 */
async function offerable(close: SourceCandidate[], groups: GroupSource, proposals: Proposals): Promise<Offer> {
  const found = await groups.find(close.filter((candidate) => candidate.source === 'qa').map((candidate) => candidate.id));
  const fixed = close.map((candidate) => fixedAnswerOf(candidate, found, proposals));
  const answers = new Set<string>();
  const buttons = close.filter((candidate, at) => {
    if (candidate.source === 'qa' && !found.get(candidate.id)?.similarEnabled) return false;
    const answer = fixed[at];
    if (answer === undefined) return true;
    if (answers.has(answer)) return false;
    answers.add(answer);
    return true;
  });
  const oneAnswer = close.length > 1 && fixed.every((answer) => answer !== undefined && answer === fixed[0]);
  return { buttons, oneAnswer };
}

/**
 * A bot whose only source is AutoFAQ or the knowledge replies as it did before several sources were weighed: that
 * source's own rule answers or gives the failed message (docs/decisions.md). Undefined when the bot has other sources.
 */
async function answerFromSoleSource(ctx: BackendContext, turn: Replying, proposals: Proposals, groups: GroupSource): Promise<Outcome | undefined> {
  const { autofaq, knowledge, qa } = proposals;
  if (qa || (autofaq && knowledge)) return undefined;
  const alone = autofaq ? (autoFaqAnswersAlone(ctx, autofaq) ? autofaq.candidates[0] : undefined) : knowledge && knowledgeAnswersAlone(ctx, knowledge);
  const outcome = alone && (await answerWith(ctx, turn, proposals, groups, alone));
  return outcome ?? noAnswer(turn.bot);
}

async function answerMessage(ctx: BackendContext, turn: Replying, proposals: Proposals, groups: GroupSource): Promise<Outcome> {
  const sole = await answerFromSoleSource(ctx, turn, proposals, groups);
  if (sole) return sole;
  const { bot } = turn;
  const question = turn.body.message.text;
  const options = { ...DEFAULT_MATCH_OPTIONS, ...bot.thresholds };
  let remaining: SourceProposal[] = [proposals.qa, proposals.autofaq, proposals.knowledge].filter((proposal): proposal is NonNullable<typeof proposal> => proposal !== undefined);
  // A source that turns its chosen candidate down (no group any more, a model that finds no answer) leaves the others.
  for (;;) {
    const choice = turn.topics.prefer(choose(remaining, question, options), options);
    if (choice.kind === 'none') return noAnswer(bot, choice.offTopic);
    if (choice.kind === 'answer' && choice.chosen) {
      const outcome = await answerWith(ctx, turn, proposals, groups, choice.chosen);
      if (outcome) return outcome;
      const declined = choice.chosen.source;
      remaining = remaining.filter((proposal) => proposal.source !== declined);
      continue;
    }
    const offer = await offerable(choice.close, groups, proposals);
    // Close candidates that all answer with one text leave no choice to make: the best answers when it clears the
    // answer threshold, as a lone candidate would.
    const [best] = choice.close;
    if (offer.oneAnswer && best && best.confidence >= bot.thresholds.answerThreshold) {
      const outcome = await answerWith(ctx, turn, proposals, groups, best);
      if (outcome) return outcome;
    }
    const offered = offer.buttons.slice(0, bot.thresholds.maxSuggestions);
    if (offered.length > 0) {
      const buttons = offered.map((candidate) => ({ id: buttonIdOf(candidate), oriQue: question, text: candidate.label }));
      return { type: 'answer', text: bot.postbackMsg, title: bot.postbackMsg, buttons, answerStatus: ANSWER_STATUS.options, groupId: null, source: null };
    }
    // None may be offered: the best still answers when it clears the answer threshold.
    const outcome = best && best.confidence >= bot.thresholds.answerThreshold ? await answerWith(ctx, turn, proposals, groups, best) : null;
    return outcome ?? noAnswer(bot);
  }
}

/**
 * A tapped button answers from the source it names: a similar question's group, an AutoFAQ answer or a passage. A
 * postback choice, or an item since deleted, is read as a typed message (undefined).
 */
async function answerTappedButton(ctx: BackendContext, turn: Replying, groups: GroupSource, buttonId: string): Promise<Outcome | undefined> {
  if (CHOICE_ID.test(buttonId)) return undefined;
  const { bot, body } = turn;
  const question = body.message.text;
  const { source, id } = parseButtonId(buttonId);
  if (source === 'qa') return (await answerWithGroup(ctx, turn, groups, id, { fromButton: true })) ?? undefined;
  // A passage answers the question first asked (oriQue), not the button's label.
  const text = await itemAnswerById(ctx, bot.chatbotId, source, id, (body.type === 'postback' && body.message.oriQue) || question);
  return text === undefined ? undefined : answered(source, text, { fromButton: true });
}

async function proposalsFor(ctx: BackendContext, turn: Replying, loaded: LoadedIndex | undefined): Promise<Proposals> {
  const { bot } = turn;
  const text = turn.body.message.text;
  const [faq, passages] = await Promise.all([ctx.caches.autoFaq.get(bot.chatbotId), ctx.caches.knowledge.get(bot.chatbotId)]);
  const knowledgeProposal = passages && (await proposeFromKnowledge(ctx, bot, passages, text, turn.budget));
  const merged = await ctx.caches.mergedIndexes.of(bot.chatbotId, { qa: loaded, autofaq: faq, knowledge: passages });
  if (!merged) return { qa: proposeFromQaList(bot, loaded, text), autofaq: faq && proposeFromAutoFaq(faq, text), knowledge: knowledgeProposal };
  // Several sources: their candidates as the merged index ranks them (merged-index.ts). A passage's own retrieval still
  // counts; the Q&A list ranks alone only for the owner's test chat, AutoFAQ only for a model's shortlist.
  const ranked = rankTogether(merged, bot, text);
  const ownQa = loaded && turn.withDebug ? proposeFromQaList(bot, loaded, text) : undefined;
  return {
    qa: loaded && { ...proposalTogether(ranked, 'qa'), source: 'qa', result: ownQa?.result ?? ranked.result, loaded },
    autofaq: faq && { ...proposalTogether(ranked, 'autofaq'), source: 'autofaq', faq },
    knowledge: knowledgeProposal && { ...knowledgeProposal, ...proposalTogether(ranked, 'knowledge', knowledgeProposal.candidates), source: 'knowledge' },
  };
}

function debugOf(outcome: Outcome, proposals: Proposals | undefined): NonNullable<PublicMessageReply['debug']> {
  const result = proposals?.qa?.result;
  const sources = [proposals?.qa, proposals?.autofaq, proposals?.knowledge].filter((proposal) => proposal !== undefined);
  return {
    answer_status: outcome.answerStatus,
    group_id: outcome.groupId,
    source: outcome.source,
    candidates: (result?.candidates ?? []).map((candidate) => ({ group_id: candidate.groupId, question: candidate.question, score: candidate.score })),
    synonyms: (result?.synonyms ?? []).map((reading) => ({ word: reading.word, read_as: reading.readAs })),
    sources: sources.map((proposal) => ({
      source: proposal.source,
      candidates: proposal.candidates.map((candidate) => ({ id: buttonIdOf(candidate), label: candidate.label, score: candidate.score, confidence: candidate.confidence })),
    })),
    ...(outcome.offTopic && { off_topic: { message: outcome.offTopic.message, score: outcome.offTopic.score } }),
    ...(proposals?.knowledge && { knowledge: proposals.knowledge.retrieved.map(({ chunk, score }) => ({ file_id: chunk.file_id, file_name: chunk.file_name, score })) }),
  };
}

/** Both lines in history, and a tapped button in the recommendations log. */
async function recordTurn(ctx: BackendContext, turn: Replying, outcome: Outcome): Promise<{ sid: string; mid: string; startedSession: boolean }> {
  const { bot, body, platform } = turn;
  const { userId, message } = body;
  const question = message.text;
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
    platformMessageId: turn.platformMessageId,
    platformConversation: turn.platformConversation,
  });
  const postbackId = body.type === 'postback' ? message.id : undefined;
  if (postbackId && outcome.fromButton) {
    // The log holds what the bot offered this user (the button's label, the question it was offered for) rather than
    // what the tap's client sent, which anyone may write; a button not found in the user's history (a tap from a
    // client that built its own) is logged as sent.
    const offered = await offeredButton(ctx.db, { chatbotId: bot.chatbotId, userId, platform, buttonId: postbackId });
    const originalQuestion = offered?.oriQue || message.oriQue || question;
    await recordRecommendation(ctx.db, { chatbotId: bot.chatbotId, originalQuestion, selectedQuestion: offered?.text ?? question, groupId: postbackId, platform, userId });
  }
  return session;
}

/** The one entry point: a turn in, the reply out, both lines recorded (unless told not to) before the reply is returned. */
export async function reply(ctx: BackendContext, asked: Turn): Promise<PublicMessageReply> {
  const topics = asked.record === false ? { prefer: (choice: Choice) => choice } : await topicStep(ctx, asked);
  const entities = await entityStep(ctx, asked);
  const turn: Replying = { ...asked, bot: entities.bot, budget: startModelBudget(ctx.llm), topics };
  const { bot, body } = turn;
  const { userId, message } = body;
  const question = message.text;
  const postbackId = body.type === 'postback' ? message.id : undefined;

  const loaded = await ctx.caches.qaIndexes.get(bot.chatbotId);
  const groups = groupSource(ctx, bot, loaded);
  const held = await questionnaireStep(ctx, turn);
  let outcome: Outcome | undefined = held ?? (topics.reply && { type: 'answer', title: topics.reply.text, groupId: null, source: null, ...topics.reply });
  if (!outcome && postbackId) outcome = await answerTappedButton(ctx, turn, groups, postbackId);
  let proposals: Proposals | undefined;
  if (!outcome) {
    proposals = await proposalsFor(ctx, turn, loaded);
    if (!proposals.qa && !proposals.autofaq && !proposals.knowledge) throw new AppError('NOT_TRAINED');
    outcome = await answerMessage(ctx, turn, proposals, groups);
  }

  outcome = { ...outcome, text: await entities.render(outcome.text) };
  const session = asked.record === false ? { sid: '', mid: '', startedSession: true } : await recordTurn(ctx, turn, outcome);
  const rendered: PublicMessageReply = {
    sender: 'BOT',
    type: outcome.type,
    state: session.startedSession ? 'start' : 'in_progress',
    success: true,
    uid: userId,
    sid: session.sid,
    mid: session.mid,
    oriQue: postbackId ? message.oriQue || question : question,
    data: { text: outcome.text, title: outcome.title, buttons: outcome.buttons },
  };
  if (turn.withDebug) rendered.debug = { ...debugOf(outcome, proposals), entities: entities.found };
  return rendered;
}
