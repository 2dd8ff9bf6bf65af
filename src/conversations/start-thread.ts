/** assistant_thread_started: the thread is kept from its first event, with the channel in context. */
import type { Clock } from '../platform/time.js';
import type { ThreadStore } from './store.js';
import type { ThreadKey, ThreadState } from './types.js';

export const startThread =
  (threads: ThreadStore, clock: Clock) =>
  async (key: ThreadKey, userId: string, contextChannelId: string | null): Promise<ThreadState | null> => {
    await threads.touch(key, userId, contextChannelId, clock().toISOString());
    return threads.get(key);
  };
