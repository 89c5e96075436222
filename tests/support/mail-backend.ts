// A backend whose account mails go to a real SMTP server on loopback, with a clock the test can move ahead (past a
// link's expiry or a resend wait).
import { startTestBackend, type TestBackend } from './backend';
import { startSmtpServer, type TestSmtpServer } from './smtp';

export interface MailBackend {
  backend: TestBackend;
  smtp: TestSmtpServer;
  /** Runs the backend's clock this far ahead of the real one (0 puts it back). */
  moveClock(aheadMs: number): void;
  close(): Promise<void>;
}

export async function startMailBackend(env: NodeJS.ProcessEnv = {}): Promise<MailBackend> {
  const smtp = await startSmtpServer();
  let aheadMs = 0;
  let backend: TestBackend;
  try {
    backend = await startTestBackend({ env: { SMTP_URL: smtp.url, ...env }, now: () => new Date(Date.now() + aheadMs) });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  return {
    backend,
    smtp,
    moveClock(ms) {
      aheadMs = ms;
    },
    async close() {
      await backend.close();
      await smtp.close();
    },
  };
}
