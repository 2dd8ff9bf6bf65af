/**
 * A bare SMTP client over one socket, for tests that need what nodemailer hides: one command at a
 * time with its reply code, many recipients in one session, idle connections, raw DATA bytes; and
 * the DNS a vendor publishes for DKIM and SPF, answered from a table (tests never ask the network).
 */
import { generateKeyPairSync } from 'node:crypto';
import { connect, type Socket } from 'node:net';

export interface SmtpReply {
  code: number;
  text: string;
}

export interface SmtpWire {
  socket: Socket;
  /** The greeting (220, or 421 when the server refuses the connection). */
  greeting: Promise<SmtpReply>;
  /** Sends one command line and resolves with its (possibly multi-line) reply. */
  command(line: string): Promise<SmtpReply>;
  /** DATA, then the message (dot-stuffed here) and the final dot. Resolves with the reply to the message. */
  data(raw: Buffer | string): Promise<SmtpReply>;
  /** Resolves when the server closes the connection. */
  closed: Promise<void>;
  end(): void;
}

/** `localAddress`: the source address (any 127.x.y.z on loopback), to stand for another client. */
export const smtpWire = (port: number, host = '127.0.0.1', localAddress?: string): SmtpWire => {
  const socket = connect({ port, host, ...(localAddress ? { localAddress } : {}) });
  let buffer = '';
  const waiting: ((r: SmtpReply) => void)[] = [];
  const replies: SmtpReply[] = [];
  let lines: string[] = [];
  const deliver = (r: SmtpReply) => {
    const w = waiting.shift();
    if (w) w(r);
    else replies.push(r);
  };
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      lines.push(line.slice(4));
      if (line[3] !== '-') {
        deliver({ code: Number(line.slice(0, 3)), text: lines.join('\n') });
        lines = [];
      }
    }
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  const next = (): Promise<SmtpReply> =>
    new Promise((resolve) => {
      const r = replies.shift();
      if (r) resolve(r);
      else {
        waiting.push(resolve);
        // A closed connection answers every pending command with code 0.
        void closed.then(() => {
          const i = waiting.indexOf(resolve);
          if (i >= 0) {
            waiting.splice(i, 1);
            resolve({ code: 0, text: 'connection closed' });
          }
        });
      }
    });
  const greeting = next();
  const command = (line: string) => {
    socket.write(`${line}\r\n`);
    return next();
  };
  return {
    socket,
    greeting,
    command,
    data: async (raw) => {
      const go = await command('DATA');
      if (go.code !== 354) return go;
      const body = Buffer.isBuffer(raw) ? raw.toString('latin1') : raw;
      const stuffed = body.replace(/(^|\r\n)\./g, '$1..');
      socket.write(Buffer.from(`${stuffed}${stuffed.endsWith('\r\n') ? '' : '\r\n'}.\r\n`, 'latin1'));
      return next();
    },
    closed,
    end: () => socket.destroy(),
  };
};

/** DNS records a test publishes (name → TXT strings), answered without the network. */
export type DnsTable = Map<string, string[]>;

/** A resolver over `table`: TXT answers as mailauth reads them; every other name is unknown. */
export const tableResolver =
  (table: DnsTable) =>
  async (name: string, rrtype: string): Promise<string[][]> => {
    const txt = rrtype === 'TXT' ? table.get(name.toLowerCase().replace(/\.$/, '')) : undefined;
    if (!txt) throw Object.assign(new Error(`query${rrtype} ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return txt.map((t) => [t]);
  };

/** A vendor's DKIM key (RSA 2048, made now), its public half published in `table` under `selector`. */
export const dkimKey = (table: DnsTable, domain: string, selector = 'mail') => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  table.set(`${selector}._domainkey.${domain}`, [`v=DKIM1; k=rsa; p=${spki}`]);
  return {
    domainName: domain,
    keySelector: selector,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};
