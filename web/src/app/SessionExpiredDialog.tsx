// The dialog of the "Session Expired" alert, loaded only when a session is lost: a dialog (focus trap, scroll lock)
// is no part of the console's first download.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SessionExpiredDialog({ onOk }: { onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onOk} title={t('session.expiredTitle')} centered withCloseButton={false} closeOnClickOutside={false}>
      <Text mb="md">{t('session.expiredMessage')}</Text>
      <Group justify="flex-end">
        <Button onClick={onOk}>{t('session.ok')}</Button>
      </Group>
    </Modal>
  );
}
