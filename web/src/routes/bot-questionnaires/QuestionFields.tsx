// One question of the questionnaire editor: its text, type, required switch, the choices of a single-choice question
// (2–20 rows), the entity type of an entity question and the optional §5-style rules; buttons move it up or down or
// remove it.
import { ActionIcon, Button, Fieldset, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPES, QUESTIONNAIRE_LIMITS } from '../../../../schema/rules/questionnaires';
import { EntityTypeField } from './EntityTypeField';
import { RULE_NUMBERS, type QuestionnaireForm } from './questionnaire-form';

interface QuestionFieldsProps {
  botId: string;
  form: QuestionnaireForm;
  index: number;
  count: number;
}

function ChoiceRows({ form, index }: { form: QuestionnaireForm; index: number }) {
  const { t } = useTranslation();
  const path = `questions.${index}.choices`;
  const choices = form.values.questions[index].choices;
  return (
    <Stack gap="xs" role="group" aria-label={t('questionnaires.editor.choices', { n: index + 1 })}>
      <Text size="sm" fw={500}>
        {t('questionnaires.editor.choicesTitle')}
      </Text>
      {choices.map((_, choice) => (
        <Group key={choice} align="flex-end" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={t('questionnaires.editor.choice', { n: choice + 1 })} {...form.getInputProps(`${path}.${choice}`)} />
          <ActionIcon variant="subtle" color="red" size="lg" mb={4} aria-label={t('questionnaires.editor.removeChoice', { n: choice + 1 })} onClick={() => form.removeListItem(path, choice)}>
            ×
          </ActionIcon>
        </Group>
      ))}
      {typeof form.errors[path] === 'string' && (
        <Text c="red" size="sm" role="alert">
          {form.errors[path]}
        </Text>
      )}
      {choices.length < QUESTIONNAIRE_LIMITS.choices.max && (
        <Button variant="light" size="xs" w="fit-content" onClick={() => form.insertListItem(path, '')}>
          {t('questionnaires.editor.addChoice')}
        </Button>
      )}
    </Stack>
  );
}

export function QuestionFields({ botId, form, index, count }: QuestionFieldsProps) {
  const { t } = useTranslation();
  const path = `questions.${index}`;
  const question = form.values.questions[index];
  const isNumber = question.type === 'number';
  const isEntity = question.type === 'entity';
  const rulesHint = isNumber ? 'rulesNumberHint' : isEntity ? 'rulesEntityHint' : 'rulesTextHint';
  return (
    <Fieldset legend={t('questionnaires.editor.question', { n: index + 1 })}>
      <Stack gap="sm">
        <TextInput label={t('questionnaires.editor.questionText')} required {...form.getInputProps(`${path}.text`)} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={t('questionnaires.editor.type')}
            data={QUESTION_TYPES.map((type) => ({ value: type, label: t(`questionnaires.types.${type}`) }))}
            allowDeselect={false}
            {...form.getInputProps(`${path}.type`)}
            onChange={(value) => {
              form.setFieldValue(`${path}.type`, value ?? 'text');
              if (value === 'single_choice' && question.choices.length === 0) form.setFieldValue(`${path}.choices`, ['', '']);
            }}
          />
          <Switch mt={{ xs: 'xl' }} label={t('questionnaires.editor.required')} {...form.getInputProps(`${path}.required`, { type: 'checkbox' })} />
        </SimpleGrid>
        {question.type === 'single_choice' && <ChoiceRows form={form} index={index} />}
        {isEntity && <EntityTypeField form={form} index={index} botId={botId} />}
        {question.type !== 'single_choice' && (
          <Fieldset legend={t('questionnaires.editor.rules')} variant="unstyled">
            <Text size="xs" c="dimmed" mb="xs">
              {t(`questionnaires.editor.${rulesHint}`)}
            </Text>
            {!isEntity && (
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                {RULE_NUMBERS.filter((rule) => !(isNumber && rule === 'length')).map((rule) => (
                  <TextInput key={rule} inputMode="numeric" label={t(`questionnaires.editor.rule.${rule}${isNumber ? 'Value' : ''}`)} {...form.getInputProps(`${path}.rules.${rule}`)} />
                ))}
              </SimpleGrid>
            )}
            <TextInput mt="xs" label={t('questionnaires.editor.rule.regex')} description={t('questionnaires.editor.rule.regexHint')} {...form.getInputProps(`${path}.rules.regex`)} />
            <TextInput mt="xs" label={t('questionnaires.editor.rule.message')} description={t('questionnaires.editor.rule.messageHint')} {...form.getInputProps(`${path}.rules.message`)} />
          </Fieldset>
        )}
        <Group gap="xs" justify="flex-end">
          <Button variant="subtle" size="xs" disabled={index === 0} onClick={() => form.reorderListItem('questions', { from: index, to: index - 1 })}>
            {t('questionnaires.editor.moveUp', { n: index + 1 })}
          </Button>
          <Button variant="subtle" size="xs" disabled={index === count - 1} onClick={() => form.reorderListItem('questions', { from: index, to: index + 1 })}>
            {t('questionnaires.editor.moveDown', { n: index + 1 })}
          </Button>
          <Button variant="subtle" color="red" size="xs" disabled={count <= 1} onClick={() => form.removeListItem('questions', index)}>
            {t('questionnaires.editor.removeQuestion', { n: index + 1 })}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
