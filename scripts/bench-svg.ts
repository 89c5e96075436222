// `npx tsx scripts/bench-svg.ts`: how long the web plugin's SVG sanitiser takes on a typical icon (a few shapes, a
// gradient, a title), cold (loading the sanitiser and whatever it loads, then the first icon) and warm (median of
// many runs), and what importing jsdom costs after that (near zero once the sanitiser has loaded it).
import { performance } from 'node:perf_hooks';

const ICON =
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" width="64" height="64">' +
  '<title>Support bot</title><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5046e5"/><stop offset="1" stop-color="#22d3ee"/></linearGradient>' +
  '<clipPath id="c"><circle cx="32" cy="32" r="30"/></clipPath></defs><g clip-path="url(#c)"><rect width="64" height="64" fill="url(#g)"/>' +
  '<path d="M16 40c4 8 28 8 32 0" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/><circle cx="22" cy="26" r="4" fill="#fff"/>' +
  '<circle cx="42" cy="26" r="4" fill="#fff"/><use xlink:href="#g"/></g><text x="32" y="60" font-size="6" text-anchor="middle">Hi</text></svg>';

async function main(): Promise<void> {
  const loadStarted = performance.now();
  const { sanitiseSvg } = await import('../backend/web-plugin/svg-sanitiser');
  const loadedMs = performance.now() - loadStarted;
  const firstStarted = performance.now();
  sanitiseSvg(ICON);
  const firstMs = performance.now() - firstStarted;
  const runs: number[] = [];
  for (let i = 0; i < 500; i++) {
    const started = performance.now();
    sanitiseSvg(ICON);
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  const jsdomStarted = performance.now();
  await import('jsdom');
  const jsdomMs = performance.now() - jsdomStarted;
  process.stdout.write(
    `module load ${loadedMs.toFixed(1)} ms, first icon ${firstMs.toFixed(1)} ms, warm median ${runs[250].toFixed(3)} ms, p95 ${runs[475].toFixed(3)} ms; ` +
      `import jsdom afterwards ${jsdomMs.toFixed(1)} ms\n`,
  );
}

void main();
