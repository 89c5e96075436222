// Two backend and two BFF processes on one PostgreSQL server, behind a round-robin proxy: what one replica does,
// every other one sees. Sessions and their revocation, rate limits, jobs claimed once, subscriptions delivered
// whichever replica produced the event, and work of a killed replica finished by the survivor.
import { Client as PgClient } from 'pg';
import { LOGIN_LIMIT_PER_ACCOUNT_ADDRESS } from '../../backend/members/members.service';
import { errorCodes, graphql, sessionCookie } from '../../bff/test-support/graphqlClient';
import { LOGIN, ME, REGISTER, SESSION_EVENTS, START_TRAINING, TRAINING_PROGRESS } from '../../bff/test-support/operations';
import { bearerSocketClient, collect } from '../../bff/test-support/subscriptionClient';
import type { AutoQaDataDTO } from '../../schema/rest';
import { importCsv, loginToken, newAccount, newChatbot } from '../support/factories';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm';
import {
  createServerDatabase,
  killHard,
  removeDataDir,
  startBackendReplica,
  startBffReplica,
  startRoundRobinProxy,
  stopGently,
  type BackendReplica,
  type ReplicaProcess,
  type RoundRobinProxy,
  type ServerDatabase,
} from '../support/replicas';

jest.setTimeout(180_000);

const serverUrl = process.env.TEST_DATABASE_URL;
const USER_PER_MINUTE = 10;
const LIMITS = { PUBLIC_API_USER_PER_MINUTE: String(USER_PER_MINUTE) };
const describeOnServer = serverUrl ? describe : describe.skip;

describeOnServer('two replicas on one PostgreSQL server', () => {
  let database: ServerDatabase;
  const backends: BackendReplica[] = [];
  let bffs: ReplicaProcess[] = [];
  let proxy: RoundRobinProxy;
  let sql: PgClient;
  let llm: FakeLlm;

  beforeAll(async () => {
    database = await createServerDatabase(serverUrl!);
    llm = await startFakeLlm();
    const env = { ...LIMITS, LLM_BASE_URL: llm.url, LLM_MODEL: 'replica-chat', EMBEDDING_MODEL: 'replica-embedding' };
    // The first backend migrates the new database; the second finds it migrated.
    backends.push(await startBackendReplica('backend-a', database.url, { ...env, REPLICA_ID: 'backend-a' }));
    backends.push(await startBackendReplica('backend-b', database.url, { ...env, REPLICA_ID: 'backend-b' }));
    bffs = await Promise.all(backends.map((backend, i) => startBffReplica(`bff-${'ab'[i]}`, backend.url)));
    proxy = await startRoundRobinProxy(bffs.map((bff) => bff.url));
    sql = new PgClient({ connectionString: database.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await proxy?.close();
    await Promise.all([...bffs, ...backends].map(stopGently));
    backends.forEach(removeDataDir);
    await llm?.close();
    await database?.drop();
  });

  it('spreads requests over both BFFs, and a session made on one works on the other', async () => {
    const email = `spread-${Date.now()}@example.com`;
    const registered = await graphql(proxy.url, REGISTER, {
      input: { email, nickname: 'Spread', password: 'correct-horse-battery', confirmPassword: 'correct-horse-battery', agreeTerms: true },
    });
    expect(registered.errors).toBeUndefined();
    const login = await graphql(bffs[0].url, LOGIN, { input: { email, password: 'correct-horse-battery' } });
    expect(login.errors).toBeUndefined();
    const cookie = sessionCookie(login.setCookies);
    for (const bff of bffs) {
      const me = await graphql<{ me: { email: string } }>(bff.url, ME, {}, { cookie });
      expect(me.data?.me?.email).toBe(email);
    }
    const before = proxy.routed.length;
    for (let i = 0; i < 4; i++) expect((await graphql<{ me: { email: string } }>(proxy.url, ME, {}, { cookie })).data?.me?.email).toBe(email);
    expect(new Set(proxy.routed.slice(before))).toEqual(new Set([0, 1]));
  });

  it('pushes the revocation of a session to its subscriber on the other replica the moment a login takes over', async () => {
    const account = await newAccount(backends[0].url);
    const first = await graphql(bffs[1].url, LOGIN, { input: { email: account.email, password: account.password } });
    const token = sessionCookie(first.setCookies).slice('qa_session='.length);
    const client = bearerSocketClient(bffs[1].url, `Bearer ${token}`);
    try {
      const events = collect<{ sessionEvents: { kind: string } }>(client, SESSION_EVENTS, {});
      // The subscription is open at the backend once the server has acknowledged it; give it a moment to LISTEN.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const takeover = await graphql(bffs[0].url, LOGIN, { input: { email: account.email, password: account.password, forceLogin: true } });
      expect(takeover.errors).toBeUndefined();
      const revoked = await events.nth(1);
      expect(revoked.sessionEvents.kind).toBe('REVOKED');
      const stale = await graphql(bffs[1].url, ME, {}, { authorization: `Bearer ${token}` });
      expect(stale.data?.me ?? null).toBeNull();
    } finally {
      await client.dispose();
    }
  });

  it('counts failed logins on every replica under one limit', async () => {
    const account = await newAccount(backends[1].url);
    let refusedAt: number | undefined;
    for (let attempt = 1; attempt <= 2 * LOGIN_LIMIT_PER_ACCOUNT_ADDRESS.limit + 2 && refusedAt === undefined; attempt++) {
      const answer = await graphql(bffs[attempt % 2].url, LOGIN, { input: { email: account.email, password: 'wrong-password-here' } });
      if (errorCodes(answer).includes('RATE_LIMITED')) refusedAt = attempt;
      else expect(errorCodes(answer)).toEqual(['INVALID_CREDENTIALS']);
    }
    // Counted per process, the limit would only bite after twice as many attempts.
    expect(refusedAt).toBe(LOGIN_LIMIT_PER_ACCOUNT_ADDRESS.limit + 1);
    const onOther = await graphql(bffs[refusedAt! % 2 === 0 ? 1 : 0].url, LOGIN, { input: { email: account.email, password: 'wrong-password-here' } });
    expect(errorCodes(onOther)).toEqual(['RATE_LIMITED']);
  });

  it("holds an end user to one public-API limit across replicas", async () => {
    const account = await newAccount(backends[0].url);
    const token = await loginToken(backends[0].url, account.email, account.password);
    const bot = await newChatbot(backends[0].url, token);
    const activated = await fetch(`${backends[0].url}/chatbot/${bot.chatbot_id}/integrations/api`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: true }),
    });
    expect(activated.status).toBe(200);
    const say = (backend: BackendReplica, userId: string) =>
      fetch(`${backend.url}/webhook/api/v2/${bot.vendor_id}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId, type: 'message', message: { text: 'hello' } }),
      }).then((response) => response.status);
    // Each replica allows its half of the limit (the bot is untrained: 409, but counted like any message).
    for (let i = 0; i < USER_PER_MINUTE / 2; i++) for (const backend of backends) expect(await say(backend, 'chatty')).toBe(409);
    // After the replicas have exchanged what they allowed (once a second), the user is over the limit on both.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const backend of backends) expect(await say(backend, 'chatty')).toBe(429);
    expect(await say(backends[1], 'quiet')).toBe(409);
  });

  it('runs each training job once, on one replica, and delivers its progress to a subscriber on the other', async () => {
    const account = await newAccount(backends[0].url);
    const token = await loginToken(backends[0].url, account.email, account.password);
    const bots = await Promise.all([0, 1, 2].map(() => newChatbot(backends[0].url, token)));
    for (const [i, bot] of bots.entries()) {
      const csv = ['group,question,answer', ...Array.from({ length: 40 }, (_, g) => `g${g},bot ${i} question ${g}?,answer ${g} of bot ${i}`)].join('\n');
      expect((await importCsv(backends[i % 2].url, token, bot.chatbot_id, csv)).status).toBe(200);
    }
    const authorization = `Bearer ${token}`;
    const client = bearerSocketClient(bffs[1].url, authorization);
    try {
      const progress = bots.map((bot) => collect<{ trainingProgress: { state: string } }>(client, TRAINING_PROGRESS, { botId: bot.chatbot_id }));
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const [i, bot] of bots.entries()) {
        const started = await graphql(bffs[i % 2].url, START_TRAINING, { input: { botId: bot.chatbot_id } }, { authorization });
        expect(started.errors).toBeUndefined();
      }
      for (const subscription of progress) {
        const { values, errors } = await subscription.finished;
        expect(errors).toBeUndefined();
        expect(values.at(-1)?.trainingProgress.state).toBe('SUCCESS');
      }
    } finally {
      await client.dispose();
    }
    const jobs = await sql.query<{ chatbot_id: string; state: string }>(
      "SELECT chatbot_id, state FROM jobs WHERE kind = 'training' AND chatbot_id = ANY($1) ORDER BY chatbot_id",
      [bots.map((bot) => bot.chatbot_id)],
    );
    expect(jobs.rows).toHaveLength(bots.length);
    expect(jobs.rows.every((job) => job.state === 'success')).toBe(true);
  });

  it('ingests a knowledge file accepted by one replica on whichever replica claims it', async () => {
    const account = await newAccount(backends[0].url);
    const token = await loginToken(backends[0].url, account.email, account.password);
    const bot = await newChatbot(backends[0].url, token, { language: 'en' });
    const form = new FormData();
    for (let i = 0; i < 8; i++) form.append('files', new Blob([`Topic ${i}\nThe answer to topic ${i} is ${i * 7}.`], { type: 'text/plain' }), `topic-${i}.txt`);
    const uploaded = await fetch(`${backends[0].url}/graph-rag/${bot.chatbot_id}/upload-graphrag/`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const files = await waitForIngestion(backends[1].url, token, bot.chatbot_id);
    expect(files.map((file) => [file.file_name, file.status, file.reason])).toEqual(
      Array.from({ length: 8 }, (_, i) => [`topic-${i}.txt`, 'ready', null]),
    );
  });

  // Last: it leaves one replica dead.
  it('finishes the ingestion a killed replica held on the survivor, once the claim has gone stale', async () => {
    const account = await newAccount(backends[0].url);
    const token = await loginToken(backends[0].url, account.email, account.password);
    const bot = await newChatbot(backends[0].url, token, { language: 'en' });
    // Slow vectors keep each file in ingestion long enough to kill its holder in the middle.
    llm.setBehaviour({ kind: 'delay', ms: 1500, endpoint: 'embeddings' });
    const form = new FormData();
    for (let i = 0; i < 3; i++) form.append('files', new Blob([`Topic ${i}\nThe answer to topic ${i} is ${i * 7}.`], { type: 'text/plain' }), `slow-${i}.txt`);
    const uploaded = await fetch(`${backends[0].url}/graph-rag/${bot.chatbot_id}/upload-graphrag/`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    let holder: BackendReplica | undefined;
    while (!holder) {
      const { rows } = await sql.query<{ claimed_by: string | null }>("SELECT claimed_by FROM knowledge_files WHERE chatbot_id = $1 AND status = 'processing'", [bot.chatbot_id]);
      holder = backends.find((backend) => rows.some((row) => row.claimed_by?.startsWith(`${backend.name}/`)));
      if (!holder) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await killHard(holder);
    llm.setBehaviour({ kind: 'normal' });
    const survivor = backends.find((backend) => backend !== holder)!;
    const files = await waitForIngestion(survivor.url, token, bot.chatbot_id, 90_000);
    expect(files.map((file) => [file.file_name, file.status, file.chunk_count])).toEqual([0, 1, 2].map((i) => [`slow-${i}.txt`, 'ready', 1]));
    const { rows } = await sql.query<{ n: string }>('SELECT count(*) AS n FROM knowledge_chunks WHERE chatbot_id = $1', [bot.chatbot_id]);
    expect(Number(rows[0].n)).toBe(3);
  });
});

/** Polls the bot's AutoQA data until no file waits or is being ingested; answers the files by name. */
async function waitForIngestion(backendUrl: string, token: string, botId: string, timeoutMs = 60_000): Promise<AutoQaDataDTO['files']> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${backendUrl}/graph-rag/${botId}/autoqa-data/`, { headers: { Authorization: `Bearer ${token}` } });
    const { files } = (await response.json()) as AutoQaDataDTO;
    if (files.every((file) => file.status === 'ready' || file.status === 'failed')) return files.sort((a, b) => a.file_name.localeCompare(b.file_name));
    if (Date.now() > deadline) throw new Error(`Ingestion did not end: ${JSON.stringify(files.map((file) => [file.file_name, file.status]))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
