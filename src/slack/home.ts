/**
 * App Home: the connection and the Jaunt account's name (Connect Jaunt or Disconnect for admins),
 * saved location, the reminders switch, recent bookings; in the reader's Slack language (their kept
 * locale, else the one users.info gives).
 */
import type { WebClient } from '@slack/web-api';
import { type HomeOrder, homeView } from './blocks/workspace-messages.js';
import { type SlackContext, slackActor, slackProfile } from './context.js';
import { languageOfLocale } from './i18n.js';
import { remindersHomeBlock } from './reminder-messages.js';

export const publishHome = async (
  ctx: SlackContext,
  client: WebClient,
  teamId: string,
  userId: string,
): Promise<void> => {
  const who = await slackActor(ctx, client, teamId, userId);
  const saved = await ctx.services.workspaces.savedLocation(teamId, userId);
  const profile = await slackProfile(client, userId, ctx.log);
  const isAdmin = profile?.isAdmin ?? false;
  const lang = languageOfLocale(
    (await ctx.services.workspaces.userLocale(teamId, userId)) ?? profile?.locale ?? null,
  );
  let orders: HomeOrder[] = [];
  if (who.bound && who.booking !== 'none') {
    try {
      const list = ((await ctx.services.orders.list(who.actor, lang)).bookings ?? []).slice(0, 20);
      // One read for the page, not one per order.
      const rehearsals = await ctx.services.workspaces.rehearsals(list.map((o) => o.id));
      orders = list.map((o) => ({ ...o, test: rehearsals.has(o.id) }));
    } catch (err) {
      ctx.log.warn({ err }, 'slack home: orders unavailable');
    }
  }
  const view = homeView({
    connected: who.bound,
    teamName: who.bound ? who.teamName : null,
    accountName: who.bound ? who.actor.credential.name : null,
    location: saved?.label ?? null,
    orders,
    isAdmin,
    lang,
  });
  // The person's reminders switch, under their location (reminder-messages.ts).
  const on = await ctx.services.reminders.enabled(teamId, userId);
  const at = view.blocks.findIndex((b) => b.block_id === 'home_location') + 1;
  view.blocks.splice(at > 0 ? at : view.blocks.length, 0, remindersHomeBlock(on, lang));
  await client.views.publish({ user_id: userId, view });
};
