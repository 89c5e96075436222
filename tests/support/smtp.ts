// A real SMTP server on loopback for tests (smtp-server), reading each received mail with mailparser; a test waits for
// the next mail to an address on a deferred promise, never a sleep.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first http(s) link of the plain text. */
  link: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every mail received so far, in order. */
  received: ReceivedMail[];
  /** The next mail to this address not yet taken (one received already, or the next to arrive). */
  nextMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Makes the server refuse every mail until called with false. */
  refuseMail(refuse: boolean): void;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: { address: string; resolve: (mail: ReceivedMail) => void }[] = [];
  let refusing = false;

  const deliver = (mail: ReceivedMail) => {
    received.push(mail);
    const waiter = waiters.findIndex((w) => w.address === mail.to);
    if (waiter >= 0) {
      taken.add(mail);
      waiters.splice(waiter, 1)[0].resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })));
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          const text = parsed.text ?? '';
          deliver({
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo[0]?.address.toLowerCase() ?? '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            link: text.match(/https?:\/\/\S+/)?.[0] ?? '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMailTo(address, timeoutMs = 10_000) {
      const to = address.toLowerCase();
      const waiting = received.find((mail) => mail.to === to && !taken.has(mail));
      if (waiting) {
        taken.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise<ReceivedMail>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          address: to,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    refuseMail(refuse) {
      refusing = refuse;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
