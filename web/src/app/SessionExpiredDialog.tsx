// The dialog of the "Session Expired" alert, loaded only when a session is lost: a dialog (focus trap, scroll lock)
// is no part of the console's first download. It is an alertdialog (a screen reader says it at once, message and
// all), described by its message alone: the OK button sits outside the body Mantine points aria-describedby at.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { asAlertDialog } from './alert-dialog';

export function SessionExpiredDialog({ onOk }: { onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened onClose={onOk} centered closeOnClickOutside={false}>
      <Modal.Overlay />
      <Modal.Content ref={asAlertDialog}>
        <Modal.Header>
          <Modal.Title>{t('session.expiredTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Text>{t('session.expiredMessage')}</Text>
        </Modal.Body>
        <Group justify="flex-end" px="md" pb="md">
          <Button onClick={onOk}>{t('session.ok')}</Button>
        </Group>
      </Modal.Content>
    </Modal.Root>
  );
}
