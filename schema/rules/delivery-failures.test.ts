// A channel's kept delivery failure reads back as the code it was written as, with its status or seconds; anything
// else (a failure recorded before the codes) as text.
import { deliveryFailureCode, readDeliveryFailure } from './delivery-failures';

describe('delivery failures', () => {
  it('keeps a code with its status or seconds, and reads it back', () => {
    expect(deliveryFailureCode({ code: 'platform_error', status: 503, detail: 'An error occurred in the backend server.' })).toBe('platform_error@status:503');
    expect(deliveryFailureCode({ code: 'timeout', seconds: 2.5 })).toBe('timeout@seconds:2.5');
    expect(deliveryFailureCode({ code: 'token_rejected' })).toBe('token_rejected');
    expect(readDeliveryFailure('callback_status@status:404')).toEqual({ kind: 'code', code: 'callback_status', status: 404, seconds: null });
    expect(readDeliveryFailure('timeout@seconds:2.5')).toEqual({ kind: 'code', code: 'timeout', status: null, seconds: 2.5 });
    expect(readDeliveryFailure('quota_exceeded')).toEqual({ kind: 'code', code: 'quota_exceeded', status: null, seconds: null });
  });

  it('reads the English text of a failure recorded before the codes, or anything not quite a code, as text', () => {
    for (const kept of [
      'You have reached your monthly limit.',
      'The callback answered 500.',
      'The Send API answered 400 (code 190): Invalid OAuth access token.',
      'timeout@minutes:2',
      'not_a_failure',
      'constructor',
      '',
    ]) {
      expect(readDeliveryFailure(kept)).toEqual({ kind: 'text', text: kept });
    }
  });
});
