/**
 * Discovery answers shared by commands, shortcuts and buttons: the shelved homescreen near the
 * user, search results, and answering privately (response URL, else DM). Catalogue names follow
 * the user's Slack locale (en, fr, es, de).
 */
import type { WebClient } from '@slack/web-api';
import type { Actor } from '../access/index.js';
import { HOMESCREEN_PLANS } from '../contract/vocabulary.js';
import { searchBlocks, shelfBlocks } from './blocks/activities.js';
import { askLocationMessage } from './blocks/workspace-messages.js';
import {
  type BookingAbility,
  locate,
  postDm,
  type Reply,
  type SlackContext,
  slackProfile,
} from './context.js';
import { languageOfLocale } from './i18n.js';

/**
 * The user's language from their Slack locale. Known users cost no Slack call; otherwise, when a
 * client is given, users.info is asked once and the answer kept (time zone and locale).
 */
export const userLanguage = async (
  ctx: SlackContext,
  teamId: string,
  userId: string,
  client: WebClient | null = null,
): Promise<string> => {
  const known = await ctx.services.workspaces.userLocale(teamId, userId);
  if (known !== null || !client) return languageOfLocale(known);
  const profile = await slackProfile(client, userId, ctx.log);
  if (!profile) return 'en';
  await ctx.services.workspaces.saveUserProfile(teamId, userId, {
    tz: profile.tz,
    locale: profile.locale ?? 'en',
  });
  return languageOfLocale(profile.locale);
};

interface Who {
  actor: Actor;
  booking: BookingAbility;
}

/** The shelved homescreen for the actor's location, or a prompt to set one. */
export const nearMe = async (
  ctx: SlackContext,
  who: Who,
  teamId: string,
  userId: string,
  client: WebClient | null = null,
): Promise<{ text: string; blocks?: unknown[] }> => {
  const where = await locate(ctx, who.actor, teamId, userId);
  if (!where) return askLocationMessage();
  const lang = await userLanguage(ctx, teamId, userId, client);
  const shelves = await ctx.services.discovery.homescreen(who.actor, {
    h3Cell: where.h3Cell,
    limit: 20,
    usualPlans: HOMESCREEN_PLANS.filter((p) => who.actor.user?.usualPlans.includes(p)),
    shelved: true,
    bookingFilter: 'all',
    language: lang,
  });
  return shelfBlocks(shelves, { locationLabel: where.label, ability: who.booking, lang });
};

/** Whether each activity can be booked through Jaunt (search results do not say). */
const bookableCheck = async (
  ctx: SlackContext,
  actor: Actor,
  activityIds: string[],
): Promise<(activityId: string) => boolean> => {
  const bookable = new Set<string>();
  for (const id of activityIds) {
    try {
      if ((await ctx.services.catalogue.detail(actor, id, ['en'])).is_bookable) bookable.add(id);
    } catch {
      // Unknown or gone: not bookable.
    }
  }
  return (activityId) => bookable.has(activityId);
};

export const runSearch = async (
  ctx: SlackContext,
  who: Who,
  teamId: string,
  userId: string,
  prompt: string,
  shown: string[] = [],
  client: WebClient | null = null,
): Promise<{ text: string; blocks?: unknown[] }> => {
  const saved = await ctx.services.workspaces.savedLocation(teamId, userId);
  const lang = await userLanguage(ctx, teamId, userId, client);
  const res = await ctx.services.search.search(who.actor, {
    prompt,
    location: saved?.label ?? null,
    language: lang,
  });
  return searchBlocks(prompt, res, {
    ability: who.booking,
    bookable: await bookableCheck(
      ctx,
      who.actor,
      res.results.flatMap((r) => (r.activity_id ? [r.activity_id] : [])),
    ),
    shown,
    lang,
  });
};

/** Answers privately through the response URL; if that has expired or fails, by DM. */
export const answer = async (
  ctx: SlackContext,
  respond: Reply,
  client: WebClient,
  userId: string,
  msg: { text: string; blocks?: unknown[] },
  opts: { replaceOriginal?: boolean } = {},
): Promise<void> => {
  try {
    await respond({
      response_type: 'ephemeral',
      replace_original: opts.replaceOriginal === true,
      text: msg.text,
      blocks: msg.blocks as never,
    });
  } catch (err) {
    ctx.log.warn({ err }, 'slack respond failed; answering by DM');
    await postDm(client, userId, msg).catch((e: unknown) =>
      ctx.log.error({ err: e }, 'slack DM fallback failed'),
    );
  }
};
