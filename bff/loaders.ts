// Per-request DataLoaders: one fetch per chatbot id and one profile fetch, however many fields ask.
import DataLoader from 'dataloader';
import type { ChatbotDetailDTO, ProfileDTO } from '../schema/rest';
import type { ChatbotAPI } from './datasources/ChatbotAPI';
import type { MemberAPI } from './datasources/MemberAPI';
import { hasErrorCode } from './errors';

export interface Loaders {
  /** A chatbot of the signed-in account by id; null when it does not exist or is another account's. */
  chatbotById: DataLoader<string, ChatbotDetailDTO | null>;
  /** The signed-in account's profile; the single key is 'me'. */
  profile: DataLoader<'me', ProfileDTO>;
}

/** DataLoader wants failures as values in the result list, not as a rejected batch. */
function settle<T>(promise: Promise<T>): Promise<T | Error> {
  return promise.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
}

export function createLoaders(chatbots: ChatbotAPI, members: MemberAPI): Loaders {
  return {
    // The backend has no batch endpoint, so a batch is parallel detail calls.
    chatbotById: new DataLoader((ids: readonly string[]) =>
      Promise.all(
        ids.map((id) =>
          chatbots.getChatbot(id).catch((error: unknown) => {
            if (hasErrorCode(error, 'BOT_NOT_FOUND') || hasErrorCode(error, 'NOT_FOUND')) return null;
            return error instanceof Error ? error : new Error(String(error));
          }),
        ),
      ),
    ),
    profile: new DataLoader((keys: readonly 'me'[]) => Promise.all(keys.map(() => settle(members.getProfile())))),
  };
}
