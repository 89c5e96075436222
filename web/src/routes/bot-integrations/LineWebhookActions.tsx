// The LINE tab's two calls through LINE's own API: point the channel's webhook at the bot, and have LINE call it
// once. LINE's answer is said in the console's words (line-webhook-answer.ts) with LINE's own short words beside it,
// in a live region so screen readers hear it. Both need a saved channel access token.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  useLineIntegrationTab_SetWebhookUrlMutation,
  useLineIntegrationTab_TestWebhookMutation,
  type LineIntegrationTab_SetWebhookUrlMutation,
  type LineIntegrationTab_TestWebhookMutation,
} from '../../__generated__/graphql';
import { formatTaipeiTime } from '../../app/time';
import { errorCodeOf, errorMessageKey, errorValuesOf, graphQLErrorsOf } from '../../forms/graphql-errors';
import { ErrorBanner } from '../../forms/ErrorBanner';
import { lineRefusalWords, lineWebhookTestWords, type LineWebhookWords } from './line-webhook-answer';

type SetAnswer = LineIntegrationTab_SetWebhookUrlMutation['setLineWebhookUrl'];
type TestAnswer = LineIntegrationTab_TestWebhookMutation['testLineWebhook'];

/** What the last call gave: LINE's answer, LINE's refusal, or why the console could not ask. */
type Outcome =
  | { kind: 'set'; answer: SetAnswer }
  | { kind: 'test'; answer: TestAnswer }
  | { kind: 'refused'; error: unknown }
  | { kind: 'failed'; messageKey: string }
  | null;

/** Why the call failed: LINE's refusal (the URL, the token, LINE busy or out of reach) when LINE's, else ours. */
function failure(error: unknown): Outcome {
  const code = errorCodeOf(error);
  const saysLine = errorValuesOf(error).refusal !== undefined || (graphQLErrorsOf(error)?.[0]?.message ?? '').startsWith('LINE: ');
  const fromLine = code === 'PLATFORM_UNREACHABLE' || (code === 'VALIDATION_FAILED' && saysLine);
  if (fromLine) return { kind: 'refused', error };
  return { kind: 'failed', messageKey: errorMessageKey(error) };
}

/** LINE's refusal in the console's words; without a code (an older backend), a general sentence with LINE's message. */
function refusalWords(t: TFunction, error: unknown): LineWebhookWords {
  const words = lineRefusalWords(t, errorValuesOf(error));
  if (words) return words;
  if (errorCodeOf(error) === 'PLATFORM_UNREACHABLE') return { text: t('channels.line.lineUnreachable'), detail: null };
  const message = graphQLErrorsOf(error)?.[0]?.message ?? '';
  return { text: t('channels.line.webhookAnswer.refusal.unknown'), detail: message.slice('LINE: '.length) || null };
}

function Said({ words }: { words: LineWebhookWords }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">{words.text}</Text>
      {words.detail && (
        <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {t('channels.line.webhookAnswer.detail', { detail: words.detail })}
        </Text>
      )}
    </>
  );
}

function OutcomeAlert({ outcome }: { outcome: Outcome }): ReactNode {
  const { t } = useTranslation();
  if (!outcome) return null;
  if (outcome.kind === 'failed') return <ErrorBanner>{t(outcome.messageKey)}</ErrorBanner>;
  if (outcome.kind === 'refused') {
    return (
      <ErrorBanner>
        <Said words={refusalWords(t, outcome.error)} />
      </ErrorBanner>
    );
  }
  if (outcome.kind === 'set') {
    return (
      <Alert color="green" title={t('channels.line.setUrl.done')}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {outcome.answer.webhookUrl}
        </Text>
        <Text size="sm">{t('channels.line.webhookAnswer.setDone')}</Text>
      </Alert>
    );
  }
  const { answer } = outcome;
  return (
    <Alert color={answer.success ? 'green' : 'red'} title={answer.success ? t('channels.line.test.passed') : t('channels.line.test.failed')}>
      <Said words={lineWebhookTestWords(t, answer)} />
      <Text size="xs" c="dimmed">
        {t('channels.line.test.at', { time: formatTaipeiTime(answer.timestamp) })}
      </Text>
    </Alert>
  );
}

export function LineWebhookActions({ botId, tokenSet }: { botId: string; tokenSet: boolean }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [setWebhookUrl, setting] = useLineIntegrationTab_SetWebhookUrlMutation();
  const [testWebhook, testing] = useLineIntegrationTab_TestWebhookMutation();
  const input = { botId };

  const runSet = async () => {
    setOutcome(null);
    try {
      const { data } = await setWebhookUrl({ variables: { input } });
      if (data) setOutcome({ kind: 'set', answer: data.setLineWebhookUrl });
    } catch (error) {
      setOutcome(failure(error));
    }
  };

  const runTest = async () => {
    setOutcome(null);
    try {
      const { data } = await testWebhook({ variables: { input } });
      if (data) setOutcome({ kind: 'test', answer: data.testLineWebhook });
    } catch (error) {
      setOutcome(failure(error));
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="line-webhook-actions-title">
      <Text id="line-webhook-actions-title" fw={600} size="sm">
        {t('channels.line.webhookActions')}
      </Text>
      <Group gap="sm">
        <Button variant="light" onClick={() => void runSet()} loading={setting.loading} disabled={!tokenSet || testing.loading}>
          {t('channels.line.setUrl.button')}
        </Button>
        <Button variant="light" onClick={() => void runTest()} loading={testing.loading} disabled={!tokenSet || setting.loading}>
          {t('channels.line.test.button')}
        </Button>
      </Group>
      {!tokenSet && (
        <Text size="xs" c="dimmed">
          {t('channels.line.needsToken')}
        </Text>
      )}
      <div aria-live="polite" aria-atomic="true">
        <OutcomeAlert outcome={outcome} />
      </div>
    </Stack>
  );
}
