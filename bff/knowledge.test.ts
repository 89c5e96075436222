// The AutoQA page's calls through the BFF against a real backend: knowledge uploads and their refusals, live
// ingestion progress, toggling, deleting, retrying, prompts and the retrieval test, only on the account's own bots.
import type { Client } from 'graphql-ws';
import { confidenceOf } from '../backend/answering/pipeline/calibration';
import { loginToken, newAccount, newChatbot } from '../tests/support/factories';
import { errorCodes, graphql, type GraphQLAnswer } from './test-support/graphqlClient';
import { newOwnerWithBot, startBffStack, type BffStack } from './test-support/stack';
import { bearerSocketClient, collect } from './test-support/subscriptionClient';

// Every test waits for real ingestion jobs on a shared machine.
jest.setTimeout(30_000);

const FILE_FIELDS = 'id fileName description summary prompt active status step progress failureReason chunkCount size contentType createdAt updatedAt';
const AUTO_QA = `query Test_AutoQa($botId: ID!) { autoQa(botId: $botId) { botId prompt files { ${FILE_FIELDS} } } }`;
const UPLOAD = `mutation Test_UploadKnowledgeFiles($input: UploadKnowledgeFilesInput!) {
  uploadKnowledgeFiles(input: $input) { files { ${FILE_FIELDS} } replaced } }`;
const SET_ACTIVE = `mutation Test_SetKnowledgeFileActive($input: SetKnowledgeFileActiveInput!) { setKnowledgeFileActive(input: $input) { file { id active } } }`;
const DELETE = `mutation Test_DeleteKnowledgeFile($input: DeleteKnowledgeFileInput!) { deleteKnowledgeFile(input: $input) { deletedFileId } }`;
const UPDATE = `mutation Test_UpdateAutoQaData($input: UpdateAutoQaDataInput!) {
  updateAutoQaData(input: $input) { data { botId prompt files { id description prompt } } } }`;
const TEST_RETRIEVAL = `mutation Test_TestRetrieval($input: TestRetrievalInput!) {
  testRetrieval(input: $input) { question answer verdict soleSource chunks { fileId fileName ordinal location { row page paragraph } section label text score confidence } } }`;
const INGEST_PROGRESS = `subscription Test_KnowledgeIngestProgress($botId: ID!) {
  knowledgeIngestProgress(botId: $botId) { id fileName status step progress chunkCount failureReason description } }`;
const CHATBOT_FILES = `query Test_ChatbotFiles($id: ID!) { chatbot(id: $id) { files { id fileName status active chunkCount prompt } } }`;

interface FileData {
  id: string;
  fileName: string;
  description: string;
  summary: string;
  prompt: string;
  active: boolean;
  status: string;
  step: string;
  progress: number;
  failureReason: string | null;
  chunkCount: number;
}

let stack: BffStack;
let owner: { authorization: string; botId: string };
let client: Client | undefined;

beforeAll(async () => {
  stack = await startBffStack();
});
beforeEach(async () => {
  owner = await newOwnerWithBot(stack, { language: 'en' });
});
afterEach(async () => {
  await client?.dispose();
  client = undefined;
});
afterAll(async () => {
  await stack?.close();
});

const asOwner = () => ({ authorization: owner.authorization });
const file = (fileName: string, text: string) => ({ fileName, contentType: 'text/plain', base64: Buffer.from(text).toString('base64') });

const HOURS_TXT = '# Opening hours\nThe museum opens at 9:00 and closes at 17:00 from Tuesday to Sunday. It is closed on Mondays.\n\n# Tickets\nAdult tickets cost 300 dollars. Children under six enter free of charge.';
const PARKING_TXT = 'Parking\nThe car park under the museum has 200 spaces. Parking costs 40 dollars an hour.';

function upload(files: ReturnType<typeof file>[], overwrite?: boolean): Promise<GraphQLAnswer<{ uploadKnowledgeFiles: { files: FileData[]; replaced: string[] } }>> {
  return graphql(stack.bff.url, UPLOAD, { input: { botId: owner.botId, files, overwrite } }, asOwner());
}

async function autoQa(): Promise<{ botId: string; prompt: string; files: FileData[] }> {
  const answer = await graphql<{ autoQa: { botId: string; prompt: string; files: FileData[] } }>(stack.bff.url, AUTO_QA, { botId: owner.botId }, asOwner());
  expect(answer.errors).toBeUndefined();
  return answer.data!.autoQa;
}

/** Follows the ingestion subscription until the backend ends it (no file left pending or processing). */
async function ingestionSteps(): Promise<FileData[]> {
  client = bearerSocketClient(stack.bff.url, owner.authorization);
  const { values, errors } = await collect<{ knowledgeIngestProgress: FileData }>(client, INGEST_PROGRESS, { botId: owner.botId }).finished;
  expect(errors).toBeUndefined();
  return values.map((value) => value.knowledgeIngestProgress);
}

describe('uploadKnowledgeFiles', () => {
  it('queues the files, reports ingestion live until ready, and retrieval finds the right file', async () => {
    const uploaded = await upload([file('hours.txt', HOURS_TXT), file('parking.txt', PARKING_TXT)]);
    expect(uploaded.errors).toBeUndefined();
    expect(uploaded.data?.uploadKnowledgeFiles.files.map((f) => f.fileName).sort()).toEqual(['hours.txt', 'parking.txt']);
    expect(uploaded.data?.uploadKnowledgeFiles.replaced).toEqual([]);

    const steps = await ingestionSteps();
    const last = new Map(steps.map((step) => [step.fileName, step]));
    expect(last.get('hours.txt')).toMatchObject({ status: 'ready', progress: 1, failureReason: null, description: '' });
    expect(last.get('parking.txt')?.chunkCount).toBeGreaterThan(0);

    const data = await autoQa();
    expect(data.botId).toBe(owner.botId);
    expect(data.files).toHaveLength(2);
    const hours = data.files.find((f) => f.fileName === 'hours.txt');
    expect(hours).toMatchObject({ status: 'ready', active: true, step: 'done' });
    expect(hours?.summary).toContain('museum opens at 9:00');

    type Chunk = { fileId: string; fileName: string; location: Record<string, unknown>; label: string; score: number; confidence: number };
    const found = await graphql<{ testRetrieval: { answer: string | null; verdict: string; soleSource: boolean; chunks: Chunk[] } }>(
      stack.bff.url,
      TEST_RETRIEVAL,
      { input: { botId: owner.botId, question: 'How much is an adult ticket?' } },
      asOwner(),
    );
    expect(found.errors).toBeUndefined();
    const [best] = found.data!.testRetrieval.chunks;
    // Its label is what a reply's button for it would say: the section heading.
    expect(best).toMatchObject({ fileName: 'hours.txt', fileId: hours?.id, label: 'Tickets' });
    expect(best.score).toBeGreaterThan(0);
    expect(best.confidence).toBeCloseTo(confidenceOf('knowledge', best.score), 10);
    expect(found.data!.testRetrieval.answer).toContain('Adult tickets cost 300 dollars');
    // The knowledge is this bot's only source, so retrieval's own rule judges: it covers the question.
    expect(found.data!.testRetrieval).toMatchObject({ verdict: 'ANSWER', soleSource: true });
  });

  it('refuses an over-long AutoQA cell naming the file, the reason and the row, and stores nothing', async () => {
    const refused = await upload([file('fine.txt', 'A good file.'), file('long.csv', `Content\nShort passage.\n${'長'.repeat(200)}\n`)]);
    expect(errorCodes(refused)).toEqual(['KNOWLEDGE_FILE_INVALID']);
    expect(refused.errors?.[0].extensions).toMatchObject({ file: 'long.csv', reason: 'cell_too_long', location: { row: 3 } });
    expect((await autoQa()).files).toEqual([]);
  });

  it('refuses a file named like a stored one with FILE_EXISTS, then replaces it with overwrite', async () => {
    expect((await upload([file('hours.txt', HOURS_TXT)])).errors).toBeUndefined();
    await ingestionSteps();
    const refused = await upload([file('hours.txt', 'The museum now opens at 8:00.')]);
    expect(errorCodes(refused)).toEqual(['FILE_EXISTS']);
    expect(refused.errors?.[0].extensions).toMatchObject({ file: 'hours.txt' });

    const replaced = await upload([file('hours.txt', 'The museum now opens at 8:00.')], true);
    expect(replaced.data?.uploadKnowledgeFiles.replaced).toEqual(['hours.txt']);
    await ingestionSteps();
    expect((await autoQa()).files.map((f) => f.summary)).toEqual([expect.stringContaining('8:00')]);
  });

  it('refuses an upload without files or with a broken base64 before calling the backend', async () => {
    expect(errorCodes(await upload([]))).toEqual(['VALIDATION_FAILED']);
    const broken = await upload([{ fileName: 'a.txt', contentType: 'text/plain', base64: 'not base64!' }]);
    expect(errorCodes(broken)).toEqual(['VALIDATION_FAILED']);
    expect(broken.errors?.[0].extensions?.fields).toEqual([{ field: 'files.0.base64', message: expect.any(String) }]);
  });
});

describe('file mutations', () => {
  async function oneReadyFile(): Promise<FileData> {
    expect((await upload([file('hours.txt', HOURS_TXT)])).errors).toBeUndefined();
    await ingestionSteps();
    return (await autoQa()).files[0];
  }

  it('switches a file off and on', async () => {
    const { id } = await oneReadyFile();
    const off = await graphql<{ setKnowledgeFileActive: { file: { id: string; active: boolean } } }>(stack.bff.url, SET_ACTIVE, { input: { botId: owner.botId, fileId: id, active: false } }, asOwner());
    expect(off.data?.setKnowledgeFileActive.file).toEqual({ id, active: false });
    expect((await autoQa()).files[0].active).toBe(false);
    const on = await graphql<{ setKnowledgeFileActive: { file: { active: boolean } } }>(stack.bff.url, SET_ACTIVE, { input: { botId: owner.botId, fileId: id, active: true } }, asOwner());
    expect(on.data?.setKnowledgeFileActive.file.active).toBe(true);
  });

  it('saves the bot-level prompt, a file description and prompt, and refuses a prompt over 400 tokens', async () => {
    const { id } = await oneReadyFile();
    const saved = await graphql<{ updateAutoQaData: { data: { prompt: string; files: { id: string; description: string; prompt: string }[] } } }>(
      stack.bff.url,
      UPDATE,
      { input: { botId: owner.botId, prompt: 'Answer politely.', files: [{ fileId: id, description: 'Museum hours', prompt: 'Quote the hours.' }] } },
      asOwner(),
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateAutoQaData.data).toEqual({ botId: owner.botId, prompt: 'Answer politely.', files: [{ id, description: 'Museum hours', prompt: 'Quote the hours.' }] });

    const tooLong = await graphql(stack.bff.url, UPDATE, { input: { botId: owner.botId, files: [{ fileId: id, prompt: '長'.repeat(270) }] } }, asOwner());
    expect(errorCodes(tooLong)).toEqual(['VALIDATION_FAILED']);
    expect(tooLong.errors?.[0].extensions?.fields).toEqual([{ field: 'files.0.prompt', message: expect.any(String) }]);
    expect((await autoQa()).files[0].prompt).toBe('Quote the hours.');
  });

  it('deletes a file', async () => {
    const { id } = await oneReadyFile();
    const deleted = await graphql<{ deleteKnowledgeFile: { deletedFileId: string } }>(stack.bff.url, DELETE, { input: { botId: owner.botId, fileId: id } }, asOwner());
    expect(deleted.data?.deleteKnowledgeFile.deletedFileId).toBe(id);
    expect((await autoQa()).files).toEqual([]);
  });

  it('still lists the wizard’s files on the chatbot, with the AutoQA fields', async () => {
    await oneReadyFile();
    const detail = await graphql<{ chatbot: { files: Record<string, unknown>[] } }>(stack.bff.url, CHATBOT_FILES, { id: owner.botId }, asOwner());
    expect(detail.errors).toBeUndefined();
    expect(detail.data?.chatbot.files).toEqual([{ id: expect.any(String), fileName: 'hours.txt', status: expect.any(String), active: true, chunkCount: expect.any(Number), prompt: '' }]);
  });

  it('answers another account’s bot with BOT_NOT_FOUND, on queries, mutations and the subscription', async () => {
    const stranger = await newAccount(stack.backend.url);
    const token = await loginToken(stack.backend.url, stranger.email, stranger.password);
    const theirs = (await newChatbot(stack.backend.url, token)).chatbot_id;
    expect(errorCodes(await graphql(stack.bff.url, AUTO_QA, { botId: theirs }, asOwner()))).toEqual(['BOT_NOT_FOUND']);
    expect(errorCodes(await graphql(stack.bff.url, TEST_RETRIEVAL, { input: { botId: theirs, question: 'hours?' } }, asOwner()))).toEqual(['BOT_NOT_FOUND']);
    client = bearerSocketClient(stack.bff.url, owner.authorization);
    const { values, errors } = await collect(client, INGEST_PROGRESS, { botId: theirs }).finished;
    expect(values).toEqual([]);
    expect(errors?.map((error) => error.extensions?.code)).toEqual(['BOT_NOT_FOUND']);
  });
});
