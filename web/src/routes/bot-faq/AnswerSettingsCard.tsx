// The bot's matching thresholds (answer, suggest, max suggestions) with their own save, validated with
// the shared answerSettingsSchema.
import { Button, Card, Group, NumberInput, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { answerSettingsSchema, MSG, type AnswerSettingsBody } from '../../../../schema/rules';
import { useBotFaq_AnswerSettingsQuery, useBotFaq_UpdateAnswerSettingsMutation } from '../../__generated__/graphql';
import { errorCodeOf, errorMessageKey, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors } from '../../forms/zod-resolver';

type Field = keyof AnswerSettingsBody;
const FIELDS: Field[] = ['answer_threshold', 'suggest_threshold', 'max_suggestions'];

/** NumberInput gives a string while a number is being typed ('' when emptied); the schema wants numbers. */
type AnswerSettingsValues = Record<Field, number | string>;

function toBody(values: AnswerSettingsValues): AnswerSettingsBody {
  return { answer_threshold: Number(values.answer_threshold), suggest_threshold: Number(values.suggest_threshold), max_suggestions: Number(values.max_suggestions) };
}

function useAnswerSettingsForm(saved: AnswerSettingsBody) {
  const { t } = useTranslation();
  return useForm<AnswerSettingsValues>({
    mode: 'controlled',
    initialValues: saved,
    validate: (values) => {
      const blank = FIELDS.filter((field) => String(values[field]).trim() === '');
      if (blank.length > 0) return Object.fromEntries(blank.map((field) => [field, t(MSG.required)]));
      const result = answerSettingsSchema.safeParse(toBody(values));
      if (result.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const field = issue.path.join('.');
        // The schema's own ranges carry zod's default text, not an i18n key.
        if (!(field in errors)) errors[field] = t(issue.message.startsWith('validation.') ? issue.message : 'faq.settings.outOfRange');
      }
      return errors;
    },
  });
}

function AnswerSettingsForm({ botId, saved }: { botId: string; saved: AnswerSettingsBody }) {
  const { t } = useTranslation();
  const form = useAnswerSettingsForm(saved);
  const [update, { loading }] = useBotFaq_UpdateAnswerSettingsMutation();

  const save = async (values: AnswerSettingsValues) => {
    const body = toBody(values);
    try {
      await update({ variables: { input: { botId, answerThreshold: body.answer_threshold, suggestThreshold: body.suggest_threshold, maxSuggestions: body.max_suggestions } } });
      form.resetDirty();
      notifications.show({ color: 'green', message: t('faq.settings.saved') });
    } catch (error) {
      if (errorCodeOf(error) === 'VALIDATION_FAILED') form.setErrors(translateErrors(serverFieldErrors(error), t));
      notifications.show({ color: 'red', title: t('settings.saveFailed'), message: t(errorMessageKey(error)) });
    }
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput label={t('faq.settings.answerThreshold')} description={t('faq.settings.answerHint')} min={0} max={1} step={0.05} decimalScale={2} {...form.getInputProps('answer_threshold')} />
        <NumberInput label={t('faq.settings.suggestThreshold')} description={t('faq.settings.suggestHint')} min={0} max={1} step={0.05} decimalScale={2} {...form.getInputProps('suggest_threshold')} />
        <NumberInput label={t('faq.settings.maxSuggestions')} description={t('faq.settings.maxHint')} min={1} max={5} step={1} allowDecimal={false} {...form.getInputProps('max_suggestions')} />
      </SimpleGrid>
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
        <AnswerSettingsForm
          key={botId}
          botId={botId}
          saved={{ answer_threshold: settings.answerThreshold, suggest_threshold: settings.suggestThreshold, max_suggestions: settings.maxSuggestions }}
        />
      ) : error ? (
        <Text c="red">{t(errorMessageKey(error))}</Text>
      ) : (
        <Skeleton height={60} />
      )}
    </Card>
  );
}
