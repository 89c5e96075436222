// The embedded database's folder under DATA_DIR, and its creation on a fresh data directory. PGlite's initdb keeps
// the memory it grew (≈ 460 MB more than opening an existing cluster, docs/decisions.md "Leaner process"), so a new
// cluster is made by a short-lived child process (pglite-initdb.mjs) and the server then opens it as an existing one.
// `npm run build` makes one such cluster ahead, migrated to the latest schema (`createClusterTemplate`,
// dist/pglite-template-<PGlite version>-<latest migration>): a fresh data directory then gets a copy of it, which takes
// a fraction of a second where initdb and the migrations take several. Start-up still migrates, so a template from an
// older build only means more migrations to run, never a wrong schema.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { LATEST_MIGRATION } from './migrations';

const INITDB_SCRIPT = path.join(__dirname, 'pglite-initdb.mjs');

/** The folder PGlite keeps its cluster in, inside the data directory. */
export function embeddedClusterDir(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

const hasCluster = (directory: string) => existsSync(path.join(directory, 'PG_VERSION'));

const TEMPLATE_PREFIX = 'pglite-template-';

/**
 * Where `npm run build` leaves a new cluster with the latest schema and no data, for the installed PGlite version (in
 * the project's dist/).
 */
export function clusterTemplateDir(root = process.cwd()): string {
  const manifest = path.resolve(root, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const version = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : 'unknown';
  return path.resolve(root, 'dist', `${TEMPLATE_PREFIX}${version}-${LATEST_MIGRATION}`);
}

/** Runs initdb in a child process into `directory`. */
async function initdb(directory: string): Promise<void> {
  mkdirSync(directory, { recursive: true });
  try {
    await promisify(execFile)(process.execPath, [INITDB_SCRIPT, directory], { cwd: path.dirname(INITDB_SCRIPT) });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${directory}${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

/**
 * Creates the cluster when the data directory has none yet — a copy of the build's template when there is one,
 * otherwise initdb in a child process — and returns its folder. Either is made beside the target and renamed into
 * place, so a crash half-way leaves no half-made cluster behind.
 */
export async function ensureEmbeddedCluster(dataDir: string, template = clusterTemplateDir()): Promise<string> {
  const directory = embeddedClusterDir(dataDir);
  if (hasCluster(directory)) return directory;
  const making = `${directory}.new-${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  if (hasCluster(template)) cpSync(template, making, { recursive: true });
  else await initdb(making);
  rmSync(directory, { recursive: true, force: true });
  renameSync(making, directory);
  return directory;
}

/**
 * `npm run build`: makes the template cluster once per PGlite version and schema — initdb, then `prepare` (the build
 * migrates it) — and returns its folder. Templates of other versions or schemas beside it are removed.
 */
export async function createClusterTemplate(template = clusterTemplateDir(), prepare?: (directory: string) => Promise<void>): Promise<string> {
  if (!hasCluster(template)) {
    const making = `${template}.new-${process.pid}`;
    rmSync(making, { recursive: true, force: true });
    await initdb(making);
    await prepare?.(making);
    renameSync(making, template);
  }
  const folder = path.dirname(template);
  for (const entry of readdirSync(folder)) {
    if (entry.startsWith(TEMPLATE_PREFIX) && !entry.includes('.new-') && entry !== path.basename(template)) rmSync(path.join(folder, entry), { recursive: true, force: true });
  }
  return template;
}
