/**
 * Starts one of mail's worker threads (MIME parsing, SPF/DKIM): under src/ the worker loads its
 * TypeScript through tsx's CommonJS hooks, as the catalogue's import workers do; built (dist/) it
 * imports its .js, so tsx is needed only in development. Bounded heaps; it does not keep the process
 * alive on its own.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const BOOT = `
const { workerData } = require('node:worker_threads');
if (workerData.tsx) {
  require(workerData.tsx).register();
  require(workerData.entry);
} else import(require('node:url').pathToFileURL(workerData.entry).href);
`;

/** `name`: the worker's module beside this one (its .ts under tsx, its .js in dist). */
export const spawnMailWorker = (name: 'auth-worker' | 'mime-worker'): Worker => {
  const ts = import.meta.url.endsWith('.ts');
  const tsx = ts ? createRequire(import.meta.url).resolve('tsx/cjs/api') : null;
  const entry = fileURLToPath(new URL(`./${name}${ts ? '.ts' : '.js'}`, import.meta.url));
  const w = new Worker(BOOT, {
    eval: true,
    execArgv: [],
    resourceLimits: { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 512 },
    workerData: { tsx, entry },
  });
  w.unref();
  return w;
};
