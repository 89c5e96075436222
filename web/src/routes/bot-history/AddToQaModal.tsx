// Adds a history question (or a batch test row's) to the Q&A set (PRODUCT.md §4): as a new phrasing of an existing
// group, picked from the groups most like it (searchable), or as a new group with its answer (a row's expected answer
// to start from); after a new group, asks whether to edit the answer now, and opens the group dialog to do so. A new
// group's typed answer survives a lost session (app/form-rescue.ts): signing in again comes back to the page with the
// dialog open and the answer there again. The history page's dialog follows its URL; the test chat and the batch test
// hold theirs in state (useAddToQaDialog), and the dialog then keeps its item with the answer.
import { useState, type ReactNode } from 'react';
import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { addToQaSchema, MSG } from '../../../../schema/rules';
import {
  useBatchTest_AddToQaMutation,
  useBatchTest_LikelyGroupsQuery,
  useHistory_AddToQaMutation,
  useHistory_LikelyGroupsQuery,
  type BotFaq_QaGroupFragment,
} from '../../__generated__/graphql';
import { useRescued, useRescueOnLoss } from '../../app/form-rescue';
import { GroupPicker, type PickableGroup } from '../../bots/GroupPicker';
import { DialogForm } from '../../forms/DialogForm';
import { GuardedModal } from '../../forms/GuardedModal';
import { RestoredNote } from '../../forms/RestoredNote';
import { QaGroupModal } from '../bot-faq/QaGroupModal';
import { errorCodeOf, errorMessageKey, errorValuesOf, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors, zodResolver } from '../../forms/zod-resolver';

/** A history exchange's question. */
export interface ExchangeToAdd {
  id: string;
  question: string;
}

/** A batch test row's question, with the answer its file expected (where the new group's answer starts), if any. */
export interface BatchRowToAdd {
  runId: string;
  position: number;
  question: string;
  expectedAnswer: string | null;
}

export type QuestionToAdd = ExchangeToAdd | BatchRowToAdd;

const isBatchRow = (item: QuestionToAdd): item is BatchRowToAdd => 'runId' in item;
const itemKey = (item: QuestionToAdd) => (isBatchRow(item) ? `${item.runId}:${item.position}` : item.id);

/** An item kept through a lost session, as it was given (a copy in another shape is ignored). */
const itemShape = z.union([
  z.object({ runId: z.string(), position: z.number().int().positive(), question: z.string(), expectedAnswer: z.string().nullable() }),
  z.object({ id: z.string(), question: z.string() }),
]);
/** Under which name a page holding the dialog's item in state finds it again after a lost session. */
const openItemName = (botId: string) => `add-to-qa-open:${botId}`;

/**
 * The add dialog's item for a page that holds it in state rather than its URL (its AddToQaModal is given
 * `keepsItem`): when the session is lost while the dialog holds a typed answer, the dialog keeps its item too, and
 * signing in again opens it again here.
 */
export function useAddToQaDialog(botId: string, account: string) {
  const rescued = useRescued(openItemName(botId), account, itemShape);
  const [item, setItem] = useState<QuestionToAdd | null>(rescued);
  return { item, open: setItem, close: () => setItem(null) };
}

type Mode = 'existing' | 'new';

/** What the page says once a question is in the Q&A set: as a new group, or as a phrasing of `group`. */
function addedMessage(t: TFunction, group: BotFaq_QaGroupFragment, mode: Mode): string {
  return mode === 'new' ? t('history.addToQa.addedNew') : t('history.addToQa.added', { question: group.questions[0] ?? group.key });
}
interface AddValues {
  mode: Mode;
  group_id: string;
  answer: string;
}

/** The groups most like the item's question, or like `search` once one is typed. */
function useLikelyGroups(botId: string, item: QuestionToAdd, search: string) {
  const row = isBatchRow(item) ? item : null;
  const searched = search ? { search } : {};
  const forExchange = useHistory_LikelyGroupsQuery({ variables: { botId, exchangeId: isBatchRow(item) ? '' : item.id, ...searched }, skip: row !== null });
  const forRow = useBatchTest_LikelyGroupsQuery({ variables: { botId, runId: row?.runId ?? '', position: row?.position ?? 0, ...searched }, skip: row === null });
  if (row) return { groups: (forRow.data ?? forRow.previousData)?.batchTestRowLikelyGroups, failure: forRow.error, refetch: forRow.refetch };
  return { groups: (forExchange.data ?? forExchange.previousData)?.likelyGroups, failure: forExchange.error, refetch: forExchange.refetch };
}

/** Adds the item's question to `target`: a group (a phrasing) or a new group with its answer; answers the group. */
function useAddToQa(botId: string, item: QuestionToAdd) {
  const [addExchange, exchangeAdding] = useHistory_AddToQaMutation();
  const [addRow, rowAdding] = useBatchTest_AddToQaMutation();
  const add = async (target: { groupId: string } | { answer: string }): Promise<BotFaq_QaGroupFragment | undefined> => {
    if (isBatchRow(item)) return (await addRow({ variables: { input: { botId, runId: item.runId, position: item.position, ...target } } })).data?.addBatchTestRowToQa.qaGroup;
    return (await addExchange({ variables: { input: { botId, exchangeId: item.id, ...target } } })).data?.addExchangeToQa.qaGroup;
  };
  return { add, loading: exchangeAdding.loading || rowAdding.loading };
}

interface LikelyGroupPickerProps {
  botId: string;
  item: QuestionToAdd;
  /** A group to list first whatever the search (the one that has the question already). */
  pinned: PickableGroup | null;
  value: string;
  error?: ReactNode;
  onChange: (groupId: string) => void;
}

function LikelyGroupPicker({ botId, item, pinned, value, error, onChange }: LikelyGroupPickerProps) {
  const [search, setSearch] = useState('');
  const { groups: found, failure, refetch } = useLikelyGroups(botId, item, search);
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
  item: QuestionToAdd;
  onClose: () => void;
  onAdded: (group: BotFaq_QaGroupFragment, mode: Mode) => void;
  /** The signed-in account's e-mail: whose typed answer a lost session keeps. */
  account: string;
  /** A lost session keeps the item too, for a page that does not hold it in its URL. */
  keepsItem: boolean;
}

/** What a lost session keeps: the answer typed for a new group (a group picked is one click to pick again). */
const rescueShape = z.object({ answer: z.string() });

function AddForm({ botId, item, onClose, onAdded, account, keepsItem }: AddFormProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [holder, setHolder] = useState<PickableGroup | null>(null);
  const { add, loading } = useAddToQa(botId, item);
  const resolveAnswer = zodResolver<{ answer: string }>(addToQaSchema, t);
  const rescueName = `add-to-qa:${botId}:${itemKey(item)}`;
  const restored = useRescued(rescueName, account, rescueShape);
  // A row's expected answer is where a new group's answer starts; it is no change of the owner's until edited.
  const expected = isBatchRow(item) ? (item.expectedAnswer ?? '') : '';
  const form = useForm<AddValues>({
    mode: 'controlled',
    initialValues: restored ? { mode: 'new', group_id: '', answer: restored.answer } : { mode: 'existing', group_id: '', answer: expected },
    validate: (values) => (values.mode === 'new' ? resolveAnswer({ answer: values.answer }) : values.group_id ? {} : { group_id: t(MSG.required) }),
  });
  const typed = form.values.mode === 'new' && form.values.answer.trim() !== '' && form.values.answer !== expected;
  useRescueOnLoss(rescueName, account, { copy: { answer: form.values.answer }, changed: typed });
  useRescueOnLoss(openItemName(botId), keepsItem ? account : '', { copy: item, changed: typed });

  const save = async (values: AddValues) => {
    setRefusal(null);
    const target = values.mode === 'existing' ? { groupId: values.group_id } : { answer: values.answer.trim() };
    try {
      const group = await add(target);
      if (group) onAdded(group, values.mode);
    } catch (error) {
      const values = errorValuesOf(error);
      if (errorCodeOf(error) === 'QUESTION_IN_GROUP' && typeof values.group_id === 'string') {
        // Another group has the question: a second one would make the answer a matter of ranking, so offer that group.
        setHolder({ id: values.group_id, key: String(values.key ?? ''), question: item.question });
        form.setValues({ mode: 'existing', group_id: values.group_id });
        setRefusal(t('errors.QUESTION_IN_GROUP', { key: values.key ?? '' }));
        return;
      }
      form.setErrors(translateErrors(serverFieldErrors(error), t));
      setRefusal(t(errorMessageKey(error)));
    }
  };

  return (
    <DialogForm onSubmit={form.onSubmit(save)} onCancel={onClose} refusal={refusal} submitLabel={t('history.addToQa.submit')} submitting={loading} dirty={form.values.group_id !== '' || form.values.answer.trim() !== expected.trim()}>
      <RestoredNote shown={restored !== null} />
      <Text>
        <Text span c="dimmed">
          {t('history.addToQa.question')}
        </Text>{' '}
        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.question}
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
        <LikelyGroupPicker botId={botId} item={item} pinned={holder} value={form.values.group_id} error={form.errors.group_id} onChange={(id) => form.setFieldValue('group_id', id)} />
      ) : (
        <Textarea
          label={t('history.addToQa.answer')}
          description={expected && form.values.answer === expected ? t('history.addToQa.fromExpected') : undefined}
          autosize
          minRows={3}
          required
          {...form.getInputProps('answer')}
        />
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

interface AddDialogProps {
  botId: string;
  /** The exchange or batch test row whose question to add; the dialog is open while it is set. */
  item: QuestionToAdd | null;
  onClose: () => void;
  /** The question is in the Q&A set now, in `group` (the bot has untrained changes). */
  onAdded: (group: BotFaq_QaGroupFragment, mode: Mode) => void;
  /** The owner wants to edit the new group's answer now. */
  onEditGroup: (group: BotFaq_QaGroupFragment) => void;
  /** The signed-in account's e-mail: whose typed answer a lost session keeps. */
  account: string;
  keepsItem: boolean;
}

function AddDialog({ botId, item, onClose, onAdded, onEditGroup, account, keepsItem }: AddDialogProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<BotFaq_QaGroupFragment | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <GuardedModal opened={item !== null} onClose={close} title={t(created ? 'history.addToQa.created' : 'history.addToQa.title')} size="lg" centered>
      {created ? (
        <EditNowQuestion
          onLater={close}
          onEdit={() => {
            close();
            onEditGroup(created);
          }}
        />
      ) : (
        item && (
          <AddForm
            key={itemKey(item)}
            botId={botId}
            account={account}
            keepsItem={keepsItem}
            item={item}
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

interface AddToQaModalProps {
  botId: string;
  /** The exchange or batch test row whose question to add; the dialog is open while it is set. */
  item: QuestionToAdd | null;
  onClose: () => void;
  /** The question is in the Q&A set now (the bot has untrained changes); the page has said where. */
  onAdded: () => void;
  /** The signed-in account's e-mail: whose typed answer a lost session keeps (none: nothing is kept). */
  account?: string;
  /** A lost session keeps the item with a typed answer (useAddToQaDialog reads it); a page whose URL holds it has no need. */
  keepsItem?: boolean;
}

/** The add dialog, the message saying where the question went, and the group dialog for "edit the answer now". */
export function AddToQaModal({ botId, item, onClose, onAdded, account = '', keepsItem = false }: AddToQaModalProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<BotFaq_QaGroupFragment | null>(null);
  return (
    <>
      <AddDialog
        botId={botId}
        account={account}
        keepsItem={keepsItem}
        item={item}
        onClose={onClose}
        onAdded={(group, mode) => {
          onAdded();
          notifications.show({ color: 'green', message: addedMessage(t, group, mode) });
        }}
        onEditGroup={setEditing}
      />
      <QaGroupModal botId={botId} group={editing} opened={editing !== null} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
    </>
  );
}
