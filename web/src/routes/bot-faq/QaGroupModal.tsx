// Creates or edits one Q&A group: phrasings and answers as rows (at least one of each), the
// answer-selection mode, the similar-question switch, postback choices (0–10 rows) and tags, validated with the
// shared qaGroupSchema. What is typed survives a lost session (app/form-rescue.ts): after signing in again the FAQ page
// opens the dialog with it.
import { useId, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Button, Group, Input, Radio, Stack, Switch, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ANSWER_MODES, QA_GROUP_CHOICES } from '../../../../schema/rules';
import { useBotFaq_CreateGroupMutation, useBotFaq_UpdateGroupMutation, type BotFaq_QaGroupFragment } from '../../__generated__/graphql';
import { useRescueOnLoss } from '../../app/form-rescue';
import { DialogForm } from '../../forms/DialogForm';
import { GuardedModal } from '../../forms/GuardedModal';
import { RestoredNote } from '../../forms/RestoredNote';
import { errorCodeOf, errorMessageKey, serverFieldErrors } from '../../forms/graphql-errors';
import { newRequestKey } from '../../forms/request-key';
import { translateErrors } from '../../forms/zod-resolver';
import { emptyQaGroupValues, qaGroupRescueName, toGroupInput, useQaGroupForm, valuesOfGroup, type QaGroupForm, type QaGroupRescue, type QaGroupValues } from './qa-group-form';

export const ANSWER_MODE_KEYS = { 1: 'faq.form.modes.first', 2: 'faq.form.modes.random', 3: 'faq.form.modes.inOrder' } as const;

type ListField = 'questions' | 'answers' | 'postback_choices';

/** Per list: its row label and button keys, how few rows it may keep, and how many it may hold. */
const LISTS: Record<ListField, { row: string; remove: string; add: string; min: number; max?: number; multiline: boolean }> = {
  questions: { row: 'faq.form.question', remove: 'faq.form.removeQuestion', add: 'faq.form.addQuestion', min: 1, multiline: false },
  answers: { row: 'faq.form.answer', remove: 'faq.form.removeAnswer', add: 'faq.form.addAnswer', min: 1, multiline: true },
  postback_choices: { row: 'faq.form.choice', remove: 'faq.form.removeChoice', add: 'faq.form.addChoice', min: 0, max: QA_GROUP_CHOICES.max, multiline: false },
};

function ListRows({ form, list }: { form: QaGroupForm; list: ListField }) {
  const { t } = useTranslation();
  const rows = form.values[list];
  const config = LISTS[list];
  return (
    <Stack gap="xs">
      {rows.map((_, index) => {
        const remove = (
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            disabled={rows.length <= config.min}
            aria-label={t(config.remove, { n: index + 1 })}
            onClick={() => form.removeListItem(list, index)}
          >
            ×
          </ActionIcon>
        );
        // The × sits beside the field itself, between its label and its error, wherever the error makes the row grow.
        const beside = (field: ReactNode) => (
          <Group gap="xs" wrap="nowrap" align={config.multiline ? 'flex-start' : 'center'}>
            <Box style={{ flex: 1 }}>{field}</Box>
            {remove}
          </Group>
        );
        return config.multiline ? (
          <Textarea key={index} label={t(config.row, { n: index + 1 })} autosize minRows={2} inputContainer={beside} {...form.getInputProps(`${list}.${index}`)} />
        ) : (
          <TextInput key={index} label={t(config.row, { n: index + 1 })} inputContainer={beside} {...form.getInputProps(`${list}.${index}`)} />
        );
      })}
      {typeof form.errors[list] === 'string' && (
        <Text c="red" size="sm" role="alert">
          {form.errors[list]}
        </Text>
      )}
      {(config.max === undefined || rows.length < config.max) && (
        <Button variant="light" size="xs" w="fit-content" onClick={() => form.insertListItem(list, '')}>
          {t(config.add)}
        </Button>
      )}
    </Stack>
  );
}

/** The postback choices: a titled list that may be empty. */
function ChoiceRows({ form }: { form: QaGroupForm }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack gap={4} role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
      <Input.Label id={`${id}-title`}>{t('faq.form.choices')}</Input.Label>
      <Input.Description id={`${id}-hint`}>{t('faq.form.choicesHint')}</Input.Description>
      {form.values.postback_choices.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('faq.form.noChoices')}
        </Text>
      )}
      <ListRows form={form} list="postback_choices" />
    </Stack>
  );
}

function QaGroupFields({ form }: { form: QaGroupForm }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <ListRows form={form} list="questions" />
      <ListRows form={form} list="answers" />
      <Radio.Group
        label={t('faq.form.mode')}
        value={String(form.values.answer_mode)}
        onChange={(value) => form.setFieldValue('answer_mode', Number(value) as QaGroupValues['answer_mode'])}
        error={form.errors.answer_mode}
      >
        <Group mt="xs">
          {ANSWER_MODES.map((code) => (
            <Radio key={code} value={String(code)} label={t(ANSWER_MODE_KEYS[code])} />
          ))}
        </Group>
      </Radio.Group>
      <Switch label={t('faq.form.similar')} description={t('faq.form.similarHint')} {...form.getInputProps('similar_enabled', { type: 'checkbox' })} />
      <ChoiceRows form={form} />
      <TagsInput label={t('faq.form.tags')} description={t('faq.form.tagsHint')} {...form.getInputProps('tags')} />
    </Stack>
  );
}

interface QaGroupModalProps {
  botId: string;
  /** The group being edited; null to add a new one. */
  group: BotFaq_QaGroupFragment | null;
  /** A new group's phrasings to start from (ignored when editing); the owner writes the answer. */
  initialQuestions?: readonly string[];
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
  /** The edited group no longer exists (deleted elsewhere): the list is read again; the dialog stays with the text. */
  onGone?: () => void;
  /** The signed-in account's e-mail: whose typed text a lost session keeps. */
  account?: string;
  /** Text typed before a lost session, opened again after signing in (the group it edited, if any, by id). */
  restored?: QaGroupRescue | null;
}

/** Server field names arrive as `group.questions.0` (GraphQL) or `questions.0` (REST). */
function groupFieldErrors(error: unknown): Record<string, string> {
  const errors = serverFieldErrors(error);
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(/^group\./, ''), message]));
}

function QaGroupFormBody({ botId, group, initialQuestions, onClose, onSaved, onGone, account = '', restored = null }: Omit<QaGroupModalProps, 'opened'>) {
  const { t } = useTranslation();
  // The group edited: the one opened, or the one the restored text was typed for (as it was read then).
  const target = group ? { id: group.id, updatedAt: group.updatedAt } : restored?.groupId ? { id: restored.groupId, updatedAt: restored.readAt } : null;
  const form = useQaGroupForm(restored ? restored.values : group ? valuesOfGroup(group) : emptyQaGroupValues(initialQuestions));
  const [refusal, setRefusal] = useState<string | null>(null);
  // The group was deleted elsewhere while open here: the next save adds what is typed as a new group.
  const [gone, setGone] = useState(false);
  // One per opening (kept with restored text): Save pressed again after an answer that never came makes no second group.
  const [requestKey] = useState(() => restored?.requestKey ?? newRequestKey());
  const [create, { loading: creating }] = useBotFaq_CreateGroupMutation();
  const [update, { loading: updating }] = useBotFaq_UpdateGroupMutation();
  const editing = target !== null && !gone ? target : null;
  const changed = restored !== null || form.isDirty();
  useRescueOnLoss(qaGroupRescueName(botId), account, {
    copy: { groupId: editing?.id ?? null, readAt: editing?.updatedAt ?? null, requestKey, values: form.getValues() },
    changed,
  });

  const save = async (values: QaGroupValues) => {
    setRefusal(null);
    try {
      const content = toGroupInput(values);
      // Sent with the time the group was opened at: a group changed since is refused (EDIT_CONFLICT), not overwritten.
      if (editing) await update({ variables: { input: { botId, id: editing.id, group: content, expectedUpdatedAt: editing.updatedAt } } });
      else await create({ variables: { input: { botId, group: content, requestKey } } });
      notifications.show({ color: 'green', message: t('faq.form.saved') });
      onSaved();
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'VALIDATION_FAILED') form.setErrors(translateErrors(groupFieldErrors(error), t));
      if (editing && (code === 'NOT_FOUND' || code === 'BOT_NOT_FOUND')) {
        setGone(true);
        setRefusal(t('faq.form.deletedElsewhere'));
        onGone?.();
        return;
      }
      setRefusal(t(errorMessageKey(error)));
    }
  };

  return (
    <DialogForm onSubmit={form.onSubmit(save)} onCancel={onClose} refusal={refusal} submitLabel={t('faq.form.save')} submitting={creating || updating} dirty={changed}>
      <RestoredNote shown={restored !== null} mb="md" />
      <QaGroupFields form={form} />
    </DialogForm>
  );
}

export function QaGroupModal({ opened, group, ...rest }: QaGroupModalProps) {
  const { t } = useTranslation();
  return (
    <GuardedModal opened={opened} onClose={rest.onClose} title={t(group || rest.restored?.groupId ? 'faq.form.editTitle' : 'faq.form.addTitle')} size="lg" centered>
      {/* Mounted per opening and keyed by group, so the form starts from the group's saved values each time. */}
      {opened && <QaGroupFormBody key={group?.id ?? rest.restored?.groupId ?? 'new'} group={group} {...rest} />}
    </GuardedModal>
  );
}
