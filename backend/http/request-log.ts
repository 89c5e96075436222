// One line per request on stderr: method, path, status, duration. Never bodies, headers or query strings
// (they may carry tokens or personal data).
import type { RequestHandler } from 'express';

export function requestLog(write: (line: string) => void): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      write(`${new Date().toISOString()} ${req.method} ${req.originalUrl.split('?')[0]} ${res.statusCode} ${ms.toFixed(1)}ms\n`);
    });
    next();
  };
}
