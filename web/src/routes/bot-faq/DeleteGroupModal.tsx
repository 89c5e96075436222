// Asks before a Q&A group is deleted; the list is read again afterwards.
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useBotFaq_DeleteGroupMutation, type BotFaq_QaGroupFragment } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { errorMessageKey } from '../../forms/graphql-errors';

interface DeleteGroupModalProps {
  botId: string;
  group: BotFaq_QaGroupFragment | null;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteGroupModal({ botId, group, onClose, onDeleted }: DeleteGroupModalProps) {
  const { t } = useTranslation();
  const [deleteGroup, { loading }] = useBotFaq_DeleteGroupMutation();

  const confirm = async () => {
    if (!group) return;
    try {
      await deleteGroup({ variables: { input: { botId, id: group.id } } });
      notifications.show({ color: 'green', message: t('faq.delete.done') });
      onDeleted();
    } catch (error) {
      notifications.show({ color: 'red', title: t('faq.delete.failed'), message: t(errorMessageKey(error)) });
    }
  };

  return (
    <ConfirmDialog
      opened={group !== null}
      title={t('faq.delete.title')}
      keepLabel={t('common.cancel')}
      onKeep={onClose}
      confirmLabel={t('faq.delete.confirm')}
      confirming={loading}
      onConfirm={() => void confirm()}
    >
      <Text>{t('faq.delete.message', { question: group?.questions[0] ?? '' })}</Text>
    </ConfirmDialog>
  );
}
