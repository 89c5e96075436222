// A searchable pick of one of the bot's Q&A groups (radio list: first question, key below). The caller runs the
// search (debounced here) and hands in the groups it found: the history's likely groups, the batch test's Q&A list.
import { useEffect, useState, type ReactNode } from 'react';
import { Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../app/QueryFailure';

const SEARCH_DEBOUNCE_MS = 300;

export interface PickableGroup {
  id: string;
  key: string;
  question: string;
}

interface GroupPickerProps {
  /** undefined while the first answer loads. */
  groups: PickableGroup[] | undefined;
  failure?: unknown;
  onRetry: () => void;
  /** The trimmed search text, once typing has paused. */
  onSearch: (search: string) => void;
  value: string;
  error?: ReactNode;
  onChange: (groupId: string) => void;
}

export function GroupPicker({ groups, failure, onRetry, onSearch, value, error, onChange }: GroupPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(debounced), [debounced, onSearch]);

  let options;
  if (failure && !groups) options = <QueryFailure error={failure} onRetry={onRetry} />;
  else if (!groups) options = <Loader size="sm" aria-label={t('common.loading')} />;
  else if (groups.length === 0) options = <Text c="dimmed">{t('history.addToQa.noGroups')}</Text>;
  else options = groups.map((group) => <Radio key={group.id} value={group.id} label={group.question} description={group.key} />);
  return (
    <Stack gap="xs">
      <TextInput type="search" label={t('history.addToQa.search')} placeholder={t('history.addToQa.searchPlaceholder')} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
      <Radio.Group label={t('history.addToQa.group')} value={value} onChange={onChange} error={error} required>
        <Stack gap="xs" mt="xs">
          {options}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
