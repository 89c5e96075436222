// Jest globalTeardown: removes the PGlite template that global-setup dumped.
import { rmSync } from 'node:fs';
import { TEMPLATE_ENV } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_ENV];
  if (!file) return;
  rmSync(file, { force: true });
  delete process.env[TEMPLATE_ENV];
}
