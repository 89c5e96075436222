// The "Session Expired" alert: raised by a revoked/expired session anywhere, it sends the user to /login
// on OK or by itself after a few seconds.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sessionLost } from './session-lost';
import { useEndSession } from './use-end-session';

/** Long enough to read the message, short enough that nobody keeps working on a dead session. */
export const SESSION_EXPIRED_REDIRECT_MS = 5000;

export function SessionExpiredModal() {
  const { t } = useTranslation();
  const lost = useSyncExternalStore(sessionLost.subscribe, sessionLost.isLost);
  const endSession = useEndSession();

  const finish = useCallback(() => {
    sessionLost.clear();
    void endSession();
  }, [endSession]);

  useEffect(() => {
    if (!lost) return undefined;
    const timer = setTimeout(finish, SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [lost, finish]);

  return (
    <Modal opened={lost} onClose={finish} title={t('session.expiredTitle')} centered withCloseButton={false} closeOnClickOutside={false}>
      <Text mb="md">{t('session.expiredMessage')}</Text>
      <Group justify="flex-end">
        <Button onClick={finish}>{t('session.ok')}</Button>
      </Group>
    </Modal>
  );
}
