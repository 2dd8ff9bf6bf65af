import { AppError } from '../errors.js';
import type { ServiceUser } from '../store/users.js';

export type CredentialKind = 'negotiated' | 'self-serve';

/** The authenticated caller: which credential, and which end user it acts for. */
export interface Credential {
  id: string;
  /** `agent`: an HTTP-signature agent (services/agents.ts); its id is the agent's. */
  kind: CredentialKind | 'agent';
  name: string;
  environment: 'production' | 'staging';
  canChargeStoredCard: boolean;
  webhookSecret: string;
  /** Self-serve keys: their one user; agents: the bound user, or their own anonymous trial user. */
  userId: string | null;
}

export interface Actor {
  credential: Credential;
  /** The resolved end user: the self-serve key's user, or the negotiated key's external user. */
  user: ServiceUser | null;
  externalUserId: string | null;
}

/** Users and bookings operations are for negotiated keys only (spec 5.2). */
export const requireNegotiated = (actor: Actor, operation: string): void => {
  if (actor.credential.kind !== 'negotiated')
    throw new AppError('forbidden', `${operation} is available only to negotiated API keys`);
};

export type { ServiceUser };
