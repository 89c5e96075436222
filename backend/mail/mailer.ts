// Sends the account mails: through nodemailer to SMTP_URL, or, without one, into the outbox table with the link
// written to the server log, so a newcomer can confirm an address or reset a password on a local server.
import type { Kysely } from 'kysely';
import { createTransport } from 'nodemailer';
import type { Database } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; the outbox writes it to the log. */
  link: string;
}

export interface Mailer {
  /** Sends the mail (or keeps it in the outbox); a refusal of the SMTP server rejects. */
  send(mail: Mail): Promise<void>;
}

export interface MailSettings {
  /** SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465; undefined keeps mails in the outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender every mail shows. */
  from: string;
}

export const DEFAULT_MAIL_FROM = 'QA Bot <no-reply@localhost>';

/** SMTP_URL (smtp: or smtps:) and MAIL_FROM; a malformed SMTP_URL stops the start. */
export function readMailSettings(env: NodeJS.ProcessEnv): MailSettings {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl !== undefined) {
    let protocol: string;
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      throw new Error('SMTP_URL is not a URL');
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  return { smtpUrl, from: env.MAIL_FROM || DEFAULT_MAIL_FROM };
}

class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(smtpUrl: string, from: string) {
    this.transport = createTransport(smtpUrl, { from });
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  }
}

class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
    private readonly log: (line: string) => void,
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({ recipient: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html, created_at: this.now() })
      .execute();
    this.log(`mail to ${mail.to} kept in the outbox (no SMTP_URL): ${mail.subject} ${mail.link}\n`);
  }
}

export function createMailer(settings: MailSettings, outbox: { db: Kysely<Database>; now: () => Date; log: (line: string) => void }): Mailer {
  return settings.smtpUrl ? new SmtpMailer(settings.smtpUrl, settings.from) : new OutboxMailer(outbox.db, outbox.now, outbox.log);
}
