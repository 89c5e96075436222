// `npm run build` step: bundles the server that `npm start` runs (scripts/start.ts: backend and BFF) into one
// JavaScript file, dist/server/start.cjs, so the running product loads plain JavaScript instead of compiling its
// TypeScript at every start through tsx (a second Node process and an esbuild process, and the compiled modules
// kept in memory). Packages stay in node_modules (external). A module that names its own folder (`__dirname`: the
// language packs, the GraphQL schema, the worker files) gets that folder's path relative to the bundle, so the files
// beside the sources are read where they are.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { createClusterTemplate } from '../backend/db/embedded-cluster';
import { migrateCluster } from '../backend/db/migrate';
import { THREAD_MODULES } from '../backend/threads/thread-modules';
import { threadBundle } from '../backend/threads/worker-pool';

export const SERVER_BUNDLE = path.resolve('dist', 'server', 'start.cjs');

/** Replaces `__dirname` in the project's own modules by the folder the module sits in, seen from the bundle. */
function sourceFolders(outDir: string): Plugin {
  return {
    name: 'source-folders',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/, namespace: 'file' }, async ({ path: file }) => {
        if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(file, 'utf8');
        if (!source.includes('__dirname')) return undefined;
        const relative = path.relative(outDir, path.dirname(file)).split(path.sep).join('/');
        const folder = `require("node:path").join(__dirname, ${JSON.stringify(relative)})`;
        return { contents: source.replace(/\b__dirname\b/g, folder), loader: 'ts' };
      });
    },
  };
}

/** What the server bundle and the thread bundles are built with. */
const COMMON = { bundle: true, platform: 'node', format: 'cjs', target: 'node20', packages: 'external', logLevel: 'warning', metafile: true } as const;

/** Prints a built file's path and the size of what esbuild wrote for it. */
function report(outfile: string, result: { metafile: Metafile }): void {
  const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  process.stdout.write(`${path.relative(process.cwd(), outfile)}  ${(bytes / 1024).toFixed(1)} KB\n`);
}

async function main(): Promise<void> {
  const outDir = path.dirname(SERVER_BUNDLE);
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    ...COMMON,
    entryPoints: [path.resolve('scripts', 'start.ts')],
    outfile: SERVER_BUNDLE,
    // The server's worker pools hand their threads the bundles below (worker-pool.ts).
    define: { __THREAD_BUNDLES__: 'true' },
    plugins: [sourceFolders(outDir)],
  });
  report(SERVER_BUNDLE, result);
  // Each worker thread's module, bundled the same way, so the server's threads load JavaScript instead of registering
  // tsx and compiling their sources: a thread starts in about a third of the time and holds about 9 MB less while it
  // lives (docs/decisions.md, "The built server's threads load bundles").
  for (const module of Object.values(THREAD_MODULES)) {
    const outfile = threadBundle(module);
    const thread = await build({ ...COMMON, entryPoints: [module], outfile, plugins: [sourceFolders(path.dirname(outfile))] });
    report(outfile, thread);
  }
  // A fresh data directory gets a copy of this migrated, empty cluster instead of running initdb and the migrations.
  const template = await createClusterTemplate(undefined, migrateCluster);
  process.stdout.write(`${path.relative(process.cwd(), template)}  (the embedded database a fresh data directory starts from)\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
