// How every bot page (/dashboard/bot/:id/…) gets its bot: while the page's bot query has not answered, its own
// skeleton; a failed query, the failure with a retry; a bot the account does not have (the query answered null, or
// a bot-scoped field refused with BOT_NOT_FOUND), "Bot not found"; otherwise the bot, remembered so the header can
// return to it (PRODUCT.md §2). Each page keeps its own generated query; this is only what happens around it.
import { useEffect, type ReactElement } from 'react';
import { QueryFailure } from '../app/QueryFailure';
import { rememberBotId } from '../app/storage';
import { errorCodeOf } from '../forms/graphql-errors';
import { BotNotFound } from './BotNotFound';

/** The parts of a generated query hook's result this needs. */
export interface BotPageQuery<Data> {
  data?: Data;
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/** A bot page's query data: its `chatbot` field is null for a bot the account does not have. */
type BotData = { chatbot?: { id: string } | null };

/** Either the screen to show instead of the page, or the page's bot and the query's data. */
export type OwnedBot<Data extends BotData> = { screen: ReactElement; bot?: undefined; data?: undefined } | { screen: null; bot: NonNullable<Data['chatbot']>; data: Data };

/** `query` is the result of the page's own generated chatbot query; `skeleton` is shown while it loads. */
export function useOwnedBot<Data extends BotData>(query: BotPageQuery<Data>, skeleton: ReactElement): OwnedBot<Data> {
  const { data, loading, error, refetch } = query;
  const bot = data?.chatbot;
  const botId = bot?.id;

  useEffect(() => {
    if (botId) rememberBotId(botId);
  }, [botId]);

  if (error && !data) {
    if (errorCodeOf(error) === 'BOT_NOT_FOUND') return { screen: <BotNotFound /> };
    return { screen: <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} /> };
  }
  if (loading && !data) return { screen: skeleton };
  if (!data || !bot) return { screen: <BotNotFound /> };
  return { screen: null, bot, data };
}
