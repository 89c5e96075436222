// The command `npm start` runs once the console is built (package.json's `serve` script), for the benchmarks that
// start the product as a newcomer does: `node` is this Node, any other program one of node_modules/.bin.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function serveCommand(): { program: string; args: string[] } {
  const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.serve;
  const [program, ...args] = script.split(/\s+/).filter(Boolean);
  return { program: program === 'node' ? process.execPath : path.resolve('node_modules', '.bin', program), args };
}
