// Every migration, by name in run order. A static provider: no file-system scanning at run time.
import type { Migration, MigrationProvider } from 'kysely';
import { initialMigration } from './0001-initial';
import { qaMigration } from './0002-qa';
import { publicApiMigration } from './0003-public-api';

export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return { '0001-initial': initialMigration, '0002-qa': qaMigration, '0003-public-api': publicApiMigration };
  },
};
