// The AutoQA page's table of knowledge files: name, description, summary, ingestion status with live progress (and,
// when it failed, the reason and a retry), chunk count, the active switch, and the row's edit and delete actions.
import { Badge, Button, Group, Progress, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BotAutoQa_FileFragment } from '../../__generated__/graphql';
import { jobFailureText } from '../../app/job-failure';
import { FileNameCell } from '../../bots/ActiveFileTable';
import { formatNumber } from '../../i18n';
import { ActionsCell, ActionsHeader } from '../../app/table-actions';

const STATUS_COLORS: Record<string, string> = { pending: 'gray', processing: 'blue', ready: 'green', failed: 'red' };
const KNOWN_STATUSES = Object.keys(STATUS_COLORS);
// A badge clips its label by default, which let the wide summary column squeeze "Ready" down to "RE…".
const WHOLE_LABEL = { label: { overflow: 'visible' } };

function FileStatus({ file, onRetry, retrying }: { file: BotAutoQa_FileFragment; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const label = KNOWN_STATUSES.includes(file.status) ? t(`autoQa.status.${file.status}`) : file.status;
  if (file.status === 'failed') {
    return (
      <Stack gap={4}>
        <Badge color="red" variant="light" styles={WHOLE_LABEL}>
          {label}
        </Badge>
        <Text size="xs" c="red">
          {file.failureReason ? jobFailureText(t, file.failureReason) : t('autoQa.status.unknownReason')}
        </Text>
        <Button size="compact-xs" variant="light" onClick={onRetry} loading={retrying} aria-label={t('autoQa.table.retryOf', { name: file.fileName })}>
          {t('autoQa.table.retry')}
        </Button>
      </Stack>
    );
  }
  if (file.status === 'pending' || file.status === 'processing') {
    const percent = Math.round(file.progress * 100);
    return (
      <Stack gap={4}>
        <Badge color={STATUS_COLORS[file.status]} variant="light" styles={WHOLE_LABEL}>
          {label}
        </Badge>
        <Progress value={percent} size="sm" aria-label={t('autoQa.status.progressOf', { name: file.fileName, percent })} />
      </Stack>
    );
  }
  return (
    <Badge color={STATUS_COLORS[file.status] ?? 'gray'} variant="light" styles={WHOLE_LABEL}>
      {label}
    </Badge>
  );
}

interface KnowledgeFileTableProps {
  files: BotAutoQa_FileFragment[];
  onToggle: (file: BotAutoQa_FileFragment, active: boolean) => void;
  onEdit: (file: BotAutoQa_FileFragment) => void;
  onDelete: (file: BotAutoQa_FileFragment) => void;
  onRetry: (file: BotAutoQa_FileFragment) => void;
  /** The id of the file whose retry is on its way. */
  retryingId: string | null;
}

export function KnowledgeFileTable({ files, onToggle, onEdit, onDelete, onRetry, retryingId }: KnowledgeFileTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label={t('autoQa.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('autoQa.table.name')}</Table.Th>
            <Table.Th>{t('autoQa.table.description')}</Table.Th>
            <Table.Th>{t('autoQa.table.summary')}</Table.Th>
            <Table.Th>{t('autoQa.table.status')}</Table.Th>
            <Table.Th>{t('autoQa.table.chunks')}</Table.Th>
            <Table.Th>{t('autoQa.table.active')}</Table.Th>
            <ActionsHeader>{t('autoQa.table.actions')}</ActionsHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id}>
              <FileNameCell file={file} />
              <Table.Td>
                <Text size="sm" lineClamp={3}>
                  {file.description || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={3}>
                  {file.summary || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <FileStatus file={file} onRetry={() => onRetry(file)} retrying={retryingId === file.id} />
              </Table.Td>
              <Table.Td>{formatNumber(file.chunkCount, i18n.language)}</Table.Td>
              <Table.Td>
                <Switch
                  checked={file.active}
                  onChange={(event) => onToggle(file, event.currentTarget.checked)}
                  aria-label={t('autoQa.table.activeOf', { name: file.fileName })}
                />
              </Table.Td>
              <ActionsCell>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => onEdit(file)} aria-label={t('autoQa.table.editOf', { name: file.fileName })}>
                    {t('autoQa.table.edit')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(file)} aria-label={t('autoQa.table.deleteOf', { name: file.fileName })}>
                    {t('autoQa.table.delete')}
                  </Button>
                </Group>
              </ActionsCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
