// The BFF's plain-HTTP face: the backend's public routes on the same origin, the console's SPA
// fallback, and the offline playground page.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startBff } from '../server';
import { startBffStack, type BffStack } from '../test-support/stack';
import { BACKEND_PUBLIC_ROUTES, isBackendPublicPath } from './backendProxy';

const INDEX_HTML = '<!doctype html><title>console</title><div id="root"></div>';
let stack: BffStack;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'bff-web-dist-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'app.js'), 'export const ready = true;');
  stack = await startBffStack({ webDistDir: webDist });
});
afterAll(async () => {
  await stack?.close();
  await rm(webDist, { recursive: true, force: true });
});

const navigate = (pathname: string) => fetch(`${stack.bff.url}${pathname}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

describe('backend public routes', () => {
  it('streams /healthz from the backend', async () => {
    const response = await fetch(`${stack.bff.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('matches exact routes exactly and prefixes by prefix', () => {
    expect(BACKEND_PUBLIC_ROUTES.map((route) => route.path)).toEqual(['/healthz', '/openapi.json', '/webhook/', '/widget']);
    expect(['/healthz', '/openapi.json', '/webhook/api/v2/abc', '/widget.js'].every(isBackendPublicPath)).toBe(true);
    expect(['/healthz/x', '/webhook', '/graphql', '/dashboard'].some(isBackendPublicPath)).toBe(false);
  });

  it("cuts the client's answer short when the backend's is cut short, instead of leaving it open", async () => {
    const broken = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('line,question\r\n');
      setTimeout(() => res.destroy(), 50);
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const orphan = await startBff({ port: 0, host: '127.0.0.1', backendUrl: `http://127.0.0.1:${(broken.address() as AddressInfo).port}` });
    try {
      const response = await fetch(`${orphan.url}/healthz`);
      expect(response.status).toBe(200);
      await expect(response.text()).rejects.toThrow();
    } finally {
      await orphan.close();
      broken.close();
    }
  });

  it('answers 502 BACKEND_UNAVAILABLE when the backend is down', async () => {
    const orphan = await startBff({ port: 0, host: '127.0.0.1', backendUrl: 'http://127.0.0.1:9' });
    try {
      const response = await fetch(`${orphan.url}/healthz`);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ error: { code: 'BACKEND_UNAVAILABLE' } });
      const graphql = await fetch(`${orphan.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ health { status } }' }),
      });
      const body = (await graphql.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors.map((error) => error.extensions.code)).toEqual(['BACKEND_UNAVAILABLE']);
      expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1:9|ECONNREFUSED|stack/);
    } finally {
      await orphan.close();
    }
  });
});

describe('the console', () => {
  it('answers a browser navigation to a client route with index.html', async () => {
    const response = await navigate('/dashboard');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('answers a plain GET of a client route with the page, whatever its Accept header', async () => {
    for (const accept of ['*/*', 'application/json']) {
      const response = await fetch(`${stack.bff.url}/`, { headers: { accept } });
      expect([response.status, await response.text()]).toEqual([200, INDEX_HTML]);
    }
    expect(await (await fetch(`${stack.bff.url}/dashboard/bot/1/history`)).text()).toBe(INDEX_HTML);
  });

  it('serves the built files themselves', async () => {
    const response = await fetch(`${stack.bff.url}/app.js`);
    expect(await response.text()).toBe('export const ready = true;');
  });

  it('does not answer /graphql, a proxied route or a missing asset with index.html', async () => {
    for (const pathname of ['/graphql', '/healthz']) {
      const response = await navigate(pathname);
      expect(await response.text()).not.toBe(INDEX_HTML);
    }
    const missingAsset = await fetch(`${stack.bff.url}/assets/missing.js`, { headers: { accept: '*/*' } });
    expect(missingAsset.status).toBe(404);
    const missingImage = await navigate('/logo.png');
    expect(missingImage.status).toBe(404);
  });
});

describe('playground', () => {
  it('serves a self-contained page with an editor, a run button and the root-field list', async () => {
    const response = await navigate('/playground');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('id="query"');
    expect(html).toContain('id="variables"');
    expect(html).toContain('id="authorization"');
    expect(html).toContain('id="run"');
    expect(html).toContain('__schema');
    // Nothing loads from the internet.
    expect(html).not.toMatch(/(src|href)=["']https?:/);
  });
});

describe('cross-site request forgery', () => {
  it('refuses a GET operation that a foreign page could send without a preflight', async () => {
    const response = await fetch(`${stack.bff.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(response.status).toBe(400);
    const allowed = await fetch(`${stack.bff.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(await allowed.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('unreadable requests', () => {
  it('answers malformed JSON with a 400 GraphQL error and no stack trace', async () => {
    const response = await fetch(`${stack.bff.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{ "not a JSON' });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ errors: [{ message: 'The request body could not be read.', extensions: { code: 'BAD_REQUEST' } }] });
    expect(text).not.toMatch(/at |node_modules/);
  });

  it('answers a request past 32 MB with 413 FILE_TOO_LARGE, a code the console words', async () => {
    const body = JSON.stringify({ query: 'mutation { __typename }', variables: { padding: 'x'.repeat(33 * 1024 * 1024) } });
    const response = await fetch(`${stack.bff.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: [{ message: 'The request body is too large.', extensions: { code: 'FILE_TOO_LARGE' } }] });
  });
});
