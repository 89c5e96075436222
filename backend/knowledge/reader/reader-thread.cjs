// A thread of the knowledge reader pool (knowledge-reader.ts): reads one file per message and answers its passages,
// the refusal, or the failure. The backend is TypeScript run by tsx (npm start, npm run dev) or Jest's transform;
// neither reaches into a worker thread, so the thread registers tsx's require hook itself and loads the same
// modules from source.
require('tsx/cjs/api').register();
const { parentPort } = require('node:worker_threads');
const { readKnowledge } = require('./read-knowledge.ts');
const { KnowledgeFileRefused } = require('../parse/document.ts');

parentPort.on('message', async ({ id, fileName, bytes, maxChunks }) => {
  // The file's time starts now, with the modules loaded.
  parentPort.postMessage({ id, started: true });
  try {
    const reading = await readKnowledge(fileName, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), maxChunks);
    parentPort.postMessage({ id, reading });
  } catch (error) {
    if (error instanceof KnowledgeFileRefused) parentPort.postMessage({ id, refusal: { reason: error.reason, location: error.location, detail: error.detail } });
    else parentPort.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
  }
});
