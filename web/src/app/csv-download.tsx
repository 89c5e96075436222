// A CSV download from one of the BFF's /downloads/… routes on the session cookie, saved as a file (the history export,
// a batch test's results). A refusal comes back as JSON ({ error: { code } }) and is shown with a retry (PRODUCT.md §8).
import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isErrorCode, type ErrorCode } from '../../../schema/rules/errors';
import { downloadBlob } from '../routes/bot-faq/csv-transfer';
import { ErrorBanner } from '../forms/ErrorBanner';

async function refusalCode(response: Response): Promise<ErrorCode> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown } };
    const code = body.error?.code;
    return isErrorCode(code) ? code : 'INTERNAL';
  } catch {
    return 'INTERNAL';
  }
}

/** The download, whether it runs, and the i18n key of why the last one failed (null when it did not). */
export function useCsvDownload(url: string, fileName: () => string) {
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const exportCsv = async () => {
    setExporting(true);
    setFailure(null);
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      const isCsv = response.headers.get('content-type')?.startsWith('text/csv') ?? false;
      if (!response.ok || !isCsv) setFailure(`errors.${await refusalCode(response)}`);
      else downloadBlob(await response.blob(), fileName());
    } catch {
      setFailure('errors.BACKEND_UNAVAILABLE');
    } finally {
      setExporting(false);
    }
  };
  return { exporting, failure, exportCsv: () => void exportCsv() };
}

export function CsvDownloadFailure({ messageKey, onRetry }: { messageKey: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorBanner title={t('history.export.failed')}>
      {t(messageKey)}
      <Button mt="sm" size="xs" variant="light" color="red" display="block" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </ErrorBanner>
  );
}
