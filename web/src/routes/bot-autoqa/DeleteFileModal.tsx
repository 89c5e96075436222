// Asks before a knowledge file is deleted with its chunks.
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useBotAutoQa_DeleteMutation, type BotAutoQa_FileFragment } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { errorMessageKey } from '../../forms/graphql-errors';

interface DeleteFileModalProps {
  botId: string;
  file: BotAutoQa_FileFragment | null;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteFileModal({ botId, file, onClose, onDeleted }: DeleteFileModalProps) {
  const { t } = useTranslation();
  const [deleteFile, { loading }] = useBotAutoQa_DeleteMutation();

  const confirm = async () => {
    if (!file) return;
    try {
      await deleteFile({ variables: { input: { botId, fileId: file.id } } });
      notifications.show({ color: 'green', message: t('autoQa.delete.done', { name: file.fileName }) });
      onDeleted();
    } catch (error) {
      notifications.show({ color: 'red', title: t('autoQa.delete.failed'), message: t(errorMessageKey(error)) });
    }
  };

  return (
    <ConfirmDialog
      opened={file !== null}
      title={t('autoQa.delete.title')}
      keepLabel={t('common.cancel')}
      onKeep={onClose}
      confirmLabel={t('autoQa.delete.confirm')}
      confirming={loading}
      onConfirm={() => void confirm()}
    >
      <Text>{t('autoQa.delete.message', { name: file?.fileName ?? '' })}</Text>
    </ConfirmDialog>
  );
}
