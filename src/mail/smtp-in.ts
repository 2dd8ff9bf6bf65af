/**
 * Vendor mail over SMTP (smtp-server): recipients of our domain only (checked at RCPT, before any
 * data), at most `maxRecipients` per message and `sessionRecipients` per session (452 past them),
 * the size limit enforced on the transfer itself (SIZE is only advertised by the library), connections
 * capped in all and per source address (421), idle sessions closed after `idleMs`, no AUTH (an MX takes
 * mail from anyone), a sender past its daily bytes refused at MAIL FROM, and each message handed to the
 * one ingestion function (452 past a quota).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { MailQuotaExceeded, MailTooLarge } from './ingest.js';

export interface SmtpIn {
  port: number;
  host: string;
  close(): Promise<void>;
}

export interface SmtpInOptions {
  port: number;
  host: string;
  maxBytes: number;
  maxRecipients: number;
  sessionRecipients: number;
  maxClients: number;
  maxPerSource: number;
  idleMs: number;
  acceptsRecipient(address: string): boolean;
  /** Throws MailQuotaExceeded when the sender's (or everyone's) bytes for today are stored: 452 at MAIL FROM. */
  admitsSender(sender: string, bytes: number): Promise<void>;
  /** `ip` and `helo`: the client as the session saw it, for SPF. */
  ingest(
    raw: Uint8Array,
    envelope: { recipients: string[]; sender: string | null; ip: string | null; helo: string | null },
  ): Promise<unknown>;
  onError?(err: Error): void;
}

const smtpError = (message: string, responseCode: number): Error =>
  Object.assign(new Error(message), { responseCode });

/** Connections per source address, and recipients per session, counted as sessions come and go. */
const sessionCounters = (o: SmtpInOptions) => {
  const perSource = new Map<string, number>();
  const counted = new Map<string, { source: string; recipients: number }>();
  return {
    connect: (s: SMTPServerSession): Error | null => {
      const source = s.remoteAddress ?? '';
      const n = perSource.get(source) ?? 0;
      if (n >= o.maxPerSource) return smtpError('4.7.0 too many connections from your address', 421);
      perSource.set(source, n + 1);
      counted.set(s.id, { source, recipients: 0 });
      return null;
    },
    close: (s: SMTPServerSession) => {
      const c = counted.get(s.id);
      if (!c) return;
      counted.delete(s.id);
      const n = (perSource.get(c.source) ?? 1) - 1;
      if (n <= 0) perSource.delete(c.source);
      else perSource.set(c.source, n);
    },
    /** An error when one more recipient would pass the message's or the session's cap. */
    recipient: (s: SMTPServerSession): Error | null => {
      const c = counted.get(s.id);
      if (s.envelope.rcptTo.length >= o.maxRecipients)
        return smtpError(`4.5.3 at most ${o.maxRecipients} recipients per message`, 452);
      if (!c || c.recipients >= o.sessionRecipients)
        return smtpError(`4.5.3 at most ${o.sessionRecipients} recipients per session`, 452);
      c.recipients++;
      return null;
    },
  };
};

/** A message's first buffer when the client announced no size; doubled as needed, up to the limit. */
const FIRST_BUFFER_BYTES = 256 * 1024;

const sharedOf = (bytes: number): Uint8Array => new Uint8Array(new SharedArrayBuffer(bytes));

/** A larger shared buffer holding the first `used` bytes of `b`. */
const grown = (b: Uint8Array, used: number, bytes: number): Uint8Array => {
  const next = sharedOf(bytes);
  next.set(b.subarray(0, used));
  return next;
};

/** Reads the message (draining past the limit without keeping it), then ingests it and answers. */
const receive = (
  o: SmtpInOptions,
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
  callback: (err?: Error | null) => void,
): void => {
  // Copied into shared memory as it arrives (64 KiB at a time, never 10 MiB at once): the workers
  // read it in place. Sized by the client's SIZE= when it gave one, else grown by doubling.
  const from = session.envelope.mailFrom;
  const announced = from && from.args !== false ? Number(from.args.SIZE ?? 0) : 0;
  let body = sharedOf(Math.min(o.maxBytes, announced > 0 ? announced : FIRST_BUFFER_BYTES));
  let size = 0;
  stream.on('data', (c: Buffer) => {
    const end = size + c.length;
    if (end <= o.maxBytes) {
      if (end > body.byteLength)
        body = grown(body, size, Math.min(o.maxBytes, Math.max(end, body.byteLength * 2)));
      body.set(c, size);
    }
    size = end;
  });
  stream.on('end', () => {
    if (stream.sizeExceeded || size > o.maxBytes) {
      callback(smtpError(`5.3.4 message larger than ${o.maxBytes} bytes`, 552));
      return;
    }
    const recipients = session.envelope.rcptTo.map((r) => r.address);
    const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
    const ip = session.remoteAddress?.replace(/^::ffff:(?=\d+\.)/i, '') || null;
    const helo = session.hostNameAppearsAs || null;
    o.ingest(body.subarray(0, size), { recipients, sender, ip, helo }).then(
      () => callback(),
      (e: unknown) => {
        if (e instanceof MailQuotaExceeded)
          return callback(smtpError(`4.3.1 ${e.message}, try tomorrow`, 452));
        if (e instanceof MailTooLarge) return callback(smtpError(`5.3.4 ${e.message}`, 552));
        o.onError?.(e instanceof Error ? e : new Error(String(e)));
        callback(smtpError('4.3.0 could not store the message, try again later', 451));
      },
    );
  });
};

export const startSmtpIn = async (o: SmtpInOptions): Promise<SmtpIn> => {
  const counters = sessionCounters(o);
  const server = new SMTPServer({
    name: 'jaunt-inbound',
    banner: 'Jaunt order mail',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    size: o.maxBytes,
    maxClients: o.maxClients,
    socketTimeout: o.idleMs,
    closeTimeout: 1000,
    onConnect: (session, callback) => callback(counters.connect(session)),
    onClose: (session) => counters.close(session),
    // A sender past its quota is refused before it sends 10 MiB of DATA (SIZE= counts when given).
    onMailFrom: (address, _session, callback) => {
      const { args } = address;
      const size = args === false ? 0 : Number(args.SIZE ?? 0);
      o.admitsSender(address.address, Number.isSafeInteger(size) && size > 0 ? size : 0).then(
        () => callback(),
        (e: unknown) =>
          callback(
            e instanceof MailQuotaExceeded
              ? smtpError(`4.3.1 ${e.message}, try tomorrow`, 452)
              : smtpError('4.3.0 try again later', 451),
          ),
      );
    },
    onRcptTo: (address, session, callback) => {
      if (!o.acceptsRecipient(address.address))
        return callback(smtpError(`5.1.1 <${address.address}>: no such mailbox here`, 550));
      callback(counters.recipient(session));
    },
    onData: (stream, session, callback) => receive(o, stream, session, callback),
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
