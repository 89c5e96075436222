// Per-request DataLoaders: one fetch per chatbot id, per Q&A group and one profile fetch, however many fields ask.
import DataLoader from 'dataloader';
import type { ChatbotDetailDTO, ProfileDTO, QaGroupDTO } from '../schema/rest';
import type { ChatbotAPI } from './datasources/ChatbotAPI';
import type { HistoryAPI } from './datasources/HistoryAPI';
import type { MemberAPI } from './datasources/MemberAPI';
import type { QaAPI } from './datasources/QaAPI';
import { hasErrorCode } from './errors';

/** A Q&A group is addressed through its bot, as the backend's paths are. */
export interface QaGroupKey {
  botId: string;
  groupId: string;
}

export interface Loaders {
  /** A chatbot of the signed-in account by id; null when it does not exist or is another account's. */
  chatbotById: DataLoader<string, ChatbotDetailDTO | null>;
  /** A Q&A group of one of the account's bots; null when it, or its bot, is not the caller's. */
  qaGroupById: DataLoader<QaGroupKey, QaGroupDTO | null, string>;
  /** The signed-in account's profile; the single key is 'me'. */
  profile: DataLoader<'me', ProfileDTO>;
  /** Questions this week of each of the account's bots (one backend call for the whole bot list); 0 for a bot not named. */
  questionsThisWeek: DataLoader<string, number>;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** DataLoader wants failures as values in the result list, not as a rejected batch. */
function settle<T>(promise: Promise<T>): Promise<T | Error> {
  return promise.catch(asError);
}

/** Not found and another account's are the same answer to the caller: null. */
function nullIfMissing<T>(promise: Promise<T>): Promise<T | null | Error> {
  return promise.catch((error: unknown) => {
    if (hasErrorCode(error, 'BOT_NOT_FOUND') || hasErrorCode(error, 'NOT_FOUND')) return null;
    return asError(error);
  });
}

export const qaGroupCacheKey = ({ botId, groupId }: QaGroupKey): string => `${botId}/${groupId}`;

export function createLoaders(dataSources: { chatbot: ChatbotAPI; member: MemberAPI; qa: QaAPI; history: HistoryAPI }): Loaders {
  // The backend has no batch endpoints, so a batch is parallel single calls.
  return {
    chatbotById: new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => nullIfMissing(dataSources.chatbot.getChatbot(id))))),
    qaGroupById: new DataLoader(
      (keys: readonly QaGroupKey[]) => Promise.all(keys.map((key) => nullIfMissing(dataSources.qa.getGroup(key.botId, key.groupId)))),
      { cacheKeyFn: qaGroupCacheKey },
    ),
    profile: new DataLoader((keys: readonly 'me'[]) => Promise.all(keys.map(() => settle(dataSources.member.getProfile())))),
    questionsThisWeek: new DataLoader(async (ids: readonly string[]) => {
      const weekly = await dataSources.history.weeklyQuestions();
      const counts = new Map(weekly.bots.map((bot) => [bot.chatbot_id, bot.questions]));
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  };
}
