// Measures what the browser downloads on a first visit to the login page, signed out, from Vite's build
// manifest (dist/web/.vite/manifest.json): the entry chunk and everything it imports statically
// (`imports`, recursively; `dynamicImports` are left out), and the CSS those chunks bring. It also shows the
// chunks the login route then fetches before its form can show (the lazy LoginPage chunk and the default
// language's translations, with their own static imports), as a second, informational figure.
// Sizes are gzip (level 6, as servers compress by default), in KB of 1,024 bytes.
// Usage: npx tsx scripts/bench-bundle.ts [--build] [--json]
//   Builds the console (vite build) when dist/web has no manifest, or always with --build; otherwise it reads
//   the existing dist/web and says so.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const say = (line: string): void => void process.stdout.write(`${line}\n`);

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist', 'web');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
/** Manifest keys are paths relative to the Vite root (web/). */
const LOGIN_ROUTE = 'src/routes/login/LoginPage.tsx';
const DEFAULT_LOCALE = 'src/i18n/tw.json';

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 6 }).length / 1024;

/** The chunk keys reachable from `starts` through static imports only, in the order the browser meets them. */
function staticClosure(manifest: Manifest, starts: string[], seen = new Set<string>()): string[] {
  const order: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    order.push(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  starts.forEach(visit);
  return order;
}

function ensureBuilt(force: boolean): string {
  if (!force && existsSync(manifestPath)) return `read the existing build in ${path.relative(root, dist)}`;
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.mts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  return `built the console (vite build) into ${path.relative(root, dist)}`;
}

function main(): void {
  const args = process.argv.slice(2);
  const how = ensureBuilt(args.includes('--build'));
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const first = staticClosure(manifest, entries);
  const seen = new Set(first);
  const afterRoute = staticClosure(manifest, [LOGIN_ROUTE, DEFAULT_LOCALE], seen);

  const cssFiles = [...new Set([...first, ...afterRoute].flatMap((key) => manifest[key].css ?? []))];
  const row = (label: string, kb: number) => `  ${kb.toFixed(1).padStart(7)} KB  ${label}`;
  const jsRows = (keys: string[]) => keys.map((key) => ({ file: manifest[key].file, kb: gzipKb(manifest[key].file) }));
  const entryJs = jsRows(first);
  const routeJs = jsRows(afterRoute);
  const css = cssFiles.map((file) => ({ file, kb: gzipKb(file) }));
  const sum = (rows: { kb: number }[]) => rows.reduce((total, { kb }) => total + kb, 0);

  say(`bench:bundle — ${how}; gzip level 6`);
  say('Entry chunk and its static imports (loaded by index.html):');
  entryJs.forEach(({ file, kb }) => say(row(file, kb)));
  say(row('JS total, first load', sum(entryJs)));
  say('Then fetched by the /login route before its form shows (lazy page + default language):');
  routeJs.forEach(({ file, kb }) => say(row(file, kb)));
  say(row('JS total including the login route', sum(entryJs) + sum(routeJs)));
  say('CSS:');
  css.forEach(({ file, kb }) => say(row(file, kb)));
  say(row('CSS total', sum(css)));
  if (args.includes('--json')) {
    const round = (kb: number) => Math.round(kb * 10) / 10;
    say(JSON.stringify({
      firstLoadJsKb: round(sum(entryJs)),
      loginRouteJsKb: round(sum(entryJs) + sum(routeJs)),
      cssKb: round(sum(css)),
      chunks: [...entryJs, ...routeJs, ...css].map(({ file, kb }) => ({ file, kb: round(kb) })),
    }));
  }
}

main();
