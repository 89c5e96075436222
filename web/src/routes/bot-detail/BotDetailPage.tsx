// The bot overview on /dashboard/bot/:id/detail: its texts, language, package, scenario, tools and files.
import { useEffect } from 'react';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { TOOL_MODULES } from '../../../../schema/rules';
import { useBotDetail_ChatbotQuery, type BotDetail_ChatbotQuery } from '../../__generated__/graphql';
import { QueryFailure } from '../../app/QueryFailure';
import { rememberBotId } from '../../app/storage';
import { BotNotFound } from '../../bots/BotNotFound';
import { formatBytes } from '../../bots/knowledge-files';

type Chatbot = NonNullable<BotDetail_ChatbotQuery['chatbot']>;

export const FILE_STATUSES = ['stored', 'pending', 'processing', 'ready', 'failed'];

export function BotDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack maw={1200} mx="auto" aria-busy aria-label={t('common.loading')}>
      <Skeleton height={32} width="40%" />
      <Skeleton height={160} />
      <Skeleton height={120} />
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}

function FilesTable({ files }: { files: Chatbot['files'] }) {
  const { t } = useTranslation();
  if (files.length === 0) return <Text c="dimmed">{t('detail.noFiles')}</Text>;
  return (
    <Table aria-label={t('detail.files')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('detail.fileColumns.name')}</Table.Th>
          <Table.Th>{t('detail.fileColumns.size')}</Table.Th>
          <Table.Th>{t('detail.fileColumns.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {files.map((file) => (
          <Table.Tr key={file.id}>
            <Table.Td>{file.fileName}</Table.Td>
            <Table.Td>{formatBytes(file.size)}</Table.Td>
            <Table.Td>{FILE_STATUSES.includes(file.status) ? t(`detail.fileStatus.${file.status}`) : file.status}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function BotOverview({ bot }: { bot: Chatbot }) {
  const { t } = useTranslation();
  const toolsOn = TOOL_MODULES.filter((name) => bot.tools[name]);
  return (
    <Stack maw={1200} mx="auto">
      <Title order={1} size="h2">
        {bot.name}
      </Title>
      {bot.description && <Text c="dimmed">{bot.description}</Text>}
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label={t('botForm.greeting')} value={bot.greetingMsg} />
          <Field label={t('botForm.failed')} value={bot.failedMsg} />
          <Field label={t('botForm.language')} value={t(`botLanguage.${bot.language}`)} />
          <Field label={t('botForm.package')} value={bot.package} />
          <Field label={t('detail.scenario')} value={t(`scenario.${bot.scenario}.title`)} />
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('detail.tools')}
        </Title>
        {toolsOn.length === 0 ? (
          <Text c="dimmed">{t('detail.noTools')}</Text>
        ) : (
          <Group gap="xs">
            {toolsOn.map((name) => (
              <Badge key={name} variant="light">
                {t(`tools.${name}.label`)}
              </Badge>
            ))}
          </Group>
        )}
      </Card>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('detail.files')}
        </Title>
        <FilesTable files={bot.files} />
      </Card>
    </Stack>
  );
}

export function BotDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useBotDetail_ChatbotQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const bot = data?.chatbot;

  useEffect(() => {
    // §2: the open bot is remembered so the header can return to it.
    if (bot) rememberBotId(bot.id);
  }, [bot]);

  if (error && !data) return <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (loading && !data) return <BotDetailSkeleton />;
  if (!bot) return <BotNotFound />;
  return <BotOverview bot={bot} />;
}
