// A thread of a worker pool (worker-pool.ts): loads the pool's module and runs its `handle` for each task, answering
// that the task started (its time limit runs from then), then its result or the failure's message. The backend is
// TypeScript run by tsx (npm run dev) or Jest's transform; neither reaches into a worker thread, so for a source module
// the thread registers tsx's require hook itself. The built server hands it the module's own bundle (a .cjs file), which
// needs no compiling.
const { parentPort, workerData } = require('node:worker_threads');
if (!workerData.module.endsWith('.cjs')) require('tsx/cjs/api').register();
const { handle } = require(workerData.module);

parentPort.on('message', async ({ id, request }) => {
  parentPort.postMessage({ id, started: true });
  try {
    const result = await handle(request);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
  }
});
