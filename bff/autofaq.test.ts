// The AutoFAQ page's and the prompt optimisation's calls through the BFF against real backends: answer sets with
// their refusals, switches and test box, and optimisation from the CSV to the applied or discarded prompt, with
// live progress — without a language model and with the loopback fake one.
import type { Client } from 'graphql-ws';
import { confidenceOf } from '../backend/answering/pipeline/calibration';
import { fakeLlmEnv, startModelBackend, type ModelBackend } from '../backend/autofaq/testing/model-backend';
import { startFakeLlm, type FakeChatRequest, type FakeLlm } from '../tests/support/fake-llm';
import { loginToken, newAccount, newChatbot } from '../tests/support/factories';
import { errorCodes, graphql, type GraphQLAnswer } from './test-support/graphqlClient';
import { bearerSocketClient, collect } from './test-support/subscriptionClient';
import { startBff, type RunningBff } from './server';

// Optimisation runs AutoQA on every row twice on a shared machine.
jest.setTimeout(30_000);

const FILE_FIELDS = 'id fileName active answerCount size createdAt updatedAt';
const AUTO_FAQ = `query Test_AutoFaq($botId: ID!) { autoFaq(botId: $botId) { botId answerCount files { ${FILE_FIELDS} } } }`;
const DATA_FIELDS = `data { botId answerCount files { ${FILE_FIELDS} } }`;
const UPLOAD = `mutation Test_UploadAutoFaqFile($input: UploadAutoFaqFileInput!) { uploadAutoFaqFile(input: $input) { ${DATA_FIELDS} } }`;
const SET_ACTIVE = `mutation Test_SetAutoFaqFileActive($input: SetAutoFaqFileActiveInput!) { setAutoFaqFileActive(input: $input) { ${DATA_FIELDS} } }`;
const DELETE = `mutation Test_DeleteAutoFaqFile($input: DeleteAutoFaqFileInput!) { deleteAutoFaqFile(input: $input) { ${DATA_FIELDS} } }`;
const TEST = `mutation Test_TestAutoFaq($input: TestAutoFaqInput!) {
  testAutoFaq(input: $input) { question chosenAnswerId chosenBy modelError verdict soleSource shortlist { answerId fileId fileName title text score confidence } } }`;
const JOB_FIELDS = 'id state progress step message rowCount beforeScore afterScore proposedPrompt decision createdAt finishedAt';
const STATUS = `query Test_PromptOptimization($botId: ID!) { promptOptimization(botId: $botId) { botId dailyLimit usedToday llmConfigured optimization { ${JOB_FIELDS} } } }`;
const START = `mutation Test_StartPromptOptimization($input: StartPromptOptimizationInput!) { startPromptOptimization(input: $input) { optimization { ${JOB_FIELDS} } } }`;
const APPLY = `mutation Test_ApplyPromptOptimization($input: PromptOptimizationDecisionInput!) { applyPromptOptimization(input: $input) { optimization { ${JOB_FIELDS} } } }`;
const DISCARD = `mutation Test_DiscardPromptOptimization($input: PromptOptimizationDecisionInput!) { discardPromptOptimization(input: $input) { optimization { ${JOB_FIELDS} } } }`;
const PROGRESS = `subscription Test_PromptOptimizationProgress($botId: ID!) { promptOptimizationProgress(botId: $botId) { ${JOB_FIELDS} } }`;
const AUTO_QA_PROMPT = `query Test_AutoQaPrompt($botId: ID!) { autoQa(botId: $botId) { prompt } }`;
const INGEST_PROGRESS = `subscription Test_Ingest($botId: ID!) { knowledgeIngestProgress(botId: $botId) { status } }`;
const UPLOAD_KNOWLEDGE = `mutation Test_UploadKnowledge($input: UploadKnowledgeFilesInput!) { uploadKnowledgeFiles(input: $input) { replaced } }`;

const HOURS = 'The museum opens at 9:00 and closes at 17:00 from Tuesday to Sunday; it is closed on Mondays.';
const TICKETS = 'Adult tickets cost 300 dollars; children under six enter free of charge.';
const PARKING = 'The car park under the museum has 200 spaces and costs 40 dollars an hour.';
const FAQ_CSV = `title,answer\nOpening hours,${HOURS}\nTickets,"${TICKETS}"\nParking,${PARKING}\n`;
const OPTIMIZATION_CSV = 'question,answer\nWhen does the museum open?,At 9:00 from Tuesday to Sunday.\nHow much is an adult ticket?,300 dollars.\n';
const PROPOSAL = 'Answer in one short sentence and give figures first.';

interface Stack {
  backend: ModelBackend;
  bff: RunningBff;
}
interface Owner {
  authorization: string;
  botId: string;
}

let fake: FakeLlm;
let plain: Stack;
let withModel: Stack;
let client: Client | undefined;

async function startStack(backend: ModelBackend): Promise<Stack> {
  return { backend, bff: await startBff({ port: 0, host: '127.0.0.1', backendUrl: backend.url }) };
}

/** The proposal for optimisation requests; AutoQA's generation echoes the question. */
function reply(request: FakeChatRequest): string {
  const system = request.messages.find((message) => message.role === 'system')?.content ?? '';
  if (system.includes('You improve the custom instructions')) return PROPOSAL;
  return `Echo: ${request.messages.at(-1)?.content ?? ''}`;
}

beforeAll(async () => {
  fake = await startFakeLlm({ reply });
  [plain, withModel] = await Promise.all([startModelBackend().then(startStack), startModelBackend({ llmEnv: fakeLlmEnv(fake.url, 5000) }).then(startStack)]);
});
afterEach(async () => {
  await client?.dispose();
  client = undefined;
});
afterAll(async () => {
  for (const stack of [plain, withModel]) {
    await stack?.bff.close();
    await stack?.backend.close();
  }
  await fake?.close();
});

async function ownerOf(stack: Stack): Promise<Owner> {
  const account = await newAccount(stack.backend.url);
  const token = await loginToken(stack.backend.url, account.email, account.password);
  const bot = await newChatbot(stack.backend.url, token, { language: 'en' });
  return { authorization: `Bearer ${token}`, botId: bot.chatbot_id };
}

const csvFile = (fileName: string, text: string) => ({ fileName, contentType: 'text/csv', base64: Buffer.from(text).toString('base64') });

interface FaqData {
  botId: string;
  answerCount: number;
  files: { id: string; fileName: string; active: boolean; answerCount: number }[];
}

describe('AutoFAQ', () => {
  let owner: Owner;
  beforeEach(async () => {
    owner = await ownerOf(plain);
  });
  const call = <T>(query: string, variables: Record<string, unknown>): Promise<GraphQLAnswer<T>> => graphql<T>(plain.bff.url, query, variables, { authorization: owner.authorization });
  const upload = (fileName: string, text: string, overwrite?: boolean) => call<{ uploadAutoFaqFile: { data: FaqData } }>(UPLOAD, { input: { botId: owner.botId, file: csvFile(fileName, text), overwrite } });

  it('uploads an answer set, lists it, and the test box chooses by retrieval without a model', async () => {
    const uploaded = await upload('faq.csv', FAQ_CSV);
    expect(uploaded.errors).toBeUndefined();
    expect(uploaded.data?.uploadAutoFaqFile.data).toMatchObject({ botId: owner.botId, answerCount: 3, files: [{ fileName: 'faq.csv', active: true, answerCount: 3 }] });

    const listed = await call<{ autoFaq: FaqData }>(AUTO_FAQ, { botId: owner.botId });
    expect(listed.data?.autoFaq.files.map((file) => file.fileName)).toEqual(['faq.csv']);

    type Candidate = { answerId: string; fileName: string; title: string; text: string; score: number; confidence: number };
    const tested = await call<{ testAutoFaq: { chosenAnswerId: string | null; chosenBy: string; modelError: string | null; verdict: string; soleSource: boolean; shortlist: Candidate[] } }>(TEST, {
      input: { botId: owner.botId, question: 'How much does an adult ticket cost?' },
    });
    expect(tested.errors).toBeUndefined();
    const result = tested.data!.testAutoFaq;
    expect(result).toMatchObject({ chosenBy: 'retrieval', modelError: null });
    const chosen = result.shortlist.find((candidate) => candidate.answerId === result.chosenAnswerId);
    expect(chosen).toMatchObject({ fileName: 'faq.csv', title: 'Tickets', text: TICKETS });
    for (const candidate of result.shortlist) expect(candidate.confidence).toBeCloseTo(confidenceOf('autofaq', candidate.score), 10);
    // AutoFAQ is this bot's only source, so its own rule judges: retrieval chose an answer.
    expect(result).toMatchObject({ verdict: 'ANSWER', soleSource: true });
  });

  it('refuses an empty answer naming the file, the reason and the row, and a same-name file unless overwrite', async () => {
    const refused = await upload('broken.csv', `title,answer\nHours,${HOURS}\nTickets,\n`);
    expect(errorCodes(refused)).toEqual(['KNOWLEDGE_FILE_INVALID']);
    expect(refused.errors?.[0].extensions).toMatchObject({ file: 'broken.csv', reason: 'empty', location: { row: 3 } });

    expect((await upload('faq.csv', FAQ_CSV)).errors).toBeUndefined();
    const exists = await upload('faq.csv', `answer\n${HOURS}\n`);
    expect(errorCodes(exists)).toEqual(['FILE_EXISTS']);
    expect(exists.errors?.[0].extensions).toMatchObject({ file: 'faq.csv' });
    const replaced = await upload('faq.csv', `answer\n${HOURS}\n`, true);
    expect(replaced.data?.uploadAutoFaqFile.data).toMatchObject({ answerCount: 1, files: [{ fileName: 'faq.csv', answerCount: 1 }] });
  });

  it('switches an answer set off and on, and deletes it', async () => {
    const { files } = (await upload('faq.csv', FAQ_CSV)).data!.uploadAutoFaqFile.data;
    const off = await call<{ setAutoFaqFileActive: { data: FaqData } }>(SET_ACTIVE, { input: { botId: owner.botId, fileId: files[0].id, active: false } });
    expect(off.data?.setAutoFaqFileActive.data).toMatchObject({ answerCount: 0, files: [{ active: false }] });
    const on = await call<{ setAutoFaqFileActive: { data: FaqData } }>(SET_ACTIVE, { input: { botId: owner.botId, fileId: files[0].id, active: true } });
    expect(on.data?.setAutoFaqFileActive.data.answerCount).toBe(3);
    const deleted = await call<{ deleteAutoFaqFile: { data: FaqData } }>(DELETE, { input: { botId: owner.botId, fileId: files[0].id } });
    expect(deleted.data?.deleteAutoFaqFile.data).toEqual({ botId: owner.botId, answerCount: 0, files: [] });
  });

  it('answers another account’s bot with BOT_NOT_FOUND', async () => {
    const stranger = await ownerOf(plain);
    expect(errorCodes(await call(AUTO_FAQ, { botId: stranger.botId }))).toEqual(['BOT_NOT_FOUND']);
  });
});

describe('prompt optimisation', () => {
  it('says no model is configured, and refuses to start with LLM_REQUIRED', async () => {
    const owner = await ownerOf(plain);
    const auth = { authorization: owner.authorization };
    const status = await graphql<{ promptOptimization: Record<string, unknown> }>(plain.bff.url, STATUS, { botId: owner.botId }, auth);
    expect(status.errors).toBeUndefined();
    expect(status.data?.promptOptimization).toMatchObject({ botId: owner.botId, llmConfigured: false, usedToday: 0, optimization: null });
    const started = await graphql(plain.bff.url, START, { input: { botId: owner.botId, file: csvFile('opt.csv', OPTIMIZATION_CSV) } }, auth);
    expect(errorCodes(started)).toEqual(['LLM_REQUIRED']);
  });

  describe('with a language model', () => {
    let owner: Owner;
    const call = <T>(query: string, variables: Record<string, unknown>): Promise<GraphQLAnswer<T>> => graphql<T>(withModel.bff.url, query, variables, { authorization: owner.authorization });

    beforeEach(async () => {
      owner = await ownerOf(withModel);
      const knowledge = `Content\n${HOURS}\n${TICKETS}\n`;
      expect((await call(UPLOAD_KNOWLEDGE, { input: { botId: owner.botId, files: [csvFile('museum.csv', knowledge)] } })).errors).toBeUndefined();
      // The owner optimises once the knowledge is ingested: the ingestion stream ends when nothing is left to do.
      const ingesting = bearerSocketClient(withModel.bff.url, owner.authorization);
      const ingestion = await collect<{ knowledgeIngestProgress: { status: string } }>(ingesting, INGEST_PROGRESS, { botId: owner.botId }).finished;
      await ingesting.dispose();
      expect(ingestion.values.at(-1)?.knowledgeIngestProgress.status).toBe('ready');
    });

    /** Starts an optimisation and follows it over the subscription until the backend ends the stream. */
    async function optimized(): Promise<{ id: string; state: string; message: string; proposedPrompt: string | null; decision: string; progress: number }> {
      const started = await call<{ startPromptOptimization: { optimization: { id: string; state: string; rowCount: number } } }>(START, {
        input: { botId: owner.botId, file: csvFile('opt.csv', OPTIMIZATION_CSV) },
      });
      expect(started.errors).toBeUndefined();
      expect(started.data?.startPromptOptimization.optimization).toMatchObject({ state: 'running', rowCount: 2 });
      client = bearerSocketClient(withModel.bff.url, owner.authorization);
      const { values, errors } = await collect<{ promptOptimizationProgress: { id: string; state: string; message: string; proposedPrompt: string | null; decision: string; progress: number } }>(
        client,
        PROGRESS,
        { botId: owner.botId },
      ).finished;
      expect(errors).toBeUndefined();
      const last = values.at(-1)?.promptOptimizationProgress;
      expect(last?.id).toBe(started.data?.startPromptOptimization.optimization.id);
      return last!;
    }

    it('follows the job live to a proposal, counts it against the daily limit, and applies it as the bot prompt', async () => {
      const job = await optimized();
      expect(job).toMatchObject({ state: 'success', message: expect.any(String), progress: 1, proposedPrompt: PROPOSAL, decision: 'pending' });

      const status = await call<{ promptOptimization: { usedToday: number; dailyLimit: number; llmConfigured: boolean; optimization: { id: string; beforeScore: number | null; afterScore: number | null } } }>(STATUS, {
        botId: owner.botId,
      });
      expect(status.data?.promptOptimization).toMatchObject({ usedToday: 1, llmConfigured: true, optimization: { id: job.id } });
      expect(status.data?.promptOptimization.optimization.beforeScore).toEqual(expect.any(Number));
      expect(status.data?.promptOptimization.optimization.afterScore).toEqual(expect.any(Number));

      const applied = await call<{ applyPromptOptimization: { optimization: { decision: string } } }>(APPLY, { input: { botId: owner.botId, optimizationId: job.id } });
      expect(applied.data?.applyPromptOptimization.optimization.decision).toBe('applied');
      expect((await call<{ autoQa: { prompt: string } }>(AUTO_QA_PROMPT, { botId: owner.botId })).data?.autoQa.prompt).toBe(PROPOSAL);
    });

    it('discards a proposal and keeps the prompt in use', async () => {
      const job = await optimized();
      const discarded = await call<{ discardPromptOptimization: { optimization: { decision: string } } }>(DISCARD, { input: { botId: owner.botId, optimizationId: job.id } });
      expect(discarded.data?.discardPromptOptimization.optimization.decision).toBe('discarded');
      expect((await call<{ autoQa: { prompt: string } }>(AUTO_QA_PROMPT, { botId: owner.botId })).data?.autoQa.prompt).toBe('');
    });
  });
});
