// The entity files page on /dashboard/bot/:id/ner (PRODUCT.md §2 "NER file pages"): entity CSV files (drop or
// choose one; a file of the same name is replaced and the page says so; bad rows listed by line), their active
// switches and delete with confirmation, and a test box showing the entities a text names.
import { useState } from 'react';
import { Code, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { LineIssue } from '../../../../schema/rules/errors';
import { ENTITY_FILE_MAX_BYTES } from '../../../../schema/rules/entities';
import {
  useBotEntities_ChatbotQuery,
  useBotEntities_DataQuery,
  useBotEntities_DeleteMutation,
  useBotEntities_SetActiveMutation,
  useBotEntities_UploadMutation,
  type BotEntities_FileFragment,
} from '../../__generated__/graphql';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { QueryFailure } from '../../app/QueryFailure';
import { ActiveFileTable } from '../../bots/ActiveFileTable';
import { FileDropZone } from '../../bots/FileDropZone';
import { readAsBase64 } from '../../bots/knowledge-files';
import { errorMessageKey, lineIssuesOf } from '../../forms/graphql-errors';
import { EntityTestBox } from './EntityTestBox';
import { DismissibleAlert } from '../../forms/ErrorBanner';
import { BotPageTitle } from '../../bots/BotPageTitle';
import { useOwnedBot } from '../../bots/owned-bot';

/** What went wrong with the last upload: a sentence, or the file's bad rows. */
type Problem = { message: string; lines: LineIssue[] };

/** The i18n key of why a chosen file cannot be an entity file, or null when it may go. */
function entityFileProblem(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return 'entities.upload.badType';
  if (file.size > ENTITY_FILE_MAX_BYTES) return 'entities.upload.tooLarge';
  return null;
}

function EntityFiles({ botId }: { botId: string }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [replaced, setReplaced] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BotEntities_FileFragment | null>(null);
  const { data, error, refetch } = useBotEntities_DataQuery({ variables: { botId }, fetchPolicy: 'cache-and-network' });
  const [upload, { loading: uploading }] = useBotEntities_UploadMutation();
  const [setActive] = useBotEntities_SetActiveMutation();
  const [deleteFile, { loading: removing }] = useBotEntities_DeleteMutation();
  const files = data?.entities.files ?? [];

  const send = async (file: File) => {
    setProblem(null);
    setReplaced(null);
    const key = entityFileProblem(file);
    if (key) {
      setProblem({ message: t(key, { name: file.name }), lines: [] });
      return;
    }
    try {
      const base64 = await readAsBase64(file);
      const result = await upload({ variables: { input: { botId, file: { fileName: file.name, contentType: 'text/csv', base64 } } } });
      setReplaced(result.data?.uploadEntityFile.data.replacedFile ?? null);
      notifications.show({ color: 'green', message: t('entities.upload.done', { name: file.name }) });
    } catch (failure) {
      const lines = lineIssuesOf(failure);
      setProblem({ message: lines.length > 0 ? t('entities.upload.badRows', { name: file.name }) : `${file.name}: ${t(errorMessageKey(failure))}`, lines });
    }
  };
  const toggle = async (file: BotEntities_FileFragment, active: boolean) => {
    try {
      await setActive({ variables: { input: { botId, fileId: file.id, active } } });
    } catch (failure) {
      notifications.show({ color: 'red', title: t('entities.table.toggleFailed', { name: file.fileName }), message: t(errorMessageKey(failure)) });
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteFile({ variables: { input: { botId, fileId: deleting.id } } });
      notifications.show({ color: 'green', message: t('entities.delete.done', { name: deleting.fileName }) });
      setDeleting(null);
    } catch (failure) {
      notifications.show({ color: 'red', title: t('entities.delete.failed'), message: t(errorMessageKey(failure)) });
    }
  };

  let body;
  if (error && !data) body = <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!data) body = <Skeleton height={120} />;
  else if (files.length === 0) body = <Text c="dimmed">{t('entities.empty')}</Text>;
  else
    body = (
      <ActiveFileTable
        section="entities"
        countHeader="entities.table.entities"
        countOf={(file) => file.entityCount}
        files={files}
        onToggle={(file, active) => void toggle(file, active)}
        onDelete={setDeleting}
      />
    );

  return (
    <Stack component="section" aria-labelledby="entity-files-title">
      <Title id="entity-files-title" order={2} size="h4">
        {t('entities.filesTitle')}
      </Title>
      <Text size="sm">{t('entities.help')}</Text>
      <Code block>{'type,value,synonyms\ndistrict,中正區,中正|中正区'}</Code>
      <FileDropZone
        accept=".csv,text/csv"
        title={uploading ? t('entities.upload.sending') : t('entities.upload.drop')}
        label={t('entities.upload.input')}
        hint={t('entities.upload.hint')}
        onFiles={(chosen) => chosen[0] && void send(chosen[0])}
      />
      {replaced && (
        <DismissibleAlert color="yellow" role="status" withCloseButton onClose={() => setReplaced(null)}>
          {t('entities.upload.replaced', { name: replaced })}
        </DismissibleAlert>
      )}
      {problem && (
        <DismissibleAlert color="red" role="alert" withCloseButton onClose={() => setProblem(null)} title={t('entities.upload.failed')}>
          <Text size="sm">{problem.message}</Text>
          {problem.lines.length > 0 && (
            <List size="sm" aria-label={t('entities.upload.badRowsList')}>
              {problem.lines.map((issue, i) => (
                <List.Item key={`${issue.line}-${i}`}>{t('entities.upload.line', { line: issue.line, message: t(issue.message, issue.values) })}</List.Item>
              ))}
            </List>
          )}
        </DismissibleAlert>
      )}
      {data && (
        <Text size="sm" c="dimmed">
          {t('entities.count', { count: data.entities.entityCount })}
          {data.entities.types.length > 0 && ` ${t('entities.types', { types: data.entities.types.join(t('entities.listSeparator')) })}`}
        </Text>
      )}
      {body}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('entities.delete.title')}
        keepLabel={t('common.cancel')}
        onKeep={() => setDeleting(null)}
        confirmLabel={t('entities.delete.confirm')}
        confirming={removing}
        onConfirm={() => void remove()}
      >
        <Text>{t('entities.delete.message', { name: deleting?.fileName ?? '' })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

export function EntitiesPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { screen, bot } = useOwnedBot(useBotEntities_ChatbotQuery({ variables: { id } }), <Skeleton height={240} aria-busy aria-label={t('common.loading')} />);
  if (screen) return screen;

  return (
    <Stack>
      <BotPageTitle section="ner" botName={bot.name} />
      <EntityFiles key={bot.id} botId={bot.id} />
      <EntityTestBox botId={bot.id} />
    </Stack>
  );
}
