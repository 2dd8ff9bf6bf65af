/**
 * Slack app state: installations, workspace bindings, bind tokens, per-user locations, replay
 * guards, posted results and plans with friends. Rows stay here; callers get plain objects.
 */
import { type Store, writeTransaction } from './db.js';
import type {
  SlackInstallationTable,
  SlackPlanTable,
  SlackUserTable,
  SlackWorkspaceTable,
} from './schema.js';
import { sealContext } from './secrets.js';

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
  locale: string | null;
}

export const slackStore = (store: Store) => {
  const { db, sqlite } = store;

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
      // The installation holds the bot, user and refresh tokens: stored sealed (issue 8, finding 7).
      const sealed = store.secrets.seal(row.installationJson, sealContext.slackInstallation(row.installKey));
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
          installation: sealed,
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
            installation: sealed,
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
        locale: r.locale,
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
          locale: null,
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

    /** What Slack reports about the user that we keep: time zone and locale. */
    async saveUserProfile(
      teamId: string,
      userId: string,
      p: { tz: string | null; locale: string | null },
      now: string,
    ): Promise<void> {
      await db
        .insertInto('slack_user')
        .values({
          team_id: teamId,
          user_id: userId,
          location_label: null,
          lat: null,
          lng: null,
          h3_cell: null,
          tz: p.tz,
          locale: p.locale,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['team_id', 'user_id']).doUpdateSet({ tz: p.tz, locale: p.locale, updated_at: now }),
        )
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
    purgeTeam(teamId: string): Record<string, number> {
      return writeTransaction(sqlite, () => {
        const out: Record<string, number> = {};
        out.slack_notification = sqlite
          .prepare(
            `DELETE FROM slack_notification WHERE booking_id IN
                 (SELECT id FROM booking WHERE json_extract(origin, '$.teamId') = ?)`,
          )
          .run(teamId).changes;
        out.slack_plan_vote = sqlite
          .prepare(
            'DELETE FROM slack_plan_vote WHERE plan_id IN (SELECT id FROM slack_plan WHERE team_id = ?)',
          )
          .run(teamId).changes;
        out.slack_plan = sqlite.prepare('DELETE FROM slack_plan WHERE team_id = ?').run(teamId).changes;
        out.slack_user = sqlite.prepare('DELETE FROM slack_user WHERE team_id = ?').run(teamId).changes;
        out.slack_bind_token = sqlite
          .prepare('DELETE FROM slack_bind_token WHERE team_id = ?')
          .run(teamId).changes;
        out.slack_workspace = sqlite
          .prepare('DELETE FROM slack_workspace WHERE team_id = ?')
          .run(teamId).changes;
        return out;
      })();
    },

    /** Binds a workspace to a key directly (the admin pasted the key); refuses a different key. */
    bindDirect(teamId: string, apiKeyId: string, now: string): 'bound' | 'already-bound' | 'conflict' {
      return writeTransaction(sqlite, () => {
        const w = workspaceByTeam.get(teamId);
        if (w?.api_key_id === apiKeyId) return 'already-bound' as const;
        if (w?.api_key_id) return 'conflict' as const;
        sqlite
          .prepare(
            `INSERT INTO slack_workspace (team_id, api_key_id, bound_at, created_at, updated_at)
               VALUES (?, ?, ?, ?, ?)
               ON CONFLICT (team_id) DO UPDATE SET api_key_id = excluded.api_key_id,
                 bound_at = excluded.bound_at, updated_at = excluded.updated_at`,
          )
          .run(teamId, apiKeyId, now, now, now);
        return 'bound' as const;
      })();
    },

    ...planRows(store),
  };
};

export interface PlanOption {
  activityId: string;
  name: string;
  bookable: boolean;
}

export interface PlanRow {
  id: string;
  teamId: string;
  channelId: string;
  messageTs: string | null;
  organiserUserId: string;
  prompt: string;
  options: PlanOption[];
  closesAt: string;
  closedAt: string | null;
  winnerActivityId: string | null;
}

export interface PlanVote {
  userId: string;
  activityId: string;
  votedAt: string;
}

const planRows = (store: Store) => {
  const { sqlite } = store;
  const planById = sqlite.prepare<[string], SlackPlanTable>('SELECT * FROM slack_plan WHERE id = ?');
  const votesOf = sqlite.prepare<[string], { user_id: string; activity_id: string; voted_at: string }>(
    'SELECT user_id, activity_id, voted_at FROM slack_plan_vote WHERE plan_id = ? ORDER BY voted_at, user_id',
  );
  const toPlan = (r: SlackPlanTable): PlanRow => ({
    id: r.id,
    teamId: r.team_id,
    channelId: r.channel_id,
    messageTs: r.message_ts,
    organiserUserId: r.organiser_user_id,
    prompt: r.prompt,
    options: JSON.parse(r.options) as PlanOption[],
    closesAt: r.closes_at,
    closedAt: r.closed_at,
    winnerActivityId: r.winner_activity_id,
  });
  const votes = (planId: string): PlanVote[] =>
    votesOf.all(planId).map((v) => ({ userId: v.user_id, activityId: v.activity_id, votedAt: v.voted_at }));

  const insertPlanRow = (p: Omit<PlanRow, 'closedAt' | 'winnerActivityId'>, now: string): void => {
    sqlite
      .prepare(
        `INSERT INTO slack_plan (id, team_id, channel_id, message_ts, organiser_user_id, prompt, options,
           closes_at, closed_at, winner_activity_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?)`,
      )
      .run(
        p.id,
        p.teamId,
        p.channelId,
        p.messageTs,
        p.organiserUserId,
        p.prompt,
        JSON.stringify(p.options),
        p.closesAt,
        now,
      );
  };

  return {
    /** Inserts the plan and runs `alongside` (enqueue its close job) in the same transaction. */
    insertPlan(p: Omit<PlanRow, 'closedAt' | 'winnerActivityId'>, now: string, alongside: () => void): void {
      writeTransaction(sqlite, () => {
        insertPlanRow(p, now);
        alongside();
      })();
    },
    setPlanMessage(planId: string, messageTs: string): void {
      sqlite.prepare('UPDATE slack_plan SET message_ts = ? WHERE id = ?').run(messageTs, planId);
    },
    plan(planId: string): { plan: PlanRow; votes: PlanVote[] } | null {
      const r = planById.get(planId);
      return r ? { plan: toPlan(r), votes: votes(planId) } : null;
    },
    /**
     * Records (or changes) a vote unless the plan is closed, and returns the state after it, in one
     * transaction: a vote racing the deadline either lands before the close or is refused.
     */
    vote(
      planId: string,
      userId: string,
      activityId: string,
      now: string,
    ): { outcome: 'voted' | 'closed' | 'unknown'; plan?: PlanRow; votes?: PlanVote[] } {
      return writeTransaction(sqlite, () => {
        const r = planById.get(planId);
        if (!r) return { outcome: 'unknown' as const };
        if (r.closed_at !== null)
          return { outcome: 'closed' as const, plan: toPlan(r), votes: votes(planId) };
        sqlite
          .prepare(
            `INSERT INTO slack_plan_vote (plan_id, user_id, activity_id, voted_at) VALUES (?, ?, ?, ?)
               ON CONFLICT (plan_id, user_id) DO UPDATE SET activity_id = excluded.activity_id,
                 voted_at = excluded.voted_at`,
          )
          .run(planId, userId, activityId, now);
        return { outcome: 'voted' as const, plan: toPlan(r), votes: votes(planId) };
      })();
    },
    /** Closes the plan once with its winner; a second close reports the first one's result. */
    closePlan(
      planId: string,
      pickWinner: (votes: PlanVote[], options: PlanOption[]) => string | null,
      now: string,
    ): { closedNow: boolean; plan: PlanRow; votes: PlanVote[] } | null {
      return writeTransaction(sqlite, () => {
        const r = planById.get(planId);
        if (!r) return null;
        if (r.closed_at !== null) return { closedNow: false, plan: toPlan(r), votes: votes(planId) };
        const plan = toPlan(r);
        const all = votes(planId);
        const winner = pickWinner(all, plan.options);
        sqlite
          .prepare('UPDATE slack_plan SET closed_at = ?, winner_activity_id = ? WHERE id = ?')
          .run(now, winner, planId);
        return { closedNow: true, plan: { ...plan, closedAt: now, winnerActivityId: winner }, votes: all };
      })();
    },
  };
};

export type SlackStore = ReturnType<typeof slackStore>;
