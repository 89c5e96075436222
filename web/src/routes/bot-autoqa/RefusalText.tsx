// A refused upload in the user's language: the file, why (knowledgeRefusal.<reason>) and the row or page.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UploadRefusal } from './knowledge-upload';

export function RefusalText({ refusal }: { refusal: UploadRefusal }) {
  const { t } = useTranslation();
  const where = refusal.row !== null ? t('autoQa.upload.atRow', { row: refusal.row }) : refusal.page !== null ? t('autoQa.upload.atPage', { page: refusal.page }) : '';
  return (
    <Text size="sm">
      {t('autoQa.upload.refusedFile', { name: refusal.file ?? '' })}
      {` ${refusal.reason ? t(`knowledgeRefusal.${refusal.reason}`) : t(`errors.${refusal.code}`)}`}
      {where ? ` ${where}` : ''}
    </Text>
  );
}
