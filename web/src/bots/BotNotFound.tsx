// Shown when a bot id is unknown or belongs to another account (the chatbot query answered null); the tab's title
// says so too, instead of the section's name.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../app/DocumentTitle';

export function BotNotFound() {
  const { t } = useTranslation();
  usePageTitle('botNotFound.title');
  return (
    <Center mih="60vh">
      <Stack align="center">
        <Title order={1} size="h2">
          {t('botNotFound.title')}
        </Title>
        <Text c="dimmed">{t('botNotFound.message')}</Text>
        <Button component={Link} to="/dashboard">
          {t('botNotFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
