/**
 * `suppliers add|list|remove|sync`: OCTO suppliers (the API key stored encrypted) and their sync,
 * which reads products and availability over a window and imports them all-or-nothing.
 */
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import type { SuppliersService } from '../../suppliers/index.js';
import { type CoreCommand, err, out, positiveInt, UsageError } from '../args.js';

interface SuppliersArgs {
  values: {
    'octo-url'?: string;
    'api-key'?: string;
    capabilities?: string;
    days?: string;
    json: boolean;
  };
}

const list = async (suppliers: SuppliersService, { values }: SuppliersArgs): Promise<number> => {
  const all = await suppliers.list();
  if (values.json) out(JSON.stringify(all));
  else if (all.length === 0) out('no suppliers');
  else
    for (const s of all)
      out(
        `${s.name.padEnd(20)}  ${s.octoUrl}  ${s.capabilities.join(',')}  ` +
          `last sync ${s.lastSyncedAt ?? 'never'}` +
          (s.syncFailures > 0
            ? `  (scheduled sync failed ${s.syncFailures}× in a row: ${s.lastSyncError ?? ''})`
            : ''),
      );
  return 0;
};

const add = async (suppliers: SuppliersService, name: string, { values }: SuppliersArgs): Promise<number> => {
  if (!values['octo-url']) throw new UsageError('suppliers add needs --octo-url URL');
  if (!values['api-key']) throw new UsageError('suppliers add needs --api-key KEY');
  const s = await suppliers.add({
    name,
    octoUrl: values['octo-url'],
    apiKey: values['api-key'],
    capabilities: values.capabilities,
  });
  if (values.json) out(JSON.stringify(s));
  else
    out(
      `added supplier ${s.name} (${s.octoUrl}, ${s.capabilities.join(', ')}); the API key is stored encrypted`,
    );
  return 0;
};

const remove = async (suppliers: SuppliersService, name: string): Promise<number> => {
  await suppliers.remove(name);
  out(`removed supplier ${name} (its activities stay in the catalogue until replaced)`);
  return 0;
};

/** Fetch and import progress bars on a terminal, a summary line after. */
const sync = async (
  suppliers: SuppliersService,
  name: string,
  { values }: SuppliersArgs,
): Promise<number> => {
  const tty = process.stderr.isTTY;
  const fetchBar = tty ? new SingleBar({ format: 'fetching [{bar}] {value}/{total} product options' }) : null;
  const bar = tty ? new SingleBar({ format: 'importing [{bar}] {value}/{total} activities' }) : null;
  const summary = await suppliers.sync(name, {
    days: values.days === undefined ? undefined : positiveInt(values.days, '--days', 60),
    onFetch: (done, total) => {
      if (!fetchBar) return;
      if (done === 0) fetchBar.start(total, 0);
      else fetchBar.update(done);
      if (done === total) fetchBar.stop();
    },
    onProgress: (done, total) => {
      if (!bar) return;
      if (done === 0 || bar.getTotal() !== total) bar.start(total, done);
      else bar.update(done);
    },
  });
  fetchBar?.stop();
  bar?.stop();
  if (values.json) out(JSON.stringify(summary));
  else {
    const i = summary.import;
    out(
      `synced ${summary.supplier}: ${summary.products} products, ${summary.records} activities, ` +
        `${summary.sessions} sessions in ${summary.seconds.toFixed(2)} s (${summary.requests} OCTO calls, ` +
        `fetch ${summary.fetchSeconds.toFixed(2)} s): ${i.added} added, ${i.updated} updated, ${i.unchanged} unchanged`,
    );
    for (const k of summary.skipped)
      err(`skipped ${k.productId}${k.optionId ? `/${k.optionId}` : ''}: ${k.reason}`);
  }
  return 0;
};

export const suppliers: CoreCommand = async (core, argv) => {
  const [sub, ...args] = argv;
  const parsed = parseArgs({
    args,
    allowPositionals: true,
    options: {
      'octo-url': { type: 'string' },
      'api-key': { type: 'string' },
      capabilities: { type: 'string' },
      days: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const name = parsed.positionals[0];
  const service = core.services.suppliers;
  if (sub === 'list') return list(service, parsed);
  if (!name) throw new UsageError(`suppliers ${sub ?? ''} needs a NAME`);
  if (sub === 'add') return add(service, name, parsed);
  if (sub === 'remove') return remove(service, name);
  if (sub === 'sync') return sync(service, name, parsed);
  throw new UsageError(`unknown suppliers command '${sub ?? ''}'`);
};
