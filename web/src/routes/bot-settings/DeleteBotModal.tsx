// Deleting a bot asks for the account password (PRODUCT.md §4); a wrong one is shown under the field. An account of
// Google or LINE sign-in knows no password, so it types the bot's name instead (docs/decisions.md).
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PasswordField } from '../../forms/PasswordField';
import { deleteChatbotNameSchema, deleteChatbotPasswordSchema } from '../../../../schema/rules';
import { useBotSettings_DeleteMutation, useSession_MeQuery } from '../../__generated__/graphql';
import { providerName } from '../../app/sign-in-provider';
import { STORAGE_KEYS } from '../../app/storage';
import { errorCodeOf, errorMessageKey, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors, zodResolver } from '../../forms/zod-resolver';

interface DeleteValues {
  password: string;
  confirm_name: string;
}

export function DeleteBotModal({ botId, botName, opened, onClose }: { botId: string; botName: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The signed-in frame has loaded the account already; this reads it from the cache.
  const provider = useSession_MeQuery({ fetchPolicy: 'cache-first' }).data?.me?.signInProvider ?? null;
  const byName = provider !== null;
  const schema = useMemo(() => (byName ? deleteChatbotNameSchema(botName) : deleteChatbotPasswordSchema), [byName, botName]);
  const form = useForm<DeleteValues>({ mode: 'controlled', initialValues: { password: '', confirm_name: '' }, validate: zodResolver<DeleteValues>(schema, t) });
  const [deleteChatbot, { loading }] = useBotSettings_DeleteMutation();

  const close = () => {
    form.reset();
    onClose();
  };

  const confirm = async ({ password, confirm_name }: DeleteValues) => {
    try {
      await deleteChatbot({ variables: { input: byName ? { id: botId, confirmName: confirm_name.trim() } : { id: botId, password } } });
      if (localStorage.getItem(STORAGE_KEYS.botId) === botId) localStorage.removeItem(STORAGE_KEYS.botId);
      navigate('/dashboard');
      notifications.show({ color: 'green', message: t('settings.delete.done', { name: botName }) });
    } catch (error) {
      const code = errorCodeOf(error);
      const field = byName ? 'confirm_name' : 'password';
      // Too many wrong confirmations is about this field as well: it says to wait before trying again.
      if (code === 'VALIDATION_FAILED') form.setErrors(translateErrors(serverFieldErrors(error), t));
      else if (code === 'INVALID_PASSWORD' || code === 'RATE_LIMITED') form.setFieldError(field, t(`errors.${code}`));
      else notifications.show({ color: 'red', title: t('settings.delete.failed'), message: t(errorMessageKey(error)) });
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('settings.delete.title')} centered>
      <form onSubmit={form.onSubmit(confirm)} noValidate>
        <Stack>
          <Text>{byName ? t('settings.delete.messageByName', { name: botName, provider: providerName(provider ?? '') }) : t('settings.delete.message', { name: botName })}</Text>
          {byName ? (
            <TextInput
              label={t('settings.delete.typeName')}
              autoComplete="off"
              data-autofocus
              {...form.getInputProps('confirm_name')}
            />
          ) : (
            <PasswordField label={t('settings.delete.password')} autoComplete="current-password" data-autofocus {...form.getInputProps('password')} />
          )}
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
