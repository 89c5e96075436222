// Adds a failed row's question to the group that should have answered it: a searchable pick of the bot's Q&A groups
// (the Q&A list's own search), then addBatchTestRowToGroup. The bot then has untrained changes.
import { useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MSG } from '../../../../schema/rules';
import { useBatchTest_AddToGroupMutation, useBatchTest_GroupsQuery } from '../../__generated__/graphql';
import { GroupPicker } from '../../bots/GroupPicker';
import { DialogForm } from '../../forms/DialogForm';
import { GuardedModal } from '../../forms/GuardedModal';
import { useDialogSubmit } from '../../forms/use-dialog-submit';

export interface RowToAdd {
  position: number;
  question: string;
}

interface AddFormProps {
  botId: string;
  runId: string;
  row: RowToAdd;
  onClose: () => void;
  onAdded: () => void;
}

function AddForm({ botId, runId, row, onClose, onAdded }: AddFormProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [groupId, setGroupId] = useState('');
  const [missing, setMissing] = useState(false);
  const { data, previousData, error, refetch } = useBatchTest_GroupsQuery({ variables: { botId, ...(search && { search }) } });
  const [add, { loading }] = useBatchTest_AddToGroupMutation();
  const groups = (data ?? previousData)?.qaGroups.groups.map((group) => ({ id: group.id, key: group.key, question: group.questions[0] ?? group.key }));

  const { refusal, onSubmit } = useDialogSubmit(() => {
    if (!groupId) {
      setMissing(true);
      return false;
    }
    return add({ variables: { input: { botId, runId, position: row.position, groupId } } });
  }, onAdded);

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} refusal={refusal} submitLabel={t('batchTest.addToGroup.submit')} submitting={loading} dirty={groupId !== ''}>
      <Text>
        <Text span c="dimmed">
          {t('history.addToQa.question')}
        </Text>{' '}
        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.question}
        </Text>
      </Text>
      <GroupPicker
        groups={groups}
        failure={error}
        onRetry={() => void refetch().catch(() => undefined)}
        onSearch={setSearch}
        value={groupId}
        error={missing && !groupId ? t(MSG.required) : undefined}
        onChange={setGroupId}
      />
    </DialogForm>
  );
}

interface AddRowToGroupModalProps {
  botId: string;
  runId: string;
  row: RowToAdd | null;
  onClose: () => void;
  /** The question is a phrasing of the picked group now (the bot has untrained changes). */
  onAdded: () => void;
}

export function AddRowToGroupModal({ botId, runId, row, onClose, onAdded }: AddRowToGroupModalProps) {
  const { t } = useTranslation();
  return (
    <GuardedModal opened={row !== null} onClose={onClose} title={t('batchTest.addToGroup.title')} size="lg" centered>
      {row && (
        <AddForm
          key={row.position}
          botId={botId}
          runId={runId}
          row={row}
          onClose={onClose}
          onAdded={() => {
            onAdded();
            onClose();
          }}
        />
      )}
    </GuardedModal>
  );
}
