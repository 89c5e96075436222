// Creates a topic or edits one: its name (required, ≤ 40) and description (≤ 200, shown above its questions). A create
// carries the dialog's request key, made once per opening, so Save pressed again after an answer that never came makes
// one topic (forms/request-key.ts).
import { useState } from 'react';
import { Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TOPIC_DESCRIPTION_MAX_CHARS, TOPIC_NAME_MAX_CHARS } from '../../../../schema/rules/topics';
import { MSG } from '../../../../schema/rules';
import { DialogForm } from '../../forms/DialogForm';
import { GuardedModal } from '../../forms/GuardedModal';
import { newRequestKey } from '../../forms/request-key';
import { useDialogSubmit } from '../../forms/use-dialog-submit';

export interface TopicFields {
  name: string;
  description: string;
  active: boolean;
}

interface TopicFormModalProps {
  /** The topic being edited; undefined to create one. */
  editing?: TopicFields;
  opened: boolean;
  onClose: () => void;
  /** `requestKey`: the same for every save from one opening of the dialog. */
  onSave: (fields: TopicFields, requestKey: string) => Promise<unknown>;
}

function TopicForm({ editing, onClose, onSave }: Omit<TopicFormModalProps, 'opened'>) {
  const { t } = useTranslation();
  const [opening] = useState<TopicFields>(editing ?? { name: '', description: '', active: true });
  const [fields, setFields] = useState<TopicFields>(opening);
  const [requestKey] = useState(newRequestKey);
  const dirty = fields.name !== opening.name || fields.description !== opening.description || fields.active !== opening.active;
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
