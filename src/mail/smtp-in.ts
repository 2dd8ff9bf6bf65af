/**
 * Vendor mail over SMTP (smtp-server): recipients of our domain only (checked at RCPT, before any data),
 * a 10 MiB limit enforced on the transfer itself (SIZE is only advertised by the library), no AUTH
 * (an MX takes mail from anyone), and each message handed to the one ingestion function.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export interface SmtpIn {
  port: number;
  host: string;
  close(): Promise<void>;
}

export interface SmtpInOptions {
  port: number;
  host: string;
  maxBytes: number;
  acceptsRecipient(address: string): boolean;
  ingest(raw: Buffer, envelope: { recipients: string[]; sender: string | null }): Promise<unknown>;
  onError?(err: Error): void;
}

const smtpError = (message: string, responseCode: number): Error =>
  Object.assign(new Error(message), { responseCode });

export const startSmtpIn = async (o: SmtpInOptions): Promise<SmtpIn> => {
  const server = new SMTPServer({
    name: 'jaunt-inbound',
    banner: 'Jaunt order mail',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    size: o.maxBytes,
    maxClients: 64,
    socketTimeout: 60_000,
    onRcptTo: (address, _session, callback) => {
      if (o.acceptsRecipient(address.address)) callback();
      else callback(smtpError(`5.1.1 <${address.address}>: no such mailbox here`, 550));
    },
    onData: (stream: SMTPServerDataStream, session, callback) => {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: Buffer) => {
        // Keep draining past the limit (the client is still sending), but stop buffering.
        size += c.length;
        if (size <= o.maxBytes) chunks.push(c);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || size > o.maxBytes) {
          callback(smtpError(`5.3.4 message larger than ${o.maxBytes} bytes`, 552));
          return;
        }
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
        o.ingest(Buffer.concat(chunks), { recipients, sender }).then(
          () => callback(),
          (e: unknown) => {
            o.onError?.(e instanceof Error ? e : new Error(String(e)));
            callback(smtpError('4.3.0 could not store the message, try again later', 451));
          },
        );
      });
    },
  });
  server.on('error', (e) => o.onError?.(e));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  const addr = server.server.address() as AddressInfo;
  return {
    port: addr.port,
    host: o.host,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
