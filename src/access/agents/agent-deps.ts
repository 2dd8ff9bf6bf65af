/** What the agents use cases work over, and the small helpers they share (hashes, tokens, now). */
import { createHash, randomBytes } from 'node:crypto';
import type { Mailer } from '../../platform/mailer.js';
import type { Clock } from '../../platform/time.js';
import type { LimitsService } from '../limits/limits.js';
import type { AgentVerifier } from './agent-auth.js';
import type { AgentStore, InteractionRow } from './store.js';

export interface AgentsDeps {
  agents: AgentStore;
  verifier: AgentVerifier;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  /** Calls an unbound agent may make before a person has to connect it. */
  freeTrial: number;
  /** Throttles against farming trials and guessing sign-in codes (docs/security.md). */
  limits: Pick<LimitsService, 'throttle' | 'allowance' | 'signInAttempt' | 'signInSucceeded'>;
  abuse: {
    /** Trial calls per UTC day from one source network, all agents together. */
    networkTrial: number;
    /** New agents one source network may register per hour. */
    newPerNetworkHour: number;
    /** Sign-in code mails per address per hour. */
    signInMailsPerHour: number;
  };
}

export const sha256 = (s: string): Buffer => createHash('sha256').update(s).digest();
/** An unguessable token (the poll's state, the browser's session); only its hash is stored. */
export const token = (): string => randomBytes(32).toString('base64url');

export const iso = (deps: Pick<AgentsDeps, 'clock'>): string => deps.clock().toISOString();
export const expired = (deps: Pick<AgentsDeps, 'clock'>, i: InteractionRow): boolean =>
  i.expires_at <= iso(deps);
