// The widget's customisation on the web tab: header colours (with a contrast check), chat label, news ticker
// and trusted domains, validated with the shared webPluginSettingsSchema, beside a live preview of the
// unsaved values. A failed save keeps what the user typed and marks the refused fields.
import { Alert, Button, ColorInput, Grid, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { THEME, WEB_CHAT_LABEL_MAX } from '../../../../schema/rules';
import { useWebIntegrationTab_UpdateMutation, type WebIntegrationTab_WebPluginSettingsFragment } from '../../__generated__/graphql';
import { errorCodeOf, errorMessageKey, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors } from '../../forms/zod-resolver';
import { contrastRatio, MIN_TEXT_CONTRAST } from './color-contrast';
import { TickerMessagesInput } from './TickerMessagesInput';
import { TrustedDomainsInput } from './TrustedDomainsInput';
import { toUpdateInput, useWebPluginForm, valuesOfSettings, type WebPluginValues } from './web-plugin-form';
import { writeSettings } from './web-plugin-cache';
import { WebPluginPreview } from './WebPluginPreview';
import { useLeaveGuard } from '../../forms/leave-guard';

const SWATCHES = [THEME.primaryColor, '#1c7ed6', '#0ca678', '#f59f00', '#e8590c', '#c2255c', '#212529', '#ffffff'];

function ContrastWarning({ values }: { values: WebPluginValues }) {
  const { t } = useTranslation();
  const ratio = contrastRatio(values.header_text_color, values.header_bg_color);
  if (ratio === null || ratio >= MIN_TEXT_CONTRAST) return null;
  return (
    <Alert color="yellow" variant="light" role="status">
      {t('webPlugin.colors.lowContrast', { ratio: ratio.toFixed(1), min: MIN_TEXT_CONTRAST })}
    </Alert>
  );
}

interface CustomisationFormProps {
  settings: WebIntegrationTab_WebPluginSettingsFragment;
  /** The bot's name and greeting, for the preview. */
  botName: string;
  greeting: string;
}

export function CustomisationForm({ settings, botName, greeting }: CustomisationFormProps) {
  const { t } = useTranslation();
  const form = useWebPluginForm(valuesOfSettings(settings));
  useLeaveGuard(() => form.isDirty());
  const [update, { loading }] = useWebIntegrationTab_UpdateMutation({ update: (cache, { data }) => writeSettings(cache, data?.updateWebPluginSettings.settings) });

  const save = async (values: WebPluginValues) => {
    try {
      const { data } = await update({ variables: { input: toUpdateInput(settings.botId, values) } });
      if (data) {
        // The saved values are the normalised ones (trimmed, lower-case colours).
        const saved = valuesOfSettings(data.updateWebPluginSettings.settings);
        form.setValues(saved);
        form.resetDirty(saved);
      }
      notifications.show({ color: 'green', message: t('webPlugin.saved') });
    } catch (error) {
      // The form keeps what the user typed; only the errors are added.
      if (errorCodeOf(error) === 'VALIDATION_FAILED') form.setErrors(translateErrors(serverFieldErrors(error), t));
      notifications.show({ color: 'red', title: t('webPlugin.saveFailed'), message: t(errorMessageKey(error)) });
    }
  };

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form onSubmit={form.onSubmit(save)} noValidate aria-labelledby="web-plugin-customise-title">
          <Stack>
            <Title id="web-plugin-customise-title" order={2} size="h5">
              {t('webPlugin.customise')}
            </Title>
            <Group grow align="flex-start">
              <ColorInput label={t('webPlugin.colors.headerBg')} format="hex" swatches={SWATCHES} withEyeDropper={false} {...form.getInputProps('header_bg_color')} />
              <ColorInput label={t('webPlugin.colors.headerText')} format="hex" swatches={SWATCHES} withEyeDropper={false} {...form.getInputProps('header_text_color')} />
            </Group>
            <ContrastWarning values={form.values} />
            <TextInput
              label={t('webPlugin.chatLabel.label')}
              description={t('webPlugin.chatLabel.help', { count: form.values.chat_label.length, max: WEB_CHAT_LABEL_MAX })}
              placeholder={botName}
              maxLength={WEB_CHAT_LABEL_MAX}
              {...form.getInputProps('chat_label')}
            />
            <TickerMessagesInput form={form} />
            <TrustedDomainsInput form={form} />
            <Group justify="flex-end">
              <Button type="submit" loading={loading}>
                {t('webPlugin.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack>
          <Title order={2} size="h5">
            {t('webPlugin.preview.title')}
          </Title>
          <WebPluginPreview values={form.values} robotIconUrl={settings.robotIconUrl} chatIconUrl={settings.chatIconUrl} botName={botName} greeting={greeting} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
