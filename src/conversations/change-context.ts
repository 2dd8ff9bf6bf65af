/** assistant_thread_context_changed: the channel the person now looks at is where Share posts. */
import type { Clock } from '../platform/time.js';
import type { ThreadStore } from './store.js';
import type { ThreadKey } from './types.js';

export const changeContext =
  (threads: ThreadStore, clock: Clock) =>
  async (key: ThreadKey, userId: string, contextChannelId: string | null): Promise<void> => {
    await threads.touch(key, userId, contextChannelId, clock().toISOString());
  };
