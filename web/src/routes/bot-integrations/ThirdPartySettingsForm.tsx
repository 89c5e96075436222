// The third-party tab's settings form: the shared secret (write-only, blank keeps the stored one; at least 16
// characters) and the callback URL the bot's replies are posted to (blank removes it). A failed save keeps what the
// owner typed and marks the refused fields.
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CALLBACK_URL_MAX, CHANNEL_MSG, callbackUrlSchema, MSG, THIRD_PARTY_SECRET_MIN } from '../../../../schema/rules';
import { useThirdPartyIntegrationTab_UpdateMutation, type ThirdPartyIntegrationTab_ThirdPartySettingsFragment, type UpdateThirdPartySettingsInput } from '../../__generated__/graphql';
import { zodResolver } from '../../forms/zod-resolver';
import { secretToSend, typedSecretSchema, withoutUndefined, saveChannelForm } from './channel-form';
import { SecretInput } from './SecretInput';
import { useLeaveGuard } from '../../forms/leave-guard';

export interface ThirdPartyValues {
  secret: string;
  callback_url: string;
}

function valuesOf(settings: ThirdPartyIntegrationTab_ThirdPartySettingsFragment): ThirdPartyValues {
  return { secret: '', callback_url: settings.callbackUrl ?? '' };
}

function thirdPartyFormSchema() {
  return z.object({
    // The third party's secret is optional: a channel may run unsigned until the owner shares one.
    secret: typedSecretSchema(true).refine((value) => value.trim() === '' || value.trim().length >= THIRD_PARTY_SECRET_MIN, MSG.secretTooShort),
    callback_url: z.string().refine((value) => value.trim() === '' || callbackUrlSchema.safeParse(value).success, CHANNEL_MSG.callbackUrl),
  });
}

/** A blank callback URL removes a stored one (null); with none stored there is nothing to send. */
export function toUpdateInput(botId: string, values: ThirdPartyValues, stored: string | null = null): UpdateThirdPartySettingsInput {
  const callbackUrl = values.callback_url.trim();
  const callback = callbackUrl !== '' ? callbackUrl : stored === null ? undefined : null;
  return withoutUndefined({ botId, secret: secretToSend(values.secret), callbackUrl: callback });
}

export function ThirdPartySettingsForm({ settings }: { settings: ThirdPartyIntegrationTab_ThirdPartySettingsFragment }) {
  const { t } = useTranslation();
  const form = useForm<ThirdPartyValues>({ mode: 'controlled', initialValues: valuesOf(settings), validate: zodResolver<ThirdPartyValues>(thirdPartyFormSchema(), t) });
  useLeaveGuard(() => form.isDirty());
  const [update, { loading }] = useThirdPartyIntegrationTab_UpdateMutation();

  const save = (values: ThirdPartyValues) =>
    saveChannelForm(form, t, { saved: 'channels.other.saved', failed: 'channels.other.saveFailed' }, async () => {
      const { data } = await update({ variables: { input: toUpdateInput(settings.botId, values, settings.callbackUrl ?? null) } });
      return data ? valuesOf(data.updateThirdPartySettings.settings) : undefined;
    });

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-labelledby="third-party-settings-title">
      <Stack>
        <Title id="third-party-settings-title" order={2} size="h5">
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
