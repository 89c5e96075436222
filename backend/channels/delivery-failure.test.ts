// What a failed delivery keeps of the platform's words: never a secret, nor a URL past its origin; and a connection
// failure by its system code only.
import { connectionErrorCode, safeDetail } from './delivery-failure';

describe('safeDetail', () => {
  it('cuts the given secrets, bearer tokens, access_token parameters and every URL past its origin', () => {
    const said =
      'Refused token-0001 with Authorization: Bearer other-token-9;\nsee https://graph.example.com/v19/me/messages?access_token=EAAG-123&x=1 and access_token=EAAG-456\nor https://user:p4ss@hooks.example.com/k3y?sig=abc.';
    expect(safeDetail(said, ['token-0001', undefined])).toBe(
      'Refused [redacted] with Authorization: Bearer [redacted]; see https://graph.example.com/… and access_token=[redacted] or https://hooks.example.com/…',
    );
  });

  it('keeps at most 300 characters on one line, and gives none for nothing', () => {
    const long = safeDetail(`${'x'.repeat(200)}\n\n${'y'.repeat(200)}`, []);
    expect(long).toHaveLength(300);
    expect(long).toMatch(/^x{200} y{98}…$/);
    expect(safeDetail(undefined, ['a-secret'])).toBeUndefined();
    expect(safeDetail('  ', [])).toBeUndefined();
  });
});

describe('connectionErrorCode', () => {
  it("finds the system's code on the error or a cause, and nothing else of it", () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:443 https://hooks.example.com/k3y'), { code: 'ECONNREFUSED' });
    expect(connectionErrorCode(refused)).toBe('ECONNREFUSED');
    expect(connectionErrorCode(new TypeError('fetch failed', { cause: refused }))).toBe('ECONNREFUSED');
    expect(connectionErrorCode(Object.assign(new Error('odd'), { code: 'not a code: https://x.example/k3y' }))).toBeUndefined();
    expect(connectionErrorCode('a string')).toBeUndefined();
  });
});
