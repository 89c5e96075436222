// The owner's questionnaires: list, create, change, delete, and their responses (JSON and CSV). Every call gets a
// bot the signed-in account owns (the route's guard); a questionnaire of another bot is not found.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Response } from 'express';
import { MSG } from '../../schema/rules/validation';
import { QMSG, QUESTIONNAIRE_LIMITS, type QuestionnaireCreateInput, type QuestionnaireDTO, type QuestionnaireInput, type QuestionnaireListDTO, type QuestionnaireResponsesDTO, type ResponseExportQuery, type ResponseFilter } from '../../schema/rules/questionnaires';
import { normalise } from '../answering/normalise';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { HISTORY_CSV_HEADERS } from '../history/history-csv';
import { dayEnd, dayStart, taipeiMinute } from '../history/taipei-calendar';
import { csvHeader, fileNamePart, streamCsv } from '../http/csv-stream';
import { AppError, notFound, validationFailed } from '../http/errors';
import * as repo from './questionnaire.repository';
import type { QuestionnaireRow } from './questionnaire.table';

function toDTO(row: QuestionnaireRow, responseCount: number): QuestionnaireDTO {
  return {
    questionnaire_id: row.questionnaire_id,
    chatbot_id: row.chatbot_id,
    title: row.title,
    keyword: row.keyword,
    questions: row.questions,
    closing_message: row.closing_message,
    active: row.active,
    response_count: responseCount,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listQuestionnaires(ctx: BackendContext, bot: ChatbotRow): Promise<QuestionnaireListDTO> {
  const rows = await repo.listQuestionnaires(ctx.db, bot.chatbot_id);
  return { questionnaires: rows.map((row) => toDTO(row, row.response_count)) };
}

async function ownQuestionnaire(ctx: BackendContext, bot: ChatbotRow, questionnaireId: string): Promise<QuestionnaireRow> {
  const row = await repo.findQuestionnaire(ctx.db, bot.chatbot_id, questionnaireId);
  if (!row) throw notFound();
  return row;
}

async function dtoOf(ctx: BackendContext, bot: ChatbotRow, questionnaireId: string): Promise<QuestionnaireDTO> {
  const row = (await repo.listQuestionnaires(ctx.db, bot.chatbot_id)).find((item) => item.questionnaire_id === questionnaireId);
  if (!row) throw notFound();
  return toDTO(row, row.response_count);
}

/**
 * The keyword as a message is compared with it. A keyword must keep some letters after normalising (punctuation
 * alone could never be typed as it), and an active questionnaire's keyword may not be another active one's.
 */
async function keywordKeyOf(ctx: BackendContext, bot: ChatbotRow, input: QuestionnaireInput, except?: string): Promise<string> {
  const key = input.keyword === '' ? '' : normalise(input.keyword);
  if (input.keyword !== '' && key === '') throw validationFailed([{ field: 'keyword', message: MSG.invalidValue }]);
  if (key !== '' && input.active && (await repo.findActiveByKeyword(ctx.db, bot.chatbot_id, key, except))) {
    throw validationFailed([{ field: 'keyword', message: QMSG.keywordTaken }]);
  }
  return key;
}

const columnsOf = (input: QuestionnaireInput, keywordKey: string) => ({
  title: input.title,
  keyword: input.keyword,
  keyword_key: keywordKey,
  questions: JSON.stringify(input.questions),
  closing_message: input.closing_message,
  active: input.active,
});

/**
 * A new questionnaire. With a `request_key` the bot has seen (the same editor's create sent again because its answer
 * was lost), the questionnaire that create made takes this content instead of a second one being added.
 */
export async function createQuestionnaire(ctx: BackendContext, bot: ChatbotRow, body: QuestionnaireCreateInput): Promise<QuestionnaireDTO> {
  const { request_key: requestKey, ...input } = body;
  const madeWith = (key: string | undefined) => (key === undefined ? undefined : repo.findByRequestKey(ctx.db, bot.chatbot_id, key));
  const made = await madeWith(requestKey);
  if (made) return createdAgain(ctx, bot, made, input);
  const questionnaireId = randomUUID();
  try {
    if ((await repo.countQuestionnaires(ctx.db, bot.chatbot_id)) >= QUESTIONNAIRE_LIMITS.perBot) {
      throw new AppError('VALIDATION_FAILED', `At most ${QUESTIONNAIRE_LIMITS.perBot} questionnaires per bot.`, [{ field: 'questionnaire', message: QMSG.tooMany }]);
    }
    const keywordKey = await keywordKeyOf(ctx, bot, input);
    const at = ctx.now();
    await repo.insertQuestionnaire(ctx.db, { questionnaire_id: questionnaireId, chatbot_id: bot.chatbot_id, ...columnsOf(input, keywordKey), request_key: requestKey ?? null, created_at: at, updated_at: at });
  } catch (error) {
    // The same create arrived more than once at once and another of them made it: this one's insert met the key's
    // unique index, or its checks met what the other made (its keyword taken, the bot's limit reached). It answers as
    // a create sent again.
    const other = await madeWith(requestKey);
    if (!other) throw error;
    return createdAgain(ctx, bot, other, input);
  }
  await ctx.botChanges.announce(bot.chatbot_id, 'questionnaires');
  return dtoOf(ctx, bot, questionnaireId);
}

/** A create sent again: its questionnaire as it is when it holds this content already, else changed to hold it. */
async function createdAgain(ctx: BackendContext, bot: ChatbotRow, made: QuestionnaireRow, input: QuestionnaireInput): Promise<QuestionnaireDTO> {
  const keywordKey = await keywordKeyOf(ctx, bot, input, made.questionnaire_id);
  const columns = columnsOf(input, keywordKey);
  // Compared as stored: jsonb keeps no absent keys and no key order.
  const same = isDeepStrictEqual({ ...columns, questions: JSON.parse(columns.questions) as unknown }, { title: made.title, keyword: made.keyword, keyword_key: made.keyword_key, questions: made.questions, closing_message: made.closing_message, active: made.active });
  // Unchanged, it is left alone: a change would end the runs in progress.
  return same ? dtoOf(ctx, bot, made.questionnaire_id) : updateQuestionnaire(ctx, bot, made.questionnaire_id, input);
}

export async function updateQuestionnaire(ctx: BackendContext, bot: ChatbotRow, questionnaireId: string, input: QuestionnaireInput): Promise<QuestionnaireDTO> {
  await ownQuestionnaire(ctx, bot, questionnaireId);
  const keywordKey = await keywordKeyOf(ctx, bot, input, questionnaireId);
  await repo.updateQuestionnaire(ctx.db, bot.chatbot_id, questionnaireId, { ...columnsOf(input, keywordKey), updated_at: ctx.now() });
  // Runs are ended here, since the reply pipeline no longer looks for them once the bot has no active questionnaire.
  if (!input.active) await repo.endRunsOf(ctx.db, questionnaireId);
  await ctx.botChanges.announce(bot.chatbot_id, 'questionnaires');
  return dtoOf(ctx, bot, questionnaireId);
}

export async function removeQuestionnaire(ctx: BackendContext, bot: ChatbotRow, questionnaireId: string): Promise<QuestionnaireListDTO> {
  if (!(await repo.deleteQuestionnaire(ctx.db, bot.chatbot_id, questionnaireId))) throw notFound();
  await ctx.botChanges.announce(bot.chatbot_id, 'questionnaires');
  return listQuestionnaires(ctx, bot);
}

async function filteredResponses(ctx: BackendContext, bot: ChatbotRow, questionnaireId: string, filter: ResponseFilter) {
  const questionnaire = await ownQuestionnaire(ctx, bot, questionnaireId);
  const rows = await repo.listResponses(ctx.db, questionnaireId, filter.from ? dayStart(filter.from) : undefined, filter.to ? dayEnd(filter.to) : undefined);
  return { questionnaire, rows };
}

export async function questionnaireResponses(ctx: BackendContext, bot: ChatbotRow, questionnaireId: string, filter: ResponseFilter): Promise<QuestionnaireResponsesDTO> {
  const { questionnaire, rows } = await filteredResponses(ctx, bot, questionnaireId, filter);
  return {
    questionnaire_id: questionnaireId,
    title: questionnaire.title,
    responses: rows.map((row) => ({ response_id: row.response_id, platform: row.platform, user_id: row.user_id, created_at: row.created_at.toISOString(), answers: row.answers })),
  };
}

/** The column of each of a response's answers: its question's text and which occurrence of that text it is. */
function columnKeys(texts: string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const occurrence = (seen.get(text) ?? 0) + 1;
    seen.set(text, occurrence);
    return JSON.stringify([text, occurrence]);
  });
}

/** The columns every response has, headed in the console's languages as the history export heads the same columns. */
const RESPONSE_CSV_COLUMNS = ['datetime', 'platform', 'user_id'] as const;

/**
 * The responses as CSV: datetime (YYYY-MM-DD HH:mm in Asia/Taipei, like every export and the filter's days),
 * platform, user id, then one column per question. The columns are the questionnaire's questions today, then any
 * question older responses answered that it no longer asks. Two questions may share their wording, so a column is a
 * text and its occurrence, and a repeated text's headers carry the column's number ("2. Your name?") to tell them apart.
 * The first three headers are in `language`; a question's is its text as the owner wrote it, in any language.
 */
export async function streamResponsesCsv(ctx: BackendContext, bot: ChatbotRow, questionnaireId: string, query: ResponseExportQuery, res: Response): Promise<void> {
  const { language, ...filter } = query;
  const { questionnaire, rows } = await filteredResponses(ctx, bot, questionnaireId, filter);
  const columns = new Map<string, string>();
  for (const texts of [questionnaire.questions.map((question) => question.text), ...rows.map((row) => row.answers.map((answer) => answer.question))]) {
    columnKeys(texts).forEach((key, index) => {
      if (!columns.has(key)) columns.set(key, texts[index]);
    });
  }
  const texts = [...columns.values()];
  const repeated = new Set(texts.filter((text, index) => texts.indexOf(text) !== index));
  const header = [...csvHeader(RESPONSE_CSV_COLUMNS, HISTORY_CSV_HEADERS, language), ...texts.map((text, index) => (repeated.has(text) ? `${index + 1}. ${text}` : text))];
  async function* pages() {
    yield rows;
  }
  await streamCsv(res, `questionnaire-${fileNamePart(questionnaireId)}.csv`, header, pages(), (row) => {
    const keys = columnKeys(row.answers.map((answer) => answer.question));
    const answers = new Map(row.answers.map((answer, index) => [keys[index], answer.answer]));
    return [taipeiMinute(row.created_at), row.platform, row.user_id, ...[...columns.keys()].map((key) => answers.get(key) ?? '')];
  });
}
