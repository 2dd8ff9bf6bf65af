/**
 * Sending mail: SMTP through nodemailer when JAUNT_SMTP_URL is set, else an outbox the development
 * mailbox page shows. Features depend on `Mailer` only.
 */
import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export const smtpMailer = (url: string, from: string): Mailer => {
  const transport = createTransport(url);
  return {
    send: async (m) => {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
    close: () => transport.close(),
  };
};

/** Keeps every message where `keep` puts it (a database table in development). */
export const outboxMailer = (keep: (m: MailMessage) => void): Mailer => ({
  send: async (m) => keep(m),
  close: () => undefined,
});
