/**
 * What every instance needs to follow the catalogue: which activity rows are visible (imports stage
 * rows above `published_max_pk` and publish them by raising it), and the catalogue version with the
 * activities each version changed. Writers raise the version inside their own transaction
 * (`recordCatalogueChanges`); on Postgres the `discovery_state` row lock then orders them, so once a
 * reader sees version V, every change up to V is committed and readable. Instances poll `catalogueState`
 * (one row) and replay `changedSince` into their search index and snapshot.
 */
import { type SqlBool, sql } from 'kysely';
import type { Executor } from '../platform/db/index.js';

/**
 * The condition of a published activity row (`activity.id`): every reader of activities filters by
 * it, so rows a running import stages stay invisible until it publishes them.
 */
export const PUBLISHED = sql<SqlBool>`activity.id <= (SELECT published_max_pk FROM discovery_state WHERE id = 1)`;
/** Rows staged by an import that is running or died. */
export const STAGED = sql<SqlBool>`activity.id > (SELECT published_max_pk FROM discovery_state WHERE id = 1)`;

/** Versions of change lists kept; an instance further behind rebuilds its index from the tables. */
const KEEP_VERSIONS = 500;
/** Rows per multi-row INSERT (two parameters each). */
const CHANGE_CHUNK = 2_000;

export interface CatalogueState {
  version: number;
  publishedMaxPk: number;
  /** Change lists of versions up to this one are gone. */
  changeFloor: number;
}

export const catalogueState = async (db: Executor): Promise<CatalogueState> => {
  const row = await db
    .selectFrom('discovery_state')
    .select(['catalogue_version', 'published_max_pk', 'change_floor'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    version: row.catalogue_version,
    publishedMaxPk: row.published_max_pk,
    changeFloor: row.change_floor,
  };
};

/**
 * Announces a new catalogue version listing the activities it changed (updated, removed, re-priced);
 * with `publishedMaxPk`, also publishes the rows staged up to it. Call inside the writer's
 * transaction, last (it holds the state row until commit). Returns the new version.
 */
export const recordCatalogueChanges = async (
  trx: Executor,
  activityPks: readonly number[],
  opts: { now: string; publishedMaxPk?: number },
): Promise<number> => {
  const { catalogue_version: version, change_floor: floor } = await trx
    .updateTable('discovery_state')
    .set((eb) => ({
      catalogue_version: eb('catalogue_version', '+', 1),
      indexed_at: opts.now,
      ...(opts.publishedMaxPk !== undefined ? { published_max_pk: opts.publishedMaxPk } : {}),
    }))
    .where('id', '=', 1)
    .returning(['catalogue_version', 'change_floor'])
    .executeTakeFirstOrThrow();
  const pks = [...new Set(activityPks)];
  for (let i = 0; i < pks.length; i += CHANGE_CHUNK)
    await trx
      .insertInto('catalogue_change')
      .values(pks.slice(i, i + CHANGE_CHUNK).map((pk) => ({ version, activity_pk: pk })))
      .execute();
  const newFloor = version - KEEP_VERSIONS;
  if (newFloor > floor) {
    await trx.deleteFrom('catalogue_change').where('version', '<=', newFloor).execute();
    await trx.updateTable('discovery_state').set({ change_floor: newFloor }).where('id', '=', 1).execute();
  }
  return version;
};

/** Activities changed by versions after `from` up to `to` (not counting rows published in that span). */
export const changedSince = async (db: Executor, from: number, to: number): Promise<number[]> =>
  (
    await db
      .selectFrom('catalogue_change')
      .select('activity_pk')
      .distinct()
      .where('version', '>', from)
      .where('version', '<=', to)
      .execute()
  ).map((r) => r.activity_pk);
