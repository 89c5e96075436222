// The AutoFAQ page's operations on one of the signed-in account's bots: upload an answer set (read whole before
// anything is written), list, toggle, delete, and test what AutoFAQ would reply.
import { randomUUID } from 'node:crypto';
import type { AutoFaqCandidateDTO, AutoFaqDataDTO, AutoFaqFileDTO, AutoFaqTestDTO } from '../../schema/rest';
import { AUTOFAQ_BOT_MAX_ANSWERS, AUTOFAQ_SHORTLIST_SIZE } from '../../schema/rules/autofaq';
import { confidenceOf } from '../answering/pipeline/calibration';
import { withChosenFirst } from '../answering/pipeline/autofaq.source';
import { rankedWithOtherSources, verdictOf } from '../answering/pipeline/source-verdict';
import { lockChatbotRow } from '../chatbots/chatbot.repository';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { AppError, notFound } from '../http/errors';
import { uploadedFileName } from '../http/upload';
import type { LanguageModel } from '../llm/provider';
import { answerSettingsFor } from '../qa/answer-settings.service';
import { chooseFixedAnswer } from './autofaq-choice';
import { AutoFaqFileRefused } from './autofaq-csv';
import { rankAnswers, type RankedAnswer } from './autofaq-index';
import {
  deleteAutoFaqFile,
  findAutoFaqFile,
  findAutoFaqFileByName,
  insertAutoFaqFile,
  listAutoFaqFiles,
  setAutoFaqFileActive,
} from './autofaq.repository';
import type { AutoFaqFileRow } from './autofaq.table';

export interface UploadedAutoFaqFile {
  originalname: string;
  size: number;
  buffer: Buffer;
}

/** 409 FILE_EXISTS naming the file: the console warns, then uploads again with overwrite=true. */
export class AutoFaqFileExists extends AppError {
  constructor(readonly file: string) {
    super('FILE_EXISTS', `A file named ${file} already exists. Upload it again with overwrite=true to replace it.`);
  }
}

const toFileDTO = (file: AutoFaqFileRow): AutoFaqFileDTO => ({
  file_id: file.file_id,
  file_name: file.file_name,
  active: file.active,
  answer_count: file.answer_count,
  size: file.size,
  created_at: file.created_at.toISOString(),
  updated_at: file.updated_at.toISOString(),
});

/** A shortlisted answer; its confidence on the reply's scale (AutoFAQ's own calibration unless given). */
const toCandidateDTO = ({ answer, score }: RankedAnswer, confidence = confidenceOf('autofaq', score)): AutoFaqCandidateDTO => ({
  answer_id: answer.answer_id,
  file_id: answer.file_id,
  file_name: answer.file_name,
  title: answer.title,
  text: answer.text,
  score,
  confidence,
});

const answerSetChanged = (ctx: BackendContext, chatbotId: string) => ctx.botChanges.announce(chatbotId, 'autofaq');

async function dataOf(ctx: BackendContext, chatbotId: string): Promise<AutoFaqDataDTO> {
  const files = await listAutoFaqFiles(ctx.db, chatbotId);
  const answerCount = files.filter((file) => file.active).reduce((sum, file) => sum + file.answer_count, 0);
  return { chatbot_id: chatbotId, files: files.map(toFileDTO), answer_count: answerCount };
}

export async function autoFaqData(ctx: BackendContext, bot: ChatbotRow): Promise<AutoFaqDataDTO> {
  const chatbotId = bot.chatbot_id;
  return dataOf(ctx, chatbotId);
}

export async function uploadAutoFaqFile(ctx: BackendContext, bot: ChatbotRow, upload: UploadedAutoFaqFile, overwrite: boolean): Promise<AutoFaqDataDTO> {
  const chatbotId = bot.chatbot_id;
  const fileName = uploadedFileName(upload.originalname);
  // A large file is read on a thread (uploads/csv-reader.ts): every bot's replies go on meanwhile.
  const answers = await ctx.csvReader.readAutoFaq(fileName, upload.buffer);
  const fileId = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    await lockChatbotRow(trx, chatbotId);
    const existing = await findAutoFaqFileByName(trx, chatbotId, fileName);
    if (existing && !overwrite) throw new AutoFaqFileExists(fileName);
    // Counted under the bot's lock: files uploaded at once are counted one after the other.
    const held = (await listAutoFaqFiles(trx, chatbotId)).reduce((sum, file) => sum + (file.file_id === existing?.file_id ? 0 : file.answer_count), 0);
    if (held + answers.length > AUTOFAQ_BOT_MAX_ANSWERS) {
      throw new AutoFaqFileRefused(fileName, 'too_many_chunks', {}, `the bot's files would hold ${held + answers.length} answers, at most ${AUTOFAQ_BOT_MAX_ANSWERS}`);
    }
    if (existing) await deleteAutoFaqFile(trx, chatbotId, existing.file_id);
    const now = ctx.now();
    await insertAutoFaqFile(
      trx,
      { file_id: fileId, chatbot_id: chatbotId, file_name: fileName, size: upload.size, answer_count: answers.length, created_at: now, updated_at: now },
      answers.map((answer) => ({ answer_id: randomUUID(), file_id: fileId, chatbot_id: chatbotId, row: answer.row, title: answer.title, text: answer.text })),
    );
  });
  await answerSetChanged(ctx, chatbotId);
  return dataOf(ctx, chatbotId);
}

/** One of the bot's answer sets; 404 NOT_FOUND when the bot has no such file. */
async function botFile(ctx: BackendContext, chatbotId: string, fileId: string): Promise<AutoFaqFileRow> {
  const file = await findAutoFaqFile(ctx.db, chatbotId, fileId);
  if (!file) throw notFound();
  return file;
}

export async function setAutoFaqActive(ctx: BackendContext, bot: ChatbotRow, fileId: string, active: boolean): Promise<AutoFaqDataDTO> {
  const chatbotId = bot.chatbot_id;
  await botFile(ctx, chatbotId, fileId);
  if (!(await setAutoFaqFileActive(ctx.db, chatbotId, fileId, active))) throw notFound();
  await answerSetChanged(ctx, chatbotId);
  return dataOf(ctx, chatbotId);
}

export async function removeAutoFaqFile(ctx: BackendContext, bot: ChatbotRow, fileId: string): Promise<AutoFaqDataDTO> {
  const chatbotId = bot.chatbot_id;
  await botFile(ctx, chatbotId, fileId);
  await deleteAutoFaqFile(ctx.db, chatbotId, fileId);
  await answerSetChanged(ctx, chatbotId);
  return dataOf(ctx, chatbotId);
}

export async function testAutoFaq(ctx: BackendContext, bot: ChatbotRow, question: string, model: LanguageModel | undefined): Promise<AutoFaqTestDTO> {
  const chatbotId = bot.chatbot_id;
  const faq = await ctx.caches.autoFaq.get(chatbotId);
  if (!faq) return { question, shortlist: [], chosen_answer_id: null, chosen_by: 'retrieval', model_error: null, verdict: 'none', sole_source: false };
  const [together, thresholds] = await Promise.all([rankedWithOtherSources(ctx, bot, 'autofaq', question), answerSettingsFor(ctx.db, chatbotId)]);
  if (!together) {
    // AutoFAQ is the bot's only source: its own rule answers (or the model it hands the shortlist to).
    const choice = await chooseFixedAnswer(faq, question, { chatbotId, model });
    return { question, shortlist: choice.shortlist.map((entry) => toCandidateDTO(entry)), chosen_answer_id: choice.chosen?.answer.answer_id ?? null, chosen_by: choice.chosenBy, model_error: choice.modelError, verdict: choice.chosen ? 'answer' : 'none', sole_source: true };
  }
  // Ranked with the bot's other sources, as a reply ranks it: the best AutoFAQ answer there is the one AutoFAQ would
  // send, and a model chooses among AutoFAQ's own shortlist with that answer first (autofaq.source.ts). The box lists
  // the answers a reply weighs, in its order and at its confidence (a button of the reply among them, even one
  // AutoFAQ's own ranking left out), then the rest of the model's shortlist at confidence 0.
  const own = rankAnswers(faq, question, AUTOFAQ_SHORTLIST_SIZE);
  const ownScores = new Map(own.ranked.map((entry) => [entry.answer.answer_id, entry.score]));
  const weighed = together.flatMap((candidate) => {
    const answer = faq.answers.get(candidate.id);
    return answer ? [{ entry: { answer, score: ownScores.get(candidate.id) ?? candidate.score }, confidence: candidate.confidence }] : [];
  });
  const best = weighed[0]?.entry;
  const ranking = best ? withChosenFirst(own, best) : own;
  const choice = await chooseFixedAnswer(faq, question, { chatbotId, model, ranking });
  const weighedIds = new Set(weighed.map(({ entry }) => entry.answer.answer_id));
  const shortlist = [
    ...weighed.map(({ entry, confidence }) => toCandidateDTO(entry, confidence)),
    ...choice.shortlist.filter((entry) => !weighedIds.has(entry.answer.answer_id)).map((entry) => toCandidateDTO(entry, 0)),
  ];
  const chosenId = choice.chosenBy === 'model' ? (choice.chosen?.answer.answer_id ?? null) : (best?.answer.answer_id ?? null);
  return {
    question,
    shortlist,
    chosen_answer_id: chosenId,
    chosen_by: choice.chosenBy,
    model_error: choice.modelError,
    verdict: verdictOf(shortlist.map((candidate) => candidate.confidence), thresholds),
    sole_source: false,
  };
}
