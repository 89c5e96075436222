// Creates a topic or edits one: its name (required, ≤ 40) and description (≤ 200, shown above its questions). A create
// carries the dialog's request key, made once per opening, so Save pressed again after an answer that never came makes
// one topic (forms/request-key.ts). What is typed survives a lost session (app/form-rescue.ts): after signing in again
// the page opens the dialog with it.
import { useState } from 'react';
import { Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TOPIC_DESCRIPTION_MAX_CHARS, TOPIC_NAME_MAX_CHARS } from '../../../../schema/rules/topics';
import { MSG } from '../../../../schema/rules';
import { useRescueOnLoss } from '../../app/form-rescue';
import { DialogForm } from '../../forms/DialogForm';
import { GuardedModal } from '../../forms/GuardedModal';
import { newRequestKey } from '../../forms/request-key';
import { RestoredNote } from '../../forms/RestoredNote';
import { useDialogSubmit } from '../../forms/use-dialog-submit';

export interface TopicFields {
  name: string;
  description: string;
  active: boolean;
}

/** What a lost session keeps of the dialog: which topic (null for a new one), its request key and the fields. */
export const topicRescueShape = z.object({
  topicId: z.string().nullable(),
  requestKey: z.string(),
  fields: z.object({ name: z.string(), description: z.string(), active: z.boolean() }),
});
export type TopicRescue = z.infer<typeof topicRescueShape>;
export const topicRescueName = (botId: string) => `topic:${botId}`;

interface TopicFormModalProps {
  botId: string;
  /** The topic being edited; undefined to create one. */
  editing?: TopicFields & { id: string };
  opened: boolean;
  onClose: () => void;
  /** `requestKey`: the same for every save from one opening of the dialog. */
  onSave: (fields: TopicFields, requestKey: string) => Promise<unknown>;
  /** The signed-in account's e-mail: whose typed text a lost session keeps. */
  account?: string;
  /** Text typed before the session was lost, which the dialog opens with. */
  restored?: TopicRescue | null;
}

function TopicForm({ botId, editing, onClose, onSave, account = '', restored = null }: Omit<TopicFormModalProps, 'opened'>) {
  const { t } = useTranslation();
  const [opening] = useState<TopicFields>(editing ?? { name: '', description: '', active: true });
  const [fields, setFields] = useState<TopicFields>(restored?.fields ?? opening);
  const [requestKey] = useState(() => restored?.requestKey ?? newRequestKey());
  const dirty = restored !== null || fields.name !== opening.name || fields.description !== opening.description || fields.active !== opening.active;
  useRescueOnLoss(topicRescueName(botId), account, { copy: { topicId: editing?.id ?? null, requestKey, fields }, changed: dirty });
  const [touched, setTouched] = useState(false);
  const name = fields.name.trim();
  const nameError = name === '' ? t(MSG.required) : name.length > TOPIC_NAME_MAX_CHARS ? t(MSG.tooLong) : null;
  const descriptionError = fields.description.trim().length > TOPIC_DESCRIPTION_MAX_CHARS ? t(MSG.tooLong) : null;

  const { refusal, submitting, onSubmit } = useDialogSubmit(() => {
    setTouched(true);
    if (nameError || descriptionError) return false;
    return onSave({ ...fields, name, description: fields.description.trim() }, requestKey);
  }, onClose);

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} refusal={refusal} submitLabel={t(editing ? 'topics.form.save' : 'topics.form.create')} submitting={submitting} dirty={dirty}>
      <RestoredNote shown={restored !== null} />
      <TextInput
        label={t('topics.form.name')}
        description={t('topics.form.nameHelp', { max: TOPIC_NAME_MAX_CHARS })}
        required
        value={fields.name}
        error={touched && nameError}
        onChange={(event) => setFields({ ...fields, name: event.currentTarget.value })}
        data-autofocus
      />
      <Textarea
        label={t('topics.form.description')}
        description={t('topics.form.descriptionHelp', { max: TOPIC_DESCRIPTION_MAX_CHARS })}
        autosize
        minRows={2}
        value={fields.description}
        error={touched && descriptionError}
        onChange={(event) => setFields({ ...fields, description: event.currentTarget.value })}
      />
      {editing && <Switch label={t('topics.form.active')} checked={fields.active} onChange={(event) => setFields({ ...fields, active: event.currentTarget.checked })} />}
    </DialogForm>
  );
}

export function TopicFormModal({ opened, ...props }: TopicFormModalProps) {
  const { t } = useTranslation();
  return (
    <GuardedModal opened={opened} onClose={props.onClose} title={t(props.editing ? 'topics.form.editTitle' : 'topics.form.createTitle')} centered>
      {opened && <TopicForm {...props} />}
    </GuardedModal>
  );
}
