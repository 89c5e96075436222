// Importing a CSV into the Q&A list: the file is checked here, sent base64-encoded, and the outcome
// shown — the counts with any line worth a look, or every bad line of an IMPORT_INVALID refusal with its message.
import { useRef, useState, type ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LineIssue } from '../../../../schema/rules';
import { useBotFaq_ImportMutation } from '../../__generated__/graphql';
import { contentTypeOf, readAsBase64 } from '../../bots/knowledge-files';
import { BadLineList } from '../../forms/BadLineList';
import { errorCodeOf, errorMessageKey, errorValuesOf, lineIssuesOf } from '../../forms/graphql-errors';
import { importRefusalOf } from './csv-transfer';
import { DismissibleAlert, ErrorBanner } from '../../forms/ErrorBanner';

type Outcome =
  /** `warnings`: lines imported as they are that read as a mistake (a question in two groups, keys alike). */
  | { kind: 'imported'; created: number; updated: number; warnings: LineIssue[] }
  /** `title` replaces the banner's "Upload failed" when the message itself says so (the catalogue's import failure). */
  | { kind: 'refused'; message: string; lines: LineIssue[]; title?: string };

function OutcomeAlert({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  const { t } = useTranslation();
  if (outcome.kind === 'imported') {
    return (
      <DismissibleAlert color={outcome.warnings.length > 0 ? 'yellow' : 'green'} withCloseButton onClose={onClose} role="status">
        <Stack gap="xs">
          <Text inherit>{t('faq.import.done', { created: outcome.created, updated: outcome.updated })}</Text>
          {outcome.warnings.length > 0 && <Text inherit>{t('faq.import.checkLines')}</Text>}
          <BadLineList lines={outcome.warnings} label={t('faq.import.warningLines')} />
        </Stack>
      </DismissibleAlert>
    );
  }
  return (
    <ErrorBanner withCloseButton onClose={onClose} title={outcome.title ?? t('faq.import.failed')}>
      <Stack gap="xs">
        {outcome.message}
        <BadLineList lines={outcome.lines} />
      </Stack>
    </ErrorBanner>
  );
}

/** For a refusal at the plan's group limit, the counts to act on (the file's new groups, the account's, the limit). */
function overLimitMessage(error: unknown, t: TFunction): string {
  const values = errorValuesOf(error);
  return errorCodeOf(error) === 'QA_GROUP_LIMIT_REACHED' && typeof values.adding === 'number' ? t('faq.import.overLimit', values) : '';
}

/** The import control of the FAQ page: `open` asks for a file; `element` holds the file input and the outcome. */
export function useQaImport(botId: string, onImported: () => void): { open: () => void; importing: boolean; element: ReactNode } {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [importQaGroups, { loading }] = useBotFaq_ImportMutation();

  const send = async (file: File) => {
    const refusal = importRefusalOf(file);
    if (refusal) {
      setOutcome({ kind: 'refused', message: t(refusal, { name: file.name }), lines: [] });
      return;
    }
    setOutcome(null);
    try {
      const base64 = await readAsBase64(file);
      const { data } = await importQaGroups({ variables: { input: { botId, file: { fileName: file.name, contentType: contentTypeOf(file), base64 } } } });
      if (data) {
        const { groupsCreated, groupsUpdated, warnings } = data.importQaGroups;
        const lines = warnings.map(({ line, message, otherKey, otherLine }) => ({ line, message, values: { key: otherKey, ...(otherLine !== null && { line: otherLine }) } }));
        setOutcome({ kind: 'imported', created: groupsCreated, updated: groupsUpdated, warnings: lines });
      }
      onImported();
    } catch (error) {
      // The catalogue's message already starts "Upload failed": it heads the banner instead of following the same words.
      setOutcome({ kind: 'refused', title: t(errorMessageKey(error)), message: overLimitMessage(error, t), lines: lineIssuesOf(error) });
    }
  };

  const element = (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={t('faq.import.file')}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Lets the same file be chosen again after it was fixed.
          event.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
      {outcome && <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />}
    </>
  );

  return { open: () => input.current?.click(), importing: loading, element };
}
