// The AutoQA page's typed text through a lost session (a login elsewhere ends this one, the product allows one session
// per account) and on the way out of the page: the bot prompt and a file's edit dialog come back after signing in
// again, and leaving with the bot prompt changed asks first.
import { screen, waitFor, within } from '@testing-library/react';
import { BotAutoQa_UpdateDataDocument, type BotAutoQa_UpdateDataMutation } from '../../__generated__/graphql';
import { aFile, dataMock, llmMock, renderAutoQa } from '../../test/autoqa-page-kit';
import { unloadAsks } from '../../test/discard-guard-kit';
import { mockOperation, type MockResult } from '../../test/factories';
import { loseSession, RESTORED_NOTE } from '../../test/rescue-kit';

const savedData = (prompt: string, files = [aFile()]): MockResult<BotAutoQa_UpdateDataMutation> => ({
  data: { updateAutoQaData: { __typename: 'AutoQaDataPayload', data: { __typename: 'AutoQaData', botId: 'bot-1', prompt, files } } },
});

beforeEach(() => sessionStorage.clear());

describe('the bot prompt', () => {
  it('asks before the page is left with it changed, and not once it is saved or as it was', async () => {
    const saved = jest.fn(() => savedData('Answer in one sentence.'));
    const { user } = renderAutoQa([
      dataMock([aFile()], 'Be brief.'),
      llmMock(false),
      mockOperation(BotAutoQa_UpdateDataDocument, { input: { botId: 'bot-1', prompt: 'Answer in one sentence.' } }, { result: saved }),
    ]);
    const prompt = await screen.findByRole('textbox', { name: 'Bot-level prompt' });
    expect(unloadAsks()).toBe(false);
    await user.clear(prompt);
    await user.type(prompt, 'Answer in one sentence. ');
    expect(unloadAsks()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save prompt' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(prompt).toHaveValue('Answer in one sentence.'));
    expect(unloadAsks()).toBe(false);
  });

  it('comes back after signing in again, unsaved and said so, and saves', async () => {
    const first = renderAutoQa([dataMock([aFile()], 'Be brief.'), llmMock(false)]);
    const typed = await screen.findByRole('textbox', { name: 'Bot-level prompt' });
    await first.user.type(typed, ' Quote the opening hours.');
    loseSession();
    first.unmount();
    expect(sessionStorage.length).toBe(1);

    const saved = jest.fn(() => savedData('Be brief. Quote the opening hours.'));
    const { user } = renderAutoQa([
      dataMock([aFile()], 'Be brief.'),
      llmMock(false),
      mockOperation(BotAutoQa_UpdateDataDocument, { input: { botId: 'bot-1', prompt: 'Be brief. Quote the opening hours.' } }, { result: saved }),
    ]);
    const prompt = await screen.findByRole('textbox', { name: 'Bot-level prompt' });
    expect(prompt).toHaveValue('Be brief. Quote the opening hours.');
    expect(screen.getByText(RESTORED_NOTE).closest('[role="status"]')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Save prompt' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText(RESTORED_NOTE)).not.toBeInTheDocument());
  });

  it('keeps nothing when the session is lost with the prompt as saved', async () => {
    const first = renderAutoQa([dataMock([aFile()], 'Be brief.'), llmMock(false)]);
    await screen.findByRole('textbox', { name: 'Bot-level prompt' });
    loseSession();
    first.unmount();
    expect(sessionStorage.length).toBe(0);
  });
});

describe("a file's edit dialog", () => {
  async function typeAndLoseSession() {
    const first = renderAutoQa([dataMock([aFile()]), llmMock(false)]);
    await first.user.click(await screen.findByRole('button', { name: 'Edit hours.txt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit hours.txt' });
    await first.user.type(within(dialog).getByRole('textbox', { name: 'File prompt' }), 'Quote the hours.');
    loseSession();
    first.unmount();
    expect(sessionStorage.length).toBe(1);
  }

  it('opens again after signing in with what was typed, says so, and saves it for that file', async () => {
    await typeAndLoseSession();
    const saved = jest.fn(() => savedData('', [aFile({ prompt: 'Quote the hours.' })]));
    const { user } = renderAutoQa([
      dataMock([aFile()]),
      llmMock(false),
      mockOperation(BotAutoQa_UpdateDataDocument, { input: { botId: 'bot-1', files: [{ fileId: 'f1', description: 'Museum hours', prompt: 'Quote the hours.' }] } }, { result: saved }),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit hours.txt' });
    expect(within(dialog).getByRole('textbox', { name: 'File prompt' })).toHaveValue('Quote the hours.');
    expect(within(dialog).getByRole('status')).toHaveTextContent(RESTORED_NOTE);
    expect(sessionStorage.length).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit hours.txt' })).not.toBeInTheDocument());
  });

  it('asks before the restored text is closed away, though nothing was typed since', async () => {
    await typeAndLoseSession();
    const { user } = renderAutoQa([dataMock([aFile()]), llmMock(false)]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit hours.txt' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).toBeInTheDocument();
  });

  it('opens nothing when the file was deleted since', async () => {
    await typeAndLoseSession();
    renderAutoQa([dataMock([aFile({ id: 'f2', fileName: 'prices.txt' })]), llmMock(false)]);
    expect(await screen.findByRole('row', { name: /prices\.txt/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
