// The filter form of the history and recommendations lists: fields in a grid that stacks on phones, applied to the
// URL on submit (Enter works in any field) and cleared in one click; plus the fields both lists share.
import type { FormEvent, ReactNode } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, TextInput, type NativeSelectProps, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLATFORMS } from '../../../../schema/rules';

interface FilterFormProps {
  label: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
  children: ReactNode;
}

export function FilterForm({ label, onSubmit, onClear, children }: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="form" role="search" aria-label={label} onSubmit={onSubmit} noValidate>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {children}
      </SimpleGrid>
      <Group mt="md" gap="xs">
        <Button type="submit">{t('history.filters.apply')}</Button>
        <Button variant="default" onClick={onClear}>
          {t('history.filters.clear')}
        </Button>
      </Group>
    </Paper>
  );
}

/** A choice of one value or "all" (the empty value). */
export function FilterSelect({ options, ...props }: Omit<NativeSelectProps, 'data'> & { options: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  return <NativeSelect data={[{ value: '', label: t('history.filters.all') }, ...options]} {...props} />;
}

export const PLATFORM_KEYS = { api: 'history.platforms.api', web: 'history.platforms.web', line: 'history.platforms.line', fb: 'history.platforms.fb', other: 'history.platforms.other' } as const;

export function PlatformSelect(props: Omit<NativeSelectProps, 'data'>) {
  const { t } = useTranslation();
  return <FilterSelect label={t('history.filters.platform')} options={PLATFORMS.map((platform) => ({ value: platform, label: t(PLATFORM_KEYS[platform]) }))} {...props} />;
}

/** The first and last Asia/Taipei day, both included. */
export function DayRangeFields({ from, to }: { from: TextInputProps; to: TextInputProps }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput type="date" label={t('history.filters.from')} {...from} />
      <TextInput type="date" label={t('history.filters.to')} {...to} />
    </>
  );
}
