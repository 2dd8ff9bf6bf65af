/**
 * Starts one of mail's worker threads (MIME parsing, SPF/DKIM): the worker loads its TypeScript
 * through tsx's CommonJS hooks, as the catalogue's import workers do, with bounded heaps, and does not
 * keep the process alive on its own.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const BOOT = `
const { workerData } = require('node:worker_threads');
require(workerData.tsx).register();
require(workerData.entry);
`;

/** `name`: the worker's module beside this one (its .ts under tsx, its .js in dist). */
export const spawnMailWorker = (name: 'auth-worker' | 'mime-worker'): Worker => {
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const entry = fileURLToPath(
    new URL(`./${name}${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url),
  );
  const w = new Worker(BOOT, {
    eval: true,
    execArgv: [],
    resourceLimits: { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 512 },
    workerData: { tsx, entry },
  });
  w.unref();
  return w;
};
