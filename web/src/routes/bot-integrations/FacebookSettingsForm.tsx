// The Facebook tab's settings form: page access token, verify token and app secret (write-only, blank keeps the
// stored one), human agents, quiet minutes and the rating quick replies. A failed save keeps what the owner typed and
// marks the refused fields.
import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { askFeedbackSchema, humanAgentsSchema, QUIET_MINUTES_MAX, quietMinutesSchema } from '../../../../schema/rules';
import { useFacebookIntegrationTab_UpdateMutation, type FacebookIntegrationTab_FacebookSettingsFragment, type UpdateFacebookSettingsInput } from '../../__generated__/graphql';
import { zodResolver } from '../../forms/zod-resolver';
import { secretToSend, toNumber, typedSecretSchema, withoutUndefined, type NumberValue, saveChannelForm } from './channel-form';
import { AskFeedbackSwitch } from './AskFeedbackSwitch';
import { HumanAgentsInput } from './HumanAgentsInput';
import { SecretInput } from './SecretInput';
import { useLeaveGuard } from '../../forms/leave-guard';

export interface FacebookValues {
  page_access_token: string;
  verify_token: string;
  app_secret: string;
  human_agents: string[];
  quiet_minutes: NumberValue;
  ask_feedback: boolean;
}

function valuesOf(settings: FacebookIntegrationTab_FacebookSettingsFragment): FacebookValues {
  return { page_access_token: '', verify_token: '', app_secret: '', human_agents: [...settings.humanAgents], quiet_minutes: settings.quietMinutes, ask_feedback: settings.askFeedback };
}

function facebookFormSchema(settings: FacebookIntegrationTab_FacebookSettingsFragment) {
  return z.object({
    page_access_token: typedSecretSchema(settings.pageAccessToken.set),
    verify_token: typedSecretSchema(settings.verifyToken.set),
    app_secret: typedSecretSchema(settings.appSecret.set),
    human_agents: humanAgentsSchema,
    quiet_minutes: z.preprocess((value) => (value === '' ? undefined : value), quietMinutesSchema),
    ask_feedback: askFeedbackSchema,
  });
}

export function toUpdateInput(botId: string, values: FacebookValues): UpdateFacebookSettingsInput {
  return withoutUndefined({
    botId,
    pageAccessToken: secretToSend(values.page_access_token),
    verifyToken: secretToSend(values.verify_token),
    appSecret: secretToSend(values.app_secret),
    humanAgents: values.human_agents.map((name) => name.trim()),
    quietMinutes: toNumber(values.quiet_minutes),
    askFeedback: values.ask_feedback,
  });
}

export function FacebookSettingsForm({ settings }: { settings: FacebookIntegrationTab_FacebookSettingsFragment }) {
  const { t } = useTranslation();
  // The rules follow the stored hints: once a secret is saved, leaving its field blank keeps it.
  const form = useForm<FacebookValues>({ mode: 'controlled', initialValues: valuesOf(settings), validate: zodResolver<FacebookValues>(facebookFormSchema(settings), t) });
  useLeaveGuard(() => form.isDirty());
  const [update, { loading }] = useFacebookIntegrationTab_UpdateMutation();

  const save = (values: FacebookValues) =>
    saveChannelForm(form, t, { saved: 'channels.fb.saved', failed: 'channels.fb.saveFailed' }, async () => {
      const { data } = await update({ variables: { input: toUpdateInput(settings.botId, values) } });
      return data ? valuesOf(data.updateFacebookSettings.settings) : undefined;
    });

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-labelledby="facebook-settings-title">
      <Stack>
        <Title id="facebook-settings-title" order={2} size="h5">
          {t('channels.fb.settings')}
        </Title>
        <SecretInput label={t('channels.fb.pageAccessToken')} hint={settings.pageAccessToken} {...form.getInputProps('page_access_token')} />
        {settings.pageAccessToken.set && (
          <Text size="sm" c={settings.page ? 'dimmed' : 'orange'}>
            {settings.page ? t('channels.fb.page', { name: settings.page.name, id: settings.page.id }) : t('channels.fb.pageUnknown')}
          </Text>
        )}
        <SecretInput label={t('channels.fb.verifyToken')} hint={settings.verifyToken} {...form.getInputProps('verify_token')} />
        <SecretInput label={t('channels.fb.appSecret')} hint={settings.appSecret} {...form.getInputProps('app_secret')} />
        <HumanAgentsInput
          names={form.values.human_agents}
          onAdd={(name) => form.insertListItem('human_agents', name)}
          onRemove={(index) => form.removeListItem('human_agents', index)}
          errorAt={(index) => form.errors[`human_agents.${index}`]?.toString()}
          listError={form.errors.human_agents?.toString()}
        />
        <NumberInput
          label={t('channels.quietMinutes.label')}
          description={t('channels.quietMinutes.help', { max: QUIET_MINUTES_MAX })}
          min={0}
          max={QUIET_MINUTES_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('quiet_minutes')}
        />
        <AskFeedbackSwitch {...form.getInputProps('ask_feedback', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            {t('channels.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
