// The error middleware: each thrown value answered in the error contract with its status, and only what is
// unexpected reported (a platform or the database away is answered, not reported as this backend's fault).
import type { AddressInfo } from 'node:net';
import express from 'express';
import { AppError } from './errors';
import { errorMiddleware } from './error-middleware';

async function answers(thrown: unknown, report: (error: unknown) => void): Promise<{ status: number; code: string }> {
  const app = express();
  app.get('/', () => {
    throw thrown;
  });
  app.use(errorMiddleware(report));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: response.status, code: ((await response.json()) as { error: { code: string } }).error.code };
  } finally {
    server.close();
  }
}

describe('errorMiddleware', () => {
  it('reports an unexpected error and answers 500 INTERNAL', async () => {
    const report = jest.fn();
    const boom = new Error('boom');
    expect(await answers(boom, report)).toEqual({ status: 500, code: 'INTERNAL' });
    expect(report).toHaveBeenCalledWith(boom);
  });

  it('answers a platform or the database away with its status, without reporting it as unexpected', async () => {
    const report = jest.fn();
    expect(await answers(new AppError('PLATFORM_UNREACHABLE', 'LINE: An error occurred in the backend server.'), report)).toEqual({ status: 502, code: 'PLATFORM_UNREACHABLE' });
    expect(await answers(new AppError('DATABASE_UNAVAILABLE'), report)).toEqual({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    expect(report).not.toHaveBeenCalled();
  });
});
