// The bot's matching thresholds (answer, suggest, max suggestions), its own synonym sets and its off-topic switch,
// with their own save, validated with the shared answerSettingsSchema.
import { Button, Card, Group, NumberInput, SimpleGrid, Skeleton, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { answerSettingsSchema, fieldIssues, MSG, type AnswerSettingsBody, type FieldIssue } from '../../../../schema/rules';
import {
  BotFaq_AnswerSettingsDocument,
  useBotFaq_AnswerSettingsQuery,
  useBotFaq_UpdateAnswerSettingsMutation,
  type BotFaq_AnswerSettingsQuery,
} from '../../__generated__/graphql';
import { errorCodeOf, errorMessageKey, serverFieldErrors } from '../../forms/graphql-errors';
import { lineOfSynonymPath, parseSynonymText, synonymText } from './synonym-text';
import { useLeaveGuard } from '../../forms/leave-guard';

type SavedSettings = BotFaq_AnswerSettingsQuery['answerSettings'];
type ThresholdField = 'answer_threshold' | 'suggest_threshold' | 'max_suggestions';
const THRESHOLD_FIELDS: ThresholdField[] = ['answer_threshold', 'suggest_threshold', 'max_suggestions'];

/**
 * NumberInput gives a string while a number is being typed ('' when emptied); the schema wants numbers.
 * The synonym sets are edited as text, one set per line (see synonym-text.ts).
 */
type AnswerSettingsValues = Record<ThresholdField, number | string> & { synonyms: string; off_topic_filter: boolean };

function valuesOf(settings: SavedSettings): AnswerSettingsValues {
  return {
    answer_threshold: settings.answerThreshold,
    suggest_threshold: settings.suggestThreshold,
    max_suggestions: settings.maxSuggestions,
    synonyms: synonymText(settings.synonyms),
    off_topic_filter: settings.offTopicFilter,
  };
}

/** The body to check and save; this form always sends the sets, so clearing the textarea clears them. */
function toBody(values: AnswerSettingsValues): Required<AnswerSettingsBody> {
  return {
    answer_threshold: Number(values.answer_threshold),
    suggest_threshold: Number(values.suggest_threshold),
    max_suggestions: Number(values.max_suggestions),
    synonyms: parseSynonymText(values.synonyms).sets,
    off_topic_filter: values.off_topic_filter,
  };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Form errors from field issues (the schema's or the server's): every problem in the sets lands on the
 * textarea, naming its line; the first problem of a field is the one shown.
 */
function formErrors(issues: FieldIssue[], synonyms: string, t: Translate): Record<string, string> {
  const { lines } = parseSynonymText(synonyms);
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.field.startsWith('synonyms') ? 'synonyms' : issue.field;
    if (field in errors) continue;
    // The schema's own number ranges carry zod's default text, not an i18n key.
    const message = t(issue.message.startsWith('validation.') ? issue.message : 'faq.settings.outOfRange');
    const line = lineOfSynonymPath(issue.field, lines);
    errors[field] = line === null ? message : t('faq.settings.synonymLine', { line, message });
  }
  return errors;
}

function useAnswerSettingsForm(saved: AnswerSettingsValues) {
  const { t } = useTranslation();
  return useForm<AnswerSettingsValues>({
    mode: 'controlled',
    initialValues: saved,
    validate: (values) => {
      const blank = THRESHOLD_FIELDS.filter((field) => String(values[field]).trim() === '');
      if (blank.length > 0) return Object.fromEntries(blank.map((field) => [field, t(MSG.required)]));
      const result = answerSettingsSchema.safeParse(toBody(values));
      return result.success ? {} : formErrors(fieldIssues(result.error), values.synonyms, t);
    },
  });
}

function AnswerSettingsForm({ botId, saved }: { botId: string; saved: SavedSettings }) {
  const { t } = useTranslation();
  const form = useAnswerSettingsForm(valuesOf(saved));
  useLeaveGuard(() => form.isDirty());
  const [update, { loading }] = useBotFaq_UpdateAnswerSettingsMutation({
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: BotFaq_AnswerSettingsDocument, variables: { botId }, data: { answerSettings: data.updateAnswerSettings.answerSettings } });
    },
  });
  const setCount = parseSynonymText(form.values.synonyms).sets.length;

  const save = async (values: AnswerSettingsValues) => {
    const body = toBody(values);
    try {
      const { data } = await update({
        variables: {
          input: { botId, answerThreshold: body.answer_threshold, suggestThreshold: body.suggest_threshold, maxSuggestions: body.max_suggestions, synonyms: body.synonyms, offTopicFilter: body.off_topic_filter },
        },
      });
      if (data) {
        // The saved sets come back tidied (one set per line, ", " between words).
        const savedValues = valuesOf(data.updateAnswerSettings.answerSettings);
        form.setValues(savedValues);
        form.resetDirty(savedValues);
      }
      notifications.show({ color: 'green', message: t('faq.settings.saved') });
    } catch (error) {
      if (errorCodeOf(error) === 'VALIDATION_FAILED') {
        const issues = Object.entries(serverFieldErrors(error)).map(([field, message]) => ({ field, message }));
        form.setErrors(formErrors(issues, values.synonyms, t));
      }
      notifications.show({ color: 'red', title: t('settings.saveFailed'), message: t(errorMessageKey(error)) });
    }
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput label={t('faq.settings.answerThreshold')} description={t('faq.settings.answerHint')} min={0} max={1} step={0.05} decimalScale={2} {...form.getInputProps('answer_threshold')} />
          <NumberInput label={t('faq.settings.suggestThreshold')} description={t('faq.settings.suggestHint')} min={0} max={1} step={0.05} decimalScale={2} {...form.getInputProps('suggest_threshold')} />
          <NumberInput label={t('faq.settings.maxSuggestions')} description={t('faq.settings.maxHint')} min={1} max={5} step={1} allowDecimal={false} {...form.getInputProps('max_suggestions')} />
        </SimpleGrid>
        <div>
          <Textarea label={t('faq.settings.synonyms')} description={t('faq.settings.synonymsHint')} autosize minRows={3} maxRows={12} {...form.getInputProps('synonyms')} />
          <Text size="xs" c="dimmed" mt={4}>
            {t('faq.settings.synonymCount', { count: setCount })}
          </Text>
        </div>
        <Switch label={t('faq.settings.offTopic')} description={t('faq.settings.offTopicHint')} {...form.getInputProps('off_topic_filter', { type: 'checkbox' })} />
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={loading}>
          {t('faq.settings.save')}
        </Button>
      </Group>
    </form>
  );
}

export function AnswerSettingsCard({ botId }: { botId: string }) {
  const { t } = useTranslation();
  const { data, error } = useBotFaq_AnswerSettingsQuery({ variables: { botId } });
  const settings = data?.answerSettings;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="answer-settings-title">
      <Title id="answer-settings-title" order={2} size="h4" mb="sm">
        {t('faq.settings.title')}
      </Title>
      {settings ? (
        <AnswerSettingsForm key={botId} botId={botId} saved={settings} />
      ) : error ? (
        <Text c="red">{t(errorMessageKey(error))}</Text>
      ) : (
        <Skeleton height={60} />
      )}
    </Card>
  );
}
