// startBackend's lifecycle: close() ends open event streams instead of waiting for them forever.
import { startTestBackend } from '../tests/support/backend';
import { loginToken, newAccount } from '../tests/support/factories';
import { openSessionStream } from '../tests/support/session-stream';

describe('startBackend', () => {
  it('ends open session event streams on close', async () => {
    const backend = await startTestBackend();
    const account = await newAccount(backend.url);
    const stream = await openSessionStream(backend.url, await loginToken(backend.url, account.email, account.password));
    expect(stream.status).toBe(200);
    await backend.close();
    await stream.ended;
    await expect(stream.nextEvent).rejects.toThrow('ended without a session event');
  });
});
