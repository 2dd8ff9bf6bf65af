/**
 * Slack app state around a workspace: installations, workspace bindings, bind tokens, per-user
 * locations, replay guards, posted results, and forgetting a team on uninstall. Plans with friends
 * live in slack-plans.ts. Rows stay here; callers get plain objects. Kysely only, both engines.
 */
import { sql } from 'kysely';
import type { Executor, Store } from '../platform/db/index.js';
import type { SlackInstallationTable, SlackUserTable, SlackWorkspaceTable } from '../platform/db/schema.js';
import { sealContext } from '../platform/secrets/reseal.js';

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

export interface WorkspaceRow {
  teamId: string;
  teamName: string | null;
  installerUserId: string | null;
  apiKeyId: string | null;
  boundAt: string | null;
}

export interface BindTokenRow {
  teamId: string;
  issuedToUserId: string | null;
  expiresAt: string;
  usedAt: string | null;
  usedByApiKeyId: string | null;
}

export interface SlackUserRow {
  teamId: string;
  userId: string;
  locationLabel: string | null;
  lat: number | null;
  lng: number | null;
  h3Cell: string | null;
  tz: string | null;
  locale: string | null;
}

export type ConsumeOutcome =
  | { outcome: 'bound' | 'already-bound'; teamId: string }
  | { outcome: 'unknown' | 'used' | 'conflict'; teamId?: string; usedByApiKeyId?: string | null };

/** Thrown inside a transaction to roll it back and answer `result` (a lost race, not a failure). */
class RollbackWith<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back');
  }
}

const toWorkspace = (r: SlackWorkspaceTable): WorkspaceRow => ({
  teamId: r.team_id,
  teamName: r.team_name,
  installerUserId: r.installer_user_id,
  apiKeyId: r.api_key_id,
  boundAt: r.bound_at,
});

const toUser = (r: SlackUserTable): SlackUserRow => ({
  teamId: r.team_id,
  userId: r.user_id,
  locationLabel: r.location_label,
  lat: r.lat,
  lng: r.lng,
  h3Cell: r.h3_cell,
  tz: r.tz,
  locale: r.locale,
});

/**
 * Binds the workspace to the key unless it is bound to another one already, in one statement: the
 * conditional upsert is what makes two racing binds of one workspace end with one winner on both
 * engines. Returns false when another key holds the workspace.
 */
const bindIfFree = async (db: Executor, teamId: string, apiKeyId: string, now: string): Promise<boolean> => {
  const r = await db
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

export const slackStore = (store: Store) => {
  const { db } = store;
  // Postgres runs transactions at READ COMMITTED: rows a decision reads are locked first. SQLite's
  // write transaction already keeps every other writer out (and SQLite has no FOR UPDATE).
  const rowLocks = store.engine === 'postgres';

  /** Rows whose `origin` JSON names the team: the one JSON read of this store, per engine. */
  const originTeamIs = (teamId: string) =>
    store.engine === 'postgres'
      ? sql<boolean>`(booking.origin::jsonb ->> 'teamId') = ${teamId}`
      : sql<boolean>`json_extract(booking.origin, '$.teamId') = ${teamId}`;

  return {
    async saveInstallation(row: InstallationRow, now: string): Promise<void> {
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
      await db
        .insertInto('slack_installation')
        .values({ install_key: row.installKey, installed_at: now, ...fields })
        .onConflict((oc) => oc.column('install_key').doUpdateSet(fields))
        .execute();
    },

    async findInstallation(installKey: string): Promise<InstallationRow | null> {
      const r: SlackInstallationTable | undefined = await db
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
    },

    async deleteInstallation(installKey: string): Promise<boolean> {
      const r = await db
        .deleteFrom('slack_installation')
        .where('install_key', '=', installKey)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** Creates the workspace row or refreshes its name and installer; never touches the binding. */
    async upsertWorkspace(
      w: { teamId: string; teamName: string | null; installerUserId: string | null },
      now: string,
    ): Promise<void> {
      await db
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
    },

    async workspace(teamId: string): Promise<WorkspaceRow | null> {
      const r = await db
        .selectFrom('slack_workspace')
        .selectAll()
        .where('team_id', '=', teamId)
        .executeTakeFirst();
      return r ? toWorkspace(r) : null;
    },

    async unbindWorkspace(teamId: string, now: string): Promise<void> {
      await db
        .updateTable('slack_workspace')
        .set({ api_key_id: null, bound_at: null, updated_at: now })
        .where('team_id', '=', teamId)
        .execute();
    },

    async insertBindToken(
      t: { hash: Buffer; teamId: string; issuedToUserId: string | null; expiresAt: string },
      now: string,
    ): Promise<void> {
      await db
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
    },

    async bindToken(hash: Buffer): Promise<BindTokenRow | null> {
      const r = await db
        .selectFrom('slack_bind_token')
        .selectAll()
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      if (!r) return null;
      return {
        teamId: r.team_id,
        issuedToUserId: r.issued_to_user_id,
        expiresAt: r.expires_at,
        usedAt: r.used_at,
        usedByApiKeyId: r.used_by_api_key_id,
      };
    },

    /**
     * Consumes the token and, unless the workspace is bound already, binds it to the key — in one
     * transaction so two concurrent binds cannot both win. Returns what the rows said before.
     */
    async consumeAndBind(hash: Buffer, apiKeyId: string, now: string): Promise<ConsumeOutcome> {
      try {
        return await store.transaction(async (trx): Promise<ConsumeOutcome> => {
          const t = await trx
            .selectFrom('slack_bind_token')
            .select(['team_id', 'used_at', 'used_by_api_key_id'])
            .where('token_hash', '=', hash)
            .$if(rowLocks, (q) => q.forUpdate())
            .executeTakeFirst();
          if (!t) return { outcome: 'unknown' };
          if (t.used_at !== null)
            return { outcome: 'used', teamId: t.team_id, usedByApiKeyId: t.used_by_api_key_id };
          const w = await trx
            .selectFrom('slack_workspace')
            .select('api_key_id')
            .where('team_id', '=', t.team_id)
            .$if(rowLocks, (q) => q.forUpdate())
            .executeTakeFirst();
          if (w?.api_key_id && w.api_key_id !== apiKeyId) return { outcome: 'conflict', teamId: t.team_id };
          await trx
            .updateTable('slack_bind_token')
            .set({ used_at: now, used_by_api_key_id: apiKeyId })
            .where('token_hash', '=', hash)
            .execute();
          if (w?.api_key_id === apiKeyId) return { outcome: 'already-bound', teamId: t.team_id };
          // No workspace row to lock (a token outliving its workspace): the guarded upsert decides.
          if (!(await bindIfFree(trx, t.team_id, apiKeyId, now)))
            throw new RollbackWith<ConsumeOutcome>({ outcome: 'conflict', teamId: t.team_id });
          return { outcome: 'bound', teamId: t.team_id };
        });
      } catch (e) {
        if (e instanceof RollbackWith) return e.result as ConsumeOutcome;
        throw e;
      }
    },

    /** Binds a workspace to a key directly (the admin pasted the key); refuses a different key. */
    async bindDirect(
      teamId: string,
      apiKeyId: string,
      now: string,
    ): Promise<'bound' | 'already-bound' | 'conflict'> {
      if (await bindIfFree(db, teamId, apiKeyId, now)) return 'bound';
      const w = await db
        .selectFrom('slack_workspace')
        .select('api_key_id')
        .where('team_id', '=', teamId)
        .executeTakeFirst();
      return w?.api_key_id === apiKeyId ? 'already-bound' : 'conflict';
    },

    async slackUser(teamId: string, userId: string): Promise<SlackUserRow | null> {
      const r = await db
        .selectFrom('slack_user')
        .selectAll()
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return r ? toUser(r) : null;
    },

    async saveUserLocation(
      u: { teamId: string; userId: string; label: string; lat: number; lng: number; h3Cell: string },
      now: string,
    ): Promise<void> {
      const location = {
        location_label: u.label,
        lat: u.lat,
        lng: u.lng,
        h3_cell: u.h3Cell,
        updated_at: now,
      };
      await db
        .insertInto('slack_user')
        .values({ team_id: u.teamId, user_id: u.userId, tz: null, locale: null, ...location })
        .onConflict((oc) => oc.columns(['team_id', 'user_id']).doUpdateSet(location))
        .execute();
    },

    /** What Slack reports about the user that we keep: time zone and locale. */
    async saveUserProfile(
      teamId: string,
      userId: string,
      p: { tz: string | null; locale: string | null },
      now: string,
    ): Promise<void> {
      const profile = { tz: p.tz, locale: p.locale, updated_at: now };
      await db
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
    },

    /** True the first time a key is seen; false for a replay. */
    async markSeen(key: string, now: string): Promise<boolean> {
      const r = await db
        .insertInto('slack_seen')
        .values({ key, seen_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      return r !== undefined;
    },

    async pruneSeen(before: string): Promise<number> {
      const r = await db.deleteFrom('slack_seen').where('seen_at', '<', before).executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    async notificationPosted(bookingId: string, status: string): Promise<boolean> {
      const r = await db
        .selectFrom('slack_notification')
        .select('booking_id')
        .where('booking_id', '=', bookingId)
        .where('status', '=', status)
        .executeTakeFirst();
      return r !== undefined;
    },

    async recordNotification(
      n: { bookingId: string; status: string; channelId: string; messageTs: string | null },
      now: string,
    ): Promise<void> {
      await db
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
    },

    /**
     * Forgets a workspace's Slack data (uninstall): workspace row and binding, bind tokens, users
     * with their saved locations, plans and votes, and the record of posted results. Bookings stay:
     * they belong to the partner account. One transaction; returns rows deleted per table.
     */
    async purgeTeam(teamId: string): Promise<Record<string, number>> {
      return store.transaction(async (trx) => {
        const n = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
        const out: Record<string, number> = {};
        out.slack_notification = n(
          await trx
            .deleteFrom('slack_notification')
            .where('booking_id', 'in', (eb) =>
              eb.selectFrom('booking').select('booking.id').where(originTeamIs(teamId)),
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
    },
  };
};

export type SlackStore = ReturnType<typeof slackStore>;
