// The frame of the public pages: the brand, a language switcher and a centred card, headed by the page's title when given.
import type { ReactNode } from 'react';
import { Anchor, Box, Center, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from '../app/LanguageSwitcher';

export function PublicLayout({ children, width = 420, title }: { children: ReactNode; width?: number; title?: string }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0">
      <Group justify="space-between" align="flex-end" px="md" py="sm">
        <Anchor component={Link} to="/" fw={700} size="lg" underline="never">
          {t('app.title')}
        </Anchor>
        <LanguageSwitcher />
      </Group>
      <Center px="md" py="xl">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={width}>
          {title === undefined ? (
            children
          ) : (
            <Stack>
              <Title order={1} size="h2">
                {title}
              </Title>
              {children}
            </Stack>
          )}
        </Paper>
      </Center>
    </Box>
  );
}
