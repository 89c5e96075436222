// The table of Q&A groups: first question, how many phrasings and answers, mode, tags, last update,
// and the row's edit and delete actions.
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BotFaq_QaGroupFragment } from '../../__generated__/graphql';
import { formatTaipeiTime } from '../../app/time';
import { ANSWER_MODE_KEYS } from './QaGroupModal';
import { valuesOfGroup } from './qa-group-form';
import { ActionsCell, ActionsHeader } from '../../app/table-actions';

interface QaGroupTableProps {
  groups: BotFaq_QaGroupFragment[];
  onEdit: (group: BotFaq_QaGroupFragment) => void;
  onDelete: (group: BotFaq_QaGroupFragment) => void;
}

export function QaGroupTable({ groups, onEdit, onDelete }: QaGroupTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={t('faq.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('faq.table.question')}</Table.Th>
            <Table.Th>{t('faq.table.counts')}</Table.Th>
            <Table.Th>{t('faq.table.mode')}</Table.Th>
            <Table.Th>{t('faq.table.tags')}</Table.Th>
            <Table.Th>{t('faq.table.updated')}</Table.Th>
            <ActionsHeader>{t('faq.table.actions')}</ActionsHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Td miw={200} maw={420}>
                {/* Long questions are cut to two lines; the whole text shows on hover and in the edit dialog. */}
                <Text lineClamp={2} title={group.questions[0]} style={{ overflowWrap: 'anywhere' }}>
                  {group.questions[0] ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>{t('faq.table.countsValue', { questions: group.questions.length, answers: group.answers.length })}</Table.Td>
              <Table.Td>{t(ANSWER_MODE_KEYS[valuesOfGroup(group).answer_mode])}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {group.tags.map((tag) => (
                    <Badge key={tag} variant="light" size="sm">
                      {tag}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTaipeiTime(group.updatedAt)}</Table.Td>
              <ActionsCell>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => onEdit(group)} aria-label={t('faq.table.editOf', { question: group.questions[0] ?? '' })}>
                    {t('faq.table.edit')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(group)} aria-label={t('faq.table.deleteOf', { question: group.questions[0] ?? '' })}>
                    {t('faq.table.delete')}
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
