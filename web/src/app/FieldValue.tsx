// A read-only field of a summary card: a small caption over its value (a dash when empty).
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function FieldValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}
