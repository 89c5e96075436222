// The AutoFAQ answer sets: name, answer count, size, last update, the active switch and delete.
import { Button, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BotAutoFaq_FileFragment } from '../../__generated__/graphql';
import { formatTaipeiTime } from '../../app/time';
import { formatBytes } from '../../bots/knowledge-files';
import { ActionsCell, ActionsHeader } from '../../app/table-actions';

interface AutoFaqFileTableProps {
  files: BotAutoFaq_FileFragment[];
  onToggle: (file: BotAutoFaq_FileFragment, active: boolean) => void;
  onDelete: (file: BotAutoFaq_FileFragment) => void;
}

export function AutoFaqFileTable({ files, onToggle, onDelete }: AutoFaqFileTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={t('autoFaq.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('autoFaq.table.name')}</Table.Th>
            <Table.Th>{t('autoFaq.table.answers')}</Table.Th>
            <Table.Th>{t('autoFaq.table.updated')}</Table.Th>
            <Table.Th>{t('autoFaq.table.active')}</Table.Th>
            <ActionsHeader>{t('autoFaq.table.actions')}</ActionsHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id}>
              <Table.Td>
                <Text fw={500}>{file.fileName}</Text>
                <Text size="xs" c="dimmed">
                  {formatBytes(file.size)}
                </Text>
              </Table.Td>
              <Table.Td>{file.answerCount}</Table.Td>
              <Table.Td>{formatTaipeiTime(file.updatedAt)}</Table.Td>
              <Table.Td>
                <Switch checked={file.active} onChange={(event) => onToggle(file, event.currentTarget.checked)} aria-label={t('autoFaq.table.activeOf', { name: file.fileName })} />
              </Table.Td>
              <ActionsCell>
                <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(file)} aria-label={t('autoFaq.table.deleteOf', { name: file.fileName })}>
                  {t('autoFaq.table.delete')}
                </Button>
              </ActionsCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
