/**
 * Events API: the Home tab, and forgetting a workspace when the app is uninstalled or its bot
 * token revoked (installation, binding, bind tokens, users and their locations, plans, posted-result
 * records). Bookings are kept: they belong to the partner account.
 */
import type { App } from '@slack/bolt';
import { installKeyOf } from '../../../workspaces/index.js';
import type { SlackContext } from '../../context.js';
import { publishHome } from '../../home.js';

export const register = (app: App, ctx: SlackContext): void => {
  const { services, log } = ctx;

  app.event('app_home_opened', async ({ event, body, client }) => {
    if (event.tab !== 'home') return;
    const teamId = (body as { team_id?: string }).team_id ?? '';
    await publishHome(ctx, client, teamId, event.user).catch((err: unknown) =>
      log.warn({ err, team: teamId }, 'slack home publish failed'),
    );
  });

  // Bolt never deletes installations itself (bolt-js#1203); both events may arrive, so idempotent.
  const forget = async (
    teamId: string | undefined,
    context: { enterpriseId?: string; isEnterpriseInstall?: boolean },
  ) => {
    const key = installKeyOf({
      teamId: teamId ?? null,
      enterpriseId: context.enterpriseId ?? null,
      isEnterpriseInstall: context.isEnterpriseInstall === true,
    });
    if (!key) return;
    const removed = await services.workspaces.removeInstallation(key, teamId ?? null);
    const threads = teamId ? await services.conversations.forgetWorkspace(teamId) : 0;
    log.info({ install: key, ...removed, assistantThreads: threads }, 'slack workspace forgotten');
  };

  app.event('app_uninstalled', async ({ body, context }) => {
    await forget((body as { team_id?: string }).team_id ?? context.teamId, context);
  });

  app.event('tokens_revoked', async ({ event, body, context }) => {
    if ((event.tokens.bot ?? []).length > 0)
      await forget((body as { team_id?: string }).team_id ?? context.teamId, context);
  });
};
