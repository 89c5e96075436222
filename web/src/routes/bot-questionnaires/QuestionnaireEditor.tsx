// Creates or edits a questionnaire in a dialog: title, trigger keyword (blank disables it), the ordered questions,
// the closing message and the active switch; checked with the shared questionnaireSchema before it is sent.
import { useState } from 'react';
import { Button, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRE_LIMITS } from '../../../../schema/rules/questionnaires';
import { useBotQuestionnaires_CreateMutation, useBotQuestionnaires_UpdateMutation, type BotQuestionnaires_QuestionnaireFragment } from '../../__generated__/graphql';
import { DialogForm } from '../../forms/DialogForm';
import { GuardedModal } from '../../forms/GuardedModal';
import { errorCodeOf, errorMessageKey, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors } from '../../forms/zod-resolver';
import { QuestionFields } from './QuestionFields';
import { emptyQuestion, emptyQuestionnaire, toQuestionnaireInput, useQuestionnaireForm, valuesOf, type QuestionnaireValues } from './questionnaire-form';

interface EditorProps {
  botId: string;
  /** The questionnaire being edited; null for a new one. */
  questionnaire: BotQuestionnaires_QuestionnaireFragment | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Server field names arrive as `input.questions.0.text` (GraphQL) or `questions.0.text` (REST). */
const fieldErrors = (error: unknown) => Object.fromEntries(Object.entries(serverFieldErrors(error)).map(([field, message]) => [field.replace(/^input\./, ''), message]));

function EditorForm({ botId, questionnaire, onClose, onSaved }: EditorProps) {
  const { t } = useTranslation();
  const form = useQuestionnaireForm(questionnaire ? valuesOf(questionnaire) : emptyQuestionnaire());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [create, { loading: creating }] = useBotQuestionnaires_CreateMutation();
  const [update, { loading: updating }] = useBotQuestionnaires_UpdateMutation();
  const questions = form.values.questions;

  const save = async (values: QuestionnaireValues) => {
    setRefusal(null);
    try {
      const input = toQuestionnaireInput(botId, questionnaire?.id, values);
      if (questionnaire) await update({ variables: { input } });
      else await create({ variables: { input } });
      notifications.show({ color: 'green', message: t('questionnaires.editor.saved', { title: input.title }) });
      onSaved();
    } catch (error) {
      if (errorCodeOf(error) === 'VALIDATION_FAILED') form.setErrors(translateErrors(fieldErrors(error), t));
      setRefusal(t(errorMessageKey(error)));
    }
  };

  return (
    <DialogForm
      onSubmit={form.onSubmit(save, () => setRefusal(t('questionnaires.editor.fixErrors')))}
      onCancel={onClose}
      refusal={refusal}
      submitLabel={t('questionnaires.editor.save')}
      submitting={creating || updating}
      dirty={form.isDirty()}
    >
      <TextInput label={t('questionnaires.editor.title')} required {...form.getInputProps('title')} />
      <TextInput label={t('questionnaires.editor.keyword')} description={t('questionnaires.editor.keywordHint')} {...form.getInputProps('keyword')} />
      {questions.map((question, index) => (
        <QuestionFields key={question.key} botId={botId} form={form} index={index} count={questions.length} />
      ))}
      {typeof form.errors.questions === 'string' && (
        <Text c="red" size="sm" role="alert">
          {form.errors.questions}
        </Text>
      )}
      {questions.length < QUESTIONNAIRE_LIMITS.questions && (
        <Button variant="light" w="fit-content" onClick={() => form.insertListItem('questions', emptyQuestion())}>
          {t('questionnaires.editor.addQuestion')}
        </Button>
      )}
      <Textarea label={t('questionnaires.editor.closingMessage')} required autosize minRows={2} {...form.getInputProps('closing_message')} />
      <Switch label={t('questionnaires.editor.active')} description={t('questionnaires.editor.activeHint')} {...form.getInputProps('active', { type: 'checkbox' })} />
    </DialogForm>
  );
}

export function QuestionnaireEditor({ opened, ...props }: EditorProps & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <GuardedModal opened={opened} onClose={props.onClose} title={t(props.questionnaire ? 'questionnaires.editor.editTitle' : 'questionnaires.editor.addTitle')} size="xl" centered>
      {/* Mounted per opening, so the form starts from the saved values each time. */}
      {opened && (
        <Stack>
          <EditorForm key={props.questionnaire?.id ?? 'new'} {...props} />
        </Stack>
      )}
    </GuardedModal>
  );
}
