/**
 * The authenticity worker thread: SPF and DKIM of each message (authenticity.ts `verifyMail`, over
 * mailauth) off the event loop, where a 10 MiB message's body hash no longer stalls it. DNS stays
 * with the main thread, which owns the resolver (node:dns, or a test's table): each lookup is posted
 * back as {id, name, type} and its answer awaited here. The pool in auth-pool.ts starts it.
 */
import { parentPort } from 'node:worker_threads';
import { type DnsResolver, type MailOrigin, type MailVerdict, verifyMail } from './authenticity.js';
import { ownCopy } from './sealed-bytes.js';
import { yieldToEventLoop } from './worker-priority.js';

/** main → worker: a message to verify, or the answer to one of the worker's DNS lookups. */
export type AuthJob =
  | { kind: 'verify'; id: number; raw: Uint8Array; origin: MailOrigin }
  | { kind: 'dns-answer'; id: number; answer: string[][] | string[] }
  | { kind: 'dns-error'; id: number; code: string | null; message: string };

/** worker → main: loaded (deadlines start now), a DNS lookup to make, or a message's verdict. */
export type AuthReply =
  | { kind: 'ready' }
  | { kind: 'dns'; id: number; name: string; type: string }
  | { kind: 'verdict'; id: number; verdict: MailVerdict };

interface Lookup {
  resolve: (answer: string[][] | string[]) => void;
  reject: (e: Error) => void;
}

const port = parentPort;
if (port) yieldToEventLoop();
if (port) {
  const lookups = new Map<number, Lookup>();
  let nextLookup = 0;
  /** mailauth's resolver: the lookup crosses to the main thread; its error keeps its code (ENOTFOUND…). */
  const proxied: DnsResolver = (name, type) =>
    new Promise((resolve, reject) => {
      const id = nextLookup++;
      lookups.set(id, { resolve, reject });
      const ask: AuthReply = { kind: 'dns', id, name, type };
      port.postMessage(ask);
    });
  port.on('message', (job: AuthJob) => {
    if (job.kind === 'verify') {
      void verifyMail(ownCopy(job.raw), job.origin, proxied).then((verdict) => {
        const done: AuthReply = { kind: 'verdict', id: job.id, verdict };
        port.postMessage(done);
      });
      return;
    }
    const l = lookups.get(job.id);
    if (!l) return;
    lookups.delete(job.id);
    if (job.kind === 'dns-answer') l.resolve(job.answer);
    else l.reject(Object.assign(new Error(job.message), job.code ? { code: job.code } : {}));
  });
  const loaded: AuthReply = { kind: 'ready' };
  port.postMessage(loaded);
}
