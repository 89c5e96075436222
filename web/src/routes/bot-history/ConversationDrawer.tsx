// One whole conversation (the exchanges of a user's session), oldest first as chat bubbles, each reply noting what
// answered it, opened from a history row. An exchange said in a LINE group or multi-person chat opens that chat's
// whole talk instead: every member's exchanges there, each message naming its user (the replies went to everyone).
import { Drawer, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useHistory_ExchangesQuery, type History_ExchangeFragment } from '../../__generated__/graphql';
import { QueryFailure } from '../../app/QueryFailure';
import { HISTORY_PAGE_SIZE_MAX } from '../../../../schema/rules';
import { answeredBy } from './ExchangeCard';

/** One line of the conversation; a bot line notes what answered it. */
function Bubble({ from, text, time, note, unsent = false, speaker }: { from: 'user' | 'bot'; text: string; time: string; note?: string; unsent?: boolean; speaker?: string }) {
  const { t } = useTranslation();
  const mine = from === 'user';
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'}>
      <Paper p="xs" radius="md" maw="85%" bg={mine ? 'indigo.0' : 'gray.1'}>
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
  const { data, error, refetch } = useHistory_ExchangesQuery({
    variables: { botId, filter: inChat ? { lineChatId: inChat } : { userId: exchange.userId, sid: exchange.sid }, limit: HISTORY_PAGE_SIZE_MAX },
  });
  if (error && !data) return <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!data) return <Skeleton height={240} />;
  const oldestFirst = [...data.historyExchanges.items].reverse();
  return (
    <Stack gap="xs" role="log" aria-label={conversationTitle(exchange, t)}>
      {oldestFirst.map((item) => (
        <Stack key={item.id} gap="xs">
          <Bubble from="user" text={item.question} time={item.datetime} unsent={item.questionUnsent} speaker={inChat ? t('history.user', { userId: item.userId }) : undefined} />
          <Bubble from="bot" text={item.reply} time={item.datetime} note={answeredBy(item, t)} />
        </Stack>
      ))}
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
