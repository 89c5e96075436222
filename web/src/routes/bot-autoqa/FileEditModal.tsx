// Edits one knowledge file's description and per-file prompt; a prompt over 400 tokens is refused before saving. What is
// typed survives a lost session (app/form-rescue.ts): after signing in again the AutoQA page opens the dialog with it.
import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { KNOWLEDGE_DESCRIPTION_MAX_CHARS } from '../../../../schema/rules/knowledge';
import { useBotAutoQa_UpdateDataMutation, type BotAutoQa_FileFragment } from '../../__generated__/graphql';
import { useRescueOnLoss } from '../../app/form-rescue';
import { RestoredNote } from '../../forms/RestoredNote';
import { errorMessageKey } from '../../forms/graphql-errors';
import { GuardedModal, useDiscardGuard } from '../../forms/GuardedModal';
import { PromptField, promptTooLong } from './PromptField';

/** The dialog's text kept through a lost session: the file it was typed for and its two fields as typed. */
export const fileEditRescueShape = z.object({ fileId: z.string(), description: z.string(), prompt: z.string() });
export type FileEditRescue = z.infer<typeof fileEditRescueShape>;
export const fileEditRescueName = (botId: string) => `knowledge-file:${botId}`;

interface FileEditModalProps {
  botId: string;
  file: BotAutoQa_FileFragment | null;
  onClose: () => void;
  /** The signed-in account's e-mail: whose typed text a lost session keeps. */
  account?: string;
  /** Text typed for this file before the session was lost, which the dialog opens with. */
  restored?: FileEditRescue | null;
}

function FileEditForm({ botId, file, onClose, account = '', restored = null }: FileEditModalProps & { file: BotAutoQa_FileFragment }) {
  const { t } = useTranslation();
  const [description, setDescription] = useState(restored?.description ?? file.description ?? '');
  const [prompt, setPrompt] = useState(restored?.prompt ?? file.prompt ?? '');
  const [updateData, { loading }] = useBotAutoQa_UpdateDataMutation();
  const changed = restored !== null || description !== (file.description ?? '') || prompt !== (file.prompt ?? '');
  const guard = useDiscardGuard(changed);
  useRescueOnLoss(fileEditRescueName(botId), account, { copy: { fileId: file.id, description, prompt }, changed });

  const descriptionTooLong = description.trim().length > KNOWLEDGE_DESCRIPTION_MAX_CHARS;
  const save = async () => {
    if (promptTooLong(prompt) || descriptionTooLong) return;
    try {
      await updateData({ variables: { input: { botId, files: [{ fileId: file.id, description: description.trim(), prompt: prompt.trim() }] } } });
      notifications.show({ color: 'green', message: t('autoQa.edit.saved') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', title: t('autoQa.edit.failed'), message: t(errorMessageKey(error)) });
    }
  };

  return (
    <Stack>
      <RestoredNote shown={restored !== null} />
      <Textarea
        label={t('autoQa.edit.description')}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        autosize
        minRows={2}
        error={descriptionTooLong ? t('autoQa.edit.descriptionTooLong', { max: KNOWLEDGE_DESCRIPTION_MAX_CHARS }) : undefined}
      />
      <PromptField id="file-prompt" label={t('autoQa.edit.prompt')} value={prompt} onChange={setPrompt} />
      <Group justify="flex-end">
        <Button variant="default" onClick={guard ? guard.requestClose : onClose}>
          {t('common.cancel')}
        </Button>
        <Button loading={loading} onClick={() => void save()} disabled={promptTooLong(prompt) || descriptionTooLong}>
          {t('autoQa.edit.save')}
        </Button>
      </Group>
    </Stack>
  );
}

export function FileEditModal(props: FileEditModalProps) {
  const { t } = useTranslation();
  const { file } = props;
  return (
    <GuardedModal opened={file !== null} onClose={props.onClose} title={t('autoQa.edit.title', { name: file?.fileName ?? '' })} centered size="lg">
      {/* Mounted per opening and keyed by file, so the fields start from the file's saved values each time. */}
      {file && <FileEditForm key={file.id} {...props} file={file} />}
    </GuardedModal>
  );
}
