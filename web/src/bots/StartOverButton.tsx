// Throws a creation wizard's draft away, after asking: everything typed goes, so "Keep editing" is the focused answer
// and a reflexive Enter or Escape keeps the draft.
import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function StartOverButton({ onStartOver }: { onStartOver: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="subtle" color="gray" onClick={() => setAsking(true)}>
        {t('wizard.startOver')}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('wizard.startOverTitle')} size="sm" centered>
        <Text size="sm">{t('wizard.startOverMessage')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            {t('common.keepEditing')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setAsking(false);
              onStartOver();
            }}
          >
            {t('wizard.startOver')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
