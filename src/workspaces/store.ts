/**
 * Slack app state around a workspace: installations, workspace bindings, bind tokens, per-user
 * locations, replay guards, posted results, and forgetting a team on uninstall. Plans with friends
 * live in plans-store.ts. Rows are the table types (platform/db/schema.ts); an installation is opened
 * (its tokens are sealed at rest). Kysely only, both engines. Every function takes an optional
 * executor last: a caller inside a transaction passes its `trx`.
 */
import { type Selectable, sql } from 'kysely';
import { type Executor, type Store, withTransaction } from '../platform/db/index.js';
import type { DB } from '../platform/db/schema.js';
import { sealContext } from '../platform/secrets/reseal.js';

/** An installation as the service sees it: lookup columns plus Bolt's JSON, opened. */
export interface InstallationRow {
  installKey: string;
  teamId: string | null;
  enterpriseId: string | null;
  isEnterpriseInstall: boolean;
  teamName: string | null;
  installerUserId: string | null;
  botUserId: string | null;
  installationJson: string;
}

export type WorkspaceRow = Selectable<DB['slack_workspace']>;
export type BindTokenRow = Selectable<DB['slack_bind_token']>;
export type SlackUserRow = Selectable<DB['slack_user']>;

export type ConsumeOutcome =
  | { outcome: 'bound' | 'already-bound'; teamId: string }
  | { outcome: 'unknown' | 'used' | 'conflict'; teamId?: string; usedByApiKeyId?: string | null };

export interface NewBindToken {
  hash: Buffer;
  teamId: string;
  issuedToUserId: string | null;
  expiresAt: string;
}

export interface UserLocation {
  teamId: string;
  userId: string;
  label: string;
  lat: number;
  lng: number;
  h3Cell: string;
}

export interface PostedNotification {
  bookingId: string;
  status: string;
  channelId: string;
  messageTs: string | null;
}

export interface SlackStore {
  saveInstallation(row: InstallationRow, now: string, trx?: Executor): Promise<void>;
  findInstallation(installKey: string, trx?: Executor): Promise<InstallationRow | null>;
  deleteInstallation(installKey: string, trx?: Executor): Promise<boolean>;
  /** Creates the workspace row or refreshes its name and installer; never touches the binding. */
  upsertWorkspace(
    w: { teamId: string; teamName: string | null; installerUserId: string | null },
    now: string,
    trx?: Executor,
  ): Promise<void>;
  workspace(teamId: string, trx?: Executor): Promise<WorkspaceRow | null>;
  unbindWorkspace(teamId: string, now: string, trx?: Executor): Promise<void>;
  insertBindToken(t: NewBindToken, now: string, trx?: Executor): Promise<void>;
  bindToken(hash: Buffer, trx?: Executor): Promise<BindTokenRow | null>;
  /**
   * Consumes the token and, unless the workspace is bound already, binds it to the key — in one
   * transaction so two concurrent binds cannot both win. Returns what the rows said before.
   */
  consumeAndBind(hash: Buffer, apiKeyId: string, now: string, trx?: Executor): Promise<ConsumeOutcome>;
  /** Binds a workspace to a key directly (the admin pasted the key); refuses a different key. */
  bindDirect(
    teamId: string,
    apiKeyId: string,
    now: string,
    trx?: Executor,
  ): Promise<'bound' | 'already-bound' | 'conflict'>;
  slackUser(teamId: string, userId: string, trx?: Executor): Promise<SlackUserRow | null>;
  saveUserLocation(u: UserLocation, now: string, trx?: Executor): Promise<void>;
  /** What Slack reports about the user that we keep: time zone and locale. */
  saveUserProfile(
    teamId: string,
    userId: string,
    p: { tz: string | null; locale: string | null },
    now: string,
    trx?: Executor,
  ): Promise<void>;
  /** True the first time a key is seen; false for a replay. */
  markSeen(key: string, now: string, trx?: Executor): Promise<boolean>;
  pruneSeen(before: string, trx?: Executor): Promise<number>;
  notificationPosted(bookingId: string, status: string, trx?: Executor): Promise<boolean>;
  recordNotification(n: PostedNotification, now: string, trx?: Executor): Promise<void>;
  /**
   * Forgets a workspace's Slack data (uninstall): workspace row and binding, bind tokens, users
   * with their saved locations, plans and votes, and the record of posted results. Bookings stay:
   * they belong to the partner account. One transaction; returns rows deleted per table.
   */
  purgeTeam(teamId: string, trx?: Executor): Promise<Record<string, number>>;
}

// ---------------------------------------------------------------------------------------------
// Installations

const saveInstallation = async (store: Store, row: InstallationRow, now: string, trx = store.db) => {
  // The installation holds the bot, user and refresh tokens: stored sealed (issue 8, finding 7).
  const sealed = store.secrets.seal(row.installationJson, sealContext.slackInstallation(row.installKey));
  const fields = {
    team_id: row.teamId,
    enterprise_id: row.enterpriseId,
    is_enterprise_install: row.isEnterpriseInstall ? 1 : 0,
    team_name: row.teamName,
    installer_user_id: row.installerUserId,
    bot_user_id: row.botUserId,
    installation: sealed,
    updated_at: now,
  };
  await trx
    .insertInto('slack_installation')
    .values({ install_key: row.installKey, installed_at: now, ...fields })
    .onConflict((oc) => oc.column('install_key').doUpdateSet(fields))
    .execute();
};

const findInstallation = async (
  store: Store,
  installKey: string,
  trx = store.db,
): Promise<InstallationRow | null> => {
  const r = await trx
    .selectFrom('slack_installation')
    .selectAll()
    .where('install_key', '=', installKey)
    .executeTakeFirst();
  if (!r) return null;
  return {
    installKey: r.install_key,
    teamId: r.team_id,
    enterpriseId: r.enterprise_id,
    isEnterpriseInstall: r.is_enterprise_install === 1,
    teamName: r.team_name,
    installerUserId: r.installer_user_id,
    botUserId: r.bot_user_id,
    installationJson: store.secrets.open(r.installation, sealContext.slackInstallation(r.install_key)),
  };
};

const deleteInstallation = async (store: Store, installKey: string, trx = store.db): Promise<boolean> => {
  const r = await trx
    .deleteFrom('slack_installation')
    .where('install_key', '=', installKey)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
};

// ---------------------------------------------------------------------------------------------
// Workspaces and their binding

const upsertWorkspace = async (
  store: Store,
  w: { teamId: string; teamName: string | null; installerUserId: string | null },
  now: string,
  trx = store.db,
): Promise<void> => {
  await trx
    .insertInto('slack_workspace')
    .values({
      team_id: w.teamId,
      team_name: w.teamName,
      installer_user_id: w.installerUserId,
      api_key_id: null,
      bound_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('team_id').doUpdateSet((eb) => ({
        team_name: eb.fn.coalesce(eb.val(w.teamName), 'slack_workspace.team_name'),
        installer_user_id: eb.fn.coalesce(eb.val(w.installerUserId), 'slack_workspace.installer_user_id'),
        updated_at: now,
      })),
    )
    .execute();
};

const workspace = async (store: Store, teamId: string, trx = store.db): Promise<WorkspaceRow | null> =>
  (await trx.selectFrom('slack_workspace').selectAll().where('team_id', '=', teamId).executeTakeFirst()) ??
  null;

const unbindWorkspace = async (store: Store, teamId: string, now: string, trx = store.db): Promise<void> => {
  await trx
    .updateTable('slack_workspace')
    .set({ api_key_id: null, bound_at: null, updated_at: now })
    .where('team_id', '=', teamId)
    .execute();
};

/**
 * Binds the workspace to the key unless it is bound to another one already, in one statement: the
 * conditional upsert is what makes two racing binds of one workspace end with one winner on both
 * engines. Returns false when another key holds the workspace.
 */
const bindIfFree = async (trx: Executor, teamId: string, apiKeyId: string, now: string): Promise<boolean> => {
  const r = await trx
    .insertInto('slack_workspace')
    .values({
      team_id: teamId,
      team_name: null,
      installer_user_id: null,
      api_key_id: apiKeyId,
      bound_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('team_id')
        .doUpdateSet({ api_key_id: apiKeyId, bound_at: now, updated_at: now })
        .where('slack_workspace.api_key_id', 'is', null),
    )
    .returning('team_id')
    .executeTakeFirst();
  return r !== undefined;
};

const bindDirect = async (
  store: Store,
  teamId: string,
  apiKeyId: string,
  now: string,
  trx = store.db,
): Promise<'bound' | 'already-bound' | 'conflict'> => {
  if (await bindIfFree(trx, teamId, apiKeyId, now)) return 'bound';
  const w = await trx
    .selectFrom('slack_workspace')
    .select('api_key_id')
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  return w?.api_key_id === apiKeyId ? 'already-bound' : 'conflict';
};

// ---------------------------------------------------------------------------------------------
// Bind tokens

const insertBindToken = async (store: Store, t: NewBindToken, now: string, trx = store.db): Promise<void> => {
  await trx
    .insertInto('slack_bind_token')
    .values({
      token_hash: t.hash,
      team_id: t.teamId,
      issued_to_user_id: t.issuedToUserId,
      created_at: now,
      expires_at: t.expiresAt,
      used_at: null,
      used_by_api_key_id: null,
    })
    .execute();
};

const bindToken = async (store: Store, hash: Buffer, trx = store.db): Promise<BindTokenRow | null> =>
  (await trx.selectFrom('slack_bind_token').selectAll().where('token_hash', '=', hash).executeTakeFirst()) ??
  null;

/**
 * Postgres runs transactions at READ COMMITTED: rows a decision reads are locked first. SQLite's
 * write transaction already keeps every other writer out (and SQLite has no FOR UPDATE).
 */
const rowLocks = (store: Store): boolean => store.engine === 'postgres';

const consumeAndBind = (
  store: Store,
  hash: Buffer,
  apiKeyId: string,
  now: string,
  trx?: Executor,
): Promise<ConsumeOutcome> =>
  withTransaction(store, trx, async (trx): Promise<ConsumeOutcome> => {
    const t = await trx
      .selectFrom('slack_bind_token')
      .select(['team_id', 'used_at', 'used_by_api_key_id'])
      .where('token_hash', '=', hash)
      .$if(rowLocks(store), (q) => q.forUpdate())
      .executeTakeFirst();
    if (!t) return { outcome: 'unknown' };
    if (t.used_at !== null)
      return { outcome: 'used', teamId: t.team_id, usedByApiKeyId: t.used_by_api_key_id };
    const w = await trx
      .selectFrom('slack_workspace')
      .select('api_key_id')
      .where('team_id', '=', t.team_id)
      .$if(rowLocks(store), (q) => q.forUpdate())
      .executeTakeFirst();
    if (w?.api_key_id && w.api_key_id !== apiKeyId) return { outcome: 'conflict', teamId: t.team_id };
    const alreadyBound = w?.api_key_id === apiKeyId;
    // No workspace row to lock (a token outliving its workspace): the guarded upsert decides, before
    // anything is written, so a lost race leaves the token unused.
    if (!alreadyBound && !(await bindIfFree(trx, t.team_id, apiKeyId, now)))
      return { outcome: 'conflict', teamId: t.team_id };
    await trx
      .updateTable('slack_bind_token')
      .set({ used_at: now, used_by_api_key_id: apiKeyId })
      .where('token_hash', '=', hash)
      .execute();
    return { outcome: alreadyBound ? 'already-bound' : 'bound', teamId: t.team_id };
  });

// ---------------------------------------------------------------------------------------------
// Users

const slackUser = async (
  store: Store,
  teamId: string,
  userId: string,
  trx = store.db,
): Promise<SlackUserRow | null> =>
  (await trx
    .selectFrom('slack_user')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst()) ?? null;

const saveUserLocation = async (
  store: Store,
  u: UserLocation,
  now: string,
  trx = store.db,
): Promise<void> => {
  const location = { location_label: u.label, lat: u.lat, lng: u.lng, h3_cell: u.h3Cell, updated_at: now };
  await trx
    .insertInto('slack_user')
    .values({ team_id: u.teamId, user_id: u.userId, tz: null, locale: null, ...location })
    .onConflict((oc) => oc.columns(['team_id', 'user_id']).doUpdateSet(location))
    .execute();
};

const saveUserProfile = async (
  store: Store,
  teamId: string,
  userId: string,
  p: { tz: string | null; locale: string | null },
  now: string,
  trx = store.db,
): Promise<void> => {
  const profile = { tz: p.tz, locale: p.locale, updated_at: now };
  await trx
    .insertInto('slack_user')
    .values({
      team_id: teamId,
      user_id: userId,
      location_label: null,
      lat: null,
      lng: null,
      h3_cell: null,
      ...profile,
    })
    .onConflict((oc) => oc.columns(['team_id', 'user_id']).doUpdateSet(profile))
    .execute();
};

// ---------------------------------------------------------------------------------------------
// Replay guards and posted results

const markSeen = async (store: Store, key: string, now: string, trx = store.db): Promise<boolean> => {
  const r = await trx
    .insertInto('slack_seen')
    .values({ key, seen_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return r !== undefined;
};

const pruneSeen = async (store: Store, before: string, trx = store.db): Promise<number> => {
  const r = await trx.deleteFrom('slack_seen').where('seen_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
};

const notificationPosted = async (
  store: Store,
  bookingId: string,
  status: string,
  trx = store.db,
): Promise<boolean> => {
  const r = await trx
    .selectFrom('slack_notification')
    .select('booking_id')
    .where('booking_id', '=', bookingId)
    .where('status', '=', status)
    .executeTakeFirst();
  return r !== undefined;
};

const recordNotification = async (
  store: Store,
  n: PostedNotification,
  now: string,
  trx = store.db,
): Promise<void> => {
  await trx
    .insertInto('slack_notification')
    .values({
      booking_id: n.bookingId,
      status: n.status,
      channel_id: n.channelId,
      message_ts: n.messageTs,
      posted_at: now,
    })
    .onConflict((oc) => oc.columns(['booking_id', 'status']).doNothing())
    .execute();
};

// ---------------------------------------------------------------------------------------------
// Uninstall

/** Rows whose `origin` JSON names the team: the one JSON read of this store, per engine. */
const originTeamIs = (store: Store, teamId: string) =>
  store.engine === 'postgres'
    ? sql<boolean>`(booking.origin::jsonb ->> 'teamId') = ${teamId}`
    : sql<boolean>`json_extract(booking.origin, '$.teamId') = ${teamId}`;

const purgeTeam = (store: Store, teamId: string, trx?: Executor): Promise<Record<string, number>> =>
  withTransaction(store, trx, async (trx) => {
    const n = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
    const out: Record<string, number> = {};
    out.slack_notification = n(
      await trx
        .deleteFrom('slack_notification')
        .where('booking_id', 'in', (eb) =>
          eb.selectFrom('booking').select('booking.id').where(originTeamIs(store, teamId)),
        )
        .executeTakeFirstOrThrow(),
    );
    out.slack_plan_vote = n(
      await trx
        .deleteFrom('slack_plan_vote')
        .where('plan_id', 'in', (eb) =>
          eb.selectFrom('slack_plan').select('slack_plan.id').where('slack_plan.team_id', '=', teamId),
        )
        .executeTakeFirstOrThrow(),
    );
    for (const table of ['slack_plan', 'slack_user', 'slack_bind_token', 'slack_workspace'] as const)
      out[table] = n(await trx.deleteFrom(table).where('team_id', '=', teamId).executeTakeFirstOrThrow());
    return out;
  });

export const slackStore = (store: Store): SlackStore => ({
  saveInstallation: (row, now, trx) => saveInstallation(store, row, now, trx),
  findInstallation: (installKey, trx) => findInstallation(store, installKey, trx),
  deleteInstallation: (installKey, trx) => deleteInstallation(store, installKey, trx),
  upsertWorkspace: (w, now, trx) => upsertWorkspace(store, w, now, trx),
  workspace: (teamId, trx) => workspace(store, teamId, trx),
  unbindWorkspace: (teamId, now, trx) => unbindWorkspace(store, teamId, now, trx),
  insertBindToken: (t, now, trx) => insertBindToken(store, t, now, trx),
  bindToken: (hash, trx) => bindToken(store, hash, trx),
  consumeAndBind: (hash, apiKeyId, now, trx) => consumeAndBind(store, hash, apiKeyId, now, trx),
  bindDirect: (teamId, apiKeyId, now, trx) => bindDirect(store, teamId, apiKeyId, now, trx),
  slackUser: (teamId, userId, trx) => slackUser(store, teamId, userId, trx),
  saveUserLocation: (u, now, trx) => saveUserLocation(store, u, now, trx),
  saveUserProfile: (teamId, userId, p, now, trx) => saveUserProfile(store, teamId, userId, p, now, trx),
  markSeen: (key, now, trx) => markSeen(store, key, now, trx),
  pruneSeen: (before, trx) => pruneSeen(store, before, trx),
  notificationPosted: (bookingId, status, trx) => notificationPosted(store, bookingId, status, trx),
  recordNotification: (n, now, trx) => recordNotification(store, n, now, trx),
  purgeTeam: (teamId, trx) => purgeTeam(store, teamId, trx),
});
