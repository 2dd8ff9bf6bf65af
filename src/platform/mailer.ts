/** The port features send mail through; SMTP lives in adapters/mailer, wired by the composition root. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
