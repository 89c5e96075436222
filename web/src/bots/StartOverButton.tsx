// Throws a creation wizard's draft away, after asking: everything typed goes, so "Keep editing" is the focused answer
// and a reflexive Enter or Escape keeps the draft.
import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../app/ConfirmDialog';

export function StartOverButton({ onStartOver }: { onStartOver: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="subtle" color="gray" onClick={() => setAsking(true)}>
        {t('wizard.startOver')}
      </Button>
      <ConfirmDialog
        opened={asking}
        size="sm"
        title={t('wizard.startOverTitle')}
        keepLabel={t('common.keepEditing')}
        onKeep={() => setAsking(false)}
        confirmLabel={t('wizard.startOver')}
        onConfirm={() => {
          setAsking(false);
          onStartOver();
        }}
      >
        <Text size="sm">{t('wizard.startOverMessage')}</Text>
      </ConfirmDialog>
    </>
  );
}
