// A refused upload in the user's language: the file, why (knowledgeRefusal.<reason>, unless the page words a reason
// its own way: an AutoFAQ answer set's columns are not a knowledge file's) and the row or page.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { refusalWhere } from '../../app/job-failure';
import type { UploadRefusal } from './knowledge-upload';

export function RefusalText({ refusal, reasonKeys = {} }: { refusal: UploadRefusal; reasonKeys?: Partial<Record<string, string>> }) {
  const { t } = useTranslation();
  const where = refusalWhere(t, refusal.row, refusal.page);
  return (
    <Text size="sm">
      {t('autoQa.upload.refusedFile', { name: refusal.file ?? '' })}
      {` ${refusal.reason ? t(reasonKeys[refusal.reason] ?? `knowledgeRefusal.${refusal.reason}`) : t(`errors.${refusal.code}`)}`}
      {where ? ` ${where}` : ''}
    </Text>
  );
}
