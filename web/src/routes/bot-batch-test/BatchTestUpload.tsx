// The upload card of the batch test (PRODUCT.md §3, §8): a CSV of `question,expected_answer` lines dropped or chosen,
// checked here (CSV, 5 MB), then started; "no file selected" without one, and an invalid file's bad lines listed.
import { useState } from 'react';
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MSG, type LineIssue } from '../../../../schema/rules';
import { useBatchTest_StartMutation, type BatchTest_RunFragment } from '../../__generated__/graphql';
import { FileDropZone } from '../../bots/FileDropZone';
import { readAsBase64 } from '../../bots/knowledge-files';
import { BadLineList } from '../../forms/BadLineList';
import { errorCodeOf, errorMessageKey, lineIssuesOf } from '../../forms/graphql-errors';
import { importRefusalOf } from '../bot-faq/csv-transfer';
import { downloadSample, sampleCsv } from './batch-test';
import { ErrorBanner } from '../../forms/ErrorBanner';

interface Problem {
  title: string;
  message: string;
  lines: LineIssue[];
}

interface BatchTestUploadProps {
  botId: string;
  rowLimit: number;
  /** A run is unfinished: a new one cannot start. */
  busy: boolean;
  onStarted: (run: BatchTest_RunFragment) => void;
}

export function BatchTestUpload({ botId, rowLimit, busy, onStarted }: BatchTestUploadProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [start, { loading }] = useBatchTest_StartMutation();

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    const refusal = importRefusalOf(chosen);
    setProblem(refusal ? { title: t('batchTest.upload.failed'), message: t(refusal, { name: chosen.name }), lines: [] } : null);
    setFile(refusal ? null : chosen);
  };

  const submit = async () => {
    if (!file) {
      setProblem({ title: t('batchTest.upload.failed'), message: t(MSG.noFileSelected), lines: [] });
      return;
    }
    setProblem(null);
    try {
      const base64 = await readAsBase64(file);
      const { data } = await start({ variables: { input: { botId, file: { fileName: file.name, contentType: 'text/csv', base64 } } } });
      setFile(null);
      if (data) onStarted(data.startBatchTest.run);
    } catch (error) {
      const invalid = errorCodeOf(error) === 'IMPORT_INVALID';
      setProblem({ title: t(invalid ? 'batchTest.upload.invalid' : 'batchTest.upload.failed'), message: invalid ? '' : t(errorMessageKey(error)), lines: lineIssuesOf(error) });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="batch-upload-title">
      <Stack>
        <Title id="batch-upload-title" order={2} size="h4">
          {t('batchTest.upload.title')}
        </Title>
        <Text size="sm">{t('batchTest.upload.format', { limit: rowLimit })}</Text>
        <Code block aria-label={t('batchTest.upload.example')}>
          {sampleCsv(t)}
        </Code>
        <FileDropZone accept=".csv,text/csv" title={t('batchTest.upload.drop')} label={t('batchTest.upload.file')} hint={t('batchTest.upload.hint')} onFiles={choose} />
        {file && <Text size="sm">{t('batchTest.upload.chosen', { name: file.name })}</Text>}
        {problem && (
          <ErrorBanner title={problem.title} withCloseButton onClose={() => setProblem(null)}>
            <Stack gap="xs">
              {problem.message}
              <BadLineList lines={problem.lines} />
            </Stack>
          </ErrorBanner>
        )}
        {busy && <Text size="sm" c="dimmed">{t('batchTest.upload.busy')}</Text>}
        <Group>
          <Button onClick={() => void submit()} loading={loading} disabled={busy}>
            {t('batchTest.upload.start')}
          </Button>
          <Button variant="default" onClick={() => downloadSample(t)}>
            {t('batchTest.upload.sample')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
