// The empty state of a list page: a titled panel saying what belongs here, with the actions that add it.
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function EmptyState({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Center>
        <Stack align="center" gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text c="dimmed">{message}</Text>
          {children}
        </Stack>
      </Center>
    </Paper>
  );
}
