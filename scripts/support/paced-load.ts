// An open-loop load run, for the benchmark scripts: requests are due at an even pace (one every 1000 ÷ rate ms)
// whatever the server does, and travel over a fixed pool of keep-alive connections. Each latency counts from
// when the request was due, not from when a connection was free to send it, so a server that falls behind
// shows it in the figures (the coordinated-omission correction of wrk2). autocannon's `overallRate` is not used:
// it lets each connection send its share of a second back to back at the start of that second, which measures
// bursts of saturation rather than a steady rate.
import http from 'node:http';

export interface PacedLoadOptions {
  url: string;
  /** Requests per second, in all. */
  rate: number;
  seconds: number;
  connections: number;
  method: string;
  headers: Record<string, string>;
  /** The body of the n-th request. */
  body: (n: number) => string;
}

export interface PacedLoadResult {
  sent: number;
  /** Replies per second over the run, from the first due time to the last reply. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const REPLY_TIMEOUT_MS = 30_000;

function percentile(sorted: Float64Array, share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

export async function pacedLoad(options: PacedLoadOptions): Promise<PacedLoadResult> {
  // fifo: every connection takes its turn, so none sits idle long enough for the server to close it mid-run.
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections, scheduling: 'fifo' });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies = new Float64Array(total);
  const failures: string[] = [];
  let finished = 0;
  let sent = 0;
  const started = performance.now();

  const send = (n: number, due: number): void => {
    const request = http.request(options.url, { method: options.method, headers: options.headers, agent }, (response) => {
      response.resume();
      response.once('end', () => {
        latencies[n] = performance.now() - due;
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) failures.push(`request ${n}: status ${status}`);
        finished++;
      });
    });
    request.once('error', (error) => {
      failures.push(`request ${n}: ${error.message}`);
      finished++;
    });
    // A reply that never comes fails the run instead of hanging it.
    request.setTimeout(REPLY_TIMEOUT_MS, () => request.destroy(new Error(`no reply within ${REPLY_TIMEOUT_MS} ms`)));
    request.end(options.body(n));
  };

  await new Promise<void>((resolve) => {
    const tick = (): void => {
      const now = performance.now();
      while (sent < total && started + sent * interval <= now) {
        send(sent, started + sent * interval);
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  while (finished < total) await new Promise((resolve) => setTimeout(resolve, 5));
  const elapsed = performance.now() - started;
  agent.destroy();
  if (failures.length > 0) throw new Error(`${options.url}: ${failures.length} failed requests, first: ${failures[0]}`);

  latencies.sort();
  return {
    sent: total,
    rps: Math.round((total / elapsed) * 1000),
    p50Ms: Math.round(percentile(latencies, 0.5) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 0.99) * 10) / 10,
    maxMs: Math.round(latencies[total - 1] * 10) / 10,
  };
}
