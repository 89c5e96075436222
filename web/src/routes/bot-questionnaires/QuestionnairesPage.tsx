// The questionnaire page on /dashboard/bot/:id/questionnaires (PRODUCT.md §1, §2, §3): the bot's questionnaires with
// their keyword, questions and responses, an active switch, edit and delete (after confirmation), and each one's
// responses (?responses=<id>) with a date filter and the CSV export.
import { useState } from 'react';
import { Badge, Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  useBotQuestionnaires_ChatbotQuery,
  useBotQuestionnaires_DeleteMutation,
  useBotQuestionnaires_ListQuery,
  useBotQuestionnaires_UpdateMutation,
  type BotQuestionnaires_QuestionnaireFragment as Questionnaire,
} from '../../__generated__/graphql';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { EmptyState } from '../../app/EmptyState';
import { useRescued, useTakeRescuedOnce } from '../../app/form-rescue';
import { QueryFailure } from '../../app/QueryFailure';
import { errorMessageKey } from '../../forms/graphql-errors';
import { QuestionnaireEditor } from './QuestionnaireEditor';
import { questionnaireRescueName, questionnaireRescueShape, toQuestionnaireInput, valuesOf, type QuestionnaireRescue } from './questionnaire-form';
import { ResponsesView } from './ResponsesView';
import { BotPageTitle } from '../../bots/BotPageTitle';
import { useOwnedBot } from '../../bots/owned-bot';

function QuestionnaireCard({ item, onToggle, onEdit, onDelete, onResponses }: { item: Questionnaire; onToggle: (active: boolean) => void; onEdit: () => void; onDelete: () => void; onResponses: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="article" aria-labelledby={`questionnaire-${item.id}`}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title id={`questionnaire-${item.id}`} order={3} size="h5">
            {item.title}
          </Title>
          <Group gap="xs">
            {item.keyword ? <Badge variant="light">{t('questionnaires.list.keyword', { keyword: item.keyword })}</Badge> : <Badge color="gray">{t('questionnaires.list.noKeyword')}</Badge>}
            <Text size="sm" c="dimmed">
              {t('questionnaires.list.summary', { questions: item.questions.length, responses: item.responseCount })}
            </Text>
          </Group>
        </Stack>
        <Switch label={t('questionnaires.list.active')} aria-label={t('questionnaires.list.activeOf', { title: item.title })} checked={item.active} onChange={(event) => onToggle(event.currentTarget.checked)} />
      </Group>
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="light" onClick={onResponses} aria-label={t('questionnaires.list.responsesOf', { title: item.title })}>
          {t('questionnaires.list.responses')}
        </Button>
        <Button size="xs" variant="default" onClick={onEdit} aria-label={t('questionnaires.list.editOf', { title: item.title })}>
          {t('questionnaires.list.edit')}
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={t('questionnaires.list.deleteOf', { title: item.title })}>
          {t('questionnaires.list.delete')}
        </Button>
      </Group>
    </Card>
  );
}

function Questionnaires({ botId, account }: { botId: string; account: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Questionnaire | 'new' | null>(null);
  // Text typed in the editor before the session was lost: the editor opens again with it once the list is here (a
  // questionnaire deleted since leaves nothing to open).
  const rescued = useRescued(questionnaireRescueName(botId), account, questionnaireRescueShape);
  const [restored, setRestored] = useState<QuestionnaireRescue | null>(null);
  const [deleting, setDeleting] = useState<Questionnaire | null>(null);
  const [search, setSearch] = useSearchParams();
  const shown = search.get('responses');
  // The list is not asked for while one questionnaire's responses are shown.
  const { data, error, refetch } = useBotQuestionnaires_ListQuery({ variables: { botId }, fetchPolicy: 'cache-and-network', skip: shown !== null });
  const [update] = useBotQuestionnaires_UpdateMutation();
  const [remove, { loading: removing }] = useBotQuestionnaires_DeleteMutation();
  const reload = () => void refetch().catch(() => undefined);
  if (shown) return <ResponsesView botId={botId} id={shown} onBack={() => setSearch({})} />;

  const toggle = async (item: Questionnaire, active: boolean) => {
    try {
      await update({ variables: { input: toQuestionnaireInput(botId, item.id, { ...valuesOf(item), active }) } });
    } catch (failure) {
      notifications.show({ color: 'red', title: t('questionnaires.list.toggleFailed', { title: item.title }), message: t(errorMessageKey(failure)) });
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { input: { botId, id: deleting.id } } });
      notifications.show({ color: 'green', message: t('questionnaires.delete.done', { title: deleting.title }) });
      setDeleting(null);
      reload();
    } catch (failure) {
      notifications.show({ color: 'red', title: t('questionnaires.delete.failed'), message: t(errorMessageKey(failure)) });
    }
  };

  const items = data?.questionnaires ?? [];
  useTakeRescuedOnce(rescued, data !== undefined, (copy) => {
    const item = copy.questionnaireId === null ? 'new' : items.find((candidate) => candidate.id === copy.questionnaireId);
    if (item) {
      setRestored(copy);
      setEditing(item);
    }
  });
  const closeEditor = () => {
    setEditing(null);
    setRestored(null);
  };
  let body;
  if (error && !data) body = <QueryFailure error={error} onRetry={reload} />;
  else if (!data) body = <Skeleton height={160} />;
  else if (items.length === 0)
    body = (
      <EmptyState title={t('questionnaires.empty.title')} message={t('questionnaires.empty.message')}>
        <Button onClick={() => setEditing('new')}>{t('questionnaires.add')}</Button>
      </EmptyState>
    );
  else
    body = items.map((item) => (
      <QuestionnaireCard
        key={item.id}
        item={item}
        onToggle={(active) => void toggle(item, active)}
        onEdit={() => setEditing(item)}
        onDelete={() => setDeleting(item)}
        onResponses={() => setSearch({ responses: item.id })}
      />
    ));

  return (
    <Stack component="section" aria-labelledby="questionnaires-list-title">
      <Group justify="space-between">
        <Title id="questionnaires-list-title" order={2} size="h4">
          {t('questionnaires.listTitle')}
        </Title>
        <Button onClick={() => setEditing('new')}>{t('questionnaires.add')}</Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('questionnaires.help')}
      </Text>
      {body}
      <QuestionnaireEditor
        opened={editing !== null}
        botId={botId}
        questionnaire={editing === 'new' ? null : editing}
        account={account}
        restored={restored}
        onClose={closeEditor}
        onSaved={() => {
          closeEditor();
          reload();
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('questionnaires.delete.title')}
        keepLabel={t('common.cancel')}
        onKeep={() => setDeleting(null)}
        confirmLabel={t('questionnaires.delete.confirm')}
        confirming={removing}
        onConfirm={() => void confirmDelete()}
      >
        <Text>{t('questionnaires.delete.message', { title: deleting?.title ?? '', count: deleting?.responseCount ?? 0 })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

export function QuestionnairesPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useBotQuestionnaires_ChatbotQuery({ variables: { id } });
  const { screen, bot } = useOwnedBot(query, <Skeleton height={240} aria-busy aria-label={t('common.loading')} />);
  if (screen) return screen;

  return (
    <Stack>
      <BotPageTitle section="questionnaires" botName={bot.name} />
      <Questionnaires key={bot.id} botId={bot.id} account={query.data?.me?.email ?? ''} />
    </Stack>
  );
}
