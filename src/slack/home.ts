/**
 * App Home: the connection and the Jaunt account's name (Connect Jaunt or Disconnect for admins),
 * saved location, recent bookings.
 */
import type { WebClient } from '@slack/web-api';
import { type HomeOrder, homeView } from './blocks/workspace-messages.js';
import { type SlackContext, slackActor, slackProfile } from './context.js';

export const publishHome = async (
  ctx: SlackContext,
  client: WebClient,
  teamId: string,
  userId: string,
): Promise<void> => {
  const who = await slackActor(ctx, client, teamId, userId);
  const saved = await ctx.services.workspaces.savedLocation(teamId, userId);
  const isAdmin = (await slackProfile(client, userId, ctx.log))?.isAdmin ?? false;
  let orders: HomeOrder[] = [];
  if (who.bound && who.booking !== 'none') {
    try {
      const list = ((await ctx.services.orders.list(who.actor, 'en')).bookings ?? []).slice(0, 20);
      // One read for the page, not one per order.
      const rehearsals = await ctx.services.workspaces.rehearsals(list.map((o) => o.id));
      orders = list.map((o) => ({ ...o, test: rehearsals.has(o.id) }));
    } catch (err) {
      ctx.log.warn({ err }, 'slack home: orders unavailable');
    }
  }
  await client.views.publish({
    user_id: userId,
    view: homeView({
      connected: who.bound,
      teamName: who.bound ? who.teamName : null,
      accountName: who.bound ? who.actor.credential.name : null,
      location: saved?.label ?? null,
      orders,
      isAdmin,
    }),
  });
};
