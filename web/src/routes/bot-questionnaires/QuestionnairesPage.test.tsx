import { act, screen, waitFor, within } from '@testing-library/react';
import {
  BotQuestionnaires_ChatbotDocument,
  BotQuestionnaires_CreateDocument,
  BotQuestionnaires_DeleteDocument,
  BotQuestionnaires_EntityTypesDocument,
  BotQuestionnaires_ListDocument,
  BotQuestionnaires_ResponsesDocument,
  BotQuestionnaires_UpdateDocument,
  type BotQuestionnaires_CreateMutation,
  type BotQuestionnaires_DeleteMutation,
  type BotQuestionnaires_QuestionnaireFragment,
  type BotQuestionnaires_ResponsesQuery,
  type BotQuestionnaires_UpdateMutation,
} from '../../__generated__/graphql';
import i18n from '../../i18n';
import { keepThenConfirm, pressing } from '../../test/confirm-dialog-kit';
import { expectAsksBeforeDiscarding } from '../../test/discard-guard-kit';
import { createdWithKey, mockOperation, type MockResult } from '../../test/factories';
import { loseSession, RESTORED_NOTE } from '../../test/rescue-kit';
import { renderPage, type Mocks } from '../../test/render';
import { QuestionnairesPage } from './QuestionnairesPage';

function aQuestionnaire(overrides: Partial<BotQuestionnaires_QuestionnaireFragment> = {}): BotQuestionnaires_QuestionnaireFragment {
  return {
    __typename: 'Questionnaire',
    id: 'qn-1',
    title: 'Visit survey',
    keyword: 'survey',
    closingMessage: 'Thanks!',
    active: true,
    responseCount: 2,
    updatedAt: '2026-11-22T04:00:00.000Z',
    questions: [{ __typename: 'QuestionnaireQuestion', text: 'Which branch?', type: 'single_choice', required: true, choices: ['Taipei', 'Kaohsiung'], entityType: null, rules: null }],
    ...overrides,
  };
}

const QUESTIONNAIRE_OWNER = 'owner@example.com';
const chatbotMock = mockOperation(BotQuestionnaires_ChatbotDocument, { id: 'bot-1' }, { result: { data: { chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Shop bot' }, me: { __typename: 'Account', email: QUESTIONNAIRE_OWNER } } } });
const listMock = (items: BotQuestionnaires_QuestionnaireFragment[]) => mockOperation(BotQuestionnaires_ListDocument, { botId: 'bot-1' }, { result: { data: { questionnaires: items } }, maxUsageCount: 10 });

function renderQuestionnaires(mocks: Mocks, search = '') {
  return renderPage(<QuestionnairesPage />, { route: `/dashboard/bot/bot-1/questionnaires${search}`, path: '/dashboard/bot/:id/questionnaires', mocks: [chatbotMock, ...mocks] });
}

describe('questionnaire list', () => {
  it('shows each questionnaire with its keyword, counts and active switch, and an empty state', async () => {
    renderQuestionnaires([listMock([aQuestionnaire(), aQuestionnaire({ id: 'qn-2', title: 'Sign-up', keyword: '', active: false, responseCount: 0 })])]);
    const card = await screen.findByRole('article', { name: 'Visit survey' });
    expect(card).toHaveTextContent('Keyword: survey');
    expect(card).toHaveTextContent('1 questions · 2 responses');
    expect(within(card).getByRole('switch', { name: 'Active: Visit survey' })).toBeChecked();
    expect(screen.getByRole('article', { name: 'Sign-up' })).toHaveTextContent('No keyword (cannot start)');
    expect(screen.getByRole('switch', { name: 'Active: Sign-up' })).not.toBeChecked();
  });

  it('shows an empty state with the create action', async () => {
    renderQuestionnaires([listMock([])]);
    expect(await screen.findByRole('heading', { name: 'No questionnaires yet' })).toBeInTheDocument();
  });

  it('sends the whole questionnaire with the active switch flipped', async () => {
    const item = aQuestionnaire();
    const sent = jest.fn((): MockResult<BotQuestionnaires_UpdateMutation> => ({ data: { updateQuestionnaire: { ...item, active: false } } }));
    const input = { botId: 'bot-1', id: 'qn-1', title: 'Visit survey', keyword: 'survey', closingMessage: 'Thanks!', active: false, questions: [{ text: 'Which branch?', type: 'single_choice', required: true, choices: ['Taipei', 'Kaohsiung'] }] };
    const { user } = renderQuestionnaires([listMock([item]), mockOperation(BotQuestionnaires_UpdateDocument, { input }, { result: sent })]);
    await user.click(await screen.findByRole('switch', { name: 'Active: Visit survey' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
  });

  it('deletes a questionnaire only after confirmation in an alertdialog (Escape and Cancel keep it)', async () => {
    const sent = jest.fn((): MockResult<BotQuestionnaires_DeleteMutation> => ({ data: { deleteQuestionnaire: [] } }));
    const { user } = renderQuestionnaires([listMock([aQuestionnaire()]), mockOperation(BotQuestionnaires_DeleteDocument, { input: { botId: 'bot-1', id: 'qn-1' } }, { result: sent })]);
    const remove = await screen.findByRole('button', { name: 'Delete Visit survey' });
    await keepThenConfirm({
      user,
      ask: pressing(user, () => remove),
      name: 'Delete questionnaire',
      description: 'Delete "Visit survey" and its 2 responses? This cannot be undone.',
      keep: 'Cancel',
      kept: () => expect(sent).not.toHaveBeenCalled(),
      confirm: 'Delete',
    });
    await waitFor(() => expect(sent).toHaveBeenCalled());
  });
});

describe('questionnaire editor', () => {
  it('asks before discarding a typed questionnaire, and closes an untouched one at once', async () => {
    const { user } = renderQuestionnaires([listMock([])]);
    await expectAsksBeforeDiscarding({
      user,
      name: 'New questionnaire',
      open: async () => {
        await user.click((await screen.findAllByRole('button', { name: 'New questionnaire' }))[0]);
        return screen.findByRole('dialog', { name: 'New questionnaire' });
      },
      change: async (dialog) => {
        const title = within(dialog).getByRole('textbox', { name: /^Title/ });
        await user.type(title, 'Sign-up');
        return () => expect(title).toHaveValue('Sign-up');
      },
    });
  });

  it('says what is missing and sends nothing, then creates the questionnaire once it is valid', async () => {
    const sent = jest.fn((): MockResult<BotQuestionnaires_CreateMutation> => ({ data: { createQuestionnaire: aQuestionnaire({ id: 'qn-9' }) } }));
    const input = { botId: 'bot-1', title: 'Sign-up', keyword: 'join', closingMessage: 'See you!', active: true, questions: [{ text: 'Age?', type: 'text', required: true, rules: { min: 1, max: 3 } }] };
    const { user } = renderQuestionnaires([listMock([]), mockOperation(BotQuestionnaires_CreateDocument, createdWithKey(input), { result: sent })]);
    await user.click((await screen.findAllByRole('button', { name: 'New questionnaire' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'New questionnaire' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Some fields need attention: see the messages below.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription('This field is required');
    expect(within(dialog).getByRole('textbox', { name: /^Question text/ })).toHaveAccessibleDescription('This field is required');
    expect(within(dialog).getByRole('textbox', { name: /^Closing message/ })).toHaveAccessibleDescription('This field is required');

    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Sign-up');
    await user.type(within(dialog).getByRole('textbox', { name: /^Trigger keyword/ }), 'join');
    await user.type(within(dialog).getByRole('textbox', { name: /^Question text/ }), 'Age?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Minimum length' }), '5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Maximum length' }), '3');
    await user.type(within(dialog).getByRole('textbox', { name: /^Pattern/ }), '(abc');
    await user.type(within(dialog).getByRole('textbox', { name: /^Closing message/ }), 'See you!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The maximum must not be less than the minimum.')).toBeInTheDocument();
    expect(within(dialog).getByText('This pattern is not a valid regular expression.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Minimum length' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Minimum length' }), '1');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Pattern/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
  });

  it('sends a questionnaire saved again after an unanswered save with the same request key, and a new opening with another', async () => {
    const keys: unknown[] = [];
    const input = { botId: 'bot-1', title: 'Sign-up', keyword: '', closingMessage: 'See you!', active: true, questions: [{ text: 'Age?', type: 'text', required: true }] };
    const sent = jest.fn((): MockResult<BotQuestionnaires_CreateMutation> => ({ data: { createQuestionnaire: aQuestionnaire({ id: 'qn-9' }) } }));
    const { user } = renderQuestionnaires([
      listMock([]),
      mockOperation(BotQuestionnaires_CreateDocument, createdWithKey(input, keys), { error: new TypeError('Failed to fetch') }),
      mockOperation(BotQuestionnaires_CreateDocument, createdWithKey(input, keys), { result: sent }),
      mockOperation(BotQuestionnaires_CreateDocument, createdWithKey(input, keys), { result: sent }),
    ]);
    const create = async () => {
      await user.click((await screen.findAllByRole('button', { name: 'New questionnaire' }))[0]);
      const dialog = await screen.findByRole('dialog', { name: 'New questionnaire' });
      await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Sign-up');
      await user.type(within(dialog).getByRole('textbox', { name: /^Question text/ }), 'Age?');
      await user.type(within(dialog).getByRole('textbox', { name: /^Closing message/ }), 'See you!');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      return dialog;
    };
    const dialog = await create();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('this change may not have been made');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New questionnaire' })).not.toBeInTheDocument());
    await create();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('needs two choices for a single-choice question, and moves and removes questions', async () => {
    const { user } = renderQuestionnaires([listMock([aQuestionnaire()])]);
    await user.click(await screen.findByRole('button', { name: 'Edit Visit survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit questionnaire' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove choice 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A single-choice question needs 2 to 20 choices.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    await user.type(within(dialog).getAllByRole('textbox', { name: /^Question text/ })[1], 'Your e-mail?');
    expect(within(dialog).getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Move question 2 up' }));
    expect(within(dialog).getAllByRole('textbox', { name: /^Question text/ }).map((input) => (input as HTMLInputElement).value)).toEqual(['Your e-mail?', 'Which branch?']);
    await user.click(within(dialog).getByRole('button', { name: 'Remove question 1' }));
    expect(within(dialog).getAllByRole('textbox', { name: /^Question text/ })).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Remove question 1' })).toBeDisabled();
  });
});

describe('the questionnaire editor through a lost session', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens a new questionnaire again with what was typed, says so, and creates it with the request key of its first save', async () => {
    const keys: unknown[] = [];
    const unanswered = { botId: 'bot-1', title: 'Sign-up', keyword: '', closingMessage: 'See you!', active: true, questions: [{ text: 'Age?', type: 'text', required: true }] };
    const first = renderQuestionnaires([listMock([]), mockOperation(BotQuestionnaires_CreateDocument, createdWithKey(unanswered, keys), { error: new TypeError('Failed to fetch') })]);
    await first.user.click((await screen.findAllByRole('button', { name: 'New questionnaire' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'New questionnaire' });
    await first.user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Sign-up');
    await first.user.type(within(dialog).getByRole('textbox', { name: /^Question text/ }), 'Age?');
    await first.user.type(within(dialog).getByRole('textbox', { name: /^Closing message/ }), 'See you!');
    await first.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('this change may not have been made');
    await first.user.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    loseSession();
    first.unmount();
    expect(sessionStorage.length).toBe(1);

    const sent = jest.fn((): MockResult<BotQuestionnaires_CreateMutation> => ({ data: { createQuestionnaire: aQuestionnaire({ id: 'qn-9' }) } }));
    const input = { ...unanswered, questions: [{ text: 'Age?', type: 'text', required: true }, { text: 'Name?', type: 'text', required: true }] };
    const { user } = renderQuestionnaires([listMock([]), mockOperation(BotQuestionnaires_CreateDocument, createdWithKey(input, keys), { result: sent })]);
    const reopened = await screen.findByRole('dialog', { name: 'New questionnaire' });
    expect(within(reopened).getByRole('status')).toHaveTextContent(RESTORED_NOTE);
    expect(within(reopened).getByRole('textbox', { name: /^Title/ })).toHaveValue('Sign-up');
    const questions = within(reopened).getAllByRole('textbox', { name: /^Question text/ });
    expect(questions.map((question) => (question as HTMLInputElement).value)).toEqual(['Age?', '']);
    expect(sessionStorage.length).toBe(0);
    await user.type(questions[1], 'Name?');
    await user.click(within(reopened).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New questionnaire' })).not.toBeInTheDocument());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('opens an edited questionnaire again with what was typed, and asks before closing it away', async () => {
    const first = renderQuestionnaires([listMock([aQuestionnaire()])]);
    await first.user.click(await screen.findByRole('button', { name: 'Edit Visit survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit questionnaire' });
    await first.user.type(within(dialog).getByRole('textbox', { name: /^Closing message/ }), ' See you soon.');
    loseSession();
    first.unmount();

    const { user } = renderQuestionnaires([listMock([aQuestionnaire()])]);
    const reopened = await screen.findByRole('dialog', { name: 'Edit questionnaire' });
    expect(within(reopened).getByRole('textbox', { name: /^Closing message/ })).toHaveValue('Thanks! See you soon.');
    expect(within(reopened).getByRole('textbox', { name: /^Title/ })).toHaveValue('Visit survey');
    await user.click(within(reopened).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).toBeInTheDocument();
  });

  it('opens nothing when the questionnaire was deleted since, and keeps nothing when nothing was typed', async () => {
    const first = renderQuestionnaires([listMock([aQuestionnaire()])]);
    await first.user.click(await screen.findByRole('button', { name: 'Edit Visit survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit questionnaire' });
    loseSession();
    expect(sessionStorage.length).toBe(0);
    await first.user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), '!');
    loseSession();
    first.unmount();
    expect(sessionStorage.length).toBe(1);

    renderQuestionnaires([listMock([aQuestionnaire({ id: 'qn-2', title: 'Sign-up' })])]);
    expect(await screen.findByRole('article', { name: 'Sign-up' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('an entity question in the editor', () => {
  const entityTypes = mockOperation(BotQuestionnaires_EntityTypesDocument, { botId: 'bot-1' }, { result: { data: { entities: { __typename: 'EntityData', botId: 'bot-1', types: ['agency', 'district'] } } }, maxUsageCount: 10 });

  it('needs an entity type, hints when no active entity file has it, and sends it', async () => {
    const sent = jest.fn((): MockResult<BotQuestionnaires_UpdateMutation> => ({ data: { updateQuestionnaire: aQuestionnaire() } }));
    const input = { botId: 'bot-1', id: 'qn-1', title: 'Visit survey', keyword: 'survey', closingMessage: 'Thanks!', active: true, questions: [{ text: 'Which branch?', type: 'entity', required: true, entityType: 'district' }] };
    const { user } = renderQuestionnaires([listMock([aQuestionnaire()]), entityTypes, mockOperation(BotQuestionnaires_UpdateDocument, { input }, { result: sent })]);
    await user.click(await screen.findByRole('button', { name: 'Edit Visit survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit questionnaire' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Answer type' }));
    await user.click(await screen.findByRole('option', { name: 'Entity (from your entity files)' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Minimum length' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const field = await within(dialog).findByRole('combobox', { name: /^Entity type/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('This field is required')));
    expect(sent).not.toHaveBeenCalled();

    await user.type(field, 'districts');
    expect(await within(dialog).findByText('No active entity file has the type “districts” yet, so every answer would be asked again.')).toBeInTheDocument();
    await user.type(field, '{Backspace}');
    await waitFor(() => expect(within(dialog).queryByText(/No active entity file has the type/)).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
  });
});

describe('responses', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    Object.assign(globalThis, { fetch: fetchMock });
  });

  const responses = (from: string | null, to: string | null, items: BotQuestionnaires_ResponsesQuery['questionnaireResponses']['responses']) =>
    mockOperation(BotQuestionnaires_ResponsesDocument, { botId: 'bot-1', id: 'qn-1', from, to }, { result: { data: { questionnaireResponses: { __typename: 'QuestionnaireResponses', questionnaireId: 'qn-1', title: 'Visit survey', responses: items } } } });
  const aResponse = { __typename: 'QuestionnaireResponse' as const, id: 'r1', platform: 'fb' as const, userId: 'U-amy', createdAt: '2026-11-20T02:00:00.000Z', answers: [{ __typename: 'QuestionnaireAnswer' as const, question: 'Which branch?', answer: 'Taipei' }, { __typename: 'QuestionnaireAnswer' as const, question: 'E-mail?', answer: '' }] };

  it('lists the responses with the platform’s name, filters them by dates and exports the same dates as CSV', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 500, headers: { get: () => 'application/json' }, json: async () => ({ error: { code: 'INTERNAL' } }) });
    const { user } = renderQuestionnaires([responses(null, null, [aResponse]), responses('2026-11-01', '2026-11-10', [])], '?responses=qn-1');
    const item = await screen.findByRole('article', { name: 'Response of U-amy at 2026-11-20 10:00' });
    expect(item).toHaveTextContent('2026-11-20 10:00 · Facebook · U-amy');
    expect(item).toHaveTextContent('Which branch?Taipei');
    expect(item).toHaveTextContent('(skipped)');
    expect(screen.getByRole('heading', { name: 'Responses: Visit survey' })).toBeInTheDocument();

    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.type(from, '2026-11-10');
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No responses in these dates. Try a wider range.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(fetchMock).toHaveBeenCalledWith('/downloads/questionnaire/bot-1/qn-1.csv?from=2026-11-01&to=2026-11-10&language=en', { credentials: 'same-origin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred, please try again later.');
  });

  it("asks for the export's header row in the console's language, the one switched to included", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 500, headers: { get: () => 'application/json' }, json: async () => ({ error: { code: 'INTERNAL' } }) });
    const { user } = renderQuestionnaires([responses(null, null, [aResponse])], '?responses=qn-1');
    await screen.findByRole('article', { name: 'Response of U-amy at 2026-11-20 10:00' });
    await act(() => i18n.changeLanguage('jp'));
    await user.click(await screen.findByRole('button', { name: 'CSV をエクスポート' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/downloads/questionnaire/bot-1/qn-1.csv?language=jp', { credentials: 'same-origin' }));
  });
});
