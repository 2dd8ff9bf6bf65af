/** A thread started a poll ("let the team vote between the first three"): its result comes back here. */
import type { Clock } from '../platform/time.js';
import type { ThreadStore } from './store.js';
import type { ThreadKey } from './types.js';

export const notePlan =
  (threads: ThreadStore, clock: Clock) =>
  async (key: ThreadKey, planId: string): Promise<void> => {
    await threads.setPlan(key, planId, clock().toISOString());
  };
