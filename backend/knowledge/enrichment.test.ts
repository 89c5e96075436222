// Knowledge ingestion and retrieval with a language model (the loopback fake): the model's file summary, chunk
// embeddings and hybrid retrieval, their usage counts, and the fallbacks when the model fails or is slow.
import type { AutoQaDataDTO, RetrievalTestDTO } from '../../schema/rest';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { fakeEmbedding, startFakeLlm, type FakeChatRequest, type FakeLlm } from '../../tests/support/fake-llm';
import { loginToken, newAccount, newChatbot, type TestFile } from '../../tests/support/factories';
import { listLlmUsage, usageDay } from '../llm/llm-usage.repository';
import { readLlmConfig } from '../llm/provider';
import { cleanSummary, SUMMARY_MAX_CHARACTERS } from './enrichment';
import { KnowledgeIndexCache, retrieve } from './knowledge-index';
import { ingestEventsUntilIdle } from './testing/ingest-stream';
import { fuseRankings, searchVectors } from './vector-search';

jest.setTimeout(30_000);

const MODEL_TIMEOUT_MS = 400;
const MODEL_SUMMARY = 'A museum guide: opening hours, ticket prices and parking.';
const MUSEUM_TXT = [
  '# Opening hours',
  'The museum opens at 9:00 and closes at 17:00 from Tuesday to Sunday. It is closed on Mondays.',
  '',
  '# Tickets',
  'Adult tickets cost 300 dollars. Children under six enter free of charge.',
  '',
  '# Parking',
  'The car park under the museum has 200 spaces and costs 40 dollars an hour.',
].join('\n');
const FIRST_SENTENCES = 'The museum opens at 9:00';

let fake: FakeLlm;
let backend: TestBackend;
let token: string;

const isSummaryRequest = (request: FakeChatRequest) => request.messages.some((message) => message.role === 'system' && message.content.includes('summarise documents'));

beforeAll(async () => {
  fake = await startFakeLlm({ reply: (request) => (isSummaryRequest(request) ? `"${MODEL_SUMMARY}"` : 'NO_ANSWER') });
  const llm = readLlmConfig({
    LLM_BASE_URL: fake.url,
    LLM_MODEL: 'fake-chat',
    EMBEDDING_MODEL: 'fake-embedding',
    LLM_TIMEOUT_MS: String(MODEL_TIMEOUT_MS),
    LLM_EMBEDDING_TIMEOUT_MS: String(MODEL_TIMEOUT_MS),
    LLM_MAX_RETRIES: '0',
    // Failures are on purpose here; a breaker opening mid-file would make later tests depend on earlier ones.
    LLM_BREAKER_THRESHOLD: '1000',
  });
  backend = await startTestBackend({ llm });
  const account = await newAccount(backend.url);
  await backend.db.updateTable('accounts').set({ plan_code: 'enterprise' }).where('email', '=', account.email).execute();
  token = await loginToken(backend.url, account.email, account.password);
}, 60_000);
afterAll(async () => {
  await backend?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const auth = () => ({ Authorization: `Bearer ${token}` });

async function botWithKnowledge(files: TestFile[]): Promise<string> {
  const bot = await newChatbot(backend.url, token, { language: 'en' });
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([file.content]), file.name);
  const response = await fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/upload-graphrag/`, { method: 'POST', headers: auth(), body: form });
  expect(response.status).toBe(201);
  await ingestEventsUntilIdle(backend.url, token, bot.chatbot_id);
  return bot.chatbot_id;
}

async function autoQaData(botId: string): Promise<AutoQaDataDTO> {
  const response = await fetch(`${backend.url}/graph-rag/${botId}/autoqa-data`, { headers: auth() });
  expect(response.status).toBe(200);
  return (await response.json()) as AutoQaDataDTO;
}

async function retrievalTest(botId: string, question: string): Promise<RetrievalTestDTO> {
  const response = await fetch(`${backend.url}/graph-rag/${botId}/retrieval-test/`, { method: 'POST', headers: { ...auth(), 'Content-Type': 'application/json' }, body: JSON.stringify({ question }) });
  expect(response.status).toBe(200);
  return (await response.json()) as RetrievalTestDTO;
}

function storedEmbeddings(botId: string) {
  return backend.db.selectFrom('knowledge_chunks').select(['ordinal', 'embedding']).where('chatbot_id', '=', botId).orderBy('ordinal').execute();
}

async function usageByPurpose(botId: string) {
  const today = usageDay(new Date());
  const days = await listLlmUsage(backend.db, botId, { from: today, to: today });
  return new Map(days.map((day) => [day.purpose, day]));
}

/** What BM25 alone retrieves for the question, read from the same database without the model. */
async function lexicalRetrieval(botId: string, question: string) {
  const cache = new KnowledgeIndexCache(backend.db, { ready: Promise.resolve(), subscribe: () => undefined, onMissedChanges: () => undefined });
  const knowledge = await cache.get(botId);
  if (!knowledge) throw new Error('the bot has no knowledge');
  return retrieve(knowledge, question).chunks.map(({ chunk, score }) => ({ file_name: chunk.file_name, ordinal: chunk.ordinal, score }));
}

const embeddingRequests = () => fake.requests.filter((request) => request.endpoint === 'embeddings');

describe('ingestion with a language model', () => {
  it("stores the model's summary, unquoted, and embeds every chunk", async () => {
    const botId = await botWithKnowledge([{ name: 'museum.txt', content: MUSEUM_TXT }]);
    const [file] = (await autoQaData(botId)).files;
    expect(file).toMatchObject({ status: 'ready', summary: MODEL_SUMMARY, chunk_count: 3 });

    const chunks = await storedEmbeddings(botId);
    expect(chunks).toHaveLength(3);
    for (const chunk of chunks) expect(chunk.embedding).toHaveLength(256);
    // The chunk's section heading is embedded with its text, as BM25 indexes it.
    const [vector] = chunks.filter((chunk) => chunk.ordinal === 1).map((chunk) => chunk.embedding ?? []);
    const expected = fakeEmbedding('Tickets\nAdult tickets cost 300 dollars. Children under six enter free of charge.');
    vector.forEach((value, i) => expect(value).toBeCloseTo(expected[i], 5));

    const usage = await usageByPurpose(botId);
    expect(usage.get('file_summary')).toMatchObject({ requests: 1, failures: 0 });
    expect(usage.get('file_summary')?.promptTokens).toBeGreaterThan(0);
    expect(usage.get('indexing')).toMatchObject({ requests: 1, failures: 0 });
    expect(usage.get('indexing')?.embeddingTokens).toBeGreaterThan(0);
  });

  it('falls back to the first sentences and no vectors when the model answers 500, and the file is still ready', async () => {
    fake.setBehaviour({ kind: 'fail', status: 500 });
    const botId = await botWithKnowledge([{ name: 'museum.txt', content: MUSEUM_TXT }]);
    const [file] = (await autoQaData(botId)).files;
    expect(file).toMatchObject({ status: 'ready', reason: null, chunk_count: 3 });
    expect(file.summary.startsWith(FIRST_SENTENCES)).toBe(true);
    expect((await storedEmbeddings(botId)).map((chunk) => chunk.embedding)).toEqual([null, null, null]);

    const usage = await usageByPurpose(botId);
    expect(usage.get('file_summary')).toMatchObject({ requests: 0, failures: 1 });
    expect(usage.get('indexing')).toMatchObject({ requests: 0, failures: 1 });
    expect((await retrievalTest(botId, 'How much is an adult ticket?')).chunks[0]).toMatchObject({ file_name: 'museum.txt', section: 'Tickets' });
  });

  it('does not wait for a slow model: the summary falls back within the time budget', async () => {
    fake.setBehaviour({ kind: 'delay', ms: 20_000 });
    const started = performance.now();
    const botId = await botWithKnowledge([{ name: 'museum.txt', content: MUSEUM_TXT }]);
    // Two calls of at most MODEL_TIMEOUT_MS each, far from the model's 20 s.
    expect(performance.now() - started).toBeLessThan(10_000);
    const [file] = (await autoQaData(botId)).files;
    expect(file.status).toBe('ready');
    expect(file.summary.startsWith(FIRST_SENTENCES)).toBe(true);
    expect((await storedEmbeddings(botId)).every((chunk) => chunk.embedding === null)).toBe(true);
    expect((await usageByPurpose(botId)).get('file_summary')).toMatchObject({ requests: 0, failures: 1 });
  });
});

describe('retrieval with embeddings', () => {
  const question = 'How much is an adult ticket?';

  it('embeds the question and fuses the vector and BM25 rankings', async () => {
    const botId = await botWithKnowledge([{ name: 'museum.txt', content: MUSEUM_TXT }]);
    fake.reset();
    const found = await retrievalTest(botId, question);
    expect(embeddingRequests().map((request) => request.body)).toEqual([{ model: 'fake-embedding', input: [question] }]);
    expect(found.chunks[0]).toMatchObject({ file_name: 'museum.txt', section: 'Tickets' });
    // First in both rankings: the fused score's maximum, which BM25's normalised score does not reach here.
    expect(found.chunks[0].score).toBeCloseTo(1, 10);
    expect((await lexicalRetrieval(botId, question))[0].score).toBeLessThan(1);
    expect(found.answer).toContain('Adult tickets cost 300 dollars');
    expect((await usageByPurpose(botId)).get('retrieval')).toMatchObject({ requests: 1, failures: 0 });
  });

  it('answers by BM25 alone when embedding the question fails', async () => {
    const botId = await botWithKnowledge([{ name: 'museum.txt', content: MUSEUM_TXT }]);
    fake.reset();
    fake.setBehaviour({ kind: 'fail', status: 500, endpoint: 'embeddings' });
    const found = await retrievalTest(botId, question);
    expect(embeddingRequests().map((request) => request.body)).toEqual([{ model: 'fake-embedding', input: [question] }]);
    expect(found.chunks.map(({ file_name, ordinal, score }) => ({ file_name, ordinal, score }))).toEqual(await lexicalRetrieval(botId, question));
    expect(found.answer).toContain('Adult tickets cost 300 dollars');
    expect((await usageByPurpose(botId)).get('retrieval')).toMatchObject({ requests: 0, failures: 1 });
  });

  it('answers by BM25 alone when embedding the question is slow', async () => {
    const botId = await botWithKnowledge([{ name: 'museum.txt', content: MUSEUM_TXT }]);
    fake.reset();
    fake.setBehaviour({ kind: 'delay', ms: 20_000, endpoint: 'embeddings' });
    const found = await retrievalTest(botId, question);
    expect(embeddingRequests().map((request) => request.body)).toEqual([{ model: 'fake-embedding', input: [question] }]);
    expect(found.chunks.map(({ file_name, ordinal, score }) => ({ file_name, ordinal, score }))).toEqual(await lexicalRetrieval(botId, question));
  });
});

describe('the summary', () => {
  it('keeps one paragraph of at most 200 characters, without quotes', () => {
    expect(cleanSummary('  「臺北市立動物園的開放時間、票價與交通。」\n')).toBe('臺北市立動物園的開放時間、票價與交通。');
    const long = cleanSummary(`${'word '.repeat(80)}\n\nend`);
    expect(Array.from(long)).toHaveLength(SUMMARY_MAX_CHARACTERS);
    expect(long.endsWith('…')).toBe(true);
    expect(long).not.toContain('\n');
  });
});

describe('vector search', () => {
  const vectors = {
    dimensions: 2,
    matrix: Float32Array.from([1, 0, 0, 1, Math.SQRT1_2, Math.SQRT1_2]),
    chunks: Int32Array.from([4, 7, 9]),
  };

  it('ranks chunks by cosine and leaves out those pointing away', () => {
    expect(searchVectors(vectors, [2, 1], 5).map((match) => match.chunk)).toEqual([9, 4, 7]);
    expect(searchVectors(vectors, [1, -1], 5).map((match) => match.chunk)).toEqual([4]);
    expect(searchVectors(vectors, [0, 3], 2).map((match) => match.chunk)).toEqual([7, 9]);
    expect(searchVectors(vectors, [1, 0, 0], 5)).toEqual([]);
  });

  it('fuses rankings by reciprocal rank, 1 for a chunk first in every one', () => {
    const fused = fuseRankings(
      [
        [{ chunk: 1, score: 0.9 }, { chunk: 2, score: 0.5 }],
        [{ chunk: 1, score: 0.8 }, { chunk: 3, score: 0.7 }, { chunk: 2, score: 0.1 }],
      ],
      3,
    );
    expect(fused.map((match) => match.chunk)).toEqual([1, 2, 3]);
    expect(fused[0].score).toBeCloseTo(1, 10);
    expect(fused[1].score).toBeCloseTo((1 / 62 + 1 / 63) / (2 / 61), 10);
  });
});
