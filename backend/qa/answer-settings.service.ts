// A bot's answer thresholds, synonym sets and off-topic switch: its own row, or the answer engine's defaults when it
// never set any.
import type { Kysely } from 'kysely';
import type { AnswerSettingsDTO } from '../../schema/rest';
import type { AnswerSettingsBody } from '../../schema/rules/validation';
import { DEFAULT_MATCH_OPTIONS } from '../answering';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import type { Database } from '../db/schema';
import { findAnswerSettings, upsertAnswerSettings } from './answer-settings.repository';

export const DEFAULT_ANSWER_SETTINGS: AnswerSettingsDTO = {
  answer_threshold: DEFAULT_MATCH_OPTIONS.answerThreshold,
  suggest_threshold: DEFAULT_MATCH_OPTIONS.suggestThreshold,
  max_suggestions: DEFAULT_MATCH_OPTIONS.maxSuggestions,
  synonyms: [],
  off_topic_filter: true,
};

// `real` columns hold single precision: 0.35 comes back as 0.3499999940395355.
const roundReal = (value: number) => Math.round(value * 1e6) / 1e6;

/** The thresholds the engine should use for this bot (also read by the answering paths). */
export async function answerSettingsFor(db: Kysely<Database>, chatbotId: string): Promise<AnswerSettingsDTO> {
  const row = await findAnswerSettings(db, chatbotId);
  if (!row) return { ...DEFAULT_ANSWER_SETTINGS, synonyms: [] };
  return {
    answer_threshold: roundReal(row.answer_threshold),
    suggest_threshold: roundReal(row.suggest_threshold),
    max_suggestions: row.max_suggestions,
    synonyms: row.synonyms,
    off_topic_filter: row.off_topic_filter,
  };
}

export async function answerSettings(ctx: BackendContext, bot: ChatbotRow): Promise<AnswerSettingsDTO> {
  const chatbotId = bot.chatbot_id;
  return answerSettingsFor(ctx.db, chatbotId);
}

export async function replaceAnswerSettings(ctx: BackendContext, bot: ChatbotRow, body: AnswerSettingsBody): Promise<AnswerSettingsDTO> {
  const chatbotId = bot.chatbot_id;
  const { synonyms, off_topic_filter, ...thresholds } = body;
  // Without synonyms the bot keeps its sets, without off_topic_filter its switch; a new row starts with none and on.
  const changes = {
    ...thresholds,
    ...(synonyms !== undefined && { synonyms: JSON.stringify(synonyms) }),
    ...(off_topic_filter !== undefined && { off_topic_filter }),
  };
  await upsertAnswerSettings(ctx.db, chatbotId, changes);
  await ctx.botChanges.announce(chatbotId, 'settings');
  return answerSettingsFor(ctx.db, chatbotId);
}
