// The loader screen of PRODUCT.md §2, shown while a protected route checks the session.
import { Center, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const LOADER_STEPS = ['authenticating', 'user', 'platform', 'packages', 'templates', 'botData'] as const;

export function SessionLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      <Paper withBorder p="xl" radius="md" role="status" aria-label={t('loader.title')}>
        <Stack align="center">
          <Loader />
          <Title order={2} size="h4">
            {t('loader.title')}
          </Title>
          <List size="sm">
            {LOADER_STEPS.map((step) => (
              <List.Item key={step}>
                <Text size="sm">{t(`loader.steps.${step}`)}</Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </Center>
  );
}
