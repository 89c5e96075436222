// The Force Login Alert (PRODUCT.md §4): the account is signed in on another device; continuing signs that one out,
// so Cancel is the focused answer and a reflexive Enter or Escape leaves the other device signed in.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../app/ConfirmDialog';

interface ForceLoginAlertProps {
  opened: boolean;
  loading: boolean;
  onContinue: () => void;
  onCancel: () => void;
  /** Where focus goes on Cancel, when the page stays. */
  returnFocusTo?: () => HTMLElement | null;
}

export function ForceLoginAlert({ opened, loading, onContinue, onCancel, returnFocusTo }: ForceLoginAlertProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={opened}
      title={t('login.force.title')}
      keepLabel={t('common.cancel')}
      onKeep={onCancel}
      confirmLabel={t('login.force.continue')}
      confirmColor="brand"
      confirming={loading}
      onConfirm={onContinue}
      returnFocusTo={returnFocusTo}
    >
      <Text>{t('login.force.message')}</Text>
    </ConfirmDialog>
  );
}
