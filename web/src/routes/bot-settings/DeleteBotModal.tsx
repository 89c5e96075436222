// Deleting a bot asks for the account password (PRODUCT.md §4); a wrong one is shown under the field.
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteChatbotSchema } from '../../../../schema/rules';
import { useBotSettings_DeleteMutation } from '../../__generated__/graphql';
import { STORAGE_KEYS } from '../../app/storage';
import { errorCodeOf, errorMessageKey } from '../../forms/graphql-errors';
import { zodResolver } from '../../forms/zod-resolver';

interface DeleteValues {
  password: string;
}

export function DeleteBotModal({ botId, botName, opened, onClose }: { botId: string; botName: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<DeleteValues>({ mode: 'controlled', initialValues: { password: '' }, validate: zodResolver<DeleteValues>(deleteChatbotSchema, t) });
  const [deleteChatbot, { loading }] = useBotSettings_DeleteMutation();

  const close = () => {
    form.reset();
    onClose();
  };

  const confirm = async ({ password }: DeleteValues) => {
    try {
      await deleteChatbot({ variables: { input: { id: botId, password } } });
      if (localStorage.getItem(STORAGE_KEYS.botId) === botId) localStorage.removeItem(STORAGE_KEYS.botId);
      navigate('/dashboard');
      notifications.show({ color: 'green', message: t('settings.delete.done', { name: botName }) });
    } catch (error) {
      const code = errorCodeOf(error);
      // Too many wrong passwords is about this field as well: it says to wait before trying again.
      if (code === 'INVALID_PASSWORD' || code === 'VALIDATION_FAILED' || code === 'RATE_LIMITED') form.setFieldError('password', t(`errors.${code}`));
      else notifications.show({ color: 'red', title: t('settings.delete.failed'), message: t(errorMessageKey(error)) });
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('settings.delete.title')} centered>
      <form onSubmit={form.onSubmit(confirm)} noValidate>
        <Stack>
          <Text>{t('settings.delete.message', { name: botName })}</Text>
          <PasswordInput label={t('settings.delete.password')} autoComplete="current-password" data-autofocus {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={loading}>
              {t('settings.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
