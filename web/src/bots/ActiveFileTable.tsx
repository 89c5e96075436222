// A table of a bot's uploaded files that are switched on and off one by one (AutoFAQ answer sets, entity files):
// name and size, how many items each holds, last update, the active switch and delete. The words come from the
// page's i18n section (`<section>.table.*`).
import { Button, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionsCell, ActionsHeader } from '../app/table-actions';
import { formatTaipeiTime } from '../app/time';
import { formatBytes } from './knowledge-files';

export interface ActiveFile {
  id: string;
  fileName: string;
  active: boolean;
  size: number;
  updatedAt: string;
}

interface ActiveFileTableProps<F extends ActiveFile> {
  /** The page's i18n section: its `table` holds label, name, updated, active, actions, activeOf, deleteOf, delete. */
  section: string;
  /** The header of the count column (an i18n key), and each file's count. */
  countHeader: string;
  countOf: (file: F) => number;
  files: F[];
  onToggle: (file: F, active: boolean) => void;
  onDelete: (file: F) => void;
}

/**
 * A file table's first cell: the file's name, with its size below. A name may be 255 characters without a space: it
 * wraps anywhere rather than push the status and switches of every file off the screen.
 */
export function FileNameCell({ file }: { file: { fileName: string; size: number } }) {
  return (
    <Table.Td>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {file.fileName}
      </Text>
      <Text size="xs" c="dimmed">
        {formatBytes(file.size)}
      </Text>
    </Table.Td>
  );
}

export function ActiveFileTable<F extends ActiveFile>({ section, countHeader, countOf, files, onToggle, onDelete }: ActiveFileTableProps<F>) {
  const { t } = useTranslation();
  const keys = `${section}.table`;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label={t(`${keys}.label`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`${keys}.name`)}</Table.Th>
            <Table.Th>{t(countHeader)}</Table.Th>
            <Table.Th>{t(`${keys}.updated`)}</Table.Th>
            <Table.Th>{t(`${keys}.active`)}</Table.Th>
            <ActionsHeader>{t(`${keys}.actions`)}</ActionsHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id}>
              <FileNameCell file={file} />
              <Table.Td>{countOf(file)}</Table.Td>
              <Table.Td>{formatTaipeiTime(file.updatedAt)}</Table.Td>
              <Table.Td>
                <Switch checked={file.active} onChange={(event) => onToggle(file, event.currentTarget.checked)} aria-label={t(`${keys}.activeOf`, { name: file.fileName })} />
              </Table.Td>
              <ActionsCell>
                <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(file)} aria-label={t(`${keys}.deleteOf`, { name: file.fileName })}>
                  {t(`${keys}.delete`)}
                </Button>
              </ActionsCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
