// The bot-level prompt of AutoQA (used with the system default and each file's prompt), with its live token count.
// Leaving the page with it changed asks first (forms/leave-guard.tsx), and a lost session keeps it (app/form-rescue.ts):
// after signing in again the card shows it, unsaved, and says so.
import { useState } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useBotAutoQa_UpdateDataMutation } from '../../__generated__/graphql';
import { useRescued, useRescueOnLoss } from '../../app/form-rescue';
import { RestoredNote } from '../../forms/RestoredNote';
import { errorMessageKey } from '../../forms/graphql-errors';
import { useLeaveGuard } from '../../forms/leave-guard';
import { PromptField, promptTooLong } from './PromptField';

const rescueShape = z.object({ prompt: z.string() });

interface BotPromptCardProps {
  botId: string;
  /** The saved prompt. */
  prompt: string;
  /** The signed-in account's e-mail: whose typed prompt a lost session keeps. */
  account: string;
}

export function BotPromptCard({ botId, prompt, account }: BotPromptCardProps) {
  const { t } = useTranslation();
  const rescueName = `autoqa-prompt:${botId}`;
  const restored = useRescued(rescueName, account, rescueShape);
  const [value, setValue] = useState(restored?.prompt ?? prompt);
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [updateData, { loading }] = useBotAutoQa_UpdateDataMutation();
  // Spaces around the prompt are not kept by a save, so they alone are no change.
  const changed = value.trim() !== prompt;
  useLeaveGuard(() => changed);
  useRescueOnLoss(rescueName, account, { copy: { prompt: value }, changed });

  // A saved prompt, or one applied from an optimisation, arrives here from the refreshed page data.
  const [shown, setShown] = useState(prompt);
  if (prompt !== shown) {
    setShown(prompt);
    setValue(prompt);
    setShowRestored(false);
  }

  const save = async () => {
    if (promptTooLong(value)) return;
    try {
      await updateData({ variables: { input: { botId, prompt: value.trim() } } });
      notifications.show({ color: 'green', message: t('autoQa.prompt.saved') });
    } catch (error) {
      notifications.show({ color: 'red', title: t('autoQa.prompt.failed'), message: t(errorMessageKey(error)) });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bot-prompt-title">
      <Stack>
        <Title id="bot-prompt-title" order={2} size="h4">
          {t('autoQa.prompt.title')}
        </Title>
        <RestoredNote shown={showRestored && changed} />
        <PromptField id="bot-prompt" label={t('autoQa.prompt.label')} description={t('autoQa.prompt.help')} value={value} onChange={setValue} />
        <Group justify="flex-end">
          <Button loading={loading} disabled={promptTooLong(value) || !changed} onClick={() => void save()}>
            {t('autoQa.prompt.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
