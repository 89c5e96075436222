// The topic Q&A page on /dashboard/bot/:id/topics: the bot's topics in menu order (move up / down, edit, choose their
// questions, delete after confirmation), a new topic, and the menu keyword. End users open the menu with the keyword
// or the button after the greeting, pick a topic, then one of its questions.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  useBotTopics_ChatbotQuery,
  useBotTopics_CreateMutation,
  useBotTopics_DataQuery,
  useBotTopics_DeleteMutation,
  useBotTopics_ReorderMutation,
  useBotTopics_SetGroupsMutation,
  useBotTopics_UpdateMutation,
  type BotTopics_DataFragment,
} from '../../__generated__/graphql';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { useRescued, useTakeRescuedOnce } from '../../app/form-rescue';
import { EmptyState } from '../../app/EmptyState';
import { QueryFailure } from '../../app/QueryFailure';
import { errorMessageKey } from '../../forms/graphql-errors';
import { MenuKeywordForm } from './MenuKeywordForm';
import { moved } from './moved';
import { TopicFormModal, topicRescueName, topicRescueShape, type TopicFields, type TopicRescue } from './TopicFormModal';
import { TopicGroupsModal, topicGroupsRescueName, topicGroupsRescueShape, type TopicGroupsRescue } from './TopicGroupsModal';
import { BotPageTitle } from '../../bots/BotPageTitle';
import { useOwnedBot } from '../../bots/owned-bot';

type TopicItem = BotTopics_DataFragment['topics'][number];

interface TopicRowProps {
  topic: TopicItem;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onGroups: () => void;
  onDelete: () => void;
}

function TopicRow({ topic, first, last, onMove, onEdit, onGroups, onDelete }: TopicRowProps) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {topic.name}
            </Text>
            {!topic.active && <Badge color="gray">{t('topics.inactive')}</Badge>}
          </Group>
          {topic.description && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {topic.description}
            </Text>
          )}
          <Text size="sm">{t('topics.questionCount', { count: topic.groups.length })}</Text>
        </Stack>
        <Group gap={4}>
          <ActionIcon variant="subtle" disabled={first} aria-label={t('topics.moveUp', { name: topic.name })} onClick={() => onMove(-1)}>
            ↑
          </ActionIcon>
          <ActionIcon variant="subtle" disabled={last} aria-label={t('topics.moveDown', { name: topic.name })} onClick={() => onMove(1)}>
            ↓
          </ActionIcon>
          <Button size="xs" variant="light" onClick={onGroups} aria-label={t('topics.questionsOf', { name: topic.name })}>
            {t('topics.questions')}
          </Button>
          <Button size="xs" variant="default" onClick={onEdit} aria-label={t('topics.editOf', { name: topic.name })}>
            {t('topics.edit')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={t('topics.deleteOf', { name: topic.name })}>
            {t('topics.delete.action')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function Topics({ botId, account }: { botId: string; account: string }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TopicItem | null>(null);
  const [restored, setRestored] = useState<TopicRescue | null>(null);
  const [groupsRestored, setGroupsRestored] = useState<TopicGroupsRescue | null>(null);
  const [choosing, setChoosing] = useState<TopicItem | null>(null);
  const [deleting, setDeleting] = useState<TopicItem | null>(null);
  const { data, error, refetch } = useBotTopics_DataQuery({ variables: { botId }, fetchPolicy: 'cache-and-network' });
  const [create] = useBotTopics_CreateMutation();
  const [update] = useBotTopics_UpdateMutation();
  const [setGroups] = useBotTopics_SetGroupsMutation();
  const [reorder] = useBotTopics_ReorderMutation();
  const [remove, { loading: removing }] = useBotTopics_DeleteMutation();
  const topics = data?.topics.topics ?? [];
  // Text typed in the topic dialog, or a topic's changed questions, before the session was lost: the dialog opens again
  // with it once the topics are here (a topic deleted since leaves nothing to open).
  const rescued = useRescued(topicRescueName(botId), account, topicRescueShape);
  useTakeRescuedOnce(rescued, data !== undefined, (copy) => {
    const topic = copy.topicId === null ? null : topics.find((candidate) => candidate.id === copy.topicId);
    if (topic === undefined) return;
    setRestored(copy);
    if (topic) setEditing(topic);
    else setCreating(true);
  });
  const rescuedGroups = useRescued(topicGroupsRescueName(botId), account, topicGroupsRescueShape);
  useTakeRescuedOnce(rescuedGroups, data !== undefined, (copy) => {
    const topic = topics.find((candidate) => candidate.id === copy.topicId);
    if (!topic) return;
    setGroupsRestored(copy);
    setChoosing(topic);
  });

  const failed = (failure: unknown) => notifications.show({ color: 'red', title: t('topics.failed'), message: t(errorMessageKey(failure)) });
  const move = (index: number, step: -1 | 1) =>
    void reorder({ variables: { input: { botId, topicIds: moved(topics, index, step).map((topic) => topic.id) } } }).catch(failed);
  const save = (fields: TopicFields, requestKey: string) =>
    editing
      ? update({ variables: { input: { botId, topicId: editing.id, ...fields } } })
      : create({ variables: { input: { botId, name: fields.name, description: fields.description, requestKey } } });
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { input: { botId, topicId: deleting.id } } });
      notifications.show({ color: 'green', message: t('topics.delete.done', { name: deleting.name }) });
      setDeleting(null);
    } catch (failure) {
      failed(failure);
    }
  };

  let body;
  if (error && !data) body = <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!data) body = <Skeleton height={160} />;
  else if (topics.length === 0)
    body = (
      <EmptyState title={t('topics.empty.title')} message={t('topics.empty.message')}>
        <Button onClick={() => setCreating(true)}>{t('topics.add')}</Button>
      </EmptyState>
    );
  else
    body = (
      <Stack component="ol" gap="xs" p={0} m={0} aria-label={t('topics.listLabel')} style={{ listStyle: 'none' }}>
        {topics.map((topic, index) => (
          <TopicRow
            key={topic.id}
            topic={topic}
            first={index === 0}
            last={index === topics.length - 1}
            onMove={(step) => move(index, step)}
            onEdit={() => setEditing(topic)}
            onGroups={() => setChoosing(topic)}
            onDelete={() => setDeleting(topic)}
          />
        ))}
      </Stack>
    );

  return (
    <>
      <Stack component="section" aria-labelledby="topics-list-title">
        <Group justify="space-between">
          <Title id="topics-list-title" order={2} size="h4">
            {t('topics.listTitle')}
          </Title>
          {topics.length > 0 && <Button onClick={() => setCreating(true)}>{t('topics.add')}</Button>}
        </Group>
        <Text size="sm" c="dimmed">
          {t('topics.intro')}
        </Text>
        {body}
      </Stack>
      {data && <MenuKeywordForm key={`${data.topics.menuKeyword}`} botId={botId} menuKeyword={data.topics.menuKeyword ?? null} effectiveMenuKeyword={data.topics.effectiveMenuKeyword} />}
      <TopicFormModal
        botId={botId}
        account={account}
        restored={restored}
        opened={creating || editing !== null}
        editing={editing ?? undefined}
        onClose={() => {
          setCreating(false);
          setEditing(null);
          setRestored(null);
        }}
        onSave={save}
      />
      <TopicGroupsModal
        botId={botId}
        account={account}
        restored={groupsRestored}
        topic={choosing}
        onClose={() => {
          setChoosing(null);
          setGroupsRestored(null);
        }}
        onSave={(groupIds) => setGroups({ variables: { input: { botId, topicId: choosing?.id ?? '', groupIds } } })}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('topics.delete.title')}
        keepLabel={t('common.cancel')}
        onKeep={() => setDeleting(null)}
        confirmLabel={t('topics.delete.confirm')}
        confirming={removing}
        onConfirm={() => void confirmDelete()}
      >
        <Text>{t('topics.delete.message', { name: deleting?.name ?? '' })}</Text>
      </ConfirmDialog>
    </>
  );
}

export function TopicsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useBotTopics_ChatbotQuery({ variables: { id } });
  const { screen, bot } = useOwnedBot(query, <Skeleton height={200} aria-busy aria-label={t('common.loading')} />);
  if (screen) return screen;

  return (
    <Stack w="100%">
      <BotPageTitle section="topics" botName={bot.name} />
      <Topics key={bot.id} botId={bot.id} account={query.data?.me?.email ?? ''} />
    </Stack>
  );
}
