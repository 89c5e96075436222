// One whole conversation (the exchanges of a user's session), oldest first as chat bubbles, each reply noting what
// answered it, opened from a history row. An exchange said in a LINE group or multi-person chat opens that chat's
// whole talk instead: every member's exchanges there, each message naming its user (the replies went to everyone).
// A conversation comes a page of 100 at a time, newest first: the drawer loads earlier pages by itself until it holds
// the exchange it was opened from (at most REACH_PAGES of them), marks that exchange and scrolls to it; "Show earlier
// messages" loads the pages before.
import { useEffect, useRef, useState } from 'react';
import { Drawer, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useHistory_ExchangesQuery, type History_ExchangeFragment } from '../../__generated__/graphql';
import { QueryFailure } from '../../app/QueryFailure';
import { HISTORY_PAGE_SIZE_MAX } from '../../../../schema/rules';
import { answeredBy } from './ExchangeCard';
import { LoadMoreButton } from './PagedList';

/** How many earlier pages the drawer loads by itself to reach the exchange it was opened from. */
export const REACH_PAGES = 5;

/** One line of the conversation; a bot line notes what answered it. */
function Bubble({ from, text, time, note, unsent = false, speaker, opened = false }: { from: 'user' | 'bot'; text: string; time: string; note?: string; unsent?: boolean; speaker?: string; opened?: boolean }) {
  const { t } = useTranslation();
  const mine = from === 'user';
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'}>
      <Paper p="xs" radius="md" maw="85%" bg={mine ? 'indigo.0' : 'gray.1'} withBorder={opened} style={opened ? { borderColor: 'var(--mantine-color-indigo-6)', borderWidth: 2 } : undefined}>
        <Text size="xs" c="dimmed">
          {speaker ?? t(mine ? 'history.conversation.user' : 'history.conversation.bot')} · {time}
        </Text>
        {unsent ? (
          <Text size="sm" fs="italic" c="dimmed">
            {t('history.unsent')}
          </Text>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text}
          </Text>
        )}
        {note && (
          <Text size="xs" c="dimmed" mt={4}>
            {note}
          </Text>
        )}
      </Paper>
    </Group>
  );
}

/** The drawer's title: the user's conversation, or the LINE group's or multi-person chat's. */
function conversationTitle(exchange: History_ExchangeFragment, t: TFunction): string {
  return exchange.lineChat && exchange.lineChatId ? t(`history.conversation.lineChatTitle.${exchange.lineChat}`) : t('history.conversation.title', { userId: exchange.userId });
}

function Conversation({ botId, exchange }: { botId: string; exchange: History_ExchangeFragment }) {
  const { t } = useTranslation();
  const inChat = exchange.lineChatId ?? null;
  const { data, error, refetch, fetchMore } = useHistory_ExchangesQuery({
    variables: { botId, filter: inChat ? { lineChatId: inChat } : { userId: exchange.userId, sid: exchange.sid }, limit: HISTORY_PAGE_SIZE_MAX },
  });
  const page = data?.historyExchanges;
  const holdsOpened = page?.items.some((item) => item.id === exchange.id) ?? false;
  // Earlier pages asked for on the way to the opened exchange, by cursor, so a page is asked for once.
  const reachedFor = useRef<string[]>([]);
  const [reachFailed, setReachFailed] = useState(false);
  const cursor = page?.nextCursor ?? null;
  // Reaching while a page asked for is on its way, or while another may still be asked for.
  const reaching = cursor !== null && !holdsOpened && !reachFailed && (reachedFor.current.includes(cursor) || reachedFor.current.length < REACH_PAGES);
  useEffect(() => {
    if (!reaching || cursor === null || reachedFor.current.includes(cursor)) return;
    reachedFor.current.push(cursor);
    fetchMore({ variables: { cursor } }).catch(() => setReachFailed(true));
  }, [reaching, cursor, fetchMore]);
  const openedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (holdsOpened) openedRef.current?.scrollIntoView?.({ block: 'center' });
  }, [holdsOpened]);

  if (error && !page) return <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!page || reaching) return <Skeleton height={240} aria-busy aria-label={t('common.loading')} />;
  const oldestFirst = [...page.items].reverse();
  return (
    <Stack gap="xs">
      <LoadMoreButton nextCursor={page.nextCursor} fetchMore={fetchMore} label={t('history.conversation.earlier')} />
      {!holdsOpened && (
        <Text size="sm" c="dimmed" role="status">
          {t('history.conversation.openedEarlier')}
        </Text>
      )}
      <Stack gap="xs" role="log" aria-label={conversationTitle(exchange, t)}>
        {oldestFirst.map((item) => {
          const opened = item.id === exchange.id;
          return (
            <Stack key={item.id} gap="xs" ref={opened ? openedRef : undefined} aria-current={opened ? 'true' : undefined}>
              <Bubble from="user" text={item.question} time={item.datetime} unsent={item.questionUnsent} speaker={inChat ? t('history.user', { userId: item.userId }) : undefined} opened={opened} />
              <Bubble from="bot" text={item.reply} time={item.datetime} note={answeredBy(item, t)} opened={opened} />
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}

export function ConversationDrawer({ botId, exchange, onClose }: { botId: string; exchange: History_ExchangeFragment | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer opened={exchange !== null} onClose={onClose} position="right" size="min(100%, 32rem)" title={exchange ? conversationTitle(exchange, t) : ''}>
      {exchange && <Conversation botId={botId} exchange={exchange} />}
    </Drawer>
  );
}
