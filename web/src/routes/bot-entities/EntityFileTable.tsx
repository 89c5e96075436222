// The entity files: name, size, entity count, last update, the active switch and delete.
import { Button, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BotEntities_FileFragment } from '../../__generated__/graphql';
import { formatTaipeiTime } from '../../app/time';
import { formatBytes } from '../../bots/knowledge-files';

interface EntityFileTableProps {
  files: BotEntities_FileFragment[];
  onToggle: (file: BotEntities_FileFragment, active: boolean) => void;
  onDelete: (file: BotEntities_FileFragment) => void;
}

export function EntityFileTable({ files, onToggle, onDelete }: EntityFileTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label={t('entities.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('entities.table.name')}</Table.Th>
            <Table.Th>{t('entities.table.entities')}</Table.Th>
            <Table.Th>{t('entities.table.updated')}</Table.Th>
            <Table.Th>{t('entities.table.active')}</Table.Th>
            <Table.Th>{t('entities.table.actions')}</Table.Th>
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
              <Table.Td>{file.entityCount}</Table.Td>
              <Table.Td>{formatTaipeiTime(file.updatedAt)}</Table.Td>
              <Table.Td>
                <Switch checked={file.active} onChange={(event) => onToggle(file, event.currentTarget.checked)} aria-label={t('entities.table.activeOf', { name: file.fileName })} />
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(file)} aria-label={t('entities.table.deleteOf', { name: file.fileName })}>
                  {t('entities.table.delete')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
