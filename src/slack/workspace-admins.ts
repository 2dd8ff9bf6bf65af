/**
 * Who may connect Jaunt: the workspace's admins and owners, read from `users.list` (`users:read`),
 * page by page; bots, apps and deactivated accounts are skipped. Owners come first, and at most
 * `MAX_ADMINS_TOLD` are returned, so a large workspace's admins are not all messaged at once.
 */
import type { WebClient } from '@slack/web-api';

export const MAX_ADMINS_TOLD = 10;
/** Pages read at most (200 people each): a very large workspace stops here. */
const MAX_PAGES = 50;

interface ListedUser {
  id?: string;
  deleted?: boolean;
  is_bot?: boolean;
  is_app_user?: boolean;
  is_admin?: boolean;
  is_owner?: boolean;
  is_primary_owner?: boolean;
}

export const workspaceAdmins = async (client: WebClient, teamId?: string): Promise<string[]> => {
  const owners: string[] = [];
  const admins: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const r = await client.users.list({
      limit: 200,
      ...(cursor ? { cursor } : {}),
      ...(teamId ? { team_id: teamId } : {}),
    });
    for (const u of (r.members ?? []) as ListedUser[]) {
      if (!u.id || u.deleted || u.is_bot || u.is_app_user || u.id === 'USLACKBOT') continue;
      if (u.is_owner || u.is_primary_owner) owners.push(u.id);
      else if (u.is_admin) admins.push(u.id);
    }
    cursor = r.response_metadata?.next_cursor || undefined;
    if (!cursor) break;
  }
  return [...owners, ...admins].slice(0, MAX_ADMINS_TOLD);
};
