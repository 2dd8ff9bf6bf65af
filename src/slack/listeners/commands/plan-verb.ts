/**
 * `/activities plan [what] [by …]`: a group poll in the channel. Options come from a search for
 * `what`, or from the shelves near the user (one from each shelf first, for variety); at least 3.
 */
import { PLAN_DEFAULT_MS, PLAN_MAX_OPTIONS } from '../../../workspaces/index.js';
import { pickShelves } from '../../blocks/activities.js';
import { askLocationMessage, cannotPostText } from '../../blocks/workspace-messages.js';
import { ensureMember, noteMembership, platformErrorOf } from '../../channel-membership.js';
import type { PlanDeadline } from '../../command-text.js';
import { deadlineMs } from '../../command-text.js';
import { locate } from '../../context.js';
import { answer, userLanguage } from '../../discover.js';
import { commandWordsFor } from '../../i18n.js';
import { postPlan } from '../../plan-polls.js';
import { ephemeral } from './reply.js';
import type { CommandTurn } from './turn.js';

interface PlanOption {
  activityId: string;
  name: string;
  bookable: boolean;
}

const searched = async ({ ctx, teamId, userId, who }: CommandTurn, prompt: string, language: string) => {
  const saved = await ctx.services.workspaces.savedLocation(teamId, userId);
  const res = await ctx.services.search.search(who.actor, {
    prompt,
    location: saved?.label ?? null,
    language,
  });
  return res.results
    .filter((r): r is typeof r & { activity_id: string } => r.activity_id !== null)
    .map((r) => ({ activityId: r.activity_id, name: r.name, bookable: false }));
};

/** The shelves near the user, one from each first; null when the user has no location yet. */
const nearby = async (
  { ctx, teamId, userId, who }: CommandTurn,
  language: string,
): Promise<PlanOption[] | null> => {
  const where = await locate(ctx, who.actor, teamId, userId);
  if (!where) return null;
  const shelves = await ctx.services.discovery.homescreen(who.actor, {
    h3Cell: where.h3Cell,
    limit: 20,
    usualPlans: [],
    shelved: true,
    bookingFilter: 'all',
    language,
  });
  // One from each shelf first, for variety.
  const picked = pickShelves(shelves, 5, 2);
  const firsts = picked.flatMap((p) => p.cards.slice(0, 1));
  const rest = picked.flatMap((p) => p.cards.slice(1));
  return [...firsts, ...rest].map((a) => ({
    activityId: a.activity_id,
    name: a.name,
    bookable: a.is_bookable,
  }));
};

/** Distinct options, at most PLAN_MAX_OPTIONS, each marked bookable as its detail says. */
const distinctBookable = ({ ctx, who }: CommandTurn, options: PlanOption[], language: string) =>
  Promise.all(
    options
      .filter((o, i) => options.findIndex((x) => x.activityId === o.activityId) === i)
      .slice(0, PLAN_MAX_OPTIONS)
      .map(async (o) => {
        try {
          return {
            ...o,
            bookable: (await ctx.services.catalogue.detail(who.actor, o.activityId, [language])).is_bookable,
          };
        } catch {
          return o;
        }
      }),
  );

export const plan = async (t: CommandTurn, prompt: string, by: PlanDeadline | null): Promise<void> => {
  const { ctx, command, respond, client, teamId, userId } = t;
  const language = await userLanguage(ctx, teamId, userId);
  const words = commandWordsFor(language);
  if (command.channel_id.startsWith('D')) {
    await respond(ephemeral(words.planInDm));
    return;
  }
  // The person asked for a post here: join a public channel; anywhere else say so, and create nothing.
  if (!(await ensureMember(ctx, client, teamId, command.channel_id))) {
    await respond(ephemeral(cannotPostText('the poll')));
    return;
  }
  let options: PlanOption[];
  if (prompt) options = await searched(t, prompt, language);
  else {
    const near = await nearby(t, language);
    if (!near) {
      await answer(ctx, respond, client, userId, askLocationMessage());
      return;
    }
    options = near;
  }
  const unique = await distinctBookable(t, options, language);
  if (unique.length < 3) {
    await respond(ephemeral(words.planTooFew));
    return;
  }
  const tz = (await ctx.services.workspaces.userTz(teamId, userId)) ?? 'UTC';
  try {
    await postPlan(ctx, client, {
      teamId,
      channelId: command.channel_id,
      organiserUserId: userId,
      prompt,
      options: unique,
      durationMs: deadlineMs(by, ctx.clock(), tz, PLAN_DEFAULT_MS),
    });
  } catch (err) {
    // Removed from the channel since we asked (or an install without channels:read): say so plainly.
    if (!['not_in_channel', 'channel_not_found', 'is_archived'].includes(platformErrorOf(err) ?? ''))
      throw err;
    noteMembership(ctx, teamId, command.channel_id, null);
    await respond(ephemeral(cannotPostText('the poll')));
  }
};
