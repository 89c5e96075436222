// One exchange of the history list as a card (it reads the same on a phone and a desktop): when, where and who, the
// question (or that its user unsent it) and the reply (long replies fold), the answer status and feedback, what
// answered, and its actions.
import type { MouseEvent } from 'react';
import { Badge, Button, Group, Paper, Spoiler, Stack, Text, type BadgeProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AnswerStatus, Feedback, History_ExchangeFragment } from '../../__generated__/graphql';
import { PLATFORM_KEYS } from './FilterForm';

export const ANSWER_STATUS_KEYS: Record<AnswerStatus, string> = {
  OTHER: 'history.status.other',
  ANSWERED: 'history.status.answered',
  NO_ANSWER: 'history.status.noAnswer',
  OPTIONS: 'history.status.options',
  QUESTIONNAIRE: 'history.status.questionnaire',
  AUTOQA: 'history.status.autoQa',
};
const ANSWER_STATUS_COLORS: Record<AnswerStatus, string> = { OTHER: 'gray', ANSWERED: 'green', NO_ANSWER: 'red', OPTIONS: 'orange', QUESTIONNAIRE: 'grape', AUTOQA: 'indigo' };

/** A §4 answer status as the history list shows it. */
export function AnswerStatusBadge({ status, styles }: { status: AnswerStatus; styles?: BadgeProps['styles'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={ANSWER_STATUS_COLORS[status]} styles={styles}>
      {t(ANSWER_STATUS_KEYS[status])}
    </Badge>
  );
}

export const FEEDBACK_KEYS: Record<Feedback, string> = { NONE: 'history.feedback.none', USEFUL: 'history.feedback.useful', NOT_USEFUL: 'history.feedback.notUseful' };
const FEEDBACK_COLORS: Record<Feedback, string> = { NONE: 'gray', USEFUL: 'green', NOT_USEFUL: 'red' };

/** Rows the owner most likely wants in the Q&A set: nothing answered them outright. */
const UNHANDLED: ReadonlySet<AnswerStatus | null> = new Set<AnswerStatus | null>(['NO_ANSWER', 'OPTIONS']);

/** What answered: the matched Q&A group, an AutoFAQ answer or a knowledge file (which name no group), or nothing. */
export function answeredBy(exchange: History_ExchangeFragment, t: TFunction): string {
  if (exchange.source === 'AUTOFAQ') return t('history.answeredBy.autofaq');
  if (exchange.source === 'KNOWLEDGE') return t('history.answeredBy.knowledge');
  return exchange.matchedGroup ? t('history.matched', { key: exchange.matchedGroup.key }) : t('history.unmatched');
}

interface ExchangeCardProps {
  exchange: History_ExchangeFragment;
  onOpen: () => void;
  onAddToQa: () => void;
}

export function ExchangeCard({ exchange, onOpen, onAddToQa }: ExchangeCardProps) {
  const { t } = useTranslation();
  const questionId = `exchange-${exchange.id}-question`;
  // A click anywhere on the card opens the conversation, except on its own buttons (and the reply's fold).
  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target as HTMLElement).closest('button, a')) onOpen();
  };
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-labelledby={questionId} onClick={openFromCard} style={{ cursor: 'pointer' }}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            <time>{exchange.datetime}</time> · {t(PLATFORM_KEYS[exchange.platform])}
            {exchange.lineChat && ` · ${t(`history.lineChat.${exchange.lineChat}`)}`} · {t('history.user', { userId: exchange.userId })}
          </Text>
          <Group gap={4}>
            {exchange.answerStatus && <AnswerStatusBadge status={exchange.answerStatus} />}
            <Badge variant="outline" color={FEEDBACK_COLORS[exchange.feedback]}>
              {t(FEEDBACK_KEYS[exchange.feedback])}
            </Badge>
          </Group>
        </Group>
        {exchange.questionUnsent ? (
          <Text id={questionId} fs="italic" c="dimmed">
            {t('history.unsent')}
          </Text>
        ) : (
          <Text id={questionId} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {exchange.question}
          </Text>
        )}
        <Spoiler maxHeight={66} showLabel={t('history.showMore')} hideLabel={t('history.showLess')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {exchange.reply}
          </Text>
        </Spoiler>
        <Text size="sm" c="dimmed">
          {answeredBy(exchange, t)}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onOpen} aria-describedby={questionId}>
            {t('history.viewConversation')}
          </Button>
          {/* An unsent question has no text left to add. */}
          {!exchange.questionUnsent && (
            <Button size="xs" variant={UNHANDLED.has(exchange.answerStatus) ? 'filled' : 'light'} onClick={onAddToQa} aria-describedby={questionId}>
              {t('history.addToQa.open')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
