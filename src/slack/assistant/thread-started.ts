/**
 * assistant_thread_started: the thread is kept (with the channel in context), then a greeting and
 * three or four suggested prompts in the person's language, chosen from the homescreen shelves that
 * have something on near their saved location.
 */
import type { AssistantThreadStartedMiddleware } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import { HOMESCREEN_PLANS } from '../../contract/vocabulary.js';
import { locate, type SlackContext, slackActor } from '../context.js';
import { userLanguage } from '../discover.js';
import { fill } from '../i18n.js';
import { assistantWordsFor, type SuggestedPrompt, suggestedPrompts } from './assistant-messages.js';
import { threadKeyOf } from './thread-key.js';

/** The shelves with something on near the person's saved place, or null when Jaunt knows no place. */
const nearbyPrompts = async (
  ctx: SlackContext,
  client: WebClient,
  teamId: string,
  userId: string,
  lang: string,
): Promise<{ prompts: SuggestedPrompt[]; place: string | null }> => {
  const who = await slackActor(ctx, client, teamId, userId);
  if (!who.bound) return { prompts: suggestedPrompts(lang, null), place: null };
  const where = await locate(ctx, who.actor, teamId, userId);
  if (!where) return { prompts: suggestedPrompts(lang, null), place: null };
  const shelves = await ctx.services.discovery.homescreen(who.actor, {
    h3Cell: where.h3Cell,
    limit: 20,
    usualPlans: HOMESCREEN_PLANS.filter((p) => who.actor.user?.usualPlans.includes(p)),
    shelved: true,
    bookingFilter: 'all',
    language: lang,
  });
  const on = shelves.shelves.filter((s) => s.activities.length > 0).map((s) => s.slug);
  return { prompts: suggestedPrompts(lang, on), place: where.label };
};

export const threadStarted =
  (ctx: SlackContext): AssistantThreadStartedMiddleware =>
  async ({ event, body, context, client, say, setSuggestedPrompts }) => {
    const key = threadKeyOf(event, body, context);
    const userId = key.userId ?? '';
    await ctx.services.conversations.startThread(key, userId, key.contextChannelId);
    const lang = await userLanguage(ctx, key.teamId, userId, client);
    const w = assistantWordsFor(lang);
    const near = await nearbyPrompts(ctx, client, key.teamId, userId, lang).catch((err: unknown) => {
      ctx.log.warn({ err }, 'slack assistant: prompts near the person failed');
      return { prompts: suggestedPrompts(lang, null), place: null };
    });
    await say(near.place ? fill(w.greeting, { place: near.place }) : w.greetingNoPlace);
    await setSuggestedPrompts({ prompts: near.prompts, title: w.promptsTitle });
  };
