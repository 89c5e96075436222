// Preloaded into the benchmark's backend process (`node --import …/process-probe.ts`) when it is spawned with an IPC
// channel: answers a 'memory' message with process.memoryUsage(), a 'cpu' message with process.cpuUsage() and a 'loop'
// message with performance.eventLoopUtilization(), so the benchmark reads the V8 heap, the CPU time the process has
// used and how long its event loop has been busy from outside, without a route in the backend.
// The channel does not keep the process alive.
import { performance } from 'node:perf_hooks';

if (process.send) {
  process.on('message', (message) => {
    if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
    if (message === 'loop') process.send?.({ loop: performance.eventLoopUtilization() });
  });
  process.channel?.unref();
}

export {};
