// The AutoFAQ page on /dashboard/bot/:id/autofaq (PRODUCT.md §1, §2): the answer-set CSV files (upload with a
// same-name warning, active switch, delete) and a test box showing which fixed answer would be chosen.
import { useRef, useState } from 'react';
import { Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AUTOFAQ_FILE_MAX_BYTES } from '../../../../schema/rules/autofaq';
import {
  useBotAutoFaq_ChatbotQuery,
  useBotAutoFaq_DataQuery,
  useBotAutoFaq_DeleteMutation,
  useBotAutoFaq_SetActiveMutation,
  useBotAutoFaq_UploadMutation,
  type BotAutoFaq_FileFragment,
} from '../../__generated__/graphql';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { EmptyState } from '../../app/EmptyState';
import { QueryFailure } from '../../app/QueryFailure';
import { readAsBase64 } from '../../bots/knowledge-files';
import { errorMessageKey } from '../../forms/graphql-errors';
import { uploadRefusalOf, type UploadRefusal } from '../bot-autoqa/knowledge-upload';
import { RefusalText } from '../bot-autoqa/RefusalText';
import { AutoFaqFileTable } from './AutoFaqFileTable';
import { AutoFaqTestBox } from './AutoFaqTestBox';
import { ErrorBanner } from '../../forms/ErrorBanner';
import { BotPageTitle } from '../../bots/BotPageTitle';
import { useOwnedBot } from '../../bots/owned-bot';

/** An answer set's columns are its own (answer or content), not a knowledge file's first column. */
const ANSWER_SET_REASONS = { csv_columns: 'autoFaq.upload.csvColumns', too_many_chunks: 'autoFaq.upload.tooManyAnswers' };

export function AutoFaqSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy aria-label={t('common.loading')}>
      <Skeleton height={32} width="30%" />
      <Skeleton height={200} />
      <Skeleton height={120} />
    </Stack>
  );
}

/** The i18n key of why a chosen file cannot be an answer set, or null when it may go. */
function answerSetProblem(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return 'autoFaq.upload.badType';
  if (file.size > AUTOFAQ_FILE_MAX_BYTES) return 'autoFaq.upload.tooLarge';
  return null;
}

function AnswerSets({ botId }: { botId: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | UploadRefusal | null>(null);
  const [replacing, setReplacing] = useState<File | null>(null);
  const [deleting, setDeleting] = useState<BotAutoFaq_FileFragment | null>(null);
  const { data, error, refetch } = useBotAutoFaq_DataQuery({ variables: { botId }, fetchPolicy: 'cache-and-network' });
  const [upload, { loading: uploading }] = useBotAutoFaq_UploadMutation();
  const [setActive] = useBotAutoFaq_SetActiveMutation();
  const [deleteFile, { loading: removing }] = useBotAutoFaq_DeleteMutation();
  const reload = () => void refetch().catch(() => undefined);
  const files = data?.autoFaq.files ?? [];

  const send = async (file: File, overwrite: boolean) => {
    setReplacing(null);
    try {
      const base64 = await readAsBase64(file);
      await upload({ variables: { input: { botId, overwrite, file: { fileName: file.name, contentType: 'text/csv', base64 } } } });
      notifications.show({ color: 'green', message: t('autoFaq.upload.done', { name: file.name }) });
    } catch (failure) {
      // KNOWLEDGE_FILE_INVALID and FILE_EXISTS name the file, the reason and the row; anything else is said as it is.
      const refusal = uploadRefusalOf(failure);
      setProblem(refusal?.file ? refusal : `${file.name}: ${t(errorMessageKey(failure))}`);
    }
  };
  const choose = (file: File) => {
    setProblem(null);
    const key = answerSetProblem(file);
    if (key) setProblem(t(key, { name: file.name }));
    else if (files.some((stored) => stored.fileName === file.name)) setReplacing(file);
    else void send(file, false);
  };
  const toggle = async (file: BotAutoFaq_FileFragment, active: boolean) => {
    try {
      await setActive({ variables: { input: { botId, fileId: file.id, active } } });
    } catch (failure) {
      notifications.show({ color: 'red', title: t('autoFaq.table.toggleFailed', { name: file.fileName }), message: t(errorMessageKey(failure)) });
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteFile({ variables: { input: { botId, fileId: deleting.id } } });
      notifications.show({ color: 'green', message: t('autoFaq.delete.done', { name: deleting.fileName }) });
      setDeleting(null);
    } catch (failure) {
      notifications.show({ color: 'red', title: t('autoFaq.delete.failed'), message: t(errorMessageKey(failure)) });
    }
  };

  let body;
  if (error && !data) body = <QueryFailure error={error} onRetry={reload} />;
  else if (!data) body = <Skeleton height={160} />;
  else if (files.length === 0)
    body = (
      <EmptyState title={t('autoFaq.empty.title')} message={t('autoFaq.empty.message')}>
        <Button onClick={() => input.current?.click()}>{t('autoFaq.upload.open')}</Button>
      </EmptyState>
    );
  else body = <AutoFaqFileTable files={files} onToggle={(file, active) => void toggle(file, active)} onDelete={setDeleting} />;

  return (
    <Stack component="section" aria-labelledby="answer-sets-title">
      <Group justify="space-between">
        <Title id="answer-sets-title" order={2} size="h4">
          {t('autoFaq.filesTitle')}
        </Title>
        <Button onClick={() => input.current?.click()} loading={uploading}>
          {t('autoFaq.upload.open')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {data ? t('autoFaq.answerCount', { answers: data.autoFaq.answerCount }) : ''} {t('autoFaq.upload.help')}
      </Text>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={t('autoFaq.upload.input')}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) choose(file);
        }}
      />
      {problem && (
        <ErrorBanner withCloseButton onClose={() => setProblem(null)} title={t('autoFaq.upload.failed')}>
          {typeof problem === 'string' ? problem : <RefusalText refusal={problem} reasonKeys={ANSWER_SET_REASONS} />}
        </ErrorBanner>
      )}
      {body}
      <ConfirmDialog
        opened={replacing !== null}
        title={t('autoFaq.upload.replaceTitle')}
        keepLabel={t('common.cancel')}
        onKeep={() => setReplacing(null)}
        confirmLabel={t('autoFaq.upload.replace')}
        confirmColor="orange"
        confirming={uploading}
        onConfirm={() => replacing && void send(replacing, true)}
      >
        <Text>{t('autoFaq.upload.replaceMessage')}</Text>
        <List size="sm">
          <List.Item>{replacing?.name}</List.Item>
        </List>
      </ConfirmDialog>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('autoFaq.delete.title')}
        keepLabel={t('common.cancel')}
        onKeep={() => setDeleting(null)}
        confirmLabel={t('autoFaq.delete.confirm')}
        confirming={removing}
        onConfirm={() => void remove()}
      >
        <Text>{t('autoFaq.delete.message', { name: deleting?.fileName ?? '' })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

export function AutoFaqPage() {
  const { id = '' } = useParams();
  const { screen, bot } = useOwnedBot(useBotAutoFaq_ChatbotQuery({ variables: { id } }), <AutoFaqSkeleton />);
  if (screen) return screen;

  return (
    <Stack>
      <BotPageTitle section="autofaq" botName={bot.name} />
      <AnswerSets key={bot.id} botId={bot.id} />
      <AutoFaqTestBox botId={bot.id} />
    </Stack>
  );
}
