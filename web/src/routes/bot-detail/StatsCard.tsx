// A titled card of the overview with the text it shows when its list is empty, and the pieces its lists share:
// an unstyled list and a line of a name with how often it was asked.
import { useId, type ReactNode } from 'react';
import { Card, Group, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface StatsCardProps {
  title: string;
  /** Shown instead of the children when the list is empty. */
  empty: string | null;
  /** Beside the title, e.g. a link to the page the list comes from. */
  action?: ReactNode;
  children: ReactNode;
}

export function StatsCard({ title, empty, action, children }: StatsCardProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title id={titleId} order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {empty === null ? children : <Text c="dimmed">{empty}</Text>}
    </Card>
  );
}

/** A list without bullets, for rows that carry their own frame or bar. */
export function PlainList({ gap, children }: { gap: MantineSpacing; children: ReactNode }) {
  return (
    <Stack gap={gap} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {children}
    </Stack>
  );
}

/** A question or tag with its count ("Times asked: 7") at the end of the line. */
export function CountLine({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      {children}
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('overview.timesAsked', { count })}
      </Text>
    </Group>
  );
}
