/**
 * Slack app state: installations, workspace bindings, bind tokens, per-user locations, replay
 * guards, booking origins and posted results. Rows stay here; callers get plain objects.
 */
import { type Store, writeTransaction } from './db.js';
import type { SlackInstallationTable, SlackUserTable, SlackWorkspaceTable } from './schema.js';
import { PUBLISHED } from './search-index.js';

type SlackInstallationRow = SlackInstallationTable;
type SlackWorkspaceRow = SlackWorkspaceTable;
type SlackUserDbRow = SlackUserTable;

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
}

export interface BookingOriginRow {
  idempotencyKey: string;
  bookingId: string | null;
  apiKeyId: string;
  externalUserId: string | null;
  teamId: string;
  channelId: string | null;
  userId: string;
  threadTs: string | null;
  activityName: string | null;
}

export interface PlaceCentroid {
  label: string;
  lat: number;
  lng: number;
  count: number;
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const slackStore = (store: Store) => {
  const { db, sqlite } = store;

  const placeByCity = sqlite.prepare<[string], { lat: number; lng: number; n: number; city: string }>(
    `SELECT avg(lat) AS lat, avg(lng) AS lng, count(*) AS n, min(city) AS city FROM activity WHERE city = ? AND ${PUBLISHED}`,
  );
  // A place name matches one comma-separated part of semantic_location ("Williamsburg, Brooklyn").
  const placeByArea = sqlite.prepare<
    [string, string],
    { lat: number; lng: number; n: number; label: string | null }
  >(
    `SELECT avg(lat) AS lat, avg(lng) AS lng, count(*) AS n, min(semantic_location) AS label
       FROM activity
      WHERE ((', ' || lower(semantic_location) || ',') LIKE ? ESCAPE '\\' OR lower(venue) = ?)
        AND ${PUBLISHED}`,
  );

  // Hot paths (every Slack request reads the workspace, often the user and the installation):
  // cached statements instead of a fresh prepare per query.
  const installationByKey = sqlite.prepare<[string], SlackInstallationRow>(
    'SELECT * FROM slack_installation WHERE install_key = ?',
  );
  const workspaceByTeam = sqlite.prepare<[string], SlackWorkspaceRow>(
    'SELECT * FROM slack_workspace WHERE team_id = ?',
  );
  const userByIds = sqlite.prepare<[string, string], SlackUserDbRow>(
    'SELECT * FROM slack_user WHERE team_id = ? AND user_id = ?',
  );
  const insertSeen = sqlite.prepare('INSERT OR IGNORE INTO slack_seen (key, seen_at) VALUES (?, ?)');
  const deleteSeen = sqlite.prepare('DELETE FROM slack_seen WHERE seen_at < ?');

  return {
    async saveInstallation(row: InstallationRow, now: string): Promise<void> {
      await db
        .insertInto('slack_installation')
        .values({
          install_key: row.installKey,
          team_id: row.teamId,
          enterprise_id: row.enterpriseId,
          is_enterprise_install: row.isEnterpriseInstall ? 1 : 0,
          team_name: row.teamName,
          installer_user_id: row.installerUserId,
          bot_user_id: row.botUserId,
          installation: row.installationJson,
          installed_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.column('install_key').doUpdateSet({
            team_id: row.teamId,
            enterprise_id: row.enterpriseId,
            is_enterprise_install: row.isEnterpriseInstall ? 1 : 0,
            team_name: row.teamName,
            installer_user_id: row.installerUserId,
            bot_user_id: row.botUserId,
            installation: row.installationJson,
            updated_at: now,
          }),
        )
        .execute();
    },

    async findInstallation(installKey: string): Promise<InstallationRow | null> {
      const r = installationByKey.get(installKey);
      if (!r) return null;
      return {
        installKey: r.install_key,
        teamId: r.team_id,
        enterpriseId: r.enterprise_id,
        isEnterpriseInstall: r.is_enterprise_install === 1,
        teamName: r.team_name,
        installerUserId: r.installer_user_id,
        botUserId: r.bot_user_id,
        installationJson: r.installation,
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
      const r = workspaceByTeam.get(teamId);
      if (!r) return null;
      return {
        teamId: r.team_id,
        teamName: r.team_name,
        installerUserId: r.installer_user_id,
        apiKeyId: r.api_key_id,
        boundAt: r.bound_at,
      };
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
    consumeAndBind(
      hash: Buffer,
      apiKeyId: string,
      now: string,
    ):
      | { outcome: 'bound' | 'already-bound'; teamId: string }
      | { outcome: 'unknown' | 'used' | 'conflict'; teamId?: string; usedByApiKeyId?: string | null } {
      return writeTransaction(sqlite, () => {
        const t = sqlite
          .prepare<[Buffer], { team_id: string; used_at: string | null; used_by_api_key_id: string | null }>(
            'SELECT team_id, used_at, used_by_api_key_id FROM slack_bind_token WHERE token_hash = ?',
          )
          .get(hash);
        if (!t) return { outcome: 'unknown' as const };
        if (t.used_at !== null)
          return { outcome: 'used' as const, teamId: t.team_id, usedByApiKeyId: t.used_by_api_key_id };
        const w = sqlite
          .prepare<[string], { api_key_id: string | null }>(
            'SELECT api_key_id FROM slack_workspace WHERE team_id = ?',
          )
          .get(t.team_id);
        if (w?.api_key_id && w.api_key_id !== apiKeyId)
          return { outcome: 'conflict' as const, teamId: t.team_id };
        sqlite
          .prepare('UPDATE slack_bind_token SET used_at = ?, used_by_api_key_id = ? WHERE token_hash = ?')
          .run(now, apiKeyId, hash);
        if (w?.api_key_id === apiKeyId) return { outcome: 'already-bound' as const, teamId: t.team_id };
        sqlite
          .prepare(
            `INSERT INTO slack_workspace (team_id, api_key_id, bound_at, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (team_id) DO UPDATE SET api_key_id = excluded.api_key_id, bound_at = excluded.bound_at,
               updated_at = excluded.updated_at`,
          )
          .run(t.team_id, apiKeyId, now, now, now);
        return { outcome: 'bound' as const, teamId: t.team_id };
      })();
    },

    async slackUser(teamId: string, userId: string): Promise<SlackUserRow | null> {
      const r = userByIds.get(teamId, userId);
      if (!r) return null;
      return {
        teamId: r.team_id,
        userId: r.user_id,
        locationLabel: r.location_label,
        lat: r.lat,
        lng: r.lng,
        h3Cell: r.h3_cell,
        tz: r.tz,
      };
    },

    async saveUserLocation(
      u: { teamId: string; userId: string; label: string; lat: number; lng: number; h3Cell: string },
      now: string,
    ): Promise<void> {
      await db
        .insertInto('slack_user')
        .values({
          team_id: u.teamId,
          user_id: u.userId,
          location_label: u.label,
          lat: u.lat,
          lng: u.lng,
          h3_cell: u.h3Cell,
          tz: null,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['team_id', 'user_id']).doUpdateSet({
            location_label: u.label,
            lat: u.lat,
            lng: u.lng,
            h3_cell: u.h3Cell,
            updated_at: now,
          }),
        )
        .execute();
    },

    async saveUserTz(teamId: string, userId: string, tz: string, now: string): Promise<void> {
      await db
        .insertInto('slack_user')
        .values({
          team_id: teamId,
          user_id: userId,
          location_label: null,
          lat: null,
          lng: null,
          h3_cell: null,
          tz,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['team_id', 'user_id']).doUpdateSet({ tz, updated_at: now }))
        .execute();
    },

    /** True the first time a key is seen; false for a replay. */
    markSeen(key: string, now: string): boolean {
      const r = insertSeen.run(key, now);
      return r.changes === 1;
    },

    pruneSeen(before: string): number {
      return deleteSeen.run(before).changes;
    },

    async saveBookingOrigin(o: BookingOriginRow, now: string): Promise<void> {
      await db
        .insertInto('slack_booking_origin')
        .values({
          idempotency_key: o.idempotencyKey,
          booking_id: o.bookingId,
          api_key_id: o.apiKeyId,
          external_user_id: o.externalUserId,
          team_id: o.teamId,
          channel_id: o.channelId,
          user_id: o.userId,
          thread_ts: o.threadTs,
          activity_name: o.activityName,
          created_at: now,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
    },

    async setOriginBookingId(idempotencyKey: string, bookingId: string): Promise<void> {
      await db
        .updateTable('slack_booking_origin')
        .set({ booking_id: bookingId })
        .where('idempotency_key', '=', idempotencyKey)
        .execute();
    },

    async bookingOrigin(
      by: { bookingId: string } | { idempotencyKey: string },
    ): Promise<BookingOriginRow | null> {
      const q = db.selectFrom('slack_booking_origin').selectAll();
      const r = await ('bookingId' in by
        ? q.where('booking_id', '=', by.bookingId)
        : q.where('idempotency_key', '=', by.idempotencyKey)
      ).executeTakeFirst();
      if (!r) return null;
      return {
        idempotencyKey: r.idempotency_key,
        bookingId: r.booking_id,
        apiKeyId: r.api_key_id,
        externalUserId: r.external_user_id,
        teamId: r.team_id,
        channelId: r.channel_id,
        userId: r.user_id,
        threadTs: r.thread_ts,
        activityName: r.activity_name,
      };
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

    /** Centre of the catalogue's activities in a city (by slug) or named area or venue; null if none. */
    findPlace(text: string): PlaceCentroid | null {
      const lower = text.trim().toLowerCase();
      if (lower === '') return null;
      const slug = lower.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
      const c = placeByCity.get(slug);
      if (c && c.n > 0) return { label: text.trim(), lat: c.lat, lng: c.lng, count: c.n };
      const a = placeByArea.get(`%, ${escapeLike(lower)},%`, lower);
      if (a && a.n > 0) return { label: text.trim(), lat: a.lat, lng: a.lng, count: a.n };
      return null;
    },
  };
};

export type SlackStore = ReturnType<typeof slackStore>;
