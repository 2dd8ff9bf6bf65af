/**
 * Who is calling: the credential (a bearer key or a signing agent) and the end user it acts for,
 * as every use case and front door receives it.
 */
import { AppError } from '../platform/errors.js';
import type { ServiceUser } from './users/store.js';

export type CredentialKind = 'negotiated' | 'self-serve';

/** The authenticated caller: which credential, and which end user it acts for. */
export interface Credential {
  id: string;
  /** `agent`: an HTTP-signature agent (access/agents/agents.ts); its id is the agent's. */
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

/**
 * An actor for no end user, through a negotiated credential that stands for no stored key: the
 * service's own calls (search's warm-up) and in-process evaluations.
 */
export const anonymousActor = (credentialId: string): Actor => ({
  credential: {
    id: credentialId,
    kind: 'negotiated',
    name: credentialId,
    environment: 'production',
    canChargeStoredCard: false,
    webhookSecret: '',
    userId: null,
  },
  user: null,
  externalUserId: null,
});

/** Users and bookings operations are for negotiated keys only (spec 5.2). */
export const requireNegotiated = (actor: Actor, operation: string): void => {
  if (actor.credential.kind !== 'negotiated')
    throw new AppError('forbidden', `${operation} is available only to negotiated API keys`);
};

export type { ServiceUser };
