// Bundles the website widget (web/widget/widget.ts) into one small script with esbuild: an IIFE, so the only
// global it leaves on a host page is the one it sets on purpose (window.QaBotWidget).
import path from 'node:path';

export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');
export const WIDGET_ENTRY = path.join(REPOSITORY_ROOT, 'web', 'widget', 'widget.ts');
export const WIDGET_BUNDLE = path.join(REPOSITORY_ROOT, 'dist', 'widget', 'widget.js');

/** The minified script; written to `outfile` when given, otherwise only returned. */
export async function buildWidget(outfile?: string): Promise<Buffer> {
  // Loaded only when a build is needed: a production install serves the prebuilt file without esbuild.
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [WIDGET_ENTRY],
    bundle: true,
    format: 'iife',
    target: 'es2019',
    platform: 'browser',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
    write: false,
    outfile: outfile ?? WIDGET_BUNDLE,
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no widget bundle');
  const bytes = Buffer.from(output.contents);
  if (outfile) {
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(path.dirname(outfile), { recursive: true });
    await writeFile(outfile, bytes);
  }
  return bytes;
}
