// Sends the signed-in account another confirmation mail. After a send, or a refusal within the wait, the button counts
// the minute down before it can be pressed again (PRODUCT.md §4, §9).
import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RESEND_VERIFICATION_WAIT_MS } from '../../../schema/rules/constants';
import { useResendConfirmation_ResendMutation } from '../__generated__/graphql';
import { errorCodeOf, errorMessageKey, retryAfterOf } from '../forms/graphql-errors';
import { useSecondsLeft } from './use-seconds-left';

export function ResendConfirmationButton() {
  const { t } = useTranslation();
  const [resend, { loading }] = useResendConfirmation_ResendMutation();
  // The browser's clock: the wait is counted from the answer, whatever the server's clock says.
  const [availableAt, setAvailableAt] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(availableAt);

  const send = async () => {
    setFailureKey(null);
    try {
      await resend();
      setSent(true);
      setAvailableAt(Date.now() + RESEND_VERIFICATION_WAIT_MS);
    } catch (error) {
      const retryAfter = retryAfterOf(error);
      if (errorCodeOf(error) === 'RATE_LIMITED' && retryAfter !== undefined) setAvailableAt(Date.now() + retryAfter * 1000);
      else setFailureKey(errorMessageKey(error));
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="light" onClick={() => void send()} loading={loading} disabled={secondsLeft > 0}>
        {secondsLeft > 0 ? t('confirmation.resendIn', { seconds: secondsLeft }) : t('confirmation.resend')}
      </Button>
      {sent && (
        <Text size="sm" role="status">
          {t('confirmation.resent')}
        </Text>
      )}
      {failureKey && (
        <Text size="sm" c="red" role="alert">
          {t(failureKey)}
        </Text>
      )}
    </Stack>
  );
}
