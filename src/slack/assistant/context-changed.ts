/** assistant_thread_context_changed: the person moved to another channel; Share posts there now. */
import type { AssistantThreadContextChangedMiddleware } from '@slack/bolt';
import type { SlackContext } from '../context.js';
import { threadKeyOf } from './thread-key.js';

export const contextChanged =
  (ctx: SlackContext): AssistantThreadContextChangedMiddleware =>
  async ({ event, body, context }) => {
    const key = threadKeyOf(event, body, context);
    if (!key.userId) return;
    await ctx.services.conversations.changeContext(key, key.userId, key.contextChannelId);
  };
