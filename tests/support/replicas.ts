// Several replicas of the product on one PostgreSQL server, as separate processes: backends run `backend/main.ts`,
// BFFs run `bff/main.ts`, each BFF talking to one backend over real HTTP, and a small round-robin proxy in front of
// the BFFs (HTTP and WebSocket) as a load balancer would be. Used by the replicas test and the chaos script.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { escapeIdentifier } from 'pg';
import { freePort } from '../../scripts/support/net';
import { onServer } from './test-database';

const ROOT = path.resolve(__dirname, '../..');

export interface ReplicaProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string | null>;
}

export interface BackendReplica extends ReplicaProcess {
  port: number;
  dataDir: string;
}

/** A database of its own on the server, created for one run and dropped at the end. */
export interface ServerDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createServerDatabase(serverUrl: string): Promise<ServerDatabase> {
  const name = `replicas_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${escapeIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${escapeIdentifier(name)} WITH (FORCE)`),
  };
}

/** Runs a TypeScript entry point in its own Node process and answers once its output matches `ready` (group 1: its URL). */
export function spawnTs(name: string, entry: string, env: Record<string, string>, ready: RegExp): Promise<ReplicaProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} was not ready within 60 s:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = ready.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ name, url: match[1], child, output: () => out, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before it was ready:\n${out}`));
    });
  });
}

export async function startBackendReplica(name: string, databaseUrl: string, env: Record<string, string> = {}, port?: number): Promise<BackendReplica> {
  const chosenPort = port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const started = await spawnTs(
    name,
    'backend/main.ts',
    { BACKEND_PORT: String(chosenPort), DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env },
    /backend listening on (http:\/\/\S+)/,
  );
  return { ...started, port: chosenPort, dataDir };
}

export async function startBffReplica(name: string, backendUrl: string, env: Record<string, string> = {}): Promise<ReplicaProcess> {
  const port = await freePort();
  const started = await spawnTs(name, 'bff/main.ts', { PORT: String(port), HOST: '127.0.0.1', BACKEND_URL: backendUrl, ...env }, /BFF on (http:\/\/\S+?)\/graphql/);
  return started;
}

/** Kills the process at once (SIGKILL, as a crash or an OOM kill would) and waits for it to be gone. */
export async function killHard(replica: ReplicaProcess): Promise<void> {
  if (replica.child.exitCode === null && replica.child.signalCode === null) replica.child.kill('SIGKILL');
  await replica.exited;
}

/** Stops the process as an orchestrator would (SIGTERM), killing it after 10 s. */
export async function stopGently(replica: ReplicaProcess): Promise<void> {
  if (replica.child.exitCode !== null || replica.child.signalCode !== null) return;
  replica.child.kill('SIGTERM');
  const timer = setTimeout(() => replica.child.kill('SIGKILL'), 10_000);
  await replica.exited;
  clearTimeout(timer);
}

export function removeDataDir(replica: BackendReplica): void {
  rmSync(replica.dataDir, { recursive: true, force: true });
}

export interface RoundRobinProxy {
  url: string;
  /** Which upstream each request went to, in order (for asserting the spread). */
  readonly routed: number[];
  close(): Promise<void>;
}

/**
 * A load balancer on loopback: each HTTP request and each WebSocket connection goes to the next upstream in turn,
 * skipping upstreams that refuse the connection. No stickiness: a client's requests land on every replica.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  let next = 0;
  const routed: number[] = [];
  const pick = () => {
    const index = next++ % targets.length;
    routed.push(index);
    return targets[index];
  };
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const forward = (attemptsLeft: number) => {
      const target = pick();
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && attemptsLeft > 0 && !res.headersSent) forward(attemptsLeft - 1);
        else if (!res.headersSent) res.writeHead(502).end();
        else res.destroy();
      });
      req.pipe(upstream);
    };
    forward(targets.length - 1);
  });
  server.on('upgrade', (req, socket, head) => {
    const target = pick();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`, ...Object.entries(req.headers).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`))];
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    routed,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
