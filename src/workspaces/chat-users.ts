/**
 * The chat user acting through a workspace's bound key: a negotiated key acts for the external user
 * `slack:<team>:<user>`, provisioned on first use from the profile the chat platform reports; a
 * self-serve key acts as its own user. Platform-agnostic: the adapter passes a profile loader.
 */

import type { Actor, Credential, UsersService } from '../access/index.js';
import { AppError } from '../platform/errors.js';
import type { WorkspacesService } from './bindings.js';

export interface ChatProfile {
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  email: string | null;
  tz: string | null;
  /** e.g. "fr-FR"; null when the platform does not say. */
  locale: string | null;
}

export type ChatActor =
  | { bound: false }
  | { bound: true; actor: Actor; teamName: string | null; credentialKind: Credential['kind'] };

export const externalUserIdFor = (teamId: string, userId: string): string => `slack:${teamId}:${userId}`;

export interface ChatUsersDeps {
  workspaces: Pick<WorkspacesService, 'workspace' | 'saveUserProfile'>;
  credentials: { byId(id: string): Promise<Credential | null> };
  actors: { resolve(credential: Credential, externalUserId: string | null): Promise<Actor> };
  users: Pick<UsersService, 'provision'>;
}

export interface ChatUsersService {
  /**
   * The actor for a chat user. `profile` is called only when a negotiated key meets the user for
   * the first time (or `refresh` asks for it), so known users cost no platform call.
   */
  actorFor(
    teamId: string,
    userId: string,
    profile: (() => Promise<ChatProfile | null>) | null,
  ): Promise<ChatActor>;
}

export const createChatUsersService = (deps: ChatUsersDeps): ChatUsersService => {
  const { workspaces, credentials, actors, users } = deps;

  return {
    /**
     * The actor for a chat user. `profile` is called only when a negotiated key meets the user for
     * the first time (or `refresh` asks for it), so known users cost no platform call.
     */
    actorFor: async (
      teamId: string,
      userId: string,
      profile: (() => Promise<ChatProfile | null>) | null,
    ): Promise<ChatActor> => {
      const ws = await workspaces.workspace(teamId);
      if (!ws?.apiKeyId) return { bound: false };
      const credential = await credentials.byId(ws.apiKeyId);
      if (!credential) return { bound: false };
      const base = { bound: true as const, teamName: ws.teamName, credentialKind: credential.kind };
      if (credential.kind === 'self-serve') return { ...base, actor: await actors.resolve(credential, null) };
      const external = externalUserIdFor(teamId, userId);
      try {
        return { ...base, actor: await actors.resolve(credential, external) };
      } catch (e) {
        if (!(e instanceof AppError) || e.code !== 'external_user_unknown') throw e;
      }
      const p = profile ? await profile() : null;
      const request = {
        external_user_id: external,
        first_name: p?.firstName ?? null,
        last_name: p?.lastName ?? null,
        display_name: p?.displayName ?? null,
        // Only a key that buys for real needs the email (suppliers' tickets go to the buyer).
        email: credential.canChargeStoredCard ? (p?.email ?? null) : null,
      };
      const owner = await actors.resolve(credential, null);
      try {
        await users.provision(owner, request);
      } catch (e) {
        // An email that already belongs to someone else must not block using the app.
        if (!(e instanceof AppError) || e.code !== 'conflict') throw e;
        await users.provision(owner, { ...request, email: null });
      }
      if (p) await workspaces.saveUserProfile(teamId, userId, { tz: p.tz, locale: p.locale });
      return { ...base, actor: await actors.resolve(credential, external) };
    },
  };
};
