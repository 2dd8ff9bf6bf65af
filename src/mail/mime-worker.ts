/**
 * The MIME worker thread: for each message it hashes and seals the raw bytes, answers that first,
 * then parses with postal-mime, classifies, and answers the parsed mail without its text and HTML
 * bodies (or the parser's error). The pool in
 * mime-pool.ts gives it one message at a time and ends it when a parse passes its deadline.
 */
import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { parseMime } from './mime.js';
import { mailSealContext, ownCopy, ownsItsMemory, sealBytes } from './sealed-bytes.js';
import { classifyMail, type MailClass, type ParsedMail } from './vendor-mail.js';
import { yieldToEventLoop } from './worker-priority.js';

export interface MimeJob {
  id: number;
  raw: Uint8Array;
}

export type MimeReply =
  | { id: number; kind: 'sealed'; sha256: string; key: string; content: Uint8Array }
  | { id: number; kind: 'parsed'; parsed: ParsedMail; classified: { cls: MailClass; rule: string } }
  | { id: number; kind: 'error'; error: string };

const port = parentPort;
if (port) yieldToEventLoop();
if (port)
  port.on('message', (message: MimeJob) => {
    // Shared bytes are copied here, off the event loop (postal-mime decodes with TextDecoder).
    const job = { id: message.id, raw: ownCopy(message.raw) };
    const sha256 = createHash('sha256').update(job.raw).digest('hex');
    const sealed = sealBytes(job.raw, mailSealContext.body(sha256));
    const reply: MimeReply = { id: job.id, kind: 'sealed', sha256, key: sealed.key, content: sealed.content };
    port.postMessage(reply, ownsItsMemory(sealed.content) ? [sealed.content.buffer as ArrayBuffer] : []);
    parseMime(job.raw).then(
      (parsed) => {
        // Classified here too, so the bodies (up to the message size) never cross back to the event loop.
        const classified = classifyMail(parsed);
        const done: MimeReply = {
          id: job.id,
          kind: 'parsed',
          parsed: { ...parsed, text: '', html: '' },
          classified,
        };
        port.postMessage(done);
      },
      (e: unknown) => {
        const failed: MimeReply = {
          id: job.id,
          kind: 'error',
          error: e instanceof Error ? e.message : String(e),
        };
        port.postMessage(failed);
      },
    );
  });
