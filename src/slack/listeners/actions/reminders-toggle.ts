/**
 * App Home's reminders switch: turns the person's reminders before their bookings on or off (their
 * own, per Slack user), then publishes the Home tab again so the switch shows the new state.
 * Pending reminders are checked when they are due, so turning off stops them too.
 */
import type { SlackContext } from '../../context.js';
import { publishHome } from '../../home.js';
import { type ButtonListener, teamOf } from '../listener-kinds.js';

export const remindersToggle =
  (ctx: SlackContext): ButtonListener =>
  async ({ ack, body, action, client }) => {
    await ack();
    const teamId = teamOf(body);
    const userId = body.user.id;
    const on = action.value === 'on';
    await ctx.services.reminders.setEnabled(teamId, userId, on);
    ctx.log.info({ team: teamId, user: userId, on }, 'slack reminders switched');
    await publishHome(ctx, client, teamId, userId).catch((err: unknown) =>
      ctx.log.warn({ err, team: teamId }, 'slack home publish failed'),
    );
  };
