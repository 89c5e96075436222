// Security headers on the console, /graphql and /playground; introspection and field suggestions only
// when GRAPHQL_INTROSPECTION turns them on.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { PLAYGROUND_HTML } from '../playground/page';
import { startBff, type RunningBff } from '../server';
import { errorCodes, graphql } from '../test-support/graphqlClient';

// What Vite builds: external module scripts and a stylesheet, no inline script.
const INDEX_HTML = '<!doctype html><title>console</title><script type="module" crossorigin src="/assets/index.js"></script><div id="root"></div>';
const BACKEND_DOWN = 'http://127.0.0.1:9';
let webDist: string;
let bff: RunningBff;
let devBff: RunningBff;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'bff-web-dist-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  bff = await startBff({ port: 0, host: '127.0.0.1', backendUrl: BACKEND_DOWN, webDistDir: webDist });
  devBff = await startBff({ port: 0, host: '127.0.0.1', backendUrl: BACKEND_DOWN, introspection: true });
});
afterAll(async () => {
  await bff?.close();
  await devBff?.close();
  await rm(webDist, { recursive: true, force: true });
});

const navigate = (pathname: string, headers: Record<string, string> = {}) => fetch(`${bff.url}${pathname}`, { headers: { accept: 'text/html', ...headers } });

function directives(csp: string | null): Map<string, string[]> {
  return new Map((csp ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

describe('security headers', () => {
  it.each(['/', '/dashboard', '/playground', '/graphql'])('%s forbids framing and sniffing and sends no referrer', async (pathname) => {
    const response = await navigate(pathname);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('lets the console run its own scripts only, and inline styles for Mantine', async () => {
    const response = await navigate('/dashboard');
    expect(await response.text()).toBe(INDEX_HTML);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it("allows the playground's one inline script and style by hash, nothing else", async () => {
    const response = await navigate('/playground');
    const csp = directives(response.headers.get('content-security-policy'));
    const hash = (tag: string) => {
      const content = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(PLAYGROUND_HTML)![1];
      return `'sha256-${createHash('sha256').update(content).digest('base64')}'`;
    };
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual([hash('script')]);
    expect(csp.get('style-src')).toEqual([hash('style')]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('sends HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const response = await navigate('/dashboard', { 'x-forwarded-proto': 'https' });
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });
});

describe('introspection and suggestions', () => {
  const introspect = '{ __schema { queryType { name } } }';

  it('refuses introspection and names no field in errors by default', async () => {
    expect(errorCodes(await graphql(bff.url, introspect))).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    const typo = await graphql(bff.url, '{ healt { status } }');
    expect(errorCodes(typo)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(typo.rawBody).not.toMatch(/Did you mean|"health"/);
  });

  it('refuses introspection over WebSocket too', async () => {
    const client = createClient({ url: `${bff.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
    try {
      const errors = await new Promise<unknown>((resolve, reject) => {
        client.subscribe({ query: introspect }, { next: (result) => resolve(result.errors), error: (error) => (Array.isArray(error) ? resolve(error) : reject(error)), complete: () => resolve(undefined) });
      });
      expect(JSON.stringify(errors)).toMatch(/introspection/i);
    } finally {
      await client.dispose();
    }
  });

  it('answers introspection and suggests fields when enabled', async () => {
    expect((await graphql(devBff.url, introspect)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await graphql(devBff.url, '{ healt { status } }')).errors?.[0].message).toMatch(/Did you mean "health"\?/);
  });
});
