// A fresh data directory's embedded database: copied from the build's template cluster when there is one, made by
// initdb in a child process otherwise; either way it opens as a working cluster, and an existing one is left alone.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createClusterTemplate, embeddedClusterDir, ensureEmbeddedCluster } from './embedded-cluster';

async function answers(directory: string): Promise<number> {
  const pglite = await PGlite.create(directory);
  try {
    const { rows } = await pglite.query<{ one: number }>('select 1 as one');
    return rows[0].one;
  } finally {
    await pglite.close();
  }
}

describe('the embedded cluster of a data directory', () => {
  let root: string;
  let template: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'cluster-'));
    template = await createClusterTemplate(path.join(root, 'template'));
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is a copy of the template, which is made once and then kept', async () => {
    writeFileSync(path.join(template, 'marker-of-this-template'), '');
    expect(await createClusterTemplate(template)).toBe(template);
    const dataDir = path.join(root, 'from-template');
    const directory = await ensureEmbeddedCluster(dataDir, template);
    expect(directory).toBe(embeddedClusterDir(dataDir));
    expect(existsSync(path.join(directory, 'marker-of-this-template'))).toBe(true);
    expect(await answers(directory)).toBe(1);
    // Nothing half-made is left beside it.
    expect(readdirSync(dataDir)).toEqual(['pglite']);
  });

  it('is made by initdb when there is no template', async () => {
    const dataDir = path.join(root, 'without-template');
    const directory = await ensureEmbeddedCluster(dataDir, path.join(root, 'no-such-template'));
    expect(existsSync(path.join(directory, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(directory, 'marker-of-this-template'))).toBe(false);
    expect(await answers(directory)).toBe(1);
  }, 120_000);

  it('leaves an existing cluster as it is', async () => {
    const dataDir = path.join(root, 'from-template');
    writeFileSync(path.join(embeddedClusterDir(dataDir), 'kept'), '');
    await ensureEmbeddedCluster(dataDir, template);
    expect(existsSync(path.join(embeddedClusterDir(dataDir), 'kept'))).toBe(true);
  });
});
