// GET /widget.js: the built widget with caching and CORS headers, rebuilt files picked up, and an in-memory
// build when no built file exists.
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { widgetScriptRouter } from './widget-script';

interface ScriptServer {
  url: string;
  close(): Promise<void>;
}

async function serveScript(bundlePath: string): Promise<ScriptServer> {
  const app = express();
  app.use(widgetScriptRouter({ bundlePath }));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A plain conditional GET, as a browser revalidates its cache (fetch() would add Cache-Control: no-cache). */
function revalidate(url: string, etag: string): Promise<IncomingMessage & { body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'If-None-Match': etag } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(Object.assign(response, { body })));
    }).on('error', reject);
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'widget-script-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('GET /widget.js', () => {
  it('serves the built file as JavaScript any site may load, cached for five minutes with an ETag', async () => {
    const bundlePath = path.join(dir, 'served.js');
    await writeFile(bundlePath, 'console.info("widget v1");');
    const server = await serveScript(bundlePath);
    try {
      const response = await fetch(`${server.url}/widget.js`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('console.info("widget v1");');
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    } finally {
      await server.close();
    }
  });

  it('answers 304 without a body when the browser already holds the same version', async () => {
    const bundlePath = path.join(dir, 'cached.js');
    await writeFile(bundlePath, 'console.info("cached");');
    const server = await serveScript(bundlePath);
    try {
      const etag = (await fetch(`${server.url}/widget.js`)).headers.get('etag') ?? '';
      const again = await revalidate(`${server.url}/widget.js`, etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await revalidate(`${server.url}/widget.js`, '"something-else"');
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe('console.info("cached");');
    } finally {
      await server.close();
    }
  });

  it('serves a rebuilt file with a new ETag without a restart', async () => {
    const bundlePath = path.join(dir, 'rebuilt.js');
    await writeFile(bundlePath, 'console.info("old");');
    const server = await serveScript(bundlePath);
    try {
      const first = await fetch(`${server.url}/widget.js`);
      const firstTag = first.headers.get('etag');
      expect(await first.text()).toBe('console.info("old");');
      await writeFile(bundlePath, 'console.info("new build");');
      // Same-second writes can keep the mtime on coarse file systems; the size differs anyway, but make it certain.
      const later = new Date(Date.now() + 5000);
      await utimes(bundlePath, later, later);
      const second = await fetch(`${server.url}/widget.js`);
      expect(await second.text()).toBe('console.info("new build");');
      expect(second.headers.get('etag')).not.toBe(firstTag);
    } finally {
      await server.close();
    }
  });

  it('bundles the widget in memory once when no built file exists', async () => {
    const server = await serveScript(path.join(dir, 'missing', 'widget.js'));
    try {
      const [first, second] = await Promise.all([fetch(`${server.url}/widget.js`), fetch(`${server.url}/widget.js`)]);
      expect(first.status).toBe(200);
      const script = await first.text();
      expect(script).toContain('QaBotWidget');
      expect(script).toContain('/webhook/web/');
      // Minified (the source's comments are gone), and small enough to embed anywhere.
      expect(script).not.toContain('exposes nothing global');
      expect(Buffer.byteLength(script)).toBeLessThan(22 * 1024);
      expect(await second.text()).toBe(script);
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    } finally {
      await server.close();
    }
  }, 30_000);
});
