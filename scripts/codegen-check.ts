// Fails when the committed codegen output differs from what the schema and operations generate now.
// Generated files are never edited by hand: run `npm run codegen` and commit the result.
import { readFileSync, existsSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen';

async function main(): Promise<void> {
  const outputs: { filename: string; content: string }[] = await generate({ ...config, silent: true }, false);
  const stale = outputs.filter(({ filename, content }) => !existsSync(filename) || readFileSync(filename, 'utf8') !== content);
  if (stale.length > 0) {
    process.stderr.write(`Generated code is stale: ${stale.map((o) => o.filename).join(', ')}\nRun \`npm run codegen\` and commit the result.\n`);
    process.exit(1);
  }
  process.stdout.write(`codegen: ${outputs.length} generated files are up to date\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`codegen check failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
