// GET /widget.js: the website widget, for any site to embed (docs/rest-api.md "Website widget"). Served from the
// build (dist/widget/widget.js); when that file is missing, as in a unit test run without a build, it is bundled
// in memory once. A rebuilt file is picked up on the next request.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { Router } from 'express';
import { buildWidget, WIDGET_BUNDLE } from './widget-build';

interface WidgetScript {
  bytes: Buffer;
  etag: string;
}

function widgetScript(bytes: Buffer): WidgetScript {
  return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}

class WidgetScriptSource {
  private fromFile: { mtimeMs: number; size: number; script: WidgetScript } | undefined;
  private built: Promise<WidgetScript> | undefined;

  constructor(private readonly bundlePath: string) {}

  async current(): Promise<WidgetScript> {
    const file = await stat(this.bundlePath).catch(() => undefined);
    if (!file) return this.buildOnce();
    if (this.fromFile?.mtimeMs !== file.mtimeMs || this.fromFile.size !== file.size) {
      this.fromFile = { mtimeMs: file.mtimeMs, size: file.size, script: widgetScript(await readFile(this.bundlePath)) };
    }
    return this.fromFile.script;
  }

  private buildOnce(): Promise<WidgetScript> {
    this.built ??= buildWidget().then(widgetScript, (error: unknown) => {
      // A failed build is not cached: the next request tries again.
      this.built = undefined;
      throw error;
    });
    return this.built;
  }
}

export interface WidgetScriptOptions {
  /** The built script; dist/widget/widget.js of the repository by default. */
  bundlePath?: string;
}

export function widgetScriptRouter({ bundlePath = WIDGET_BUNDLE }: WidgetScriptOptions = {}): Router {
  const source = new WidgetScriptSource(bundlePath);
  const router = Router();
  router.get('/widget.js', async (_req, res) => {
    const script = await source.current();
    res.set({
      'Content-Type': 'text/javascript; charset=utf-8',
      ETag: script.etag,
      'Cache-Control': 'public, max-age=300',
      'Access-Control-Allow-Origin': '*',
      // Host pages that isolate themselves (COEP) may still load it.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
    // Express answers 304 itself when If-None-Match matches the ETag.
    res.send(script.bytes);
  });
  return router;
}
