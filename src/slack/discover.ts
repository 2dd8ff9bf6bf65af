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
 * client is given, users.info is asked once and the answer kept (time zone and locale). Never
 * fails: a language is only how to say something, so a store that cannot answer means English.
 */
export const userLanguage = async (
  ctx: SlackContext,
  teamId: string,
  userId: string,
  client: WebClient | null = null,
): Promise<string> => {
  try {
    const known = await ctx.services.workspaces.userLocale(teamId, userId);
    if (known !== null || !client) return languageOfLocale(known);
    const profile = await slackProfile(client, userId, ctx.log);
    if (!profile) return 'en';
    await ctx.services.workspaces.saveUserProfile(teamId, userId, {
      tz: profile.tz,
      locale: profile.locale ?? 'en',
    });
    return languageOfLocale(profile.locale);
  } catch (err) {
    ctx.log.warn({ err, team: teamId }, 'slack user language unknown: English');
    return 'en';
  }
};

export interface Who {
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
  const truthful = await withTruthfulBooking(
    ctx,
    who,
    shelves.shelves.flatMap((sh) => sh.activities),
  );
  const byId = new Map(truthful.map((a) => [a.activity_id, a]));
  return shelfBlocks(
    {
      ...shelves,
      shelves: shelves.shelves.map((sh) => ({
        ...sh,
        activities: sh.activities.map((a) => byId.get(a.activity_id) ?? a),
      })),
    },
    {
      locationLabel: where.label,
      ability: who.booking,
      lang,
      now: ctx.clock(),
      readerTz: await ctx.services.workspaces.userTz(teamId, userId),
    },
  );
};

/**
 * Whether Book may be offered for each activity, true of what will happen: a test workspace
 * rehearses what the catalogue marks bookable; a live workspace buys for real, so only what a
 * connected supplier sells (a purchase that would fail is never offered); a key that cannot book,
 * nothing. `isBookable` null: look it up (search results do not say).
 */
export const bookableCheck = async (
  ctx: SlackContext,
  who: Who,
  candidates: readonly { activityId: string; isBookable: boolean | null }[],
): Promise<(activityId: string) => boolean> => {
  const bookable = new Set<string>();
  if (who.booking === 'none') return () => false;
  for (const c of candidates) {
    if (bookable.has(c.activityId)) continue;
    let listed = c.isBookable;
    if (listed === null) {
      try {
        listed = (await ctx.services.catalogue.detail(who.actor, c.activityId, ['en'])).is_bookable;
      } catch {
        listed = false; // Unknown or gone: not bookable.
      }
    }
    if (listed && (who.booking !== 'live' || (await ctx.services.sellsLive(c.activityId))))
      bookable.add(c.activityId);
  }
  return (activityId) => bookable.has(activityId);
};

/** The same activities with `is_bookable` made true of what Book will do for this workspace. */
export const withTruthfulBooking = async <A extends { activity_id: string; is_bookable: boolean }>(
  ctx: SlackContext,
  who: Who,
  activities: readonly A[],
): Promise<A[]> => {
  const ok = await bookableCheck(
    ctx,
    who,
    activities.map((a) => ({ activityId: a.activity_id, isBookable: a.is_bookable })),
  );
  return activities.map((a) => ({ ...a, is_bookable: ok(a.activity_id) }));
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
      who,
      res.results.flatMap((r) => (r.activity_id ? [{ activityId: r.activity_id, isBookable: null }] : [])),
    ),
    shown,
    lang,
    now: ctx.clock(),
    readerTz: await ctx.services.workspaces.userTz(teamId, userId),
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
