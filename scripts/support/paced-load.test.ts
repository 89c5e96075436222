import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pacedLoad } from './paced-load';

/** A server that answers one request at a time, each after `delayMs`, and keeps the bodies it got. */
async function slowServer(delayMs: number, status = 200): Promise<{ url: string; bodies: string[]; close: () => Promise<void> }> {
  const bodies: string[] = [];
  let queue = Promise.resolve();
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      queue = queue.then(() => new Promise<void>((resolve) => setTimeout(() => {
        bodies.push(body);
        response.writeHead(status).end('{}');
        resolve();
      }, delayMs)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, bodies, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const base = { method: 'POST', headers: { 'content-type': 'application/json' }, body: (n: number) => `{"n":${n}}` };

describe('pacedLoad', () => {
  it('sends rate × seconds requests, each with its own body', async () => {
    const server = await slowServer(0);
    try {
      const result = await pacedLoad({ ...base, url: server.url, rate: 100, seconds: 0.3, connections: 4 });
      expect(result.sent).toBe(30);
      expect(server.bodies.map((b) => JSON.parse(b).n).sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
    } finally {
      await server.close();
    }
  });

  it('counts latency from when a request was due, so a server that falls behind shows it', async () => {
    // 40 requests due within 0.2 s, but the server answers one per 20 ms: the last is due at ~195 ms and
    // answered at ≥ 800 ms. Timed from sending, every reply would take about 20 ms.
    const server = await slowServer(20);
    try {
      const result = await pacedLoad({ ...base, url: server.url, rate: 200, seconds: 0.2, connections: 1 });
      expect(result.maxMs).toBeGreaterThanOrEqual(800 - 200);
      expect(result.p99Ms).toBeGreaterThan(400);
      expect(result.rps).toBeLessThanOrEqual(50);
    } finally {
      await server.close();
    }
  });

  it('fails the run when the server answers with an error status', async () => {
    const server = await slowServer(0, 429);
    try {
      await expect(pacedLoad({ ...base, url: server.url, rate: 50, seconds: 0.1, connections: 2 })).rejects.toThrow(/5 failed requests, first: request \d: status 429/);
    } finally {
      await server.close();
    }
  });
});
