// `npm run bench:answer [-- --json] [--mixed] [--qa FILE --queries FILE --connections 50 --seconds 20]`: load on the
// public API of a bot holding the whole Taipei FAQ as a Q&A list, on the embedded database. With `--mixed` the bot
// is eval:pipeline's `--split thirds` bot (support/split-bot.ts: a third each to the Q&A list, an AutoFAQ answer set
// and knowledge files), so every reply weighs all three sources. The backend runs in its own
// process; autocannon sends from this one. The same run measures a no-op endpoint of that server
// (/healthz/live) the same way, so the figures read as a ratio to the machine's floor.
// A third run sends the same messages at the target rate (`--rate`, 500 replies/s in all, evenly paced,
// open loop, over the same number of connections: `support/paced-load.ts`) and gives the latency at that load. The
// first run sends as fast as the server answers, so its p99 is mostly time spent queued behind the other 49
// connections (mean latency = connections ÷ replies/s); the paced run shows what a visitor waits while the server
// carries the target traffic. The no-op endpoint is paced the same way, for this machine's floor at that rate.
// Once the bot is built and has sent a few replies, the backend's resident memory is read from /proc/<pid>/status
// (VmRSS) and its V8 heap through an IPC message to support/process-probe.ts, preloaded into the process; the same
// probe gives the process's CPU time and event-loop use before and after each reply run, printed as CPU time per reply
// and the share of the run the event loop was busy (near 100 %, replies wait for each other whatever the machine).
// BENCH_PROFILE=DIR writes a V8 CPU profile of the backend process into DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { LabelledQuery } from '../backend/answering';
import { argValue, ProductClient, readJsonLines } from './support/product';
import { freePort } from './support/net';
import { pacedLoad } from './support/paced-load';
import { buildSplitBot, readGroups } from './support/split-bot';

const SHARED = path.resolve('..', 'shared', 'data');

async function untilLive(url: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the backend did not start');
}

async function load(options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon(options);
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${options.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return result;
}

/** The process's resident set size in MB from /proc (Linux); undefined elsewhere. */
function rssMb(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Math.round(Number(kb) / 102.4) / 10;
  } catch {
    return undefined;
  }
}

/** What support/process-probe.ts answers to `kind` over the IPC channel; undefined if it does not answer. */
function probe<T>(child: ChildProcess, kind: 'memory' | 'cpu' | 'loop'): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(undefined), 2000);
    const onMessage = (message: unknown) => {
      const answer = (message as Record<string, T> | null)?.[kind];
      if (answer) finish(answer);
    };
    function finish(value: T | undefined) {
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(value);
    }
    child.on('message', onMessage);
    if (!child.send(kind)) finish(undefined);
  });
}

/** The V8 heap in use in MB. */
async function heapUsedMb(child: ChildProcess): Promise<number | undefined> {
  const memory = await probe<NodeJS.MemoryUsage>(child, 'memory');
  return memory && Math.round(memory.heapUsed / 104857.6) / 10;
}

/** What the backend process spent on a run of replies. */
interface RunCost {
  /** CPU time (user and system, every thread) per reply in µs. */
  cpuUsPerReply?: number;
  /** The share of the run's time the backend's event loop was busy, in %: near 100, replies queue behind each other. */
  loopBusyPercent?: number;
}

/**
 * What the backend spent while `run` sent `replies()` replies, read through the probe before and after. On a shared
 * machine CPU time per reply moves less than replies per second do when another process takes a core for a while,
 * though it still moves.
 */
async function costOf(child: ChildProcess, run: () => Promise<void>, replies: () => number): Promise<RunCost> {
  const cpuBefore = await probe<NodeJS.CpuUsage>(child, 'cpu');
  const loopBefore = await probe<EventLoopUtilization>(child, 'loop');
  await run();
  const loopAfter = await probe<EventLoopUtilization>(child, 'loop');
  const cpuAfter = await probe<NodeJS.CpuUsage>(child, 'cpu');
  const cost: RunCost = {};
  if (cpuBefore && cpuAfter && replies() > 0) cost.cpuUsPerReply = Math.round((cpuAfter.user - cpuBefore.user + cpuAfter.system - cpuBefore.system) / replies());
  // Node's own difference of two readings, here of readings the probe took in the backend.
  if (loopBefore && loopAfter) cost.loopBusyPercent = Math.round(performance.eventLoopUtilization(loopAfter, loopBefore).utilization * 100);
  return cost;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const qaFile = argValue(args, '--qa') ?? path.join(SHARED, 'faq-zh-tw-taipei.qa.csv');
  const queriesFile = argValue(args, '--queries') ?? path.join(SHARED, 'faq-zh-tw-taipei.dev-queries.jsonl');
  const connections = Number(argValue(args, '--connections') ?? 50);
  const duration = Number(argValue(args, '--seconds') ?? 20);
  const rate = Number(argValue(args, '--rate') ?? 500);
  const mixed = args.includes('--mixed');
  const texts = readJsonLines<LabelledQuery>(queriesFile).map((q) => q.query);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-answer-'));
  const port = await freePort();
  const server = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROFILE] : []), '--import', 'tsx', '--import', './scripts/support/process-probe.ts', 'backend/main.ts'], {
    // The load generator is one address speaking for thousands of visitors: the per-address limit would refuse it.
    env: { ...process.env, NODE_ENV: 'test', BACKEND_PORT: String(port), DATA_DIR: dataDir, PUBLIC_API_ADDRESS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilLive(url);
    const owner = new ProductClient(url);
    await owner.signUp();
    const bot = await owner.createBot('Benchmark bot');
    let trainMs: number;
    let label = path.basename(qaFile);
    if (mixed) {
      const build = await buildSplitBot(owner, bot.chatbot_id, readGroups(qaFile), 'thirds');
      const { qa, autofaq, knowledge } = build.bySource;
      label += ` split in thirds (${qa.length} Q&A groups, ${autofaq.length} AutoFAQ answers, ${knowledge.length} knowledge files)`;
      trainMs = build.trainMs ?? 0;
    } else {
      await owner.importQa(bot.chatbot_id, qaFile);
      trainMs = await owner.train(bot.chatbot_id);
    }
    await owner.activateApi(bot.chatbot_id);

    let sent = 0;
    const message = (n: number): string =>
      JSON.stringify({ userId: `visitor-${n % 5000}`, type: 'message', message: { text: texts[n % texts.length] } });
    // Warm-up: every query once, one at a time, then the backend's memory with the bot built and answering.
    for (let i = 0; i < texts.length; i++) {
      const response = await fetch(`${url}/webhook/api/v2/${bot.vendor_id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: message(sent++) });
      if (!response.ok) throw new Error(`warm-up reply: ${response.status}`);
      await response.arrayBuffer();
    }
    const memory = { rssMb: server.pid === undefined ? undefined : rssMb(server.pid), heapUsedMb: await heapUsedMb(server) };
    let answers: autocannon.Result | undefined;
    const cost = await costOf(server, async () => {
      answers = await load({
        url,
        connections,
        duration,
        requests: [{
          method: 'POST',
          path: `/webhook/api/v2/${bot.vendor_id}`,
          headers: { 'content-type': 'application/json' },
          // Many end users (each well under the per-user limit), every dev query in turn.
          setupRequest: (request) => {
            const n = sent++;
            return { ...request, body: message(n) };
          },
        }],
      });
    }, () => answers?.requests.total ?? 0);
    if (!answers) throw new Error('the load run gave no result');
    const noop = await load({ url: `${url}/healthz/live`, connections, duration });
    let paced: Awaited<ReturnType<typeof pacedLoad>> | undefined;
    const pacedCost = await costOf(server, async () => {
      paced = await pacedLoad({
        url: `${url}/webhook/api/v2/${bot.vendor_id}`, method: 'POST', headers: { 'content-type': 'application/json' },
        rate, seconds: duration, connections, body: (n) => message(sent + n),
      });
    }, () => paced?.sent ?? 0);
    if (!paced) throw new Error('the paced run gave no result');
    const pacedNoop = await pacedLoad({ url: `${url}/healthz/live`, method: 'GET', headers: {}, rate, seconds: duration, connections, body: () => '' });

    const figures = {
      rps: Math.round(answers.requests.average),
      p50Ms: answers.latency.p50,
      p99Ms: answers.latency.p99,
      noopRps: Math.round(noop.requests.average),
      trainMs: Math.round(trainMs),
      pacedRps: paced.rps,
      pacedP50Ms: paced.p50Ms,
      pacedP99Ms: paced.p99Ms,
      pacedNoopP99Ms: pacedNoop.p99Ms,
      cpuUsPerReply: cost.cpuUsPerReply,
      pacedCpuUsPerReply: pacedCost.cpuUsPerReply,
      loopBusyPercent: cost.loopBusyPercent,
      pacedLoopBusyPercent: pacedCost.loopBusyPercent,
      mixed,
      ...memory,
    };
    process.stdout.write(
      `public API replies, ${connections} connections × ${duration} s, ${label}: ` +
        `${figures.rps} replies/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms (${answers.requests.total} replies)\n` +
        `no-op endpoint, same server and load: ${figures.noopRps} requests/s (replies at ${((figures.rps / figures.noopRps) * 100).toFixed(0)} % of the floor)\n` +
        `paced at ${rate} replies/s over ${connections} connections: ${figures.pacedRps} replies/s, p50 ${figures.pacedP50Ms} ms, p99 ${figures.pacedP99Ms} ms, max ${paced.maxMs} ms ` +
        `(the no-op endpoint paced the same: p50 ${pacedNoop.p50Ms} ms, p99 ${pacedNoop.p99Ms} ms, max ${pacedNoop.maxMs} ms)\n` +
        `backend CPU time per reply: ${figures.cpuUsPerReply ?? '?'} µs as fast as it answers, ${figures.pacedCpuUsPerReply ?? '?'} µs paced\n` +
        `backend event loop busy: ${figures.loopBusyPercent ?? '?'} % of the run as fast as it answers, ${figures.pacedLoopBusyPercent ?? '?'} % of the paced run\n` +
        `training ${mixed ? 'the Q&A third of ' : ''}${path.basename(qaFile)}: ${figures.trainMs} ms\n` +
        `backend memory after the build and ${texts.length} warm-up replies: RSS ${figures.rssMb ?? '?'} MB, V8 heap used ${figures.heapUsedMb ?? '?'} MB\n`,
    );
    if (args.includes('--json')) process.stdout.write(`${JSON.stringify(figures)}\n`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
