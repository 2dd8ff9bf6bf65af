/**
 * `import FILE|- [--replace]`: loads an NDJSON catalogue, all-or-nothing, at a lower scheduling
 * priority than a server on the same cores, with a progress bar on a terminal.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { importCatalogueFile } from '../../catalogue/index.js';
import { loadConfig, loadDotEnv } from '../../platform/config.js';
import { databaseLabel } from '../../platform/database-label.js';
import { type Command, out, UsageError } from '../args.js';

/** Scheduling niceness of `import` (0 normal, 19 lowest). */
const IMPORT_NICE = 10;

export const importFile: Command = async (args) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { replace: { type: 'boolean', default: false } },
  });
  const file = positionals[0];
  if (!file) throw new UsageError('import needs a FILE (or - for standard input)');
  if (file !== '-' && !existsSync(file)) throw new UsageError(`import: no file at ${file}`);
  // A batch job: a server on the same cores keeps priority (the import no longer idles between
  // its writes, so it would otherwise take a whole core from the server's requests).
  setPriority(IMPORT_NICE);
  loadDotEnv();
  const config = loadConfig();
  // The import needs the catalogue tables alone: it runs without the services (their lexicons and
  // word lists are a third of the process's memory), and it never opens a secret.
  const bar = process.stderr.isTTY
    ? new SingleBar({ format: 'importing [{bar}] {value}/{total} activities' })
    : null;
  let started = false;
  const t0 = performance.now();
  const sizeBytes = file === '-' ? undefined : statSync(file).size;
  const input = file === '-' ? process.stdin : createReadStream(file);
  const database = {
    sqlitePath: config.JAUNT_DB,
    ...(config.JAUNT_DATABASE_URL ? { databaseUrl: config.JAUNT_DATABASE_URL } : {}),
    migrationsDir: fileURLToPath(new URL('../../../db/migrations', import.meta.url)),
  };
  const summary = await importCatalogueFile(database, input, {
    replace: values.replace,
    now: new Date().toISOString(),
    ...(sizeBytes === undefined ? {} : { sizeBytes }),
    onProgress: (done, total) => {
      if (!bar) return;
      // The total is an estimate from the bytes read until the end.
      if (!started) bar.start(total, done);
      else bar.setTotal(total);
      started = true;
      bar.update(done);
    },
  });
  bar?.stop();
  const seconds = (performance.now() - t0) / 1000;
  out(
    `imported ${summary.records} records into ${databaseLabel(config)}: ${summary.added} added, ${summary.updated} updated, ` +
      `${summary.unchanged} unchanged, ${summary.removed} removed in ${seconds.toFixed(2)} s`,
  );
  return 0;
};
