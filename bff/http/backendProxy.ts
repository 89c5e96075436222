// Streams the backend's public routes (health, OpenAPI, channel webhooks, widget) through the BFF's
// origin with node:http, so the console, widgets and webhooks need one public URL.
import http from 'node:http';
import { pipeline } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { ERROR_MESSAGES } from '../../schema/rules/errors';

export interface PublicRoute {
  path: string;
  match: 'exact' | 'prefix';
}

/** The backend routes reachable on the BFF's origin; everything else of the backend stays behind GraphQL. */
export const BACKEND_PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/healthz', match: 'exact' },
  { path: '/openapi.json', match: 'exact' },
  { path: '/webhook/', match: 'prefix' },
  { path: '/widget', match: 'prefix' },
];

export function isBackendPublicPath(pathname: string): boolean {
  return BACKEND_PUBLIC_ROUTES.some((route) => (route.match === 'exact' ? pathname === route.path : pathname.startsWith(route.path)));
}

/** Hop-by-hop headers belong to one connection and must not be forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function forwardableHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.has(name)));
}

/**
 * Sends one request to the backend and streams its answer back as it comes: status, headers and body. A backend
 * that cannot be reached is 502 BACKEND_UNAVAILABLE; a client that goes away ends the backend request too.
 */
export function streamFromBackend(target: URL, req: Request, res: Response, path: string, headers: http.OutgoingHttpHeaders): void {
  const upstream = http.request({ protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, forwardableHeaders(answer.headers));
    // A backend answer cut short (its stream failed after the headers) cuts the client's short too, so a download
    // fails in the browser instead of waiting for ever or passing for complete.
    pipeline(answer, res, () => undefined);
  });
  upstream.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(502).json({ error: { code: 'BACKEND_UNAVAILABLE', message: ERROR_MESSAGES.BACKEND_UNAVAILABLE } });
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/** The headers every forwarded request carries: the backend's host and who the client is. */
export function forwardedHeaders(req: Request, target: URL): http.OutgoingHttpHeaders {
  const headers = forwardableHeaders(req.headers);
  headers.host = target.host;
  headers['x-forwarded-for'] = req.ip ?? '';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = req.protocol;
  // The session cookie is the console's; the backend's public routes never need it.
  delete headers.cookie;
  return headers;
}

/** Express middleware; mount it before any body parser so request bodies (signed webhooks) pass untouched. */
export function backendProxy(backendUrl: string) {
  const target = new URL(backendUrl);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isBackendPublicPath(req.path)) {
      next();
      return;
    }
    streamFromBackend(target, req, res, req.originalUrl, forwardedHeaders(req, target));
  };
}
