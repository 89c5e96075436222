// The page-not-found screen for any unknown path.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/DocumentTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle('notFound.title');
  return (
    <Center mih="100vh" p="md">
      <Stack align="center">
        <Text fz={64} fw={700} c="brand" aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.message')}</Text>
        <Button component={Link} to="/">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
