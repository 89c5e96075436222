// The recommendations log on /dashboard/bot/:id/recommendations (PRODUCT.md §2, §3, §4): the similar-question
// buttons users tapped, newest first, filtered by saved status, platform and days (kept in the URL), page after page;
// a line not saved yet can be saved into its group. Headed by the bot's name, like its other pages; an unknown bot
// (or another account's) is not found.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { HISTORY_PAGE_SIZE_DEFAULT, recommendationPageSchema, type RecommendationPageQuery } from '../../../../schema/rules';
import { useRecommendations_ChatbotQuery, useRecommendations_ListQuery, type RecommendationFilterInput, type RecommendationSaved } from '../../__generated__/graphql';
import { EmptyState } from '../../app/EmptyState';
import { BotPageTitle } from '../../bots/BotPageTitle';
import { useOwnedBot } from '../../bots/owned-bot';
import { DayRangeFields, FilterForm, FilterSelect, PlatformSelect } from '../bot-history/FilterForm';
import { ListSkeleton, PagedList } from '../bot-history/PagedList';
import { useUrlFilters } from '../bot-history/url-filters';
import { RecommendationTable, SAVED_KEYS } from './RecommendationTable';

const FILTER_KEYS = ['saved', 'platform', 'from', 'to'] as const;
/** §3 saved codes 0, 1, 2 in code order. */
const SAVED_STATUSES: readonly RecommendationSaved[] = ['NOT_SAVED', 'SAVED', 'NO_GROUP'];

function filterInput(query: RecommendationPageQuery): RecommendationFilterInput {
  const input: RecommendationFilterInput = {};
  if (query.saved !== undefined) input.saved = SAVED_STATUSES[query.saved];
  if (query.platform) input.platform = query.platform;
  if (query.from) input.from = query.from;
  if (query.to) input.to = query.to;
  return input;
}

function RecommendationList({ botId, filter, filtered, onClearFilters }: { botId: string; filter: RecommendationFilterInput | null; filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation();
  const { data, error, refetch, fetchMore } = useRecommendations_ListQuery({
    variables: { botId, filter: filter ?? {}, limit: HISTORY_PAGE_SIZE_DEFAULT },
    skip: filter === null,
    fetchPolicy: 'cache-and-network',
  });
  if (filter === null) return null;
  const empty = <EmptyState title={t('recommendations.empty.title')} message={t('recommendations.empty.message')} />;
  return (
    <PagedList page={data?.recommendations} error={error} refetch={refetch} fetchMore={fetchMore} filtered={filtered} onClearFilters={onClearFilters} empty={empty}>
      {(items) => <RecommendationTable botId={botId} items={items} />}
    </PagedList>
  );
}

function RecommendationsView({ botId }: { botId: string }) {
  const { t } = useTranslation();
  const filters = useUrlFilters(FILTER_KEYS, recommendationPageSchema);
  const { form } = filters;
  return (
    <>
      <FilterForm label={t('recommendations.filters.label')} onSubmit={filters.apply} onClear={filters.clear}>
        <FilterSelect
          label={t('recommendations.filters.saved')}
          options={SAVED_STATUSES.map((saved, code) => ({ value: String(code), label: t(SAVED_KEYS[saved]) }))}
          {...form.getInputProps('saved')}
        />
        <PlatformSelect {...form.getInputProps('platform')} />
        <DayRangeFields from={form.getInputProps('from')} to={form.getInputProps('to')} />
      </FilterForm>
      <RecommendationList botId={botId} filter={filters.filter && filterInput(filters.filter)} filtered={filters.active} onClearFilters={filters.clear} />
    </>
  );
}

export function RecommendationsPage() {
  const { id = '' } = useParams();
  const { screen, bot } = useOwnedBot(useRecommendations_ChatbotQuery({ variables: { id } }), <ListSkeleton />);
  if (screen) return screen;
  return (
    <Stack>
      <BotPageTitle section="recommendations" botName={bot.name} />
      <RecommendationsView key={bot.id} botId={bot.id} />
    </Stack>
  );
}
