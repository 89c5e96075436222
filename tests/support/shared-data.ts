// The team's shared data (../shared/data beside the checkout, as in CI): real FAQ files and evaluation queries.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const sharedDataPath = (name: string): string => join(process.cwd(), '..', 'shared', 'data', name);

export const readSharedData = (name: string): string => readFileSync(sharedDataPath(name), 'utf8');
