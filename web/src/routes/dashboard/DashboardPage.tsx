// The bot list on /dashboard: a table of the account's bots with this week's questions, an empty state, a skeleton
// and a retry.
import { Anchor, Button, Group, Skeleton, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDashboard_ChatbotsQuery, type Dashboard_ChatbotsQuery } from '../../__generated__/graphql';
import { EmptyState } from '../../app/EmptyState';
import { QueryFailure } from '../../app/QueryFailure';
import { usePlanName } from '../../app/plan-name';
import { formatTaipeiTime } from '../../app/time';

type ChatbotRow = Dashboard_ChatbotsQuery['chatbots'][number];

export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy aria-label={t('common.loading')}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={40} />
      ))}
    </Stack>
  );
}

function CreateButton() {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button component={Link} to="/dashboard/bot/create">
        {t('dashboard.create')}
      </Button>
      <Button component={Link} to="/dashboard/bot/create-from-template" variant="light">
        {t('templates.start')}
      </Button>
    </Group>
  );
}

function EmptyBotList() {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('dashboard.empty.title')} message={t('dashboard.empty.message')}>
      <CreateButton />
    </EmptyState>
  );
}

function BotTable({ bots }: { bots: ChatbotRow[] }) {
  const { t } = useTranslation();
  const planName = usePlanName();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.columns.name')}</Table.Th>
            <Table.Th>{t('dashboard.columns.description')}</Table.Th>
            <Table.Th>{t('dashboard.columns.language')}</Table.Th>
            <Table.Th>{t('dashboard.columns.package')}</Table.Th>
            <Table.Th ta="end">{t('dashboard.columns.questionsThisWeek')}</Table.Th>
            <Table.Th>{t('dashboard.columns.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bots.map((bot) => (
            <Table.Tr key={bot.id}>
              <Table.Td>
                <Anchor component={Link} to={`/dashboard/bot/${bot.id}/detail`}>
                  {bot.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{bot.description}</Table.Td>
              <Table.Td>{t(`botLanguage.${bot.language}`)}</Table.Td>
              <Table.Td>{planName({ code: bot.package })}</Table.Td>
              <Table.Td ta="end">{bot.questionsThisWeek}</Table.Td>
              <Table.Td>{formatTaipeiTime(bot.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useDashboard_ChatbotsQuery({ fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const bots = data?.chatbots;

  let content;
  if (error && !bots) content = <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!bots) content = loading ? <DashboardSkeleton /> : null;
  else if (bots.length === 0) content = <EmptyBotList />;
  else content = <BotTable bots={bots} />;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('dashboard.title')}
        </Title>
        {bots && bots.length > 0 && <CreateButton />}
      </Group>
      {content}
    </Stack>
  );
}
