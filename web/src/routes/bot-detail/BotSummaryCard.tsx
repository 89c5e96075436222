// A compact summary of the bot's settings under the overview's statistics: texts, language, package, scenario,
// the tools that are on and the knowledge files, with a link to the settings page.
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TOOL_MODULES } from '../../../../schema/rules';
import type { BotDetail_ChatbotQuery } from '../../__generated__/graphql';
import { FieldValue } from '../../app/FieldValue';
import { usePlanName } from '../../app/plan-name';
import { formatBytes } from '../../bots/knowledge-files';

type Chatbot = NonNullable<BotDetail_ChatbotQuery['chatbot']>;

export const FILE_STATUSES = ['stored', 'pending', 'processing', 'ready', 'failed'];

function FilesTable({ files }: { files: Chatbot['files'] }) {
  const { t } = useTranslation();
  if (files.length === 0) return <Text size="sm">{t('detail.noFiles')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
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
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{file.fileName}</Table.Td>
              <Table.Td>{formatBytes(file.size)}</Table.Td>
              <Table.Td>{FILE_STATUSES.includes(file.status) ? t(`detail.fileStatus.${file.status}`) : file.status}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function BotSummaryCard({ bot }: { bot: Chatbot }) {
  const { t } = useTranslation();
  const planName = usePlanName();
  const toolsOn = TOOL_MODULES.filter((name) => bot.tools[name]);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="bot-summary-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title id="bot-summary-title" order={2} size="h4">
          {t('overview.summary.title')}
        </Title>
        <Anchor component={Link} to={`/dashboard/bot/${bot.id}/setting`} size="sm">
          {t('overview.summary.edit')}
        </Anchor>
      </Group>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <FieldValue label={t('botForm.greeting')}>{bot.greetingMsg}</FieldValue>
          <FieldValue label={t('botForm.failed')}>{bot.failedMsg}</FieldValue>
          <FieldValue label={t('botForm.language')}>{t(`botLanguage.${bot.language}`)}</FieldValue>
          <FieldValue label={t('botForm.package')}>{planName({ code: bot.package })}</FieldValue>
          <FieldValue label={t('detail.scenario')}>{t(`scenario.${bot.scenario}.title`)}</FieldValue>
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('detail.tools')}
          </Text>
          {toolsOn.length === 0 ? (
            <Text size="sm">{t('detail.noTools')}</Text>
          ) : (
            <Group gap="xs">
              {toolsOn.map((name) => (
                <Badge key={name} variant="light">
                  {t(`tools.${name}.label`)}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('detail.files')}
          </Text>
          <FilesTable files={bot.files} />
        </Stack>
      </Stack>
    </Card>
  );
}
