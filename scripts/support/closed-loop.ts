// A closed loop of public API clients asking one bot while something else happens (an upload, another bot's
// training): every reply's latency and the event loop's longest delay meanwhile. A closed loop has only its clients'
// requests waiting through a stall, so its p99 understates one; the longest delay and the max latency show it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ProductClient } from './product';

export interface LoopFigures {
  latencies: number[];
  stallMs: number;
}

function percentile(sorted: number[], share: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

export function summary({ latencies, stallMs }: LoopFigures): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `${sorted.length} replies, p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))}, max ${ms(sorted.at(-1) ?? NaN)}; longest event-loop stall ${ms(stallMs)}`;
}

/** Asks the bot `questions` in turn from `clients` loops until `until` settles. */
export async function askDuring(client: ProductClient, vendorId: string, questions: readonly string[], clients: number, until: Promise<unknown>): Promise<LoopFigures> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const latencies: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  let asked = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, loop) => {
      while (!done) {
        const n = asked++;
        // A user id per request: the per-user budget (60 a minute) is not what is measured.
        const { ms } = await client.ask(vendorId, `bench-${loop}-${n}`, questions[n % questions.length]);
        latencies.push(ms);
      }
    }),
  );
  delay.disable();
  return { latencies, stallMs: delay.max / 1e6 };
}

export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}
