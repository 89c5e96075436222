// Measures `npm start`'s server start-up on a fresh data directory: spawns the command `npm start` runs after its
// build (package.json's `serve` script) on free ports with an empty DATA_DIR and times until /healthz answers
// through the public port. Usage: npm run bench:startup [-- runs=3]   (needs `npm run build` first)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './support/net';
import { serveCommand } from './support/serve-command';

async function untilHealthy(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer in time`);
}

async function once(): Promise<number> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  const [port, backendPort] = [await freePort(), await freePort()];
  const started = performance.now();
  const { program, args } = serveCommand();
  const child = spawn(program, args, {
    env: { ...process.env, PORT: String(port), BACKEND_PORT: String(backendPort), DATA_DIR: dataDir, HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    await untilHealthy(`http://127.0.0.1:${port}/healthz`, Date.now() + 60_000);
    return performance.now() - started;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await once());
  const sorted = [...times].sort((a, b) => a - b);
  process.stdout.write(`start-up on a fresh data dir (process spawn → /healthz ok), ${runs} runs: ` +
    `${times.map((t) => `${Math.round(t)} ms`).join(', ')}; median ${Math.round(sorted[Math.floor(runs / 2)])} ms\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
