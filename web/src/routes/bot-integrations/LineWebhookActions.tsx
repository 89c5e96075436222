// The LINE tab's two calls through LINE's own API: point the channel's webhook at the bot, and have LINE call it
// once. LINE's answer is shown as it gave it, in a live region so screen readers hear it. Both need a saved channel
// access token.
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useLineIntegrationTab_SetWebhookUrlMutation,
  useLineIntegrationTab_TestWebhookMutation,
  type LineIntegrationTab_SetWebhookUrlMutation,
  type LineIntegrationTab_TestWebhookMutation,
} from '../../__generated__/graphql';
import { formatTaipeiTime } from '../../app/time';
import { errorCodeOf, errorMessageKey, graphQLErrorsOf } from '../../forms/graphql-errors';
import { ErrorBanner } from '../../forms/ErrorBanner';

type SetAnswer = LineIntegrationTab_SetWebhookUrlMutation['setLineWebhookUrl'];
type TestAnswer = LineIntegrationTab_TestWebhookMutation['testLineWebhook'];

/** What the last call gave: LINE's answer, or why the console could not ask. */
type Outcome = { kind: 'set'; answer: SetAnswer } | { kind: 'test'; answer: TestAnswer } | { kind: 'failed'; messageKey: string; values?: Record<string, string> } | null;

/** Why the call failed, in words that say what to do: LINE's own refusal (a bad token), LINE out of reach, or ours. */
function failure(error: unknown): Outcome {
  const code = errorCodeOf(error);
  if (code === 'PLATFORM_UNREACHABLE') return { kind: 'failed', messageKey: 'channels.line.lineUnreachable' };
  const message = graphQLErrorsOf(error)?.[0]?.message ?? '';
  if (code === 'VALIDATION_FAILED' && message.startsWith('LINE: ')) return { kind: 'failed', messageKey: 'channels.line.lineRefused', values: { message: message.slice('LINE: '.length) } };
  return { kind: 'failed', messageKey: errorMessageKey(error) };
}

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  if (outcome.kind === 'failed') return <ErrorBanner>{t(outcome.messageKey, outcome.values)}</ErrorBanner>;
  if (outcome.kind === 'set') {
    const { answer } = outcome;
    return (
      <Alert color={answer.success ? 'green' : 'red'} title={answer.success ? t('channels.line.setUrl.done') : t('channels.line.setUrl.refused')}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {answer.webhookUrl}
        </Text>
        {answer.message && <Text size="sm">{answer.message}</Text>}
      </Alert>
    );
  }
  const { answer } = outcome;
  return (
    <Alert color={answer.success ? 'green' : 'red'} title={answer.success ? t('channels.line.test.passed') : t('channels.line.test.failed')}>
      <Text size="sm">{t('channels.line.test.status', { status: answer.statusCode, reason: answer.reason })}</Text>
      {answer.detail && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {answer.detail}
        </Text>
      )}
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
