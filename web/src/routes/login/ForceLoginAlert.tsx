// The Force Login Alert (PRODUCT.md §4): the account is signed in on another device; continuing signs that one out.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ForceLoginAlert({ opened, loading, onContinue, onCancel }: { opened: boolean; loading: boolean; onContinue: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('login.force.title')} centered>
      <Text mb="md">{t('login.force.message')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onContinue} loading={loading}>
          {t('login.force.continue')}
        </Button>
      </Group>
    </Modal>
  );
}
