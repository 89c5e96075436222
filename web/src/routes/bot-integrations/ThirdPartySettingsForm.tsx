// The third-party tab's settings form: the shared secret (write-only, blank keeps the stored one) and the callback
// URL the bot's replies are posted to. There is no way to remove a saved callback URL, so once one is saved the field
// cannot be left blank. A failed save keeps what the owner typed and marks the refused fields.
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CALLBACK_URL_MAX, CHANNEL_MSG, callbackUrlSchema, MSG } from '../../../../schema/rules';
import { useThirdPartyIntegrationTab_UpdateMutation, type ThirdPartyIntegrationTab_ThirdPartySettingsFragment, type UpdateThirdPartySettingsInput } from '../../__generated__/graphql';
import { errorCodeOf, errorMessageKey, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors, zodResolver } from '../../forms/zod-resolver';
import { secretToSend, typedSecretSchema, withoutUndefined } from './channel-form';
import { SecretInput } from './SecretInput';

export interface ThirdPartyValues {
  secret: string;
  callback_url: string;
}

function valuesOf(settings: ThirdPartyIntegrationTab_ThirdPartySettingsFragment): ThirdPartyValues {
  return { secret: '', callback_url: settings.callbackUrl ?? '' };
}

function thirdPartyFormSchema(settings: ThirdPartyIntegrationTab_ThirdPartySettingsFragment) {
  return z.object({
    // The third party's secret is optional: a channel may run unsigned until the owner shares one.
    secret: typedSecretSchema(true),
    callback_url:
      settings.callbackUrl === null
        ? z.string().refine((value) => value.trim() === '' || callbackUrlSchema.safeParse(value).success, CHANNEL_MSG.callbackUrl)
        : z.string().trim().min(1, MSG.required).pipe(callbackUrlSchema),
  });
}

export function toUpdateInput(botId: string, values: ThirdPartyValues): UpdateThirdPartySettingsInput {
  const callbackUrl = values.callback_url.trim();
  return withoutUndefined({ botId, secret: secretToSend(values.secret), callbackUrl: callbackUrl === '' ? undefined : callbackUrl });
}

export function ThirdPartySettingsForm({ settings }: { settings: ThirdPartyIntegrationTab_ThirdPartySettingsFragment }) {
  const { t } = useTranslation();
  const form = useForm<ThirdPartyValues>({ mode: 'controlled', initialValues: valuesOf(settings), validate: zodResolver<ThirdPartyValues>(thirdPartyFormSchema(settings), t) });
  const [update, { loading }] = useThirdPartyIntegrationTab_UpdateMutation();

  const save = async (values: ThirdPartyValues) => {
    try {
      const { data } = await update({ variables: { input: toUpdateInput(settings.botId, values) } });
      if (data) {
        const saved = valuesOf(data.updateThirdPartySettings.settings);
        form.setValues(saved);
        form.resetDirty(saved);
      }
      notifications.show({ color: 'green', message: t('channels.other.saved') });
    } catch (error) {
      if (errorCodeOf(error) === 'VALIDATION_FAILED') form.setErrors(translateErrors(serverFieldErrors(error), t));
      notifications.show({ color: 'red', title: t('channels.other.saveFailed'), message: t(errorMessageKey(error)) });
    }
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-labelledby="third-party-settings-title">
      <Stack>
        <Title id="third-party-settings-title" order={3} size="h5">
          {t('channels.other.settings')}
        </Title>
        <SecretInput label={t('channels.other.secret')} hint={settings.secret} {...form.getInputProps('secret')} />
        <TextInput
          type="url"
          label={t('channels.other.callbackUrl')}
          description={t('channels.other.callbackUrlHelp')}
          placeholder="https://example.com/bot-replies"
          maxLength={CALLBACK_URL_MAX}
          {...form.getInputProps('callback_url')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            {t('channels.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
