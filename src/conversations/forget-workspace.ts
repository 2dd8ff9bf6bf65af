/** The app was uninstalled (or its token revoked): the workspace's assistant threads go with it. */
import type { ThreadStore } from './store.js';

export const forgetWorkspace =
  (threads: ThreadStore) =>
  async (teamId: string): Promise<number> =>
    threads.removeTeam(teamId);
