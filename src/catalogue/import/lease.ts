/**
 * The import lease (discovery_state.import_owner): imports of any process run one after another, so
 * one never clears or overwrites the rows another is staging. The holder renews it every third of
 * its length; a dead importer's lease expires.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import type { Executor } from '../../platform/db/index.js';

const IMPORT_LEASE_MS = 30_000;
/** How often a waiting importer looks whether the lease is free. */
const IMPORT_WAIT_MS = 100;

/** Waits until the lease is free, then takes it (single statements on the root handle). */
const take = async (db: Executor, owner: string): Promise<void> => {
  for (;;) {
    const now = Date.now();
    const r = await db
      .updateTable('discovery_state')
      .set({ import_owner: owner, import_until: now + IMPORT_LEASE_MS })
      .where('id', '=', 1)
      .where((eb) => eb.or([eb('import_owner', 'is', null), eb('import_until', '<=', now)]))
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) return;
    await pause(IMPORT_WAIT_MS);
  }
};

/**
 * Takes the import lease (one import at a time across processes; the others wait for it) and
 * returns its release, which may be called more than once.
 */
export const acquireImportLease = async (db: Executor): Promise<() => Promise<void>> => {
  const owner = `imp_${process.pid}_${randomUUID()}`;
  await take(db, owner);
  const renew = setInterval(() => {
    db.updateTable('discovery_state')
      .set({ import_until: Date.now() + IMPORT_LEASE_MS })
      .where('id', '=', 1)
      .where('import_owner', '=', owner)
      .execute()
      .catch(() => undefined); // closing: the lease expires
  }, IMPORT_LEASE_MS / 3);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    clearInterval(renew);
    await db
      .updateTable('discovery_state')
      .set({ import_owner: null, import_until: null })
      .where('id', '=', 1)
      .where('import_owner', '=', owner)
      .execute();
  };
};
