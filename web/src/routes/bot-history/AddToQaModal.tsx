// Adds a history question to the Q&A set (PRODUCT.md §4): as a new phrasing of an existing group, picked from the
// groups most like it (searchable), or as a new group with its answer; after a new group, asks whether to edit the
// answer now. A new group's typed answer survives a lost session (app/form-rescue.ts): signing in again comes back to
// the page with the dialog open (it follows the URL), and the answer is there again.
import { useState, type ReactNode } from 'react';
import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { addToQaSchema, MSG } from '../../../../schema/rules';
import { useHistory_AddToQaMutation, useHistory_LikelyGroupsQuery, type BotFaq_QaGroupFragment } from '../../__generated__/graphql';
import { useRescued, useRescueOnLoss } from '../../app/form-rescue';
import { GroupPicker, type PickableGroup } from '../../bots/GroupPicker';
import { DialogForm } from '../../forms/DialogForm';
import { GuardedModal } from '../../forms/GuardedModal';
import { RestoredNote } from '../../forms/RestoredNote';
import { errorCodeOf, errorMessageKey, errorValuesOf, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors, zodResolver } from '../../forms/zod-resolver';

export interface ExchangeToAdd {
  id: string;
  question: string;
}

export type Mode = 'existing' | 'new';

/** What the page says once a question is in the Q&A set: as a new group, or as a phrasing of `group`. */
export function addedMessage(t: TFunction, group: BotFaq_QaGroupFragment, mode: Mode): string {
  return mode === 'new' ? t('history.addToQa.addedNew') : t('history.addToQa.added', { question: group.questions[0] ?? group.key });
}
interface AddValues {
  mode: Mode;
  group_id: string;
  answer: string;
}

interface LikelyGroupPickerProps {
  botId: string;
  exchangeId: string;
  /** A group to list first whatever the search (the one that has the question already). */
  pinned: PickableGroup | null;
  value: string;
  error?: ReactNode;
  onChange: (groupId: string) => void;
}

/** The groups most like the exchange's question, or like the search once one is typed. */
function LikelyGroupPicker({ botId, exchangeId, pinned, value, error, onChange }: LikelyGroupPickerProps) {
  const [search, setSearch] = useState('');
  const { data, previousData, error: failure, refetch } = useHistory_LikelyGroupsQuery({ variables: { botId, exchangeId, ...(search && { search }) } });
  const found = (data ?? previousData)?.likelyGroups;
  return (
    <GroupPicker
      groups={found && pinned ? [pinned, ...found.filter((group) => group.id !== pinned.id)] : found}
      failure={failure}
      onRetry={() => void refetch().catch(() => undefined)}
      onSearch={setSearch}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}

interface AddFormProps {
  botId: string;
  exchange: ExchangeToAdd;
  onClose: () => void;
  onAdded: (group: BotFaq_QaGroupFragment, mode: Mode) => void;
  /** The signed-in account's e-mail: whose typed answer a lost session keeps. */
  account: string;
}

/** What a lost session keeps: the answer typed for a new group (a group picked is one click to pick again). */
const rescueShape = z.object({ answer: z.string() });

function AddForm({ botId, exchange, onClose, onAdded, account }: AddFormProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [holder, setHolder] = useState<PickableGroup | null>(null);
  const [add, { loading }] = useHistory_AddToQaMutation();
  const resolveAnswer = zodResolver<{ answer: string }>(addToQaSchema, t);
  const rescueName = `add-to-qa:${botId}:${exchange.id}`;
  const restored = useRescued(rescueName, account, rescueShape);
  const form = useForm<AddValues>({
    mode: 'controlled',
    initialValues: restored ? { mode: 'new', group_id: '', answer: restored.answer } : { mode: 'existing', group_id: '', answer: '' },
    validate: (values) => (values.mode === 'new' ? resolveAnswer({ answer: values.answer }) : values.group_id ? {} : { group_id: t(MSG.required) }),
  });
  const typed = form.values.mode === 'new' && form.values.answer.trim() !== '';
  useRescueOnLoss(rescueName, account, { copy: { answer: form.values.answer }, changed: typed });

  const save = async (values: AddValues) => {
    setRefusal(null);
    const target = values.mode === 'existing' ? { groupId: values.group_id } : { answer: values.answer.trim() };
    try {
      const result = await add({ variables: { input: { botId, exchangeId: exchange.id, ...target } } });
      if (result.data) onAdded(result.data.addExchangeToQa.qaGroup, values.mode);
    } catch (error) {
      const values = errorValuesOf(error);
      if (errorCodeOf(error) === 'QUESTION_IN_GROUP' && typeof values.group_id === 'string') {
        // Another group has the question: a second one would make the answer a matter of ranking, so offer that group.
        setHolder({ id: values.group_id, key: String(values.key ?? ''), question: exchange.question });
        form.setValues({ mode: 'existing', group_id: values.group_id });
        setRefusal(t('errors.QUESTION_IN_GROUP', { key: values.key ?? '' }));
        return;
      }
      form.setErrors(translateErrors(serverFieldErrors(error), t));
      setRefusal(t(errorMessageKey(error)));
    }
  };

  return (
    <DialogForm onSubmit={form.onSubmit(save)} onCancel={onClose} refusal={refusal} submitLabel={t('history.addToQa.submit')} submitting={loading} dirty={form.values.group_id !== '' || form.values.answer.trim() !== ''}>
      <RestoredNote shown={restored !== null} />
      <Text>
        <Text span c="dimmed">
          {t('history.addToQa.question')}
        </Text>{' '}
        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
          {exchange.question}
        </Text>
      </Text>
      {/* A choice's words wrap rather than run out of the control on a phone ("新しい Q&A グループとして"). */}
      <SegmentedControl
        fullWidth
        styles={{ control: { minWidth: 0 }, label: { whiteSpace: 'normal', overflowWrap: 'anywhere', height: '100%' } }}
        aria-label={t('history.addToQa.how')}
        data={[
          { value: 'existing', label: t('history.addToQa.existing') },
          { value: 'new', label: t('history.addToQa.new') },
        ]}
        {...form.getInputProps('mode')}
      />
      {form.values.mode === 'existing' ? (
        <LikelyGroupPicker botId={botId} exchangeId={exchange.id} pinned={holder} value={form.values.group_id} error={form.errors.group_id} onChange={(id) => form.setFieldValue('group_id', id)} />
      ) : (
        <Textarea label={t('history.addToQa.answer')} autosize minRows={3} required {...form.getInputProps('answer')} />
      )}
    </DialogForm>
  );
}

/** After a new group: edit its answer now (the Q&A group dialog) or later. */
function EditNowQuestion({ onEdit, onLater }: { onEdit: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text>{t('history.addToQa.editNow')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onLater}>
          {t('history.addToQa.later')}
        </Button>
        <Button onClick={onEdit} data-autofocus>
          {t('history.addToQa.editAnswer')}
        </Button>
      </Group>
    </Stack>
  );
}

interface AddToQaModalProps {
  botId: string;
  exchange: ExchangeToAdd | null;
  onClose: () => void;
  /** The question is in the Q&A set now, in `group` (the bot has untrained changes). */
  onAdded: (group: BotFaq_QaGroupFragment, mode: Mode) => void;
  /** The owner wants to edit the new group's answer now. */
  onEditGroup: (group: BotFaq_QaGroupFragment) => void;
  /** The signed-in account's e-mail: whose typed answer a lost session keeps. */
  account?: string;
}

export function AddToQaModal({ botId, exchange, onClose, onAdded, onEditGroup, account = '' }: AddToQaModalProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<BotFaq_QaGroupFragment | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <GuardedModal opened={exchange !== null} onClose={close} title={t(created ? 'history.addToQa.created' : 'history.addToQa.title')} size="lg" centered>
      {created ? (
        <EditNowQuestion
          onLater={close}
          onEdit={() => {
            close();
            onEditGroup(created);
          }}
        />
      ) : (
        exchange && (
          <AddForm
            key={exchange.id}
            botId={botId}
            account={account}
            exchange={exchange}
            onClose={close}
            onAdded={(group, mode) => {
              onAdded(group, mode);
              if (mode === 'new') setCreated(group);
              else close();
            }}
          />
        )
      )}
    </GuardedModal>
  );
}
