import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' writes `.eml` files (nothing leaves the machine). */
  readonly mode: 'smtp' | 'outbox';
  /** Resolves with the `.eml` file written in outbox mode. */
  send(mail: Mail): Promise<{ file?: string }>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** Directory for `.eml` files when no SMTP URL is set. */
  outboxDir: string;
}

/** File names sort by time: `2026-11-21T12-00-00-000Z-<random>.eml`. */
export function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        return {};
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      // mails carry reset links: for the portal's own user only
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(options.outboxDir, outboxFileName(new Date()));
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      return { file };
    },
  };
}
