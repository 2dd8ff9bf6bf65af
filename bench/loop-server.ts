/**
 * The real service in a child process that also watches its own event loop
 * (`perf_hooks.monitorEventLoopDelay`) and answers its parent's IPC questions: `stats` (delay max,
 * p99, mean since the last `reset`; RSS; heap, after a full GC when started with --expose-gc) and
 * `reset`. Started by bench/loop-delay.ts; the monitor runs from before the service opens, so the
 * first snapshot build at start counts too (reported as `start`).
 */
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { startService } from '../src/main.js';
import { loadConfig } from '../src/platform/config.js';

export interface LoopStats {
  maxMs: number;
  p99Ms: number;
  meanMs: number;
  rssMb: number;
  heapUsedMb: number;
  /** Heap after a full collection (null without --expose-gc). */
  liveHeapMb: number | null;
  /** Longest garbage-collection pause and their total since the last reset. */
  gcMaxMs: number;
  gcTotalMs: number;
}

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const gcs = { max: 0, total: 0 };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcs.max = Math.max(gcs.max, e.duration);
    gcs.total += e.duration;
  }
}).observe({ entryTypes: ['gc'] });
const resetAll = () => {
  loop.reset();
  gcs.max = 0;
  gcs.total = 0;
};

const stats = (gc: boolean): LoopStats => {
  const out = {
    maxMs: loop.max / 1e6,
    p99Ms: loop.percentile(99) / 1e6,
    meanMs: loop.mean / 1e6,
    rssMb: process.memoryUsage.rss() / 2 ** 20,
    heapUsedMb: process.memoryUsage().heapUsed / 2 ** 20,
    liveHeapMb: null as number | null,
    gcMaxMs: gcs.max,
    gcTotalMs: gcs.total,
  };
  const collect = (globalThis as { gc?: () => void }).gc;
  if (gc && collect) {
    collect();
    out.liveHeapMb = process.memoryUsage().heapUsed / 2 ** 20;
  }
  return out;
};

const started = performance.now();
const service = await startService(loadConfig());
const startStats = stats(false);
resetAll();
process.send?.({
  type: 'listening',
  url: service.url,
  startMs: performance.now() - started,
  start: startStats,
});

process.on('message', (m: { type: string; gc?: boolean }) => {
  if (m.type === 'stats') process.send?.({ type: 'stats', stats: stats(m.gc === true) });
  else if (m.type === 'snapshot')
    process.send?.({ type: 'snapshot', version: service.services.discoveryIndex.latest()?.version ?? null });
  else if (m.type === 'reset') {
    resetAll();
    process.send?.({ type: 'reset' });
  } else if (m.type === 'stop')
    void service.close().then(() => {
      loop.disable();
      process.exit(0);
    });
});
