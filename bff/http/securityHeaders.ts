// Security headers for everything the BFF itself answers (console, /graphql, /playground); the backend's
// public routes it streams through keep the backend's own. Each page kind has its own Content-Security-Policy.
import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** `'sha256-…'` of an inline script or style, as a CSP source. */
export function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** The contents of every `<tag>…</tag>` of a page, to hash them. */
export function inlineBlocks(html: string, tag: 'script' | 'style'): string[] {
  const blocks: string[] = [];
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  let from = html.indexOf(open);
  while (from !== -1) {
    const end = html.indexOf(close, from);
    if (end === -1) break;
    blocks.push(html.slice(from + open.length, end));
    from = html.indexOf(open, end);
  }
  return blocks;
}

/**
 * The built console: scripts only from our origin (Vite emits external module scripts, no inline one);
 * styles also inline, as Mantine and Emotion-style components write <style> tags and style attributes at run time.
 * connect-src 'self' covers the same-origin WebSocket too (CSP Level 3).
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** JSON answers load nothing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** A page whose only script and style are the inline blocks named by hash. */
export function inlinePageCsp(html: string): string {
  return [
    "default-src 'none'",
    `script-src ${inlineBlocks(html, 'script').map(cspHash).join(' ')}`,
    `style-src ${inlineBlocks(html, 'style').map(cspHash).join(' ')}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const HSTS = 'max-age=31536000';

/**
 * The headers every answer gets; `csp` picks the policy by path. HSTS only when the request came over
 * HTTPS (req.secure honours the app's trust-proxy setting), as a browser ignores it over plain HTTP anyway
 * and a local http:// console must stay reachable.
 */
export function securityHeaders(cspFor: (pathname: string) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('Content-Security-Policy', cspFor(req.path));
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}
