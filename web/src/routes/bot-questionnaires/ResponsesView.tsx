// One questionnaire's responses (newest first) between two days, and their CSV export through the BFF's
// /downloads route with the same days, its header row in the console's language.
import { useState } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../schema/rules/constants';
import { useBotQuestionnaires_ResponsesQuery } from '../../__generated__/graphql';
import { CsvDownloadFailure, useCsvDownload } from '../../app/csv-download';
import { EmptyState } from '../../app/EmptyState';
import { QueryFailure } from '../../app/QueryFailure';
import { formatTaipeiTime } from '../../app/time';
import { currentLanguage } from '../../i18n';
import { PLATFORM_KEYS } from '../bot-history/FilterForm';

interface Days {
  from: string;
  to: string;
}

/** The export's address: the responses route of the BFF with the chosen days and the console's language (the header row's). */
export function responsesCsvUrl(botId: string, id: string, days: Days, language: Language): string {
  const query = new URLSearchParams(Object.entries(days).filter(([, day]) => day !== ''));
  query.set('language', language);
  return `/downloads/questionnaire/${encodeURIComponent(botId)}/${encodeURIComponent(id)}.csv?${query.toString()}`;
}

export function ResponsesView({ botId, id, onBack }: { botId: string; id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<Days>({ from: '', to: '' });
  const [days, setDays] = useState<Days>({ from: '', to: '' });
  const orderWrong = typed.from !== '' && typed.to !== '' && typed.from > typed.to;
  const { data, error, loading, refetch } = useBotQuestionnaires_ResponsesQuery({ variables: { botId, id, from: days.from || null, to: days.to || null }, fetchPolicy: 'cache-and-network' });
  const csv = useCsvDownload(responsesCsvUrl(botId, id, days, currentLanguage()), () => `questionnaire-${id}.csv`);
  const result = data?.questionnaireResponses;

  let body;
  if (error && !data) body = <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!result || (loading && !data)) body = <Skeleton height={160} />;
  else if (result.responses.length === 0) body = <EmptyState title={t('questionnaires.responses.emptyTitle')} message={t(days.from || days.to ? 'questionnaires.responses.emptyFiltered' : 'questionnaires.responses.empty')} />;
  else
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('questionnaires.responses.count', { count: result.responses.length })}
        </Text>
        {result.responses.map((response) => (
          <Card key={response.id} withBorder component="article" aria-label={t('questionnaires.responses.item', { user: response.userId, time: formatTaipeiTime(response.createdAt) })}>
            <Text size="sm" fw={500}>
              {formatTaipeiTime(response.createdAt)} · {t(PLATFORM_KEYS[response.platform])} · {response.userId}
            </Text>
            <Table.ScrollContainer minWidth={300}>
              <Table>
                <Table.Tbody>
                  {response.answers.map((answer, index) => (
                    <Table.Tr key={index}>
                      <Table.Th scope="row" w="40%">
                        {answer.question}
                      </Table.Th>
                      <Table.Td>{answer.answer === '' ? <Text c="dimmed">{t('questionnaires.responses.skipped')}</Text> : answer.answer}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Stack component="section" aria-labelledby="responses-title">
      <Group justify="space-between">
        <Title id="responses-title" order={2} size="h4">
          {t('questionnaires.responses.title', { title: result?.title ?? '' })}
        </Title>
        <Button variant="default" onClick={onBack}>
          {t('questionnaires.responses.back')}
        </Button>
      </Group>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!orderWrong) setDays(typed);
        }}
      >
        <Group align="flex-end">
          <TextInput type="date" label={t('questionnaires.responses.from')} value={typed.from} onChange={(event) => setTyped({ ...typed, from: event.currentTarget.value })} error={orderWrong ? t('questionnaires.responses.dateOrder') : undefined} />
          <TextInput type="date" label={t('questionnaires.responses.to')} value={typed.to} onChange={(event) => setTyped({ ...typed, to: event.currentTarget.value })} />
          <Button type="submit">{t('questionnaires.responses.filter')}</Button>
          <Button variant="light" loading={csv.exporting} onClick={csv.exportCsv}>
            {t('questionnaires.responses.export')}
          </Button>
        </Group>
      </form>
      {csv.failure && <CsvDownloadFailure messageKey={csv.failure} onRetry={csv.exportCsv} />}
      {error && data && (
        <Alert color="red" role="alert">
          {t('questionnaires.responses.stale')}
        </Alert>
      )}
      {body}
    </Stack>
  );
}
