// Every module a worker pool's threads load, in one place: scripts/build-server.ts bundles each of them beside the
// server bundle (worker-pool.ts `threadBundle`), so the built server's threads load plain JavaScript.
import path from 'node:path';

const BACKEND = path.join(__dirname, '..');

export const THREAD_MODULES = {
  indexBuilder: path.join(BACKEND, 'answering', 'index-builder', 'build-task.ts'),
  csvReader: path.join(BACKEND, 'uploads', 'read-csv-task.ts'),
  knowledgeReader: path.join(BACKEND, 'knowledge', 'reader', 'read-knowledge.ts'),
} as const;
