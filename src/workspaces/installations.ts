/**
 * Slack installations: recorded as opaque JSON (Bolt's), keyed by enterprise for org-wide installs,
 * else by team; an uninstall forgets the workspace's Slack data with them.
 */
import { withTransaction } from '../platform/db/index.js';
import type { InstallationRow } from './store.js';
import { nowIso, type WorkspacesContext } from './types.js';

/** An installation as stored: the store's row is the record (lookup columns plus Bolt's JSON). */
export type InstallationRecord = InstallationRow;

/** Installation rows are keyed by enterprise for org-wide installs, else by team. */
export const installKeyOf = (q: {
  teamId?: string | null;
  enterpriseId?: string | null;
  isEnterpriseInstall?: boolean;
}): string | null => {
  if (q.isEnterpriseInstall && q.enterpriseId) return `E:${q.enterpriseId}`;
  if (q.teamId) return `T:${q.teamId}`;
  return null;
};

export const recordInstallation = async (ctx: WorkspacesContext, i: InstallationRecord): Promise<void> => {
  const now = nowIso(ctx);
  await ctx.rows.saveInstallation(i, now);
  if (i.teamId && !i.isEnterpriseInstall)
    await ctx.rows.upsertWorkspace(
      { teamId: i.teamId, teamName: i.teamName, installerUserId: i.installerUserId },
      now,
    );
};

/**
 * Uninstall: the installation (bot token) and all of the workspace's Slack data go, together.
 * Idempotent: app_uninstalled and tokens_revoked may both arrive. Bookings stay with the partner
 * account.
 */
export const removeInstallation = (
  ctx: WorkspacesContext,
  installKey: string,
  teamId: string | null,
): Promise<{ installation: boolean; purged: Record<string, number> }> =>
  withTransaction(ctx.store, undefined, async (trx) => {
    const installation = await ctx.rows.deleteInstallation(installKey, trx);
    const purged = teamId ? await ctx.rows.purgeTeam(teamId, trx) : {};
    return { installation, purged };
  });
