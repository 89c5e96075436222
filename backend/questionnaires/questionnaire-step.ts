// Step 2 of the reply pipeline: a questionnaire in progress answers before any source. A message that is an active
// questionnaire's keyword starts it; while it runs, each message is the answer to the question asked (re-asked with
// the rule's message when it does not fit), cancel ends it, and after the last question the closing message is sent
// and the response stored. A run idle for longer than the conversation idle time is abandoned: the message is
// answered as usual. Every such turn is recorded with answer status 4 (questionnaire).
import { randomUUID } from 'node:crypto';
import type { PublicButton } from '../../schema/rest';
import { ANSWER_STATUS, CONVERSATION_IDLE_MS, type Platform } from '../../schema/rules/constants';
import type { PublicMessageBody } from '../../schema/rules/validation';
import { QUESTIONNAIRE_BUTTON_PREFIX, type Question, type QuestionnaireAnswerDTO } from '../../schema/rules/questionnaires';
import { normalise } from '../answering/normalise';
import type { PublicBot } from '../channels/public-bot.cache';
import type { BackendContext } from '../context';
import { findEntities } from '../entities/entity-step';
import { checkAnswer } from './answer-check';
import { BOT_WORDS, CANCEL_WORDS, SKIP_WORDS, type BotWords } from './bot-words';
import { endRun, findRun, findTriggered, saveRun, storeResponse, type ConversationKey, type RunQuestionnaire } from './questionnaire.repository';

/** A reply of the pipeline's shape (reply-pipeline.ts `Outcome`). */
export interface QuestionnaireOutcome {
  type: 'answer';
  text: string;
  title: string;
  buttons: PublicButton[];
  answerStatus: typeof ANSWER_STATUS.questionnaire;
  groupId: null;
  source: null;
}

/** What the step reads of the pipeline's turn (reply-pipeline.ts `Turn`). */
export interface QuestionnaireTurn {
  bot: Pick<PublicBot, 'chatbotId' | 'language'>;
  body: PublicMessageBody;
  platform: Platform;
  record?: boolean;
}

const CANCEL_ID = `${QUESTIONNAIRE_BUTTON_PREFIX}cancel`;
const SKIP_ID = `${QUESTIONNAIRE_BUTTON_PREFIX}skip`;
const CHOICE_ID = `${QUESTIONNAIRE_BUTTON_PREFIX}choice:`;
const CANCEL_KEYS = new Set(CANCEL_WORDS.map(normalise));
const SKIP_KEYS = new Set(SKIP_WORDS.map(normalise));

const reply = (questionnaire: RunQuestionnaire, text: string, buttons: PublicButton[] = []): QuestionnaireOutcome => ({
  // The title names the questionnaire, so channels do not take the turn for an answer to rate (reply-rating.ts).
  type: 'answer', text, title: questionnaire.title, buttons, answerStatus: ANSWER_STATUS.questionnaire, groupId: null, source: null,
});

/** A question as the bot asks it: choices listed with their numbers (a channel may show fewer buttons), as buttons too. */
function ask(questionnaire: RunQuestionnaire, position: number, words: BotWords, problem?: string): QuestionnaireOutcome {
  const question = questionnaire.questions[position];
  const choices = question.choices ?? [];
  const listed = choices.length > 0 ? `\n${choices.map((choice, index) => `${index + 1}. ${choice}`).join('\n')}` : '';
  const text = `${problem ? `${problem}\n` : ''}(${position + 1}/${questionnaire.questions.length}) ${question.text}${listed}`;
  const buttons: PublicButton[] = choices.map((choice, index) => ({ id: `${CHOICE_ID}${index}`, oriQue: question.text, text: choice }));
  if (!question.required) buttons.push({ id: SKIP_ID, oriQue: question.text, text: words.skip });
  buttons.push({ id: CANCEL_ID, oriQue: question.text, text: words.cancel });
  return reply(questionnaire, text, buttons);
}

/** What the visitor answered: a tapped choice by its index, skip as blank, else the text. */
function answerOf(question: Question, text: string, buttonId: string | undefined): string {
  if (buttonId === SKIP_ID) return '';
  if (buttonId?.startsWith(CHOICE_ID)) {
    const choice = question.choices?.[Number(buttonId.slice(CHOICE_ID.length))];
    if (choice !== undefined) return choice;
  }
  return !question.required && SKIP_KEYS.has(normalise(text)) ? '' : text;
}

/** Re-asks with the rule's message (or the default for the problem), or moves on: the next question or the end. */
async function answerRun(ctx: BackendContext, key: ConversationKey, run: NonNullable<Awaited<ReturnType<typeof findRun>>>, text: string, buttonId: string | undefined, words: BotWords): Promise<QuestionnaireOutcome> {
  const { questionnaire } = run;
  const question = questionnaire.questions[run.position];
  const at = ctx.now();
  const answer = answerOf(question, text, buttonId);
  const entities = question.type === 'entity' && answer.trim() !== '' ? await findEntities(ctx, key.chatbotId, answer) : [];
  const checked = checkAnswer(question, answer, entities);
  if (!checked.ok) {
    await saveRun(ctx.db, key, questionnaire.questionnaire_id, run.position, run.answers, at);
    const problem = question.rules?.message || words.problems[checked.problem].replace('{n}', String(checked.n ?? ''));
    return ask(questionnaire, run.position, words, problem);
  }
  const answers: QuestionnaireAnswerDTO[] = [...run.answers, { question: question.text, answer: checked.value }];
  const next = run.position + 1;
  if (next < questionnaire.questions.length) {
    await saveRun(ctx.db, key, questionnaire.questionnaire_id, next, answers, at);
    return ask(questionnaire, next, words);
  }
  await storeResponse(ctx.db, key, questionnaire.questionnaire_id, answers, at, randomUUID());
  return reply(questionnaire, questionnaire.closing_message);
}

/**
 * The questionnaire's reply to the turn, or undefined when no questionnaire holds the conversation (the sources
 * answer). A batch test's unrecorded questions never start or answer a questionnaire.
 */
export async function questionnaireStep(ctx: BackendContext, turn: QuestionnaireTurn): Promise<QuestionnaireOutcome | undefined> {
  if (turn.record === false) return undefined;
  const { bot, body, platform } = turn;
  const key: ConversationKey = { chatbotId: bot.chatbotId, platform, userId: body.userId };
  const text = body.message.text;
  const buttonId = body.type === 'postback' ? body.message.id : undefined;
  // A bot without an active questionnaire has no live run and nothing to start: no query.
  const active = await ctx.caches.questionnaires.get(bot.chatbotId);
  if (active.active === 0) return undefined;
  const words = BOT_WORDS[bot.language] ?? BOT_WORDS.tw;
  const messageKey = normalise(text);

  const run = await findRun(ctx.db, key);
  const live = run && run.questionnaire.active && run.position < run.questionnaire.questions.length && run.last_activity_at.getTime() > ctx.now().getTime() - CONVERSATION_IDLE_MS;
  if (run && !live) await endRun(ctx.db, key);
  if (run && live) {
    if (buttonId === CANCEL_ID || CANCEL_KEYS.has(messageKey)) {
      await endRun(ctx.db, key);
      return reply(run.questionnaire, words.cancelled);
    }
    return answerRun(ctx, key, run, text, buttonId, words);
  }

  if (!active.keywordKeys.has(messageKey)) return undefined;
  const started = await findTriggered(ctx.db, bot.chatbotId, messageKey);
  if (!started) return undefined;
  await saveRun(ctx.db, key, started.questionnaire_id, 0, [], ctx.now());
  return ask(started, 0, words);
}
