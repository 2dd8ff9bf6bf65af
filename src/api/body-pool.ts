/**
 * Reused buffers for large response bodies (the 1.3 MB homescreen). A fresh megabyte Buffer per
 * request lives outside V8's heap, but V8 counts it as external memory, and fast-growing external
 * memory starts full mark-compact collections. At 100k activities, 400 homescreens at concurrency 16
 * started 12 of them. Each one marked the whole snapshot on the GC's helper threads: about 6 ms of
 * CPU per request, 40 % of the server's CPU. Bodies written into buffers from this pool allocate
 * nothing once the pool is warm. A buffer comes back only when its response has finished, that is,
 * once the socket (or the compressor before it) is done with it. A response that closes without
 * finishing keeps its buffer, and the garbage collector frees it.
 */
import type { Response } from 'express';

/** Buffers kept for reuse: about the bodies in flight at once in one process. */
const KEEP = 16;
/** New buffers are rounded up to this, so bodies of similar sizes share buffers. */
const STEP_BYTES = 256 * 1024;

export interface BodyPool {
  /**
   * A buffer of at least `bytes` for `res`'s body: send a view of it with `res.send`. It goes back to
   * the pool once `res` has finished.
   */
  take(res: Response, bytes: number): Buffer;
  /** Free buffers now in the pool (tests). */
  readonly free: number;
}

export const createBodyPool = (): BodyPool => {
  const free: Buffer[] = [];
  return {
    take(res, bytes) {
      // The smallest free buffer that fits: a few entries, scanned.
      let best = -1;
      for (let i = 0; i < free.length; i++) {
        const b = free[i] as Buffer;
        if (b.length >= bytes && (best < 0 || b.length < (free[best] as Buffer).length)) best = i;
      }
      const buf =
        best >= 0
          ? (free.splice(best, 1)[0] as Buffer)
          : Buffer.allocUnsafeSlow(Math.ceil(Math.max(1, bytes) / STEP_BYTES) * STEP_BYTES);
      res.once('finish', () => {
        if (free.length < KEEP) free.push(buf);
      });
      return buf;
    },
    get free() {
      return free.length;
    },
  };
};
