// Shown when a bot id is unknown or belongs to another account (the chatbot query answered null).
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function BotNotFound() {
  const { t } = useTranslation();
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
