// `npm start`'s server as a newcomer runs it: one process on a fresh embedded database, one URL serving
// the console, GraphQL and the backend's public routes; it stops cleanly on SIGTERM and keeps its data. And the built
// server itself (dist/server/start.cjs, package.json's `serve` script, which `npm start` runs after the build): its
// worker threads load their own bundles to read a large Q&A file, build its index and read a knowledge file.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/support/net';
import { serveCommand } from '../../scripts/support/serve-command';
import { THREAD_MODULES } from '../../backend/threads/thread-modules';
import { threadBundle } from '../../backend/threads/worker-pool';
import { ingestEventsUntilIdle } from '../../backend/knowledge/testing/ingest-stream';
import type { PublicMessageReply } from '../../schema/rest';
import { importCsv, loginToken, newAccount, newChatbot, trainBot } from '../support/factories';
import { readSharedData } from '../support/shared-data';

jest.setTimeout(90_000);

interface Started {
  child: ChildProcess;
  url: string;
  /** The backend's own REST routes. */
  backendUrl: string;
  /** What the server has written to its log (stderr) so far. */
  log(): string;
}

/** Starts scripts/start.ts (or `command`, such as the built server) and resolves with the URL it prints once ready. */
async function start(dataDir: string, command: { program: string; args: string[] } = { program: process.execPath, args: ['--import', 'tsx', 'scripts/start.ts'] }): Promise<Started> {
  const [port, backendPort] = [await freePort(), await freePort()];
  const child = spawn(command.program, command.args, {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), BACKEND_PORT: String(backendPort), DATA_DIR: dataDir, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // The console's URL stands alone on its line, before anything else the server names.
      const ready = /Open:\n\n {4}(http:\/\/localhost:\d+\/)\n/.exec(out);
      if (ready) resolve(ready[1].replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`start exited with ${code} before it was ready: ${out}`)));
  });
  return { child, url, backendUrl: `http://127.0.0.1:${backendPort}`, log: () => log };
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const graphql = (url: string, query: string, variables: object) =>
  fetch(`${url}graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }).then(
    (r) => r.json() as Promise<{ data?: Record<string, unknown>; errors?: { extensions: { code: string } }[] }>,
  );

describe('the one-URL server started by npm start', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the console, GraphQL and health on one port, logs the confirmation link, stops on SIGTERM and keeps accounts across a restart', async () => {
    const first = await start(dataDir);
    try {
      const page = await fetch(first.url + 'dashboard', { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      // curl's own Accept gets the page too, and the tab has an icon.
      expect((await fetch(first.url, { headers: { accept: '*/*' } })).status).toBe(200);
      const icon = await fetch(first.url + 'favicon.svg');
      expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
      expect(await (await fetch(first.url + 'healthz')).json()).toEqual({ status: 'ok', database: 'ok' });
      const registered = await graphql(first.url, 'mutation($input: RegisterInput!) { register(input: $input) { email } }', {
        input: { email: 'keeper@example.com', nickname: 'Keeper', password: 'keep-me-safe', confirmPassword: 'keep-me-safe', agreeTerms: true },
      });
      expect(registered.data).toEqual({ register: { email: 'keeper@example.com' } });
      // Without SMTP_URL the confirmation mail waits in the outbox and its link is in the log, for a newcomer to open.
      expect(first.log()).toMatch(/mail to keeper@example\.com kept in the outbox \(no SMTP_URL\): .* http:\/\/localhost:\d+\/confirmation\?token=[\w-]{43}\n/);
    } finally {
      first.child.kill('SIGTERM');
    }
    expect(await exitCode(first.child)).toBe(0);

    const second = await start(dataDir);
    try {
      const login = await graphql(second.url, 'mutation($input: LoginInput!) { login(input: $input) { account { email } } }', {
        input: { email: 'keeper@example.com', password: 'keep-me-safe' },
      });
      expect(login.data).toEqual({ login: { account: { email: 'keeper@example.com' } } });
    } finally {
      second.child.kill('SIGTERM');
    }
    expect(await exitCode(second.child)).toBe(0);
  });

  it("the built server's threads load their bundles: a large Q&A file read and trained, a knowledge file read, both answering", async () => {
    const serve = serveCommand();
    expect(existsSync(serve.args.at(-1)!)).toBe(true);
    for (const module of Object.values(THREAD_MODULES)) expect(existsSync(threadBundle(module))).toBe(true);
    const builtDir = mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
    const server = await start(builtDir, serve);
    try {
      const account = await newAccount(server.backendUrl);
      const token = await loginToken(server.backendUrl, account.email, account.password);
      const bot = await newChatbot(server.backendUrl, token, { robot_name: 'Taipei', failed_msg: 'No answer.' });
      // Over the sizes read and built inline (csv-reader.ts, index-builder.ts): the threads do it.
      const faq = readSharedData('faq-zh-tw-taipei.qa.csv');
      expect(faq.length).toBeGreaterThan(100_000);
      expect((await importCsv(server.backendUrl, token, bot.chatbot_id, faq, 'taipei.qa.csv')).status).toBe(200);
      await trainBot(server.backendUrl, token, bot.chatbot_id);
      const form = new FormData();
      form.append('files', new Blob(['Lost property\nThings left on a city bus are kept at the Songshan depot for 30 days.']), 'lost-property.txt');
      const uploaded = await fetch(`${server.backendUrl}/graph-rag/${bot.chatbot_id}/upload-graphrag/`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      expect(uploaded.status).toBe(201);
      expect((await ingestEventsUntilIdle(server.backendUrl, token, bot.chatbot_id)).events.at(-1)).toMatchObject({ file_name: 'lost-property.txt', status: 'ready', chunk_count: 1 });

      const ask = async (text: string) => {
        const response = await fetch(`${server.backendUrl}/webhook/api/v2/${bot.vendor_id}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-test-chat': '1' },
          body: JSON.stringify({ userId: 'visitor', type: 'message', message: { text } }),
        });
        return (await response.json()) as PublicMessageReply;
      };
      // The file's first group (GIP_94145712) asks this and answers 交通違規簡訊服務常見問題集.
      expect((await ask('交通違規簡訊服務常見問答')).data.text).toContain('交通違規簡訊服務常見問題集');
      // The knowledge file's passage answers, or is offered under its heading.
      const fromKnowledge = (await ask('Where are things left on a city bus kept?')).data;
      expect([fromKnowledge.text, ...fromKnowledge.buttons.map((button) => button.text)].join('\n')).toMatch(/Songshan depot|Lost property/);
      expect(server.log()).not.toMatch(/Cannot find module/);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await exitCode(server.child)).toBe(0);
    rmSync(builtDir, { recursive: true, force: true });
  });
});
