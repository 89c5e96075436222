// Uploading knowledge files: the chosen files are checked here (type, 5 MB), a name that already exists asks
// "replace?" first, and a refusal names the file, the reason in the user's language and the row or page.
import { useRef, useState, type ReactNode } from 'react';
import { List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useBotAutoQa_UploadMutation } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { readAsBase64 } from '../../bots/knowledge-files';
import { errorMessageKey } from '../../forms/graphql-errors';
import { KNOWLEDGE_ACCEPT, knowledgeContentType, knowledgeFileProblem, uploadRefusalOf, type UploadRefusal } from './knowledge-upload';
import { RefusalText } from './RefusalText';
import { ErrorBanner } from '../../forms/ErrorBanner';
import { withinUploadTotal } from '../../bots/knowledge-files';

type Problem = { kind: 'local'; files: { name: string; key: string }[] } | { kind: 'refused'; refusal: UploadRefusal | null; messageKey: string };

function ProblemAlert({ problem, onClose }: { problem: Problem; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorBanner withCloseButton onClose={onClose} title={t('autoQa.upload.failed')}>
      {problem.kind === 'local' ? (
        <List size="sm">
          {problem.files.map((file) => (
            <List.Item key={file.name}>{t(file.key, { name: file.name })}</List.Item>
          ))}
        </List>
      ) : problem.refusal?.file ? (
        <RefusalText refusal={problem.refusal} />
      ) : (
        t(problem.messageKey)
      )}
    </ErrorBanner>
  );
}

interface KnowledgeUploadOptions {
  botId: string;
  /** Names of the files the bot already has. */
  existingNames: string[];
  onUploaded: () => void;
}

/** The upload control of the AutoQA page: `open` asks for files; `element` holds the input, the warning and the outcome. */
export function useKnowledgeUpload({ botId, existingNames, onUploaded }: KnowledgeUploadOptions): { open: () => void; uploading: boolean; element: ReactNode } {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [replacing, setReplacing] = useState<{ files: File[]; names: string[] } | null>(null);
  const [upload, { loading }] = useBotAutoQa_UploadMutation();

  const send = async (files: File[], overwrite: boolean) => {
    setReplacing(null);
    try {
      const encoded = await Promise.all(files.map(async (file) => ({ fileName: file.name, contentType: knowledgeContentType(file), base64: await readAsBase64(file) })));
      const { data } = await upload({ variables: { input: { botId, files: encoded, overwrite } } });
      notifications.show({ color: 'green', message: t('autoQa.upload.done', { files: data?.uploadKnowledgeFiles.files.length ?? files.length }) });
      onUploaded();
    } catch (error) {
      setProblem({ kind: 'refused', refusal: uploadRefusalOf(error), messageKey: errorMessageKey(error) });
    }
  };

  const choose = (files: File[]) => {
    setProblem(null);
    const bad = files.flatMap((file) => {
      const key = knowledgeFileProblem(file);
      return key ? [{ name: file.name, key }] : [];
    });
    const { over } = withinUploadTotal(files);
    const tooMuch = over.map((file) => ({ name: file.name, key: 'autoQa.upload.totalTooLarge' }));
    if (bad.length + tooMuch.length > 0) {
      setProblem({ kind: 'local', files: [...bad, ...tooMuch] });
      return;
    }
    const names = files.map((file) => file.name).filter((name) => existingNames.includes(name));
    if (names.length > 0) setReplacing({ files, names });
    else void send(files, false);
  };

  const element = (
    <>
      <input
        ref={input}
        type="file"
        multiple
        accept={KNOWLEDGE_ACCEPT}
        hidden
        aria-label={t('autoQa.upload.input')}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Lets the same file be chosen again after it was fixed.
          event.currentTarget.value = '';
          if (files.length > 0) choose(files);
        }}
      />
      {problem && <ProblemAlert problem={problem} onClose={() => setProblem(null)} />}
      <ConfirmDialog
        opened={replacing !== null}
        title={t('autoQa.upload.replaceTitle')}
        keepLabel={t('common.cancel')}
        onKeep={() => setReplacing(null)}
        confirmLabel={t('autoQa.upload.replace')}
        confirmColor="orange"
        confirming={loading}
        onConfirm={() => replacing && void send(replacing.files, true)}
      >
        <Text>{t('autoQa.upload.replaceMessage')}</Text>
        <List size="sm">
          {replacing?.names.map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
        </List>
      </ConfirmDialog>
    </>
  );

  return { open: () => input.current?.click(), uploading: loading, element };
}
