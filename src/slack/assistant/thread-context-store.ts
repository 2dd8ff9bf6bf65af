/**
 * Bolt's thread context store, kept in our database (assistant_thread) instead of the thread's first
 * message: every instance reads the same channel in context, and Share posts there.
 */
import type { AssistantConfig } from '@slack/bolt';
import type { SlackContext } from '../context.js';
import { threadKeyOf } from './thread-key.js';

/** Bolt's store shape (its interface is not exported by name). */
type ThreadContextStore = NonNullable<AssistantConfig['threadContextStore']>;

export const databaseThreadContextStore = (ctx: SlackContext): ThreadContextStore => ({
  get: async ({ payload, body, context }) => {
    const key = threadKeyOf(payload, body, context);
    const t = await ctx.services.conversations.thread(key);
    return t?.contextChannelId ? { channel_id: t.contextChannelId, team_id: key.teamId } : {};
  },
  save: async ({ payload, body, context }) => {
    const key = threadKeyOf(payload, body, context);
    if (!key.userId || !key.threadTs) return;
    await ctx.services.conversations.changeContext(key, key.userId, key.contextChannelId);
  },
});
