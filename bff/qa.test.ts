// The Q&A list screens' calls through the BFF: groups, CSV import and export, training with its live
// progress, and answer settings, against a real backend, only ever on the signed-in account's own bots.
import type { Client } from 'graphql-ws';
import { loginToken, newAccount, newChatbot } from '../tests/support/factories';
import { errorCodes, graphql } from './test-support/graphqlClient';
import {
  ANSWER_SETTINGS,
  CREATE_QA_GROUP,
  DELETE_QA_GROUP,
  IMPORT_QA_GROUPS,
  QA_GROUP,
  QA_GROUPS,
  QA_GROUPS_CSV,
  START_TRAINING,
  TRAINING,
  TRAINING_PROGRESS,
  UPDATE_ANSWER_SETTINGS,
  UPDATE_QA_GROUP,
} from './test-support/operations';
import { startBffStack, type BffStack } from './test-support/stack';
import { bearerSocketClient, collect } from './test-support/subscriptionClient';

let stack: BffStack;
/** The signed-in account of the current test and one bot of it. */
let owner: { token: string; authorization: string; botId: string };

beforeAll(async () => {
  stack = await startBffStack();
});
beforeEach(async () => {
  const account = await newAccount(stack.backend.url);
  const token = await loginToken(stack.backend.url, account.email, account.password);
  const bot = await newChatbot(stack.backend.url, token);
  owner = { token, authorization: `Bearer ${token}`, botId: bot.chatbot_id };
});
afterAll(async () => {
  await stack?.close();
});

interface QaGroupData {
  id: string;
  key: string;
  questions: string[];
  answers: string[];
  answerMode: string;
  similarEnabled: boolean;
  postbackChoices: string[];
  tags: string[];
}
interface TrainingJobData {
  id: string;
  state: string;
  progress: number;
  groupCount: number;
  finishedAt: string | null;
}

const asOwner = () => ({ authorization: owner.authorization });
const base64 = (text: string) => Buffer.from(text).toString('base64');

function createGroup(group: Record<string, unknown>, botId = owner.botId) {
  return graphql<{ createQaGroup: { qaGroup: QaGroupData } }>(stack.bff.url, CREATE_QA_GROUP, { input: { botId, group } }, asOwner());
}

async function someoneElsesBot(): Promise<string> {
  const stranger = await newAccount(stack.backend.url);
  const token = await loginToken(stack.backend.url, stranger.email, stranger.password);
  return (await newChatbot(stack.backend.url, token)).chatbot_id;
}

describe('Q&A groups', () => {
  it('creates, reads, finds, edits and deletes a group, with the answer mode as an enum', async () => {
    const created = await createGroup({ questions: ['When do you open?', 'Opening hours'], answers: ['At nine.', 'From 9:00.'], answerMode: 'IN_ORDER', tags: ['hours'] });
    expect(created.errors).toBeUndefined();
    const group = created.data!.createQaGroup.qaGroup;
    expect(group).toMatchObject({ questions: ['When do you open?', 'Opening hours'], answerMode: 'IN_ORDER', similarEnabled: true, postbackChoices: [], tags: ['hours'] });
    await createGroup({ questions: ['Where are you?'], answers: ['Taipei.'], answerMode: 'FIRST' });

    const read = await graphql<{ qaGroup: QaGroupData | null }>(stack.bff.url, QA_GROUP, { botId: owner.botId, id: group.id }, asOwner());
    expect(read.data?.qaGroup).toMatchObject({ id: group.id, answers: ['At nine.', 'From 9:00.'] });

    const found = await graphql<{ qaGroups: { groups: QaGroupData[]; total: number; page: number; pageSize: number } }>(
      stack.bff.url,
      QA_GROUPS,
      { botId: owner.botId, search: 'opening', pageSize: 10 },
      asOwner(),
    );
    expect(found.errors).toBeUndefined();
    expect(found.data?.qaGroups).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(found.data?.qaGroups.groups.map((g) => g.id)).toEqual([group.id]);

    const updated = await graphql<{ updateQaGroup: { qaGroup: QaGroupData } }>(
      stack.bff.url,
      UPDATE_QA_GROUP,
      { input: { botId: owner.botId, id: group.id, group: { questions: ['When do you open?'], answers: ['At ten.'], answerMode: 'RANDOM', similarEnabled: false } } },
      asOwner(),
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateQaGroup.qaGroup).toMatchObject({ id: group.id, answers: ['At ten.'], answerMode: 'RANDOM', similarEnabled: false });

    const deleted = await graphql<{ deleteQaGroup: { id: string } }>(stack.bff.url, DELETE_QA_GROUP, { input: { botId: owner.botId, id: group.id } }, asOwner());
    expect(deleted.data?.deleteQaGroup.id).toBe(group.id);
    const gone = await graphql<{ qaGroup: QaGroupData | null }>(stack.bff.url, QA_GROUP, { botId: owner.botId, id: group.id }, asOwner());
    expect(gone.errors).toBeUndefined();
    expect(gone.data?.qaGroup).toBeNull();
  });

  it('answers VALIDATION_FAILED naming the broken fields as in the group input', async () => {
    const answer = await createGroup({ questions: [], answers: ['Fine', ' '], answerMode: 'FIRST', tags: [''] });
    expect(errorCodes(answer)).toEqual(['VALIDATION_FAILED']);
    expect(answer.errors?.[0].extensions?.fields).toEqual(
      expect.arrayContaining([
        { field: 'questions', message: 'validation.questionsRequired' },
        { field: 'answers.1', message: 'validation.required' },
        { field: 'tags.0', message: 'validation.required' },
      ]),
    );
    const list = await graphql<{ qaGroups: { total: number } }>(stack.bff.url, QA_GROUPS, { botId: owner.botId }, asOwner());
    expect(list.data?.qaGroups.total).toBe(0);
  });

  it('passes the request key on: the same create sent again answers with the one group, now holding the last content', async () => {
    const send = (answers: string[], requestKey: unknown) =>
      graphql<{ createQaGroup: { qaGroup: QaGroupData } }>(stack.bff.url, CREATE_QA_GROUP, { input: { botId: owner.botId, group: { questions: ['Hi'], answers, answerMode: 'FIRST' }, requestKey } }, asOwner());
    const first = (await send(['Hello'], 'opening-of-the-dialog-1')).data!.createQaGroup.qaGroup;
    const again = (await send(['Hello there'], 'opening-of-the-dialog-1')).data!.createQaGroup.qaGroup;
    expect(again).toMatchObject({ id: first.id, answers: ['Hello there'] });
    const refused = await send(['Hello'], 'short');
    expect(errorCodes(refused)).toEqual(['VALIDATION_FAILED']);
    expect(refused.errors?.[0].extensions?.fields).toEqual([{ field: 'requestKey', message: 'validation.invalidValue' }]);
    const list = await graphql<{ qaGroups: { total: number } }>(stack.bff.url, QA_GROUPS, { botId: owner.botId }, asOwner());
    expect(list.data?.qaGroups.total).toBe(1);
  });

  it('treats another account’s bot as not found: BOT_NOT_FOUND for its list and writes, null for its group', async () => {
    const theirs = await someoneElsesBot();
    const list = await graphql(stack.bff.url, QA_GROUPS, { botId: theirs }, asOwner());
    expect(errorCodes(list)).toEqual(['BOT_NOT_FOUND']);
    const create = await createGroup({ questions: ['Hi'], answers: ['Hello'], answerMode: 'FIRST' }, theirs);
    expect(errorCodes(create)).toEqual(['BOT_NOT_FOUND']);
    const mine = (await createGroup({ questions: ['Hi'], answers: ['Hello'], answerMode: 'FIRST' })).data!.createQaGroup.qaGroup;
    const one = await graphql<{ qaGroup: QaGroupData | null }>(stack.bff.url, QA_GROUP, { botId: theirs, id: mine.id }, asOwner());
    expect(one.errors).toBeUndefined();
    expect(one.data?.qaGroup).toBeNull();
  });
});

describe('importQaGroups and qaGroupsCsv', () => {
  it('imports a small CSV as groups and exports them again as CSV text', async () => {
    const csv = 'group,question,answer\nhours,When do you open?,At nine.\nhours,Opening hours,\nplace,Where are you?,Taipei.\n';
    const imported = await graphql<{ importQaGroups: { groupsCreated: number; groupsUpdated: number; rows: number } }>(
      stack.bff.url,
      IMPORT_QA_GROUPS,
      { input: { botId: owner.botId, file: { fileName: 'faq.csv', contentType: 'text/csv', base64: base64(`\uFEFF${csv}`) } } },
      asOwner(),
    );
    expect(imported.errors).toBeUndefined();
    expect(imported.data?.importQaGroups).toEqual({ groupsCreated: 2, groupsUpdated: 0, rows: 3, warnings: [] });

    const list = await graphql<{ qaGroups: { groups: QaGroupData[] } }>(stack.bff.url, QA_GROUPS, { botId: owner.botId }, asOwner());
    const hours = list.data?.qaGroups.groups.find((group) => group.key === 'hours');
    expect(hours).toMatchObject({ questions: ['When do you open?', 'Opening hours'], answers: ['At nine.'] });

    const exported = await graphql<{ qaGroupsCsv: string }>(stack.bff.url, QA_GROUPS_CSV, { botId: owner.botId }, asOwner());
    expect(exported.errors).toBeUndefined();
    const lines = exported.data!.qaGroupsCsv.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('group,question,answer,answer_mode,similar_enabled,tags,choices');
    expect(lines.slice(1).sort()).toEqual(['hours,Opening hours,,,,,', 'hours,When do you open?,At nine.,first,yes,,', 'place,Where are you?,Taipei.,first,yes,,']);
  });

  it("imports a question of two groups and names the line with the other group's key and line", async () => {
    const csv = 'group,question,answer\nhours,When do you open?,At nine.\nplace,Where are you?,Taipei.\nplace,WHEN do you open?,\n';
    const imported = await graphql<{ importQaGroups: { groupsCreated: number; warnings: unknown[] } }>(
      stack.bff.url,
      IMPORT_QA_GROUPS,
      { input: { botId: owner.botId, file: { fileName: 'faq.csv', contentType: 'text/csv', base64: base64(csv) } } },
      asOwner(),
    );
    expect(imported.data?.importQaGroups).toMatchObject({
      groupsCreated: 2,
      warnings: [{ line: 4, message: 'validation.csvQuestionInTwoGroups', otherKey: 'hours', otherLine: 2 }],
    });
  });

  it('answers IMPORT_INVALID with every bad row in extensions.lines and imports nothing', async () => {
    const csv = 'group,question,answer\nhours,When do you open?,At nine.\n,Orphan question,Orphan answer\nmute,Anyone there?,\n';
    const answer = await graphql(
      stack.bff.url,
      IMPORT_QA_GROUPS,
      { input: { botId: owner.botId, file: { fileName: 'faq.csv', contentType: 'text/csv', base64: base64(csv) } } },
      asOwner(),
    );
    expect(errorCodes(answer)).toEqual(['IMPORT_INVALID']);
    const lines = answer.errors?.[0].extensions?.lines as { line: number; message: string }[];
    expect(lines).toEqual(
      expect.arrayContaining([
        { line: 3, message: 'validation.csvEmptyGroup' },
        expect.objectContaining({ message: 'validation.csvNoAnswer' }),
      ]),
    );
    const list = await graphql<{ qaGroups: { total: number } }>(stack.bff.url, QA_GROUPS, { botId: owner.botId }, asOwner());
    expect(list.data?.qaGroups.total).toBe(0);
  });

  it('refuses a file that is not base64 before the backend sees it', async () => {
    const answer = await graphql(
      stack.bff.url,
      IMPORT_QA_GROUPS,
      { input: { botId: owner.botId, file: { fileName: 'faq.csv', contentType: 'text/csv', base64: 'not base64!' } } },
      asOwner(),
    );
    expect(errorCodes(answer)).toEqual(['VALIDATION_FAILED']);
    expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'file.base64', message: 'validation.base64' }]);
  });
});

describe('training', () => {
  let client: Client | undefined;
  afterEach(async () => {
    await client?.dispose();
    client = undefined;
  });

  it('streams the run from TRAINING to SUCCESS over the subscription, then reports the trained index', async () => {
    await createGroup({ questions: ['When do you open?'], answers: ['At nine.'], answerMode: 'FIRST' });
    await createGroup({ questions: ['Where are you?'], answers: ['Taipei.'], answerMode: 'FIRST' });
    const before = await graphql<{ training: { job: TrainingJobData | null; trainedAt: string | null; groupCount: number } }>(stack.bff.url, TRAINING, { botId: owner.botId }, asOwner());
    expect(before.data?.training).toEqual({ job: null, trainedAt: null, trainedGroupCount: 0, groupCount: 2 });

    client = bearerSocketClient(stack.bff.url, owner.authorization);
    const streamAtBackend = stack.proxy.nextTrainingStream();
    const progress = collect<{ trainingProgress: TrainingJobData }>(client, TRAINING_PROGRESS, { botId: owner.botId });
    // The backend listens before it answers the stream's headers, so from here no step can be missed.
    await (await streamAtBackend).opened;

    const started = await graphql<{ startTraining: { job: TrainingJobData } }>(stack.bff.url, START_TRAINING, { input: { botId: owner.botId } }, asOwner());
    expect(started.errors).toBeUndefined();
    expect(started.data?.startTraining.job.state).toBe('TRAINING');

    const { values, errors } = await progress.finished;
    expect(errors).toBeUndefined();
    const states = values.map((value) => value.trainingProgress.state);
    expect(states[0]).toBe('TRAINING');
    expect(states.at(-1)).toBe('SUCCESS');
    expect(values.every((value) => value.trainingProgress.id === started.data?.startTraining.job.id)).toBe(true);
    expect(values.at(-1)?.trainingProgress).toMatchObject({ progress: 1, groupCount: 2, finishedAt: expect.any(String) });

    const after = await graphql<{ training: { job: TrainingJobData; trainedAt: string | null; trainedGroupCount: number } }>(stack.bff.url, TRAINING, { botId: owner.botId }, asOwner());
    expect(after.data?.training).toMatchObject({ job: { state: 'SUCCESS' }, trainedAt: expect.any(String), trainedGroupCount: 2 });
  });

  it('closes the backend stream when the client unsubscribes', async () => {
    client = bearerSocketClient(stack.bff.url, owner.authorization);
    const streamAtBackend = stack.proxy.nextTrainingStream();
    const progress = collect<{ trainingProgress: TrainingJobData }>(client, TRAINING_PROGRESS, { botId: owner.botId });
    const stream = await streamAtBackend;
    await stream.opened;
    progress.unsubscribe();
    await stream.closed;
    expect(await progress.finished).toEqual({ values: [] });
  });

  it('ends the subscription when its session is revoked by a login elsewhere', async () => {
    const account = await newAccount(stack.backend.url);
    const token = await loginToken(stack.backend.url, account.email, account.password);
    const bot = await newChatbot(stack.backend.url, token);
    client = bearerSocketClient(stack.bff.url, `Bearer ${token}`);
    const streamAtBackend = stack.proxy.nextTrainingStream();
    const progress = collect<{ trainingProgress: TrainingJobData }>(client, TRAINING_PROGRESS, { botId: bot.chatbot_id });
    const stream = await streamAtBackend;
    await stream.opened;

    await loginToken(stack.backend.url, account.email, account.password, true);
    await stream.closed;
    expect(await progress.finished).toEqual({ values: [] });
  });

  it('refuses another account’s bot with BOT_NOT_FOUND on the subscription', async () => {
    const theirs = await someoneElsesBot();
    client = bearerSocketClient(stack.bff.url, owner.authorization);
    const { values, errors } = await collect(client, TRAINING_PROGRESS, { botId: theirs }).finished;
    expect(values).toEqual([]);
    expect(errors?.map((error) => error.extensions?.code)).toEqual(['BOT_NOT_FOUND']);
  });
});

describe('answer settings', () => {
  it('saves the thresholds and reads them back', async () => {
    const saved = await graphql<{ updateAnswerSettings: { answerSettings: Record<string, number> } }>(
      stack.bff.url,
      UPDATE_ANSWER_SETTINGS,
      { input: { botId: owner.botId, answerThreshold: 0.5, suggestThreshold: 0.2, maxSuggestions: 2 } },
      asOwner(),
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateAnswerSettings.answerSettings).toEqual({ answerThreshold: 0.5, suggestThreshold: 0.2, maxSuggestions: 2 });
    const read = await graphql<{ answerSettings: Record<string, number> }>(stack.bff.url, ANSWER_SETTINGS, { botId: owner.botId }, asOwner());
    expect(read.data?.answerSettings).toEqual({ answerThreshold: 0.5, suggestThreshold: 0.2, maxSuggestions: 2 });
  });

  it('answers VALIDATION_FAILED on suggestThreshold when it is above answerThreshold', async () => {
    const answer = await graphql(
      stack.bff.url,
      UPDATE_ANSWER_SETTINGS,
      { input: { botId: owner.botId, answerThreshold: 0.3, suggestThreshold: 0.6, maxSuggestions: 2 } },
      asOwner(),
    );
    expect(errorCodes(answer)).toEqual(['VALIDATION_FAILED']);
    expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'suggestThreshold', message: 'validation.thresholdOrder' }]);
  });
});

describe('answer settings: the off-topic filter', () => {
  const OFF_TOPIC = `query Test_AnswerSettingsOffTopic($botId: ID!) { answerSettings(botId: $botId) { maxSuggestions offTopicFilter } }`;
  const UPDATE_OFF_TOPIC = `mutation Test_UpdateAnswerSettingsOffTopic($input: UpdateAnswerSettingsInput!) {
    updateAnswerSettings(input: $input) { answerSettings { maxSuggestions offTopicFilter } } }`;
  type SettingsData = { maxSuggestions: number; offTopicFilter: boolean };
  const thresholds = { answerThreshold: 0.5, suggestThreshold: 0.2, maxSuggestions: 2 };
  const readSettings = async () => (await graphql<{ answerSettings: SettingsData }>(stack.bff.url, OFF_TOPIC, { botId: owner.botId }, asOwner())).data?.answerSettings;
  const save = (input: Record<string, unknown>) =>
    graphql<{ updateAnswerSettings: { answerSettings: SettingsData } }>(stack.bff.url, UPDATE_OFF_TOPIC, { input: { botId: owner.botId, ...thresholds, ...input } }, asOwner());

  it('is on until the owner turns it off, stays as saved when left out, and turns on again', async () => {
    expect((await readSettings())?.offTopicFilter).toBe(true);
    const off = await save({ offTopicFilter: false });
    expect(off.errors).toBeUndefined();
    expect(off.data?.updateAnswerSettings.answerSettings).toEqual({ maxSuggestions: 2, offTopicFilter: false });
    expect(await readSettings()).toEqual({ maxSuggestions: 2, offTopicFilter: false });
    expect((await save({ maxSuggestions: 3 })).data?.updateAnswerSettings.answerSettings).toEqual({ maxSuggestions: 3, offTopicFilter: false });
    expect((await save({ offTopicFilter: true })).data?.updateAnswerSettings.answerSettings.offTopicFilter).toBe(true);
    expect((await readSettings())?.offTopicFilter).toBe(true);
  });
});

describe('answer settings: synonym sets', () => {
  const SYNONYMS = `query Test_AnswerSettingsSynonyms($botId: ID!) { answerSettings(botId: $botId) { answerThreshold synonyms } }`;
  const UPDATE_SYNONYMS = `mutation Test_UpdateAnswerSettingsSynonyms($input: UpdateAnswerSettingsInput!) {
    updateAnswerSettings(input: $input) { answerSettings { answerThreshold synonyms } } }`;
  type SettingsData = { answerThreshold: number; synonyms: string[][] };
  const thresholds = { answerThreshold: 0.5, suggestThreshold: 0.2, maxSuggestions: 2 };
  const sets = [
    ['第四台', '有線電視'],
    ['網路', '網際網路', '上網'],
  ];

  const readSettings = async () => (await graphql<{ answerSettings: SettingsData }>(stack.bff.url, SYNONYMS, { botId: owner.botId }, asOwner())).data?.answerSettings;
  const save = (input: Record<string, unknown>) =>
    graphql<{ updateAnswerSettings: { answerSettings: SettingsData } }>(stack.bff.url, UPDATE_SYNONYMS, { input: { botId: owner.botId, ...thresholds, ...input } }, asOwner());

  it('reads no sets for a new bot', async () => {
    expect((await readSettings())?.synonyms).toEqual([]);
  });

  it('saves synonym sets and reads them back', async () => {
    const saved = await save({ synonyms: sets });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateAnswerSettings.answerSettings.synonyms).toEqual(sets);
    expect((await readSettings())?.synonyms).toEqual(sets);
  });

  it('keeps the sets when thresholds are saved without synonyms', async () => {
    expect((await save({ synonyms: sets })).errors).toBeUndefined();
    const saved = await save({ answerThreshold: 0.8 });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateAnswerSettings.answerSettings).toEqual({ answerThreshold: 0.8, synonyms: sets });
    expect(await readSettings()).toEqual({ answerThreshold: 0.8, synonyms: sets });
  });

  it('clears the sets when an empty list is saved', async () => {
    expect((await save({ synonyms: sets })).errors).toBeUndefined();
    expect((await save({ synonyms: [] })).errors).toBeUndefined();
    expect((await readSettings())?.synonyms).toEqual([]);
  });

  it.each([
    ['a set of one word', [['第四台', '有線電視'], ['網路']], { field: 'synonyms.1', message: 'validation.synonymSet' }],
    ['a one-character word', [['第四台', '有線電視'], ['網路', '網際網路'], ['台', '臺灣']], { field: 'synonyms.2.0', message: 'validation.synonymWord' }],
  ])('answers VALIDATION_FAILED for %s with its field path and changes nothing', async (_case, synonyms, issue) => {
    expect((await save({ synonyms: sets })).errors).toBeUndefined();
    const answer = await save({ answerThreshold: 0.9, synonyms });
    expect(errorCodes(answer)).toEqual(['VALIDATION_FAILED']);
    expect(answer.errors?.[0].extensions?.fields).toEqual([issue]);
    expect(await readSettings()).toEqual({ answerThreshold: 0.5, synonyms: sets });
  });
});
