/**
 * Mail's worker threads (MIME parsing, SPF/DKIM) yield the CPU to the event loop: on Linux a thread
 * has its own nice value, and `setpriority(PRIO_PROCESS, tid)` (os.setPriority) sets only that
 * thread's, named through /proc/thread-self. A flood of 10 MiB messages then waits for a core rather
 * than making /healthz and the API wait. Elsewhere (or if not allowed) nothing changes.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Nice 10: below the event loop's 0, above idle. */
export const WORKER_NICE = 10;

export const yieldToEventLoop = (): void => {
  if (process.platform !== 'linux') return;
  try {
    // "<pid>/task/<tid>": this thread's own id.
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isSafeInteger(tid) && tid > 0) setPriority(tid, WORKER_NICE);
  } catch {
    // No /proc, or not permitted: the worker runs at the process's priority.
  }
};
