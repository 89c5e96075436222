// The AutoQA page's knowledge files: the list, uploads, and the bot's and each file's prompt.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BotAutoQa_DeleteDocument,
  BotAutoQa_IngestProgressDocument,
  BotAutoQa_RetryDocument,
  BotAutoQa_SetActiveDocument,
  BotAutoQa_UpdateDataDocument,
  BotAutoQa_UploadDocument,
  type BotAutoQa_DeleteMutation,
  type BotAutoQa_RetryMutation,
  type BotAutoQa_SetActiveMutation,
  type BotAutoQa_UpdateDataMutation,
  type BotAutoQa_UploadMutation,
} from '../../__generated__/graphql';
import { aFile, base64, dataMock, llmMock, renderAutoQa } from '../../test/autoqa-page-kit';
import { keepThenConfirm, pressing } from '../../test/confirm-dialog-kit';
import { expectAsksBeforeDiscarding } from '../../test/discard-guard-kit';
import { failure, mockOperation, type MockResult } from '../../test/factories';

type User = ReturnType<typeof renderAutoQa>['user'];

async function chooseFiles(user: User, files: File[]) {
  await user.upload(await screen.findByLabelText('Knowledge files', { selector: 'input' }), files);
}

describe('AutoQA page: knowledge files', () => {
  it('lists each file with its description, summary, status, chunk count and a switch named after it', async () => {
    renderAutoQa([dataMock([aFile(), aFile({ id: 'f2', fileName: 'faq.csv', status: 'failed', failureReason: 'The PDF has no text', chunkCount: 0 })]), llmMock(false)]);
    const row = await screen.findByRole('row', { name: /hours\.txt/ });
    expect(row).toHaveTextContent('Museum hours');
    expect(row).toHaveTextContent('The museum opens at 9:00.');
    expect(row).toHaveTextContent('Ready');
    expect(within(row).getByRole('switch', { name: 'Active: hours.txt' })).toBeChecked();
    const failed = screen.getByRole('row', { name: /faq\.csv/ });
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('The PDF has no text');
  });

  it('shows an empty state with the upload action when there are no files', async () => {
    renderAutoQa([dataMock([]), llmMock(false)]);
    expect(await screen.findByRole('heading', { name: 'No knowledge files yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upload files' })).toHaveLength(2);
  });

  it('sends the active switch of the file', async () => {
    const sent = jest.fn((): MockResult<BotAutoQa_SetActiveMutation> => ({ data: { setKnowledgeFileActive: { __typename: 'KnowledgeFilePayload', file: { __typename: 'KnowledgeFile', id: 'f1', active: false } } } }));
    const { user } = renderAutoQa([
      dataMock([aFile()]),
      llmMock(false),
      mockOperation(BotAutoQa_SetActiveDocument, { input: { botId: 'bot-1', fileId: 'f1', active: false } }, { result: sent }),
    ]);
    await user.click(await screen.findByRole('switch', { name: 'Active: hours.txt' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: hours.txt' })).not.toBeChecked());
  });

  it('retries a failed file', async () => {
    const sent = jest.fn((): MockResult<BotAutoQa_RetryMutation> => ({ data: { retryKnowledgeFile: { __typename: 'KnowledgeFilePayload', file: aFile({ status: 'pending', step: 'queued', progress: 0 }) } } }));
    const { user } = renderAutoQa([
      dataMock([aFile({ status: 'failed', failureReason: 'Embedding service unavailable' })]),
      llmMock(false),
      mockOperation(BotAutoQa_RetryDocument, { input: { botId: 'bot-1', fileId: 'f1' } }, { result: sent }),
      mockOperation(BotAutoQa_IngestProgressDocument, { botId: 'bot-1' }, { result: { data: { knowledgeIngestProgress: aFile({ status: 'processing', step: 'chunk', progress: 0.5 }) } } }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Retry hours.txt' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(await screen.findByRole('progressbar', { name: 'hours.txt: 50% processed' })).toBeInTheDocument();
  });
  it('deletes a file only after confirmation in an alertdialog (Escape and Cancel keep it)', async () => {
    const sent = jest.fn((): MockResult<BotAutoQa_DeleteMutation> => ({ data: { deleteKnowledgeFile: { __typename: 'DeleteKnowledgeFilePayload', deletedFileId: 'f1' } } }));
    const { user } = renderAutoQa([dataMock([aFile()]), llmMock(false), mockOperation(BotAutoQa_DeleteDocument, { input: { botId: 'bot-1', fileId: 'f1' } }, { result: sent })]);
    const remove = await screen.findByRole('button', { name: 'Delete hours.txt' });
    await keepThenConfirm({
      user,
      ask: pressing(user, () => remove),
      name: 'Delete file',
      description: 'Delete hours.txt and everything the bot learned from it?',
      keep: 'Cancel',
      kept: () => expect(sent).not.toHaveBeenCalled(),
      confirm: 'Delete',
    });
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(await screen.findByText('hours.txt deleted.')).toBeInTheDocument();
  });
});

describe('AutoQA page: uploads', () => {
  it('refuses a file of the wrong type or over 5 MB without sending anything', async () => {
    const sent = jest.fn(() => ({ data: null }));
    const { user } = renderAutoQa([dataMock([]), llmMock(false), mockOperation(BotAutoQa_UploadDocument, () => true, { result: sent })]);
    await chooseFiles(user, [new File(['MZ'], 'tool.exe'), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.txt', { type: 'text/plain' })]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('tool.exe: only CSV, TXT, DOCX and PDF files can be uploaded.');
    expect(alert).toHaveTextContent('big.txt: the file is larger than 5 MB.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses files over 20 MB in all, the one request they go in, without sending anything', async () => {
    const sent = jest.fn(() => ({ data: null }));
    const { user } = renderAutoQa([dataMock([]), llmMock(false), mockOperation(BotAutoQa_UploadDocument, () => true, { result: sent })]);
    const sized = (name: string) => {
      const file = new File(['text'], name, { type: 'text/plain' });
      Object.defineProperty(file, 'size', { value: 5 * 1024 * 1024 });
      return file;
    };
    await chooseFiles(user, ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt'].map(sized));
    expect(await screen.findByRole('alert')).toHaveTextContent('e.txt: the chosen files together pass 20 MB. Upload them a few at a time.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows a refusal with the file, the reason in the user’s language and the row', async () => {
    const csv = 'Content\nShort.\n';
    const { user } = renderAutoQa([
      dataMock([]),
      llmMock(false),
      mockOperation(BotAutoQa_UploadDocument, { input: { botId: 'bot-1', overwrite: false, files: [{ fileName: 'long.csv', contentType: 'text/csv', base64: base64(csv) }] } }, {
        result: failure('KNOWLEDGE_FILE_INVALID', { file: 'long.csv', reason: 'cell_too_long', location: { row: 3 } }),
      }),
    ]);
    await chooseFiles(user, [new File([csv], 'long.csv', { type: 'text/csv' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('long.csv was refused. A cell is 300 tokens or longer. (row 3)');
  });

  it('warns before replacing a file of the same name in an alertdialog naming it (Escape and Cancel send nothing), then uploads with overwrite', async () => {
    const uploaded = jest.fn((): MockResult<BotAutoQa_UploadMutation> => ({ data: { uploadKnowledgeFiles: { __typename: 'UploadKnowledgeFilesPayload', files: [aFile({ id: 'f9', status: 'pending' })], replaced: ['hours.txt'] } } }));
    const { user } = renderAutoQa([
      dataMock([aFile()]),
      llmMock(false),
      mockOperation(BotAutoQa_UploadDocument, { input: { botId: 'bot-1', overwrite: true, files: [{ fileName: 'hours.txt', contentType: 'text/plain', base64: base64('New hours') }] } }, {
        result: uploaded,
      }),
    ]);
    await screen.findByRole('row', { name: /hours\.txt/ });
    // As in a browser, the file picker leaves focus on the button that opened it.
    const chooseHours = async () => {
      const open = screen.getByRole('button', { name: 'Upload files' });
      await user.click(open);
      fireEvent.change(screen.getByLabelText('Knowledge files', { selector: 'input' }), { target: { files: [new File(['New hours'], 'hours.txt', { type: 'text/plain' })] } });
      return open;
    };
    await keepThenConfirm({
      user,
      ask: chooseHours,
      name: 'Replace files?',
      description: 'Files with these names already exist. Uploading replaces them and what the bot learned from them. hours.txt',
      keep: 'Cancel',
      kept: () => expect(uploaded).not.toHaveBeenCalled(),
      confirm: 'Replace',
    });
    await waitFor(() => expect(uploaded).toHaveBeenCalled());
  });
});

describe('AutoQA page: prompts', () => {
  it('counts the bot prompt’s tokens while typing and will not save one over 400', async () => {
    const saved = jest.fn(() => ({ data: null }));
    const { user } = renderAutoQa([dataMock([aFile()]), llmMock(false), mockOperation(BotAutoQa_UpdateDataDocument, () => true, { result: saved })]);
    const prompt = await screen.findByRole('textbox', { name: 'Bot-level prompt' });
    await user.click(prompt);
    await user.paste('Be brief.');
    expect(prompt).toHaveAccessibleDescription(expect.stringContaining('3 / 400 tokens'));
    await user.paste('長'.repeat(270));
    expect(prompt).toHaveAccessibleDescription(expect.stringContaining('408 / 400 tokens'));
    expect(screen.getByText('The prompt is over 400 tokens. Shorten it to save.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save prompt' })).toBeDisabled();
    expect(saved).not.toHaveBeenCalled();
  });

  it('saves a file’s description and prompt from its edit form', async () => {
    const saved = jest.fn((): MockResult<BotAutoQa_UpdateDataMutation> => ({
      data: { updateAutoQaData: { __typename: 'AutoQaDataPayload', data: { __typename: 'AutoQaData', botId: 'bot-1', prompt: '', files: [aFile({ prompt: 'Quote the hours.' })] } } },
    }));
    const { user } = renderAutoQa([
      dataMock([aFile()]),
      llmMock(false),
      mockOperation(BotAutoQa_UpdateDataDocument, { input: { botId: 'bot-1', files: [{ fileId: 'f1', description: 'Museum hours', prompt: 'Quote the hours.' }] } }, {
        result: saved,
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit hours.txt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit hours.txt' });
    await user.type(within(dialog).getByRole('textbox', { name: 'File prompt' }), 'Quote the hours.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
  });

  it('asks before discarding a file’s edited prompt (Escape or Cancel), and closes at once when nothing changed', async () => {
    const { user } = renderAutoQa([dataMock([aFile()]), llmMock(false)]);
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: 'Edit hours.txt' }));
      return screen.findByRole('dialog', { name: 'Edit hours.txt' });
    };
    const typePrompt = async (dialog: HTMLElement) => {
      const prompt = within(dialog).getByRole('textbox', { name: 'File prompt' });
      await user.type(prompt, 'Quote the hours.');
      return () => expect(prompt).toHaveValue('Quote the hours.');
    };
    await expectAsksBeforeDiscarding({ user, name: 'Edit hours.txt', open, change: typePrompt });

    const dialog = await open();
    await typePrompt(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit hours.txt' })).not.toBeInTheDocument());
  });
});
