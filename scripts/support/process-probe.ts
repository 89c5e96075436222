// Preloaded into the benchmark's backend process (`node --import …/process-probe.ts`) when it is spawned with an IPC
// channel: answers a 'memory' message with process.memoryUsage() and a 'cpu' message with process.cpuUsage(), so the
// benchmark reads the V8 heap and the CPU time the process has used from outside, without a route in the backend.
// The channel does not keep the process alive.
if (process.send) {
  process.on('message', (message) => {
    if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
  process.channel?.unref();
}

export {};
