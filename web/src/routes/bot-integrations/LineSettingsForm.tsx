// The LINE tab's settings form: channel secret and channel access token (write-only, blank keeps the stored one),
// human agents, quiet minutes and the rating quick replies. A failed save keeps what the owner typed and marks the refused fields.
import { Button, Group, NumberInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { askFeedbackSchema, humanAgentsSchema, QUIET_MINUTES_MAX, quietMinutesSchema } from '../../../../schema/rules';
import { useLineIntegrationTab_UpdateMutation, type LineIntegrationTab_LineSettingsFragment, type UpdateLineSettingsInput } from '../../__generated__/graphql';
import { zodResolver } from '../../forms/zod-resolver';
import { secretToSend, toNumber, typedSecretSchema, withoutUndefined, type NumberValue, saveChannelForm } from './channel-form';
import { AskFeedbackSwitch } from './AskFeedbackSwitch';
import { HumanAgentsInput } from './HumanAgentsInput';
import { SecretInput } from './SecretInput';
import { useLeaveGuard } from '../../forms/leave-guard';

export interface LineValues {
  channel_secret: string;
  channel_access_token: string;
  human_agents: string[];
  quiet_minutes: NumberValue;
  ask_feedback: boolean;
}

function valuesOf(settings: LineIntegrationTab_LineSettingsFragment): LineValues {
  return { channel_secret: '', channel_access_token: '', human_agents: [...settings.humanAgents], quiet_minutes: settings.quietMinutes, ask_feedback: settings.askFeedback };
}

function lineFormSchema(settings: LineIntegrationTab_LineSettingsFragment) {
  return z.object({
    channel_secret: typedSecretSchema(settings.channelSecret.set),
    channel_access_token: typedSecretSchema(settings.channelAccessToken.set),
    human_agents: humanAgentsSchema,
    quiet_minutes: z.preprocess((value) => (value === '' ? undefined : value), quietMinutesSchema),
    ask_feedback: askFeedbackSchema,
  });
}

export function toUpdateInput(botId: string, values: LineValues): UpdateLineSettingsInput {
  return withoutUndefined({
    botId,
    channelSecret: secretToSend(values.channel_secret),
    channelAccessToken: secretToSend(values.channel_access_token),
    humanAgents: values.human_agents.map((name) => name.trim()),
    quietMinutes: toNumber(values.quiet_minutes),
    askFeedback: values.ask_feedback,
  });
}

export function LineSettingsForm({ settings }: { settings: LineIntegrationTab_LineSettingsFragment }) {
  const { t } = useTranslation();
  // The rules follow the stored hints: once a secret is saved, leaving its field blank keeps it.
  const form = useForm<LineValues>({ mode: 'controlled', initialValues: valuesOf(settings), validate: zodResolver<LineValues>(lineFormSchema(settings), t) });
  useLeaveGuard(() => form.isDirty());
  const [update, { loading }] = useLineIntegrationTab_UpdateMutation();

  const save = (values: LineValues) =>
    saveChannelForm(form, t, { saved: 'channels.line.saved', failed: 'channels.line.saveFailed' }, async () => {
      const { data } = await update({ variables: { input: toUpdateInput(settings.botId, values) } });
      return data ? valuesOf(data.updateLineSettings.settings) : undefined;
    });

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-labelledby="line-settings-title">
      <Stack>
        <Title id="line-settings-title" order={2} size="h5">
          {t('channels.line.settings')}
        </Title>
        <SecretInput label={t('channels.line.channelSecret')} hint={settings.channelSecret} {...form.getInputProps('channel_secret')} />
        <SecretInput label={t('channels.line.channelAccessToken')} hint={settings.channelAccessToken} {...form.getInputProps('channel_access_token')} />
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
