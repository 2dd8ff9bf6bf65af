/** The cards an answer showed, in order, kept for the next turn ("the second one", "not that one"). */
import type { Clock } from '../platform/time.js';
import type { ThreadStore } from './store.js';
import type { ShownCard, ThreadKey } from './types.js';

export const recordAnswer =
  (threads: ThreadStore, clock: Clock) =>
  async (key: ThreadKey, cards: readonly ShownCard[]): Promise<void> => {
    const t = await threads.get(key);
    if (!t) return;
    await threads.save({ ...t, shown: [...cards] }, clock().toISOString());
  };
