/**
 * SPF and DKIM off the event loop: one worker thread (auth-worker.ts) verifies messages, several at
 * a time (most of their time is DNS waits); the DNS lookups it needs come back here and go to the
 * resolver this thread was given (node:dns, or a test's table), so an injected resolver works as
 * before. A verification past the deadline ends the worker (a fresh one takes the next message) and
 * answers `temperror`, as a DNS failure does: the message is stored and flagged for review.
 */
import type { Worker } from 'node:worker_threads';
import type { AuthJob, AuthReply } from './auth-worker.js';
import type { DnsResolver, MailOrigin, MailVerdict } from './authenticity.js';
import { spawnMailWorker } from './mail-worker.js';

export interface AuthPool {
  verify(raw: Uint8Array, origin: MailOrigin): Promise<MailVerdict>;
  close(): Promise<void>;
}

const UNVERIFIED: MailVerdict = { spf: 'temperror', dkim: 'temperror', authDomain: null };

interface InFlight {
  resolve: (v: MailVerdict) => void;
  /** Set once the worker has loaded (its start-up, up to a second or two, is not the message's). */
  timer?: NodeJS.Timeout;
  owner: Worker;
}

/** The error a resolver threw, as it crosses to the worker (mailauth reads its `code`). */
const dnsError = (id: number, e: unknown): AuthJob => ({
  kind: 'dns-error',
  id,
  code: typeof (e as { code?: unknown })?.code === 'string' ? (e as { code: string }).code : null,
  message: e instanceof Error ? e.message : String(e),
});

export const createAuthPool = (resolver: DnsResolver, deadlineMs: number): AuthPool => {
  const inFlight = new Map<number, InFlight>();
  let worker: Worker | null = null;
  let next = 0;
  let closed = false;
  const ready = new WeakSet<Worker>();

  const settle = (id: number, v: MailVerdict) => {
    const f = inFlight.get(id);
    if (!f) return;
    inFlight.delete(id);
    clearTimeout(f.timer);
    f.resolve(v);
  };
  /** The worker ended or was ended: what it had in hand is unverified. */
  const gone = (w: Worker) => {
    if (worker === w) worker = null;
    for (const [id, f] of inFlight) if (f.owner === w) settle(id, UNVERIFIED);
  };
  const lookup = (w: Worker, ask: Extract<AuthReply, { kind: 'dns' }>) => {
    // An ended worker ignores the answer (postMessage to it does nothing).
    const reply = (m: AuthJob) => w.postMessage(m);
    Promise.resolve()
      .then(() => resolver(ask.name, ask.type))
      .then(
        (answer) => reply({ kind: 'dns-answer', id: ask.id, answer }),
        (e: unknown) => reply(dnsError(ask.id, e)),
      );
  };
  /** The deadline of a verification: past it the worker is ended and what it held is unverified. */
  const startDeadline = (f: InFlight) => {
    const w = f.owner;
    f.timer = setTimeout(() => {
      if (worker === w) worker = null;
      void w.terminate();
      gone(w);
    }, deadlineMs);
  };
  const spawn = (): Worker => {
    const w = spawnMailWorker('auth-worker');
    w.on('message', (m: AuthReply) => {
      if (m.kind === 'dns') lookup(w, m);
      else if (m.kind === 'verdict') settle(m.id, m.verdict);
      else {
        ready.add(w);
        for (const f of inFlight.values()) if (f.owner === w && !f.timer) startDeadline(f);
      }
    });
    w.on('error', () => gone(w));
    w.on('exit', () => gone(w));
    return w;
  };
  return {
    verify: (raw, origin) =>
      new Promise<MailVerdict>((resolve) => {
        if (closed) return resolve(UNVERIFIED);
        worker ??= spawn();
        const w = worker;
        const id = next++;
        const f: InFlight = { resolve, owner: w };
        inFlight.set(id, f);
        // A verification this slow (a hostile message, DNS that never answers) ends the worker.
        if (ready.has(w)) startDeadline(f);
        // Shared bytes cross without a copy (sealed-bytes.ts `sharedBytes`); others are copied.
        const job: AuthJob = { kind: 'verify', id, raw, origin };
        w.postMessage(job);
      }),
    close: async () => {
      closed = true;
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
};
