// For the history tests: a signed-in owner with one bot, and the owner's calls to /history/{botId}/… of a test
// backend.
import type { TestBackend } from '../../../tests/support/backend';
import { loginToken, newAccount, newChatbot } from '../../../tests/support/factories';

export interface OwnedBot {
  token: string;
  botId: string;
  vendorId: string;
}

export interface Answer<T> {
  status: number;
  body: T;
}

export function historyClient(backendOf: () => TestBackend) {
  const url = (bot: OwnedBot, path: string) => `${backendOf().url}/history/${bot.botId}${path}`;
  return {
    async ownedBot(): Promise<OwnedBot> {
      const { url: base } = backendOf();
      const account = await newAccount(base);
      const token = await loginToken(base, account.email, account.password);
      const bot = await newChatbot(base, token, { language: 'en' });
      return { token, botId: bot.chatbot_id, vendorId: bot.vendor_id };
    },
    async get<T>(bot: OwnedBot, path: string): Promise<Answer<T>> {
      const response = await fetch(url(bot, path), { headers: { Authorization: `Bearer ${bot.token}` } });
      return { status: response.status, body: (await response.json()) as T };
    },
    async post<T>(bot: OwnedBot, path: string, payload: unknown = {}): Promise<Answer<T>> {
      const response = await fetch(url(bot, path), {
        method: 'POST',
        headers: { Authorization: `Bearer ${bot.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
  };
}
