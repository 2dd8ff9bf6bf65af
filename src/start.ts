/**
 * `npm start`'s entry: decides this process's role before loading the service. With
 * JAUNT_PROCESSES > 1 the primary only forks, supervises and serves the aggregated /metrics
 * (src/cluster.ts), so it loads neither the composition root nor its dependencies: about 90 MB of
 * RSS instead of 220 MB. Its workers run src/main.ts. A single process runs main.ts's `runMain`.
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { runClusterPrimary } from './cluster.js';
import { loadStartConfig } from './platform/config.js';
import { listenEarly } from './platform/early-listener.js';
import { exitFailedStart } from './platform/log.js';

const start = async (): Promise<void> => {
  const config = loadStartConfig();
  if (cluster.isPrimary && config.JAUNT_PROCESSES > 1) {
    // The composition root beside this file, with this file's extension (.ts under tsx, .js built).
    cluster.setupPrimary({ exec: fileURLToPath(import.meta.url).replace(/start(\.[cm]?[jt]s)$/, 'main$1') });
    await runClusterPrimary(config);
  } else {
    // The port first, so /healthz answers while the service's modules load (src/platform/early-listener.ts).
    const early = await listenEarly(config.PORT, config.HOST);
    await (await import('./main.js')).runMain(undefined, {}, early);
  }
};
/** A port in use is the operator's to fix: one line saying so, not a stack. */
const failed = (e: unknown): never => {
  const x = e as NodeJS.ErrnoException & { port?: number; address?: string };
  if (x?.code === 'EADDRINUSE') {
    process.stderr.write(
      `Jaunt failed to start: port ${x.port ?? ''} is already in use${x.address ? ` on ${x.address}` : ''}; stop the process using it or set PORT to a free port.\n`,
    );
    process.exit(1);
  }
  return exitFailedStart(e);
};

start().catch(failed);
