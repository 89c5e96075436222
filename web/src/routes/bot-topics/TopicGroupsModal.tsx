// A topic's questions: the groups it lists in menu order (move up / down, remove) and a searchable pick of the bot's
// Q&A groups to add (GroupPicker). Saved as one list; a group may be in several topics. A changed list survives a lost
// session (app/form-rescue.ts): after signing in again the page opens the dialog with it.
import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useBotTopics_GroupsQuery } from '../../__generated__/graphql';
import { useRescueOnLoss } from '../../app/form-rescue';
import { GroupPicker } from '../../bots/GroupPicker';
import { DialogForm } from '../../forms/DialogForm';
import { GuardedModal } from '../../forms/GuardedModal';
import { RestoredNote } from '../../forms/RestoredNote';
import { useDialogSubmit } from '../../forms/use-dialog-submit';
import { moved } from './moved';

export interface TopicGroupItem {
  groupId: string;
  question: string;
}

/** What a lost session keeps of the dialog: whose questions, and the list as it was. */
export const topicGroupsRescueShape = z.object({ topicId: z.string(), items: z.array(z.object({ groupId: z.string(), question: z.string() })) });
export type TopicGroupsRescue = z.infer<typeof topicGroupsRescueShape>;
export const topicGroupsRescueName = (botId: string) => `topic-groups:${botId}`;

interface TopicGroupsModalProps {
  botId: string;
  /** The topic whose questions are edited; null when closed. */
  topic: { id: string; name: string; groups: TopicGroupItem[] } | null;
  onClose: () => void;
  onSave: (groupIds: string[]) => Promise<unknown>;
  /** The signed-in account's e-mail: whose changed list a lost session keeps. */
  account?: string;
  /** The list as it was when the session was lost, which the dialog opens with. */
  restored?: TopicGroupsRescue | null;
}

function GroupsForm({ botId, topic, onClose, onSave, account = '', restored = null }: TopicGroupsModalProps & { topic: NonNullable<TopicGroupsModalProps['topic']> }) {
  const { t } = useTranslation();
  const [items, setItems] = useState(restored?.items ?? topic.groups);
  const [picked, setPicked] = useState('');
  const [search, setSearch] = useState('');
  const { data, previousData, error, refetch } = useBotTopics_GroupsQuery({ variables: { botId, ...(search && { search }) } });
  const found = (data ?? previousData)?.qaGroups.groups.map((group) => ({ id: group.id, key: group.key, question: group.questions[0] ?? group.key }));
  const pickable = found?.filter((group) => !items.some((item) => item.groupId === group.id));

  const add = () => {
    const group = found?.find((candidate) => candidate.id === picked);
    if (!group) return;
    setItems([...items, { groupId: group.id, question: group.question }]);
    setPicked('');
  };
  const { refusal, submitting, onSubmit } = useDialogSubmit(() => onSave(items.map((item) => item.groupId)), onClose);
  const dirty = restored !== null || items.length !== topic.groups.length || items.some((item, index) => item.groupId !== topic.groups[index]?.groupId);
  useRescueOnLoss(topicGroupsRescueName(botId), account, { copy: { topicId: topic.id, items }, changed: dirty });

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} refusal={refusal} submitLabel={t('topics.groups.save')} submitting={submitting} dirty={dirty}>
      <RestoredNote shown={restored !== null} />
      <Stack gap="xs" component="ol" aria-label={t('topics.groups.listed')} p={0} m={0} style={{ listStyle: 'none' }}>
        {items.length === 0 && <Text c="dimmed">{t('topics.groups.none')}</Text>}
        {items.map((item, index) => (
          <Paper component="li" key={item.groupId} withBorder p="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {item.question}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" disabled={index === 0} aria-label={t('topics.groups.up', { question: item.question })} onClick={() => setItems(moved(items, index, -1))}>
                  ↑
                </ActionIcon>
                <ActionIcon variant="subtle" disabled={index === items.length - 1} aria-label={t('topics.groups.down', { question: item.question })} onClick={() => setItems(moved(items, index, 1))}>
                  ↓
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={t('topics.groups.remove', { question: item.question })} onClick={() => setItems(items.filter((other) => other !== item))}>
                  ✕
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <GroupPicker groups={pickable} failure={error} onRetry={() => void refetch().catch(() => undefined)} onSearch={setSearch} value={picked} onChange={setPicked} />
      <Button variant="light" onClick={add} disabled={!picked}>
        {t('topics.groups.add')}
      </Button>
    </DialogForm>
  );
}

export function TopicGroupsModal(props: TopicGroupsModalProps) {
  const { t } = useTranslation();
  return (
    <GuardedModal opened={props.topic !== null} onClose={props.onClose} title={t('topics.groups.title', { name: props.topic?.name ?? '' })} size="lg" centered>
      {props.topic && <GroupsForm {...props} topic={props.topic} />}
    </GuardedModal>
  );
}
