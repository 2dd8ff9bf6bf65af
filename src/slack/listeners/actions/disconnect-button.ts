/**
 * Disconnect (App Home, after Slack's confirm dialog): an admin or owner makes the workspace forget
 * its Jaunt account; anyone else changes nothing. The Home tab is published again either way.
 */
import { type SlackContext, slackProfile } from '../../context.js';
import { publishHome } from '../../home.js';
import { type ButtonListener, teamOf } from '../listener-kinds.js';

export const disconnect =
  (ctx: SlackContext): ButtonListener =>
  async ({ ack, body, client }) => {
    await ack();
    const teamId = teamOf(body);
    const userId = body.user.id;
    const profile = await slackProfile(client, userId, ctx.log);
    if (profile?.isAdmin) {
      const was = await ctx.services.workspaces.disconnect(teamId);
      ctx.log.info({ team: teamId, user: userId, was_connected: was }, 'slack workspace disconnected');
    } else ctx.log.warn({ team: teamId, user: userId }, 'slack disconnect refused: not an admin');
    await publishHome(ctx, client, teamId, userId).catch((err: unknown) =>
      ctx.log.warn({ err, team: teamId }, 'slack home publish failed'),
    );
  };
