// The frame of the public pages: the brand, a language switcher and a centred card.
import type { ReactNode } from 'react';
import { Anchor, Box, Center, Group, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from '../app/LanguageSwitcher';

export function PublicLayout({ children, width = 420 }: { children: ReactNode; width?: number }) {
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
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
