/** Which assistant thread an event belongs to: its workspace, the DM with Jaunt and the thread's ts. */
import type { ThreadKey } from '../../conversations/index.js';

interface ThreadEvent {
  assistant_thread?: {
    channel_id?: string;
    thread_ts?: string;
    user_id?: string;
    context?: { channel_id?: string };
  };
  channel?: string;
  thread_ts?: string;
}

/** A thread's key, who is in it and the channel they look at, as an event says. */
export interface ThreadRef extends ThreadKey {
  userId: string | null;
  contextChannelId: string | null;
}

export const threadKeyOf = (event: unknown, body: unknown, context: { teamId?: string }): ThreadRef => {
  const e = event as ThreadEvent & { user?: string };
  const t = e.assistant_thread;
  return {
    teamId: (body as { team_id?: string }).team_id ?? context.teamId ?? '',
    channelId: t?.channel_id ?? e.channel ?? '',
    threadTs: t?.thread_ts ?? e.thread_ts ?? '',
    userId: t?.user_id ?? e.user ?? null,
    // An empty context (the panel opened from no channel) names none.
    contextChannelId: t?.context?.channel_id || null,
  };
};
