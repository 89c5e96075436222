// A fresh data directory's embedded database: copied from the build's template cluster when there is one, made by
// initdb in a child process otherwise; either way it opens as a working cluster, and an existing one is left alone.
// The build's template is migrated, so a copy of it starts with nothing left to migrate.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Migrator } from 'kysely';
import { createDatabase } from './database';
import { clusterTemplateDir, createClusterTemplate, embeddedClusterDir, ensureEmbeddedCluster } from './embedded-cluster';
import { migrateCluster } from './migrate';
import { LATEST_MIGRATION, migrationProvider } from './migrations';

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

  it('made by the build, is migrated: a copy has nothing left to migrate', async () => {
    const migrated = await createClusterTemplate(path.join(root, 'pglite-template-migrated'), migrateCluster);
    const database = createDatabase({ pglite: new PGlite(await ensureEmbeddedCluster(path.join(root, 'from-migrated'), migrated)) });
    try {
      const migrator = new Migrator({ db: database.db, provider: migrationProvider });
      const applied = (await migrator.getMigrations()).filter((migration) => migration.executedAt !== undefined).map((migration) => migration.name);
      expect(applied.at(-1)).toBe(LATEST_MIGRATION);
      expect(applied).toHaveLength(Object.keys(await migrationProvider.getMigrations()).length);
      expect((await migrator.migrateToLatest()).results).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('is named by PGlite version and latest migration, and a new one replaces the others', async () => {
    const dist = path.join(root, 'dist');
    expect(path.basename(clusterTemplateDir(root))).toMatch(new RegExp(`^pglite-template-.+-${LATEST_MIGRATION}$`));
    const stale = path.join(dist, 'pglite-template-0.0.0-0001-initial');
    const unrelated = path.join(dist, 'web');
    for (const folder of [stale, unrelated]) mkdirSync(folder, { recursive: true });
    const current = path.join(dist, 'pglite-template-current');
    await createClusterTemplate(current);
    expect(readdirSync(dist).sort()).toEqual(['pglite-template-current', 'web']);
  }, 120_000);
});
