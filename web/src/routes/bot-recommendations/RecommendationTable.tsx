// The recommendations log as a table (it scrolls sideways on a phone): what the user asked, the similar question
// they tapped, its group, platform, user, time, and the saved status with "Save" on the lines not saved yet. Saving
// adds the question to the tapped group, or, for a tapped AutoFAQ answer or passage, makes it a new Q&A group.
import { Badge, Button, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useRecommendations_SaveMutation, type AnswerSource, type RecommendationSaved, type Recommendations_ItemFragment } from '../../__generated__/graphql';
import { errorMessageKey } from '../../forms/graphql-errors';
import { PLATFORM_KEYS } from '../bot-history/FilterForm';
import { ActionsCell, ActionsHeader } from '../../app/table-actions';

const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

export const SAVED_KEYS: Record<RecommendationSaved, string> = {
  NOT_SAVED: 'recommendations.saved.notSaved',
  SAVED: 'recommendations.saved.saved',
  NO_GROUP: 'recommendations.saved.noGroup',
};
const SAVED_COLORS: Record<RecommendationSaved, string> = { NOT_SAVED: 'gray', SAVED: 'green', NO_GROUP: 'orange' };

/** A tapped AutoFAQ answer or passage has no Q&A group: the group column names its source. */
const OTHER_SOURCE_KEYS: Partial<Record<AnswerSource, string>> = { AUTOFAQ: 'recommendations.source.autofaq', KNOWLEDGE: 'recommendations.source.knowledge' };

function GroupCell({ item }: { item: Recommendations_ItemFragment }) {
  const { t } = useTranslation();
  const other = OTHER_SOURCE_KEYS[item.source];
  return <>{item.group?.key ?? (other ? t(other) : '—')}</>;
}

/** The saved badge; a tapped AutoFAQ answer or passage that could not be saved is gone, not a deleted group. */
function SavedBadge({ item }: { item: Recommendations_ItemFragment }) {
  const { t } = useTranslation();
  const gone = item.saved === 'NO_GROUP' && item.source !== 'QA';
  return (
    <Badge variant="light" color={SAVED_COLORS[item.saved]}>
      {t(gone ? 'recommendations.saved.gone' : SAVED_KEYS[item.saved])}
    </Badge>
  );
}

function SaveButton({ botId, item }: { botId: string; item: Recommendations_ItemFragment }) {
  const { t } = useTranslation();
  const newGroup = item.source !== 'QA';
  // The payload carries the line by id: the cache updates the row in place.
  const [save, { loading }] = useRecommendations_SaveMutation();
  const run = async () => {
    try {
      const result = await save({ variables: { input: { botId, id: item.id } } });
      const saved = result.data?.saveRecommendation.recommendation;
      if (saved?.saved === 'NO_GROUP') notifications.show({ color: 'orange', message: t(newGroup ? 'recommendations.save.itemGone' : 'recommendations.save.noGroup') });
      else if (saved && newGroup) notifications.show({ color: 'green', message: t('recommendations.save.doneNewGroup', { label: saved.selectedQuestion }) });
      else if (saved) notifications.show({ color: 'green', message: t('recommendations.save.done', { question: saved.selectedQuestion }) });
    } catch (error) {
      notifications.show({ color: 'red', title: t('recommendations.save.failed'), message: t(errorMessageKey(error)) });
    }
  };
  return (
    <Button size="xs" variant="light" onClick={() => void run()} loading={loading} aria-label={t(newGroup ? 'recommendations.save.ofNewGroup' : 'recommendations.save.of', { question: item.originalQuestion })}>
      {t('recommendations.save.open')}
    </Button>
  );
}

export function RecommendationTable({ botId, items }: { botId: string; items: Recommendations_ItemFragment[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped aria-label={t('recommendations.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('recommendations.table.original')}</Table.Th>
            <Table.Th>{t('recommendations.table.selected')}</Table.Th>
            <Table.Th>{t('recommendations.table.group')}</Table.Th>
            <Table.Th>{t('recommendations.table.platform')}</Table.Th>
            <Table.Th>{t('recommendations.table.user')}</Table.Th>
            <Table.Th>{t('recommendations.table.time')}</Table.Th>
            <ActionsHeader>{t('recommendations.table.saved')}</ActionsHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              {/* What visitors typed may be one unbroken word of 1,000 characters: it wraps, not the table. */}
              <Table.Td>
                <Text size="sm" lineClamp={3} style={WRAP_ANYWHERE}>
                  {item.originalQuestion}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={3} style={WRAP_ANYWHERE}>
                  {item.selectedQuestion}
                </Text>
              </Table.Td>
              <Table.Td>
                <GroupCell item={item} />
              </Table.Td>
              <Table.Td>{t(PLATFORM_KEYS[item.platform])}</Table.Td>
              <Table.Td style={WRAP_ANYWHERE}>{item.userId}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.datetime}</Table.Td>
              <ActionsCell>
                {item.saved === 'NOT_SAVED' ? <SaveButton botId={botId} item={item} /> : <SavedBadge item={item} />}
              </ActionsCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
