/**
 * The catalogue's activity rows: the store other features read activities through (by public id,
 * by row ids, a count) and the import that writes them (import/run.ts). The reads take an optional
 * executor last; the import opens its own transactions (many short ones, by design).
 */
import type { Executor, Store } from '../platform/db/index.js';
import type { Activity } from './activity.js';
import { countActivities, findByPublicId, loadByPks } from './activity-rows.js';
import { type ActivityWriters, activityWriters } from './import/activity-writes.js';
import { type ImportRun, startImport } from './import/run.js';

export { activityTexts } from './activity-rows.js';
export type { ImportUpdate } from './import/activity-writes.js';
export type { ImportCounts, ImportRun } from './import/run.js';
export { replaceActivitySessions, writeSessions } from './session-rows.js';

export interface CatalogueStore {
  /** Starts an import: it waits for the import lease, then stages and publishes (import/run.ts). */
  startImport(opts: { now: string }): Promise<ImportRun>;
  /** A published activity by its public id. */
  findByPublicId(activityId: string, trx?: Executor): Promise<Activity | null>;
  /** Batch loader for discovery: full activities for row ids, in the order given. */
  loadByPks(pks: readonly number[], trx?: Executor): Promise<Activity[]>;
  /** Published activities. */
  count(trx?: Executor): Promise<number>;
}

export const catalogueStore = (store: Store): CatalogueStore => {
  const { db } = store;
  let writers: ActivityWriters | null = null;
  return {
    // The engine's writers are made on first use (SQLite prepares its statements once per store).
    startImport: (opts) => {
      writers ??= activityWriters(store);
      return startImport(store, writers, opts);
    },
    findByPublicId: (activityId, trx) => findByPublicId(trx ?? db, activityId),
    loadByPks: (pks, trx) => loadByPks(trx ?? db, pks),
    count: (trx) => countActivities(trx ?? db),
  };
};
