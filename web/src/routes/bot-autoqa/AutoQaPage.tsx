// The AutoQA page on /dashboard/bot/:id/autoqa (PRODUCT.md §2, §3): the knowledge files with live ingestion, upload,
// per-file description and prompt, the bot-level prompt, the retrieval test and prompt optimisation.
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  useBotAutoQa_ChatbotQuery,
  useBotAutoQa_DataQuery,
  useBotAutoQa_IngestProgressSubscription,
  useBotAutoQa_LlmQuery,
  useBotAutoQa_RetryMutation,
  useBotAutoQa_SetActiveMutation,
  type BotAutoQa_FileFragment,
} from '../../__generated__/graphql';
import { EmptyState } from '../../app/EmptyState';
import { useRescued, useTakeRescuedOnce } from '../../app/form-rescue';
import { QueryFailure } from '../../app/QueryFailure';
import { errorMessageKey } from '../../forms/graphql-errors';
import { BotPromptCard } from './BotPromptCard';
import { DeleteFileModal } from './DeleteFileModal';
import { FileEditModal, fileEditRescueName, fileEditRescueShape, type FileEditRescue } from './FileEditModal';
import { KnowledgeFileTable } from './KnowledgeFileTable';
import { useKnowledgeUpload } from './KnowledgeUpload';
import { OptimizationPanel } from './OptimizationPanel';
import { RetrievalTestPanel } from './RetrievalTestPanel';
import { BotPageTitle } from '../../bots/BotPageTitle';
import { useOwnedBot } from '../../bots/owned-bot';

export function AutoQaSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy aria-label={t('common.loading')}>
      <Skeleton height={32} width="30%" />
      <Skeleton height={240} />
      <Skeleton height={160} />
    </Stack>
  );
}

const unfinished = (file: BotAutoQa_FileFragment) => file.status === 'pending' || file.status === 'processing';

function KnowledgeFiles({ botId, account }: { botId: string; account: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ file: BotAutoQa_FileFragment; restored?: FileEditRescue } | null>(null);
  const [deleting, setDeleting] = useState<BotAutoQa_FileFragment | null>(null);
  const [retryingId, setRetryingId] = useState<string | null>(null);
  const { data, error, refetch } = useBotAutoQa_DataQuery({ variables: { botId }, fetchPolicy: 'cache-and-network' });
  const llm = useBotAutoQa_LlmQuery();
  const [setActive] = useBotAutoQa_SetActiveMutation();
  const [retry] = useBotAutoQa_RetryMutation();
  const reload = () => void refetch().catch(() => undefined);
  const files = data?.autoQa.files ?? [];
  const ingesting = files.some(unfinished);
  // Text typed in a file's edit dialog before the session was lost: the dialog opens again with it once the files are
  // here (a file deleted since leaves nothing to open).
  const rescued = useRescued(fileEditRescueName(botId), account, fileEditRescueShape);
  useTakeRescuedOnce(rescued, data !== undefined, (copy) => {
    const file = files.find((candidate) => candidate.id === copy.fileId);
    if (file) setEditing({ file, restored: copy });
  });
  const upload = useKnowledgeUpload({ botId, existingNames: files.map((file) => file.fileName), onUploaded: reload });

  // Each step arrives as the file with its new status; Apollo's cache puts it into the table by id.
  useBotAutoQa_IngestProgressSubscription({ variables: { botId }, skip: !ingesting });
  // Once nothing is left to ingest, the list is read again for the final summaries and chunk counts.
  const wasIngesting = useRef(false);
  useEffect(() => {
    if (wasIngesting.current && !ingesting) reload();
    wasIngesting.current = ingesting;
  });

  const toggle = async (file: BotAutoQa_FileFragment, active: boolean) => {
    try {
      await setActive({ variables: { input: { botId, fileId: file.id, active } } });
    } catch (failure) {
      notifications.show({ color: 'red', title: t('autoQa.table.toggleFailed', { name: file.fileName }), message: t(errorMessageKey(failure)) });
    }
  };
  const retryFile = async (file: BotAutoQa_FileFragment) => {
    setRetryingId(file.id);
    try {
      await retry({ variables: { input: { botId, fileId: file.id } } });
    } catch (failure) {
      notifications.show({ color: 'red', title: t('autoQa.table.retryFailed', { name: file.fileName }), message: t(errorMessageKey(failure)) });
    } finally {
      setRetryingId(null);
    }
  };

  let body;
  if (error && !data) body = <QueryFailure error={error} onRetry={reload} />;
  else if (!data) body = <Skeleton height={200} />;
  else if (files.length === 0)
    body = (
      <EmptyState title={t('autoQa.empty.title')} message={t('autoQa.empty.message')}>
        <Button onClick={upload.open}>{t('autoQa.upload.open')}</Button>
      </EmptyState>
    );
  else
    body = (
      <KnowledgeFileTable
        files={files}
        onToggle={(file, active) => void toggle(file, active)}
        onEdit={(file) => setEditing({ file })}
        onDelete={setDeleting}
        onRetry={(file) => void retryFile(file)}
        retryingId={retryingId}
      />
    );

  return (
    <>
      <Stack component="section" aria-labelledby="knowledge-files-title">
        <Group justify="space-between">
          <Title id="knowledge-files-title" order={2} size="h4">
            {t('autoQa.filesTitle')}
          </Title>
          <Button onClick={upload.open} loading={upload.uploading}>
            {t('autoQa.upload.open')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('autoQa.upload.help')}
        </Text>
        {upload.element}
        {body}
      </Stack>
      {data && <BotPromptCard botId={botId} prompt={data.autoQa.prompt} account={account} />}
      <RetrievalTestPanel botId={botId} />
      <OptimizationPanel botId={botId} llmConfigured={llm.data?.userConfig.llm.configured ?? false} onApplied={reload} />
      <FileEditModal botId={botId} account={account} file={editing?.file ?? null} restored={editing?.restored ?? null} onClose={() => setEditing(null)} />
      <DeleteFileModal
        botId={botId}
        file={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          reload();
        }}
      />
    </>
  );
}

export function AutoQaPage() {
  const { id = '' } = useParams();
  const query = useBotAutoQa_ChatbotQuery({ variables: { id } });
  const { screen, bot } = useOwnedBot(query, <AutoQaSkeleton />);
  if (screen) return screen;

  return (
    <Stack>
      <BotPageTitle section="autoqa" botName={bot.name} />
      <KnowledgeFiles key={bot.id} botId={bot.id} account={query.data?.me?.email ?? ''} />
    </Stack>
  );
}
