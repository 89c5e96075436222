// The basic settings of a bot with save, and a notification for success or failure. Typed changes survive a lost
// session (app/form-rescue): after signing in again the form opens with them, saved against the bot as it was read.
import { Button, Card, Group, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Language } from '../../../../schema/rules';
import { useBotSettings_UpdateMutation, type BotSettings_ChatbotQuery } from '../../__generated__/graphql';
import { BotBasicFields, type PackageOption } from '../../bots/BotBasicFields';
import { BOT_FIELD_ALIASES, toBotBasicInput, useBotBasicForm, type BotBasicValues } from '../../bots/bot-form';
import { basicDraftSchema } from '../../bots/wizard-draft';
import { useFormRescue, useTakeRescuedOnce } from '../../app/form-rescue';
import { RestoredNote } from '../../forms/RestoredNote';
import { useLeaveGuard } from '../../forms/leave-guard';
import { errorCodeOf, errorMessageKey, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors } from '../../forms/zod-resolver';

type Chatbot = NonNullable<BotSettings_ChatbotQuery['chatbot']>;

function valuesOf(bot: Chatbot): BotBasicValues {
  return {
    robot_name: bot.name,
    greeting_msg: bot.greetingMsg,
    failed_msg: bot.failedMsg,
    postback_msg: bot.postbackMsg,
    description: bot.description,
    language: bot.language as Language,
    package: bot.package,
  };
}

/** The form's values kept through a lost session, with the time the bot was read at when they were typed. */
const rescueShape = z.object({ values: basicDraftSchema, readAt: z.string() });

interface BasicSettingsCardProps {
  bot: Chatbot;
  packages: PackageOption[];
  plan: PackageOption | undefined;
  /** The signed-in account's e-mail: whose typed text a lost session keeps. */
  account: string;
}

export function BasicSettingsCard({ bot, packages, plan, account }: BasicSettingsCardProps) {
  const { t } = useTranslation();
  const [restored, setRestored] = useState<z.infer<typeof rescueShape> | null>(null);
  const form = useBotBasicForm(valuesOf(bot));
  const readAt = restored?.readAt ?? bot.updatedAt;
  const rescued = useFormRescue(`bot-settings:${bot.id}`, account, rescueShape, { copy: { values: form.getValues(), readAt }, changed: restored !== null || form.isDirty() });
  const [update, { loading }] = useBotSettings_UpdateMutation();
  useLeaveGuard(() => restored !== null || form.isDirty());

  // On opening: the values typed before the session was lost, still unsaved.
  useTakeRescuedOnce(rescued, true, (copy) => {
    setRestored(copy);
    form.setValues(copy.values);
  });

  const save = async (values: BotBasicValues) => {
    try {
      // Sent with the time the settings were read (before the session was lost, for restored text): a bot changed
      // since is refused (EDIT_CONFLICT), not overwritten.
      await update({ variables: { input: { id: bot.id, ...toBotBasicInput(values), expectedUpdatedAt: readAt } } });
      form.resetDirty();
      setRestored(null);
      notifications.show({ color: 'green', message: t('settings.saved') });
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'VALIDATION_FAILED') form.setErrors(translateErrors(serverFieldErrors(error, BOT_FIELD_ALIASES), t));
      if (code === 'PACKAGE_NOT_IN_PLAN') form.setFieldError('package', t('errors.PACKAGE_NOT_IN_PLAN'));
      // The catalogue's DUPLICATE_BOT_NAME speaks of creating a bot; a rename says what is wrong with the name.
      if (code === 'DUPLICATE_BOT_NAME') form.setFieldError('robot_name', t('validation.duplicateBotName'));
      const message = code === 'DUPLICATE_BOT_NAME' ? t('validation.duplicateBotName') : t(errorMessageKey(error));
      notifications.show({ color: 'red', title: t('settings.saveFailed'), message });
    }
  };

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="basic-settings-title">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Title id="basic-settings-title" order={2} size="h4" mb="sm">
          {t('settings.basic')}
        </Title>
        <RestoredNote shown={restored !== null} mb="sm" />
        <BotBasicFields form={form} packages={packages} plan={plan} />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={loading}>
            {t('settings.save')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
