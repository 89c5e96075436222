// A database away for a moment is 503 DATABASE_UNAVAILABLE with Retry-After, not 500: what counts as away.
import { toAppError } from '../http/error-middleware';
import { isDatabaseUnavailable } from './connection-errors';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isDatabaseUnavailable', () => {
  it('recognises a terminated connection, a server shutting down or unreachable, and a connection exception', () => {
    expect(isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves errors of the request itself alone', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('22P05', 'unsupported Unicode escape sequence'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('is answered 503 with Retry-After', () => {
    const answer = toAppError(pgError('57P01', 'terminating connection due to administrator command'));
    expect(answer).toMatchObject({ code: 'DATABASE_UNAVAILABLE', status: 503, headers: { 'Retry-After': '2' } });
    expect(toAppError(new Error('bug'))).toMatchObject({ code: 'INTERNAL', status: 500 });
  });
});
