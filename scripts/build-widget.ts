// `npm run build` step: bundles the website widget into dist/widget/widget.js (served as GET /widget.js).
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { buildWidget, WIDGET_BUNDLE } from '../backend/widget/widget-build';

async function main(): Promise<void> {
  const bytes = await buildWidget(WIDGET_BUNDLE);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  process.stdout.write(`${path.relative(process.cwd(), WIDGET_BUNDLE)}  ${kb(bytes.length)} (gzip ${kb(gzipSync(bytes).length)})\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
