/**
 * Sending mail over SMTP through nodemailer (JAUNT_SMTP_URL). Without it the services keep mail in
 * an outbox the development mailbox page shows. Features depend on the `Mailer` port only.
 */
import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.js';

export const smtpMailer = (url: string, from: string): Mailer => {
  const transport = createTransport(url);
  return {
    send: async (m) => {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
    close: () => transport.close(),
  };
};
