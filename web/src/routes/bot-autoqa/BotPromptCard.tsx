// The bot-level prompt of AutoQA (used with the system default and each file's prompt), with its live token count.
import { useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useBotAutoQa_UpdateDataMutation } from '../../__generated__/graphql';
import { errorMessageKey } from '../../forms/graphql-errors';
import { PromptField, promptTooLong } from './PromptField';

export function BotPromptCard({ botId, prompt }: { botId: string; prompt: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(prompt);
  const [updateData, { loading }] = useBotAutoQa_UpdateDataMutation();

  // A prompt applied from an optimisation arrives here from the refreshed page data.
  useEffect(() => setValue(prompt), [prompt]);

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
        <PromptField id="bot-prompt" label={t('autoQa.prompt.label')} description={t('autoQa.prompt.help')} value={value} onChange={setValue} />
        <Group justify="flex-end">
          <Button loading={loading} disabled={promptTooLong(value) || value === prompt} onClick={() => void save()}>
            {t('autoQa.prompt.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
