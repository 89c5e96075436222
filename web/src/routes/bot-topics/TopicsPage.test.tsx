import { screen, waitFor, within } from '@testing-library/react';
import {
  BotTopics_ChatbotDocument,
  BotTopics_CreateDocument,
  BotTopics_DataDocument,
  BotTopics_DeleteDocument,
  BotTopics_GroupsDocument,
  BotTopics_ReorderDocument,
  BotTopics_SetGroupsDocument,
  BotTopics_SetMenuKeywordDocument,
  type BotTopics_DataFragment,
} from '../../__generated__/graphql';
import { keepThenConfirm, pressing } from '../../test/confirm-dialog-kit';
import { expectAsksBeforeDiscarding, unloadAsks } from '../../test/discard-guard-kit';
import { createdWithKey, mockOperation } from '../../test/factories';
import { loseSession, RESTORED_NOTE } from '../../test/rescue-kit';
import { renderPage, type Mocks } from '../../test/render';
import { TopicsPage } from './TopicsPage';

type TopicItem = BotTopics_DataFragment['topics'][number];

function aTopic(id: string, name: string, groups: { groupId: string; question: string }[] = []): TopicItem {
  return { __typename: 'Topic', id, name, description: '', active: true, position: 0, groups: groups.map((group) => ({ __typename: 'TopicGroup', ...group })) };
}

const data = (topics: TopicItem[], menuKeyword: string | null = null): BotTopics_DataFragment => ({
  __typename: 'TopicData',
  botId: 'bot-1',
  menuKeyword,
  effectiveMenuKeyword: menuKeyword ?? 'menu',
  topics: topics.map((topic, position) => ({ ...topic, position })),
});
const payload = (topics: TopicItem[], menuKeyword: string | null = null) => ({ __typename: 'TopicDataPayload' as const, data: data(topics, menuKeyword) });
const dataMock = (topics: TopicItem[]) => mockOperation(BotTopics_DataDocument, { botId: 'bot-1' }, { result: { data: { topics: data(topics) } }, maxUsageCount: 10 });
const chatbotMock = mockOperation(BotTopics_ChatbotDocument, { id: 'bot-1' }, { result: { data: { chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Museum bot' }, me: { __typename: 'Account', email: 'owner@example.com' } } } });

function renderTopics(mocks: Mocks) {
  return renderPage(<TopicsPage />, { route: '/dashboard/bot/bot-1/topics', path: '/dashboard/bot/:id/topics', mocks: [chatbotMock, ...mocks] });
}

const groupsMock = () =>
  mockOperation(BotTopics_GroupsDocument, { botId: 'bot-1' }, {
    result: { data: { qaGroups: { __typename: 'QaGroupPage', groups: [{ __typename: 'QaGroup', id: 'g-park', key: 'parking', questions: ['Where can I park?'] }, { __typename: 'QaGroup', id: 'g-hours', key: 'hours', questions: ['When do you open?'] }] } } },
    maxUsageCount: 5,
  });

const visiting = aTopic('t1', 'Visiting', [{ groupId: 'g-hours', question: 'When do you open?' }]);
const tickets = aTopic('t2', 'Tickets');

describe('Topic Q&A page', () => {
  it('explains topics in an empty state and creates the first one, refusing an empty name', async () => {
    const sent = jest.fn(() => ({ data: { createTopic: payload([visiting]) } }));
    const { user } = renderTopics([dataMock([]), mockOperation(BotTopics_CreateDocument, createdWithKey({ botId: 'bot-1', name: 'Visiting', description: 'Hours' }), { result: sent })]);
    expect(await screen.findByRole('heading', { name: 'No topics yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'New topic' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), ' Visiting ');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Hours');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(await screen.findByRole('list', { name: 'Topics in menu order' })).toHaveTextContent('Visiting');
  });

  it('lists topics in order and moves one down', async () => {
    const sent = jest.fn(() => ({ data: { reorderTopics: payload([tickets, visiting]) } }));
    const { user } = renderTopics([dataMock([visiting, tickets]), mockOperation(BotTopics_ReorderDocument, { input: { botId: 'bot-1', topicIds: ['t2', 't1'] } }, { result: sent })]);
    const list = await screen.findByRole('list', { name: 'Topics in menu order' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Visiting'), expect.stringContaining('Tickets')]);
    expect(screen.getByRole('button', { name: 'Move Visiting up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Visiting down' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Tickets'));
  });

  it("adds a Q&A group to a topic's questions with the group picker", async () => {
    const sent = jest.fn(() => ({ data: { setTopicGroups: payload([aTopic('t1', 'Visiting', [{ groupId: 'g-hours', question: 'When do you open?' }, { groupId: 'g-park', question: 'Where can I park?' }])]) } }));
    const { user } = renderTopics([dataMock([visiting]), groupsMock(), mockOperation(BotTopics_SetGroupsDocument, { input: { botId: 'bot-1', topicId: 't1', groupIds: ['g-hours', 'g-park'] } }, { result: sent })]);
    await user.click(await screen.findByRole('button', { name: 'Questions of Visiting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Questions of Visiting' });
    expect(within(dialog).getByRole('list', { name: 'Questions in this topic' })).toHaveTextContent('When do you open?');
    // A group already in the topic is not offered again.
    await user.click(await within(dialog).findByRole('radio', { name: /Where can I park\?/ }));
    expect(within(dialog).queryByRole('radio', { name: /When do you open\?/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add the chosen question' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save questions' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(await screen.findByText('Questions: 2')).toBeInTheDocument();
  });

  it('asks before discarding a typed topic, and closes an untouched one at once', async () => {
    const { user } = renderTopics([dataMock([])]);
    await screen.findByRole('heading', { name: 'No topics yet' });
    await expectAsksBeforeDiscarding({
      user,
      name: 'New topic',
      open: async () => {
        await user.click(screen.getByRole('button', { name: 'New topic' }));
        return screen.findByRole('dialog', { name: 'New topic' });
      },
      change: async (dialog) => {
        const name = within(dialog).getByRole('textbox', { name: /Name/ });
        await user.type(name, 'Visiting');
        return () => expect(name).toHaveValue('Visiting');
      },
    });
  });

  it("asks before discarding a topic's changed questions, and closes an unchanged list at once", async () => {
    const { user } = renderTopics([dataMock([visiting]), groupsMock()]);
    await expectAsksBeforeDiscarding({
      user,
      name: 'Questions of Visiting',
      open: async () => {
        await user.click(await screen.findByRole('button', { name: 'Questions of Visiting' }));
        return screen.findByRole('dialog', { name: 'Questions of Visiting' });
      },
      change: async (dialog) => {
        await user.click(await within(dialog).findByRole('radio', { name: /Where can I park\?/ }));
        await user.click(within(dialog).getByRole('button', { name: 'Add the chosen question' }));
        const listed = within(dialog).getByRole('list', { name: 'Questions in this topic' });
        return () => expect(listed).toHaveTextContent('Where can I park?');
      },
    });
  });

  it('deletes a topic only after confirmation in an alertdialog (Escape and Cancel keep it)', async () => {
    const sent = jest.fn(() => ({ data: { deleteTopic: payload([tickets]) } }));
    const { user } = renderTopics([dataMock([visiting, tickets]), mockOperation(BotTopics_DeleteDocument, { input: { botId: 'bot-1', topicId: 't1' } }, { result: sent })]);
    const remove = await screen.findByRole('button', { name: 'Delete Visiting' });
    await keepThenConfirm({
      user,
      ask: pressing(user, () => remove),
      name: 'Delete topic',
      description: 'Delete the topic Visiting? Its questions stay in the Q&A list.',
      keep: 'Cancel',
      kept: () => expect(sent).not.toHaveBeenCalled(),
      confirm: 'Delete',
    });
    await waitFor(() => expect(sent).toHaveBeenCalled());
  });

  it('sends a topic created again after an unanswered save with the same request key, and a new opening with another', async () => {
    const keys: unknown[] = [];
    const input = { botId: 'bot-1', name: 'Visiting', description: '' };
    const sent = jest.fn(() => ({ data: { createTopic: payload([visiting]) } }));
    const { user } = renderTopics([
      dataMock([]),
      mockOperation(BotTopics_CreateDocument, createdWithKey(input, keys), { error: new TypeError('Failed to fetch') }),
      mockOperation(BotTopics_CreateDocument, createdWithKey(input, keys), { result: sent }),
      mockOperation(BotTopics_CreateDocument, createdWithKey(input, keys), { result: sent }),
    ]);
    const create = async () => {
      await user.click((await screen.findAllByRole('button', { name: 'New topic' }))[0]);
      const dialog = await screen.findByRole('dialog', { name: 'New topic' });
      await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Visiting');
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      return dialog;
    };
    const dialog = await create();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('this change may not have been made');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New topic' })).not.toBeInTheDocument());
    await create();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('saves an own menu keyword instead of the default', async () => {
    const sent = jest.fn(() => ({ data: { setTopicMenuKeyword: payload([visiting], 'help') } }));
    const { user } = renderTopics([dataMock([visiting]), mockOperation(BotTopics_SetMenuKeywordDocument, { input: { botId: 'bot-1', menuKeyword: 'help' } }, { result: sent })]);
    expect(await screen.findByText('Users open the menu by sending “menu”.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: "Use the default keyword of the bot's language" }));
    await user.type(screen.getByRole('textbox', { name: /Keyword/ }), 'help');
    // Leaving the page now would lose the keyword: the browser is asked to ask first, until it is saved.
    expect(unloadAsks()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save keyword' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(await screen.findByText('Users open the menu by sending “help”.')).toBeInTheDocument();
    expect(unloadAsks()).toBe(false);
  });

  describe('typed text kept through a lost session', () => {
    it('opens a new topic again with what was typed and its request key, after an unanswered create', async () => {
      const keys: unknown[] = [];
      const input = { botId: 'bot-1', name: 'Visiting', description: 'Hours and prices' };
      const first = renderTopics([dataMock([]), mockOperation(BotTopics_CreateDocument, createdWithKey(input, keys), { error: new TypeError('Failed to fetch') })]);
      await first.user.click(await screen.findByRole('button', { name: 'New topic' }));
      const dialog = await screen.findByRole('dialog', { name: 'New topic' });
      await first.user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Visiting');
      await first.user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Hours and prices');
      await first.user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('this change may not have been made');
      loseSession();
      first.unmount();
      expect(sessionStorage.length).toBe(1);

      const sent = jest.fn(() => ({ data: { createTopic: payload([visiting]) } }));
      const { user } = renderTopics([dataMock([]), mockOperation(BotTopics_CreateDocument, createdWithKey(input, keys), { result: sent })]);
      const reopened = await screen.findByRole('dialog', { name: 'New topic' });
      expect(within(reopened).getByRole('status')).toHaveTextContent(RESTORED_NOTE);
      expect(within(reopened).getByRole('textbox', { name: /Name/ })).toHaveValue('Visiting');
      expect(within(reopened).getByRole('textbox', { name: /Description/ })).toHaveValue('Hours and prices');
      expect(sessionStorage.length).toBe(0);
      await user.click(within(reopened).getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New topic' })).not.toBeInTheDocument());
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    it('opens an edited topic again with what was typed, and asks before closing it away', async () => {
      const first = renderTopics([dataMock([visiting])]);
      await first.user.click(await screen.findByRole('button', { name: 'Edit Visiting' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit topic' });
      await first.user.click(within(dialog).getByRole('switch', { name: 'Show in the menu' }));
      loseSession();
      first.unmount();

      const { user } = renderTopics([dataMock([visiting])]);
      const reopened = await screen.findByRole('dialog', { name: 'Edit topic' });
      expect(within(reopened).getByRole('status')).toHaveTextContent(RESTORED_NOTE);
      expect(within(reopened).getByRole('textbox', { name: /Name/ })).toHaveValue('Visiting');
      expect(within(reopened).getByRole('switch', { name: 'Show in the menu' })).not.toBeChecked();
      await user.click(within(reopened).getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    });

    it("opens a topic's changed questions again, and saves them as they were", async () => {
      const first = renderTopics([dataMock([visiting]), groupsMock()]);
      await first.user.click(await screen.findByRole('button', { name: 'Questions of Visiting' }));
      const dialog = await screen.findByRole('dialog', { name: 'Questions of Visiting' });
      await first.user.click(await within(dialog).findByRole('radio', { name: /Where can I park\?/ }));
      await first.user.click(within(dialog).getByRole('button', { name: 'Add the chosen question' }));
      await first.user.click(within(dialog).getByRole('button', { name: 'Remove When do you open?' }));
      loseSession();
      first.unmount();
      expect(sessionStorage.length).toBe(1);

      const sent = jest.fn(() => ({ data: { setTopicGroups: payload([aTopic('t1', 'Visiting', [{ groupId: 'g-park', question: 'Where can I park?' }])]) } }));
      const { user } = renderTopics([dataMock([visiting]), groupsMock(), mockOperation(BotTopics_SetGroupsDocument, { input: { botId: 'bot-1', topicId: 't1', groupIds: ['g-park'] } }, { result: sent })]);
      const reopened = await screen.findByRole('dialog', { name: 'Questions of Visiting' });
      expect(within(reopened).getByRole('status')).toHaveTextContent(RESTORED_NOTE);
      const listed = within(within(reopened).getByRole('list', { name: 'Questions in this topic' })).getAllByRole('listitem');
      expect(listed.map((item) => item.textContent)).toEqual([expect.stringContaining('Where can I park?')]);
      expect(sessionStorage.length).toBe(0);
      await user.click(within(reopened).getByRole('button', { name: 'Save questions' }));
      await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
      expect(await screen.findByText('Questions: 1')).toBeInTheDocument();
    });

    it('opens nothing when the topic was deleted since, and keeps nothing when nothing was typed', async () => {
      const first = renderTopics([dataMock([visiting])]);
      await first.user.click(await screen.findByRole('button', { name: 'Edit Visiting' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit topic' });
      loseSession();
      expect(sessionStorage.length).toBe(0);
      await first.user.type(within(dialog).getByRole('textbox', { name: /Name/ }), '!');
      loseSession();
      first.unmount();
      expect(sessionStorage.length).toBe(1);

      renderTopics([dataMock([tickets])]);
      expect(await screen.findByRole('list', { name: 'Topics in menu order' })).toHaveTextContent('Tickets');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
