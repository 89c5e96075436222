// `npm run bench:memory [-- --json] [--questions 300] [--qa FILE --queries FILE]`: the resident memory of the product
// as `npm start` runs it. Spawns the server command of package.json's `serve` script (what `npm start` runs after the
// build) with a fresh DATA_DIR on free ports, reads the resident set (VmRSS of the process and any children it
// started, from /proc) as soon as it prints that the console is ready, then, through the product's own REST API, signs
// up, creates a bot, imports the Taipei FAQ into its Q&A list, trains it, switches its public API on and asks it a few
// hundred questions; then reads the resident set again, and once more after the worker threads have ended. The peak
// is the largest sum sampled every 50 ms during the run, or a process's own high-water mark (VmHWM) if larger. Needs a
// built console (`npm run build`). Linux only.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PublicMessageReply, QaGroupPageDTO, TrainingStatusDTO } from '../schema/rest';
import { argValue, ProductClient, readJsonLines, runMain } from './support/product';
import { freePort } from './support/net';
import { serveCommand } from './support/serve-command';

const SHARED = path.resolve('..', 'shared', 'data');
/** A little past the worker pools' idle end (worker-pool.ts). */
const THREAD_IDLE_END_MS = 11_000;

/** A /proc/<pid>/status field in kB; undefined once the process is gone. */
function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const kb = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb);
  } catch {
    return undefined;
  }
}

/** The process and every process below it, from the parent ids in /proc/<pid>/stat. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (2nd field) is in parentheses and may hold spaces: the parent id follows the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while the list was read
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

const mb = (kb: number) => Math.round(kb / 102.4) / 10;

/** Resident MB of the whole tree under `root`, and the largest per-process high-water mark seen in it. */
function treeMemory(root: number): { rssMb: number; hwmMb: number } {
  let rss = 0;
  let hwm = 0;
  for (const pid of processTree(root)) {
    rss += statusKb(pid, 'VmRSS') ?? 0;
    hwm = Math.max(hwm, statusKb(pid, 'VmHWM') ?? 0);
  }
  return { rssMb: mb(rss), hwmMb: mb(hwm) };
}

/** Resolves once the server prints its public URL alone on a line (start.ts), with that URL. */
function untilReady(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no URL printed in 300 s:\n${output}`)), 300_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /^\s+(http:\/\/\S+)\s*$/m.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
}

/**
 * Trains and waits for success. Training the whole list can hold the event loop for seconds on a busy machine, and
 * the server may then drop the kept-alive connection of the next poll: a poll that fails on the network is repeated.
 */
async function train(owner: ProductClient, botId: string): Promise<number> {
  const started = performance.now();
  await owner.request('POST', `/qa/${botId}/train`);
  for (let networkErrors = 0; ; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const status = await owner.request<TrainingStatusDTO>('GET', `/qa/${botId}/training`).catch((error: unknown) => {
      if (error instanceof TypeError && ++networkErrors < 10) return undefined;
      throw error;
    });
    if (status?.job?.state === 'success') return performance.now() - started;
    if (status?.job?.state === 'failure') throw new Error(`training failed: ${status.job.message}`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const qaFile = argValue(args, '--qa') ?? path.join(SHARED, 'faq-zh-tw-taipei.qa.csv');
  const queriesFile = argValue(args, '--queries') ?? path.join(SHARED, 'faq-zh-tw-taipei.dev-queries.jsonl');
  const questions = Number(argValue(args, '--questions') ?? 300);
  const queries = readJsonLines<{ query: string }>(queriesFile).map((q) => q.query);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
  const [port, backendPort] = [await freePort(), await freePort()];
  const { program, args: programArgs } = serveCommand();
  const started = performance.now();
  const server = spawn(program, programArgs, {
    // One local client asks as hundreds of visitors: the per-address public API limit must not refuse it.
    env: { ...process.env, PORT: String(port), BACKEND_PORT: String(backendPort), DATA_DIR: dataDir, HOST: '127.0.0.1', PUBLIC_API_ADDRESS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = server.pid;
  if (pid === undefined) throw new Error('the server did not start');
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeMemory(pid).rssMb);
  }, 50);
  try {
    await untilReady(server);
    const readyMs = performance.now() - started;
    const atReady = treeMemory(pid);
    peak = Math.max(peak, atReady.rssMb);

    const owner = new ProductClient(`http://127.0.0.1:${backendPort}`);
    await owner.signUp();
    const bot = await owner.createBot('Memory benchmark');
    await owner.importQa(bot.chatbot_id, qaFile);
    const trainMs = await train(owner, bot.chatbot_id);
    await owner.activateApi(bot.chatbot_id);
    let answered = 0;
    for (let i = 0; i < questions; i++) {
      const response = await fetch(`http://127.0.0.1:${port}/webhook/api/v2/${bot.vendor_id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: `visitor-${i}`, type: 'message', message: { text: queries[i % queries.length] } }),
      });
      if (!response.ok) throw new Error(`question ${i + 1}: ${response.status} ${await response.text()}`);
      const reply = (await response.json()) as PublicMessageReply;
      if (reply.type === 'answer') answered++;
    }
    const serving = treeMemory(pid);
    peak = Math.max(peak, serving.rssMb, serving.hwmMb);
    // Once the worker threads that read the file and built its index have been idle past their end (worker-pool.ts,
    // 10 s), the process serves with what it keeps.
    await new Promise((resolve) => setTimeout(resolve, THREAD_IDLE_END_MS));
    const settled = treeMemory(pid);

    const result = {
      readyMs: Math.round(readyMs),
      rssAtReadyMb: atReady.rssMb,
      rssServingMb: serving.rssMb,
      rssSettledMb: settled.rssMb,
      peakRssMb: peak,
      groups: (await owner.request<QaGroupPageDTO>('GET', `/qa/${bot.chatbot_id}/groups?page=1&page_size=1`)).total,
      trainMs: Math.round(trainMs),
      questions,
      answered,
    };
    process.stdout.write(
      `ready in ${result.readyMs} ms on a fresh data dir; resident ${result.rssAtReadyMb} MB\n` +
        `after importing and training ${path.basename(qaFile)} (${result.groups} groups, ${result.trainMs} ms) and ${questions} questions through the public API ` +
        `(${answered} answered from the list): resident ${result.rssServingMb} MB, peak ${result.peakRssMb} MB\n` +
        `${THREAD_IDLE_END_MS / 1000} s later, the worker threads ended: resident ${result.rssSettledMb} MB\n`,
    );
    if (args.includes('--json')) process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    clearInterval(sampler);
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
