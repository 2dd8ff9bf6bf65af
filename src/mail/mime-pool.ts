/**
 * MIME parsing off the event loop: one worker thread (node:worker_threads) takes one message at a
 * time, seals its bytes and parses it. A parse past the deadline ends the worker (a fresh one takes
 * the next message), and the message is stored as failed; the event loop never waits on postal-mime.
 */
import { createHash } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { spawnMailWorker } from './mail-worker.js';
import type { MimeJob, MimeReply } from './mime-worker.js';
import { mailSealContext, ownCopy, type SealedBytes, sealBytes } from './sealed-bytes.js';
import type { MailClass, ParsedMail } from './vendor-mail.js';

/** What the worker made of one message: its hash and sealed bytes always, the parsed mail or why not. */
export interface MimeOutcome {
  sha256: string;
  sealed: SealedBytes;
  /** Without its text and HTML bodies (classification has read them in the worker). */
  parsed: ParsedMail | null;
  classified: { cls: MailClass; rule: string } | null;
  parseError: string | null;
}

export interface MimePool {
  run(raw: Uint8Array): Promise<MimeOutcome>;
  close(): Promise<void>;
}

interface Pending {
  job: MimeJob;
  resolve: (o: MimeOutcome) => void;
  sealed?: { sha256: string; sealed: SealedBytes };
  timer?: NodeJS.Timeout;
  /** The worker it was given to. */
  owner?: Worker;
}

/** Sealing on this thread: only when the worker died before it answered (a crash, or the deadline). */
const sealHere = (shared: Uint8Array): { sha256: string; sealed: SealedBytes } => {
  const raw = ownCopy(shared);
  const sha256 = createHash('sha256').update(raw).digest('hex');
  return { sha256, sealed: sealBytes(raw, mailSealContext.body(sha256)) };
};

export const createMimePool = (deadlineMs: number): MimePool => {
  const queue: Pending[] = [];
  let current: Pending | null = null;
  let worker: Worker | null = null;
  let next = 0;
  let closed = false;

  const finish = (
    p: Pending,
    parsed: Pick<MimeOutcome, 'parsed' | 'classified'> | null,
    parseError: string | null,
  ) => {
    clearTimeout(p.timer);
    current = null;
    const s = p.sealed ?? sealHere(p.job.raw);
    p.resolve({ ...s, parsed: parsed?.parsed ?? null, classified: parsed?.classified ?? null, parseError });
    pump();
  };
  const spawn = (): Worker => {
    const w = spawnMailWorker('mime-worker');
    w.on('message', (m: MimeReply) => {
      const p = current;
      if (!p || m.id !== p.job.id) return;
      if (m.kind === 'sealed') p.sealed = { sha256: m.sha256, sealed: { key: m.key, content: m.content } };
      else if (m.kind === 'parsed') finish(p, { parsed: m.parsed, classified: m.classified }, null);
      else finish(p, null, m.error);
    });
    const gone = (why: string) => {
      if (worker === w) worker = null;
      if (current?.owner === w) finish(current, null, why);
    };
    w.on('error', (e) => gone(`parser crashed: ${e.message}`));
    w.on('exit', (code) => gone(`parser exited (code ${code})`));
    return w;
  };
  const pump = () => {
    if (current || closed) return;
    const p = queue.shift();
    if (!p) return;
    current = p;
    worker ??= spawn();
    const w = worker;
    p.owner = w;
    p.timer = setTimeout(() => {
      if (current !== p) return;
      worker = null;
      void w.terminate();
      finish(p, null, `parse deadline of ${deadlineMs} ms exceeded`);
    }, deadlineMs);
    // Shared (sealed-bytes.ts `sharedBytes`) or copied, not moved: the bytes stay here in case the
    // worker dies before it has sealed them.
    w.postMessage(p.job);
  };
  return {
    run: (raw) =>
      new Promise<MimeOutcome>((resolve) => {
        queue.push({ job: { id: next++, raw }, resolve });
        pump();
      }),
    close: async () => {
      closed = true;
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
};
