// The embedded database's folder under DATA_DIR, and its creation on a fresh data directory. PGlite's initdb keeps
// the memory it grew (≈ 460 MB more than opening an existing cluster, docs/decisions.md "Leaner process"), so a new
// cluster is made by a short-lived child process (pglite-initdb.mjs) and the server then opens it as an existing one.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const INITDB_SCRIPT = path.join(__dirname, 'pglite-initdb.mjs');

/** The folder PGlite keeps its cluster in, inside the data directory. */
export function embeddedClusterDir(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

/** Creates the cluster in a child process when the data directory has none yet; returns its folder. */
export async function ensureEmbeddedCluster(dataDir: string): Promise<string> {
  const directory = embeddedClusterDir(dataDir);
  if (existsSync(path.join(directory, 'PG_VERSION'))) return directory;
  mkdirSync(directory, { recursive: true });
  try {
    await promisify(execFile)(process.execPath, [INITDB_SCRIPT, directory], { cwd: path.dirname(INITDB_SCRIPT) });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${directory}${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
  return directory;
}
