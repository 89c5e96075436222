// What the FAQ page's tests share: groups and training jobs to show, the mocked operations of the page, and rendering it.
import { screen } from '@testing-library/react';
import {
  BotFaq_AnswerSettingsDocument,
  BotFaq_ChatbotDocument,
  BotFaq_GroupsDocument,
  BotFaq_ImportDocument,
  BotFaq_TrainingDocument,
  BotFaq_UpdateGroupDocument,
  type BotFaq_QaGroupFragment,
  type BotFaq_TrainingJobFragment,
  type BotFaq_TrainingQuery,
  type BotFaq_UpdateGroupMutation,
  type BotFaq_ImportMutation,
} from '../__generated__/graphql';
import { mockOperation, type MockResult } from './factories';
import { renderPage, type Mocks } from './render';
import { FaqPage } from '../routes/bot-faq/FaqPage';

const groupsVariables: { botId: string; search: string | null; page: number; pageSize: number } = { botId: 'bot-1', search: null, page: 1, pageSize: 20 };

export function aGroup(overrides: Partial<BotFaq_QaGroupFragment> = {}): BotFaq_QaGroupFragment {
  return {
    __typename: 'QaGroup',
    id: 'g1',
    key: 'hours',
    questions: ['Opening hours?', 'When are you open?'],
    answers: ['9 to 5'],
    answerMode: 'IN_ORDER',
    similarEnabled: true,
    postbackChoices: [],
    tags: ['store'],
    updatedAt: '2026-11-22T04:00:00.000Z',
    ...overrides,
  };
}

export function aJob(overrides: Partial<BotFaq_TrainingJobFragment> = {}): BotFaq_TrainingJobFragment {
  return {
    __typename: 'TrainingJob',
    id: 'job-1',
    state: 'TRAINING',
    progress: 0,
    message: '',
    groupCount: 3,
    createdAt: '2026-11-22T05:59:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

export function groupsMock(groups: BotFaq_QaGroupFragment[], total = groups.length, variables: Partial<typeof groupsVariables> = {}) {
  const asked = { ...groupsVariables, ...variables };
  return mockOperation(BotFaq_GroupsDocument, asked, {
result: { data: { qaGroups: { __typename: 'QaGroupPage', groups, total, page: asked.page, pageSize: 20 } } },
  });
}

/** The update of group g1 to `saved` (aGroup's content with overrides), answering with it; `called` counts calls. */
export function updateMock(changes: Partial<BotFaq_QaGroupFragment>, called: jest.Mock) {
  const saved = aGroup(changes);
  return mockOperation(BotFaq_UpdateGroupDocument, {
    input: {
      botId: 'bot-1',
      id: 'g1',
      group: { questions: saved.questions, answers: saved.answers, answerMode: saved.answerMode, similarEnabled: saved.similarEnabled, postbackChoices: saved.postbackChoices, tags: saved.tags },
      // The time the group was opened at (aGroup's), so a group changed since is refused rather than overwritten.
      expectedUpdatedAt: '2026-11-22T04:00:00.000Z',
    },
  }, {
    result: (): MockResult<BotFaq_UpdateGroupMutation> => {
      called();
      return { data: { updateQaGroup: { __typename: 'QaGroupPayload', qaGroup: saved } } };
    },
  });
}

export function trainingMock(training: Omit<BotFaq_TrainingQuery['training'], '__typename'>) {
  return mockOperation(BotFaq_TrainingDocument, { botId: 'bot-1' }, { result: { data: { training: { __typename: 'TrainingStatus', ...training } } } });
}

export const neverTrained = { job: null, trainedAt: null, trainedGroupCount: 0, groupCount: 0, untrainedChanges: false };
/** Read again after a change to a never-trained list of one group. */
export const untrainedOne = { ...neverTrained, groupCount: 1, untrainedChanges: true };

/** The signed-in account of the FAQ page's tests. */
export const FAQ_OWNER = 'owner@example.com';

const pageMocks: Mocks = [
  mockOperation(BotFaq_ChatbotDocument, { id: 'bot-1' }, { result: { data: { chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Support bot' }, me: { __typename: 'Account', email: FAQ_OWNER } } } }),
  mockOperation(BotFaq_AnswerSettingsDocument, { botId: 'bot-1' }, {
    result: { data: { answerSettings: { __typename: 'AnswerSettings', answerThreshold: 0.6, suggestThreshold: 0.35, maxSuggestions: 3, synonyms: [], offTopicFilter: true } } },
  }),
];

export function renderFaq(mocks: Mocks) {
  return renderPage(<FaqPage />, { route: '/dashboard/bot/bot-1/faq', path: '/dashboard/bot/:id/faq', mocks: [...pageMocks, ...mocks] });
}

type User = ReturnType<typeof renderFaq>['user'];

export async function importFile(user: User, file: File) {
  await user.upload(await screen.findByLabelText('CSV file'), file);
}

export const csvBytes = 'group,question,answer\nhours,Opening hours?,9 to 5\n';
export const csvFile = () => new File([csvBytes], 'faq.csv', { type: 'text/csv' });
export const importMock = (result: MockResult<BotFaq_ImportMutation>) =>
  mockOperation(BotFaq_ImportDocument, { input: { botId: 'bot-1', file: { fileName: 'faq.csv', contentType: 'text/csv', base64: Buffer.from(csvBytes).toString('base64') } } }, { result });
