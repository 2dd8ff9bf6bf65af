/**
 * Actor resolution: the Actor a credential acts as, for the end user a request names. Self-serve
 * keys and agents act for the one user they carry; a negotiated key acts for an external user it
 * provisioned, as that key's own mapping describes them.
 */
import type { Actor, Credential, ServiceUser } from './actor.js';

export interface Actors {
  /**
   * The Actor for a credential acting for an end user: the self-serve key's own user, or a
   * negotiated key's provisioned external user (404 if never provisioned).
   */
  forCredential(credentialId: string, externalUserId: string | null): Promise<Actor>;
  /** The same, for a credential already at hand. */
  resolve(credential: Credential, externalUserId: string | null): Promise<Actor>;
  /** A key's external user as that key's mapping describes them (names, contact); null if never provisioned. */
  mappedUser(credentialId: string, externalUserId: string): Promise<ServiceUser | null>;
}

export interface ActorsDeps {
  credentials: { byId(id: string): Promise<Credential | null> };
  users: {
    findById(id: string): Promise<ServiceUser | null>;
    resolveExternalUser(credentialId: string, externalUserId: string): Promise<ServiceUser>;
  };
  /** The mapping lookup itself (users' store): no 404 when the user was never provisioned. */
  findMapped(credentialId: string, externalUserId: string): Promise<ServiceUser | null>;
}

const resolve = async (
  deps: ActorsDeps,
  credential: Credential,
  externalUserId: string | null,
): Promise<Actor> => {
  // Self-serve keys and agents act for the one user the credential carries.
  if (credential.kind !== 'negotiated')
    return {
      credential,
      user: credential.userId ? await deps.users.findById(credential.userId) : null,
      externalUserId: null,
    };
  return {
    credential,
    user:
      externalUserId === null ? null : await deps.users.resolveExternalUser(credential.id, externalUserId),
    externalUserId,
  };
};

export const createActors = (deps: ActorsDeps): Actors => ({
  forCredential: async (credentialId, externalUserId) => {
    const credential = await deps.credentials.byId(credentialId);
    if (!credential) throw new Error(`credential ${credentialId} is unknown or disabled`);
    return resolve(deps, credential, externalUserId);
  },
  resolve: (credential, externalUserId) => resolve(deps, credential, externalUserId),
  mappedUser: (credentialId, externalUserId) => deps.findMapped(credentialId, externalUserId),
});
