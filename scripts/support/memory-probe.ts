// Preloaded into the benchmark's backend process (`node --import …/memory-probe.ts`) when it is spawned with an IPC
// channel: answers a 'memory' message with process.memoryUsage(), so the benchmark reads the V8 heap from outside
// without a route in the backend. The channel does not keep the process alive.
if (process.send) {
  process.on('message', (message) => {
    if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
  });
  process.channel?.unref();
}

export {};
