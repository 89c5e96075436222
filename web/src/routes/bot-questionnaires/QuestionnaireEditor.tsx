// Creates or edits a questionnaire in a dialog: title, trigger keyword (blank disables it), the ordered questions,
// the closing message and the active switch; checked with the shared questionnaireSchema before it is sent. What is
// typed survives a lost session (app/form-rescue.ts): after signing in again the page opens the editor with it.
import { useState } from 'react';
import { Button, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRE_LIMITS } from '../../../../schema/rules/questionnaires';
import { useBotQuestionnaires_CreateMutation, useBotQuestionnaires_UpdateMutation, type BotQuestionnaires_QuestionnaireFragment } from '../../__generated__/graphql';
import { useRescueOnLoss } from '../../app/form-rescue';
import { DialogForm } from '../../forms/DialogForm';
import { GuardedModal } from '../../forms/GuardedModal';
import { RestoredNote } from '../../forms/RestoredNote';
import { errorCodeOf, errorMessageKey, serverFieldErrors } from '../../forms/graphql-errors';
import { newRequestKey } from '../../forms/request-key';
import { translateErrors } from '../../forms/zod-resolver';
import { QuestionFields } from './QuestionFields';
import {
  emptyQuestion,
  emptyQuestionnaire,
  questionnaireRescueName,
  restoredValues,
  toQuestionnaireInput,
  useQuestionnaireForm,
  valuesOf,
  type QuestionnaireRescue,
  type QuestionnaireValues,
} from './questionnaire-form';

interface EditorProps {
  botId: string;
  /** The questionnaire being edited; null for a new one. */
  questionnaire: BotQuestionnaires_QuestionnaireFragment | null;
  onClose: () => void;
  onSaved: () => void;
  /** The signed-in account's e-mail: whose typed text a lost session keeps. */
  account?: string;
  /** Text typed before the session was lost, which the editor opens with. */
  restored?: QuestionnaireRescue | null;
}

/** Server field names arrive as `input.questions.0.text` (GraphQL) or `questions.0.text` (REST). */
const fieldErrors = (error: unknown) => Object.fromEntries(Object.entries(serverFieldErrors(error)).map(([field, message]) => [field.replace(/^input\./, ''), message]));

function EditorForm({ botId, questionnaire, onClose, onSaved, account = '', restored = null }: EditorProps) {
  const { t } = useTranslation();
  const form = useQuestionnaireForm(restored ? restoredValues(restored.values) : questionnaire ? valuesOf(questionnaire) : emptyQuestionnaire());
  // One per opening (kept with restored text): Save pressed again after an answer that never came makes no second one.
  const [requestKey] = useState(() => restored?.requestKey ?? newRequestKey());
  const changed = restored !== null || form.isDirty();
  useRescueOnLoss(questionnaireRescueName(botId), account, { copy: { questionnaireId: questionnaire?.id ?? null, requestKey, values: form.getValues() }, changed });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [create, { loading: creating }] = useBotQuestionnaires_CreateMutation();
  const [update, { loading: updating }] = useBotQuestionnaires_UpdateMutation();
  const questions = form.values.questions;

  const save = async (values: QuestionnaireValues) => {
    setRefusal(null);
    try {
      const input = toQuestionnaireInput(botId, questionnaire?.id, values);
      if (questionnaire) await update({ variables: { input } });
      else await create({ variables: { input: { ...input, requestKey } } });
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
      dirty={changed}
    >
      <RestoredNote shown={restored !== null} />
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
