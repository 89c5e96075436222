// The history list's filters (PRODUCT.md §2: platform, feedback, answer status; plus the source that answered, a date
// range, the end user and text), kept in the URL.
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UrlFilters } from './url-filters';
import { DayRangeFields, FilterForm, FilterSelect, PlatformSelect } from './FilterForm';
import { ANSWER_STATUS_KEYS, FEEDBACK_KEYS } from './ExchangeCard';
import { ANSWER_SOURCES, ANSWER_STATUSES, FEEDBACKS, type HistoryFilterKey } from './history-filter';

export function HistoryFilters({ filters }: { filters: UrlFilters<HistoryFilterKey> }) {
  const { t } = useTranslation();
  const { form } = filters;
  return (
    <FilterForm label={t('history.filters.label')} onSubmit={filters.apply} onClear={filters.clear}>
      <PlatformSelect {...form.getInputProps('platform')} />
      <FilterSelect
        label={t('history.filters.feedback')}
        options={FEEDBACKS.map((feedback, code) => ({ value: String(code), label: t(FEEDBACK_KEYS[feedback]) }))}
        {...form.getInputProps('feedback')}
      />
      <FilterSelect
        label={t('history.filters.answerStatus')}
        options={ANSWER_STATUSES.map((status, code) => ({ value: String(code), label: t(ANSWER_STATUS_KEYS[status]) }))}
        {...form.getInputProps('answer_status')}
      />
      <FilterSelect
        label={t('history.filters.source')}
        options={Object.keys(ANSWER_SOURCES).map((source) => ({ value: source, label: t(`history.source.${source}`) }))}
        {...form.getInputProps('source')}
      />
      <TextInput label={t('history.filters.userId')} {...form.getInputProps('user_id')} />
      <DayRangeFields from={form.getInputProps('from')} to={form.getInputProps('to')} />
      <TextInput type="search" label={t('history.filters.search')} placeholder={t('history.filters.searchPlaceholder')} {...form.getInputProps('q')} />
    </FilterForm>
  );
}
