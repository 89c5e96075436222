// `npm start`'s server as a newcomer runs it: one process on a fresh embedded database, one URL serving
// the console, GraphQL and the backend's public routes; it stops cleanly on SIGTERM and keeps its data.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/support/net';

jest.setTimeout(90_000);


interface Started {
  child: ChildProcess;
  url: string;
  /** What the server has written to its log (stderr) so far. */
  log(): string;
}

/** Starts scripts/start.ts and resolves with the URL it prints once ready. */
async function start(dataDir: string): Promise<Started> {
  const [port, backendPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
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
  return { child, url, log: () => log };
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
});
