/**
 * The access feature's public face: who calls (API keys, signing agents, the Actor a request acts
 * as), the users they act for, and how much they may call. `createAccess` builds the feature over
 * its own tables; other features, the front doors and main see only what is exported here.
 */
import type { Config } from '../platform/config.js';
import type { Store } from '../platform/db/index.js';
import { AppError } from '../platform/errors.js';
import type { OutboundHttp } from '../platform/http/outbound.js';
import type { Mailer } from '../platform/mailer.js';
import type { Clock } from '../platform/time.js';
import { type Actors, createActors } from './actors.js';
import { createAgentVerifier } from './agents/agent-auth.js';
import { type AgentsService, createAgentsService } from './agents/agents.js';
import { agentStore } from './agents/store.js';
import { type CredentialsService, createCredentialsService } from './credentials/credentials.js';
import { credentialStore } from './credentials/store.js';
import { createLimitsService, type LimitsService } from './limits/limits.js';
import { databaseLimiterBackend, keyLimitsStore, type LimiterBackend } from './limits/store.js';
import { createUsersService, type SeenListener, type UsersService } from './users/accounts.js';
import { userStore } from './users/store.js';

export type { Actor, Credential, ServiceUser } from './actor.js';
export { anonymousActor, requireNegotiated } from './actor.js';
export type { Actors } from './actors.js';
export type { SignedRequest } from './agents/agent-auth.js';
export { SUPPORTED_ALGS, SUPPORTED_SCHEMES } from './agents/agent-auth.js';
export type { Agent, AgentsService, ConnectProblem, ConnectView } from './agents/agents.js';
export { MAX_OTP_FAILURES, POLL_RETRY_AFTER_S } from './agents/agents.js';
export { SignatureProblem, signatureErrorField } from './agents/http-signature.js';
export { keyEnvironmentOf } from './credentials/api-key.js';
export type { CredentialsService } from './credentials/credentials.js';
export type { ChargeOutcome, LimitSubject, LimitsService, PolicyState } from './limits/limits.js';
export { overLimitMessage } from './limits/limits.js';
export type { SharedLimiterBackend } from './limits/shared.js';
export { sharedLimiterBackend } from './limits/shared.js';
export { sourceNetwork } from './limits/source-network.js';
export type { LimiterBackend } from './limits/store.js';
export { databaseLimiterBackend } from './limits/store.js';
export type { SeenListener, UsersService } from './users/accounts.js';

/** What the access feature offers. */
export interface AccessFeature {
  credentials: CredentialsService;
  users: UsersService;
  agents: AgentsService;
  limits: LimitsService;
  actors: Actors;
  /** Outbound mail (agents' sign-in codes): SMTP when main has one, else the outbox table. */
  mailer: Mailer;
}

export interface AccessFeatureDeps {
  store: Store;
  clock: Clock;
  config: Pick<
    Config,
    | 'JAUNT_ENV'
    | 'JAUNT_PUBLIC_URL'
    | 'JAUNT_ALLOW_LOOPBACK_OUTBOUND'
    | 'JAUNT_AGENT_FREE_TRIAL'
    | 'JAUNT_RATE_LIMITS'
    | 'JAUNT_DAILY_QUOTA'
    | 'JAUNT_AGENT_DAILY_QUOTA'
    | 'JAUNT_AGENT_NETWORK_TRIAL'
    | 'JAUNT_AGENT_NETWORK_DAILY_QUOTA'
    | 'JAUNT_AGENT_NEW_PER_NETWORK_HOUR'
    | 'JAUNT_SIGNIN_MAILS_PER_HOUR'
  >;
  /** Agents' issuer metadata and JWKS go through the guarded outbound client. */
  http: OutboundHttp;
  /** Caches of users' SEEN lists (discovery's SEEN sets), told when a list grows. */
  seen: SeenListener;
  /** SMTP (JAUNT_SMTP_URL); without it mail is kept in the outbox table (shown at /dev/mailbox). */
  mailer?: Mailer;
  /** Where limit counters live; memory windows and the daily quota in the database by default. */
  limiterBackend?: LimiterBackend;
}

/** Issuer metadata fetches a source network may cause per minute (issuers not yet in memory). */
export const ISSUER_FETCHES_PER_NETWORK_MIN = 10;

export const createAccess = (deps: AccessFeatureDeps): AccessFeature => {
  const { store, clock, config } = deps;
  const userRows = userStore(store);
  const users = createUsersService({ users: userRows, seen: deps.seen, clock });
  const credentials = createCredentialsService({
    credentials: credentialStore(store),
    users,
    clock,
    environment: config.JAUNT_ENV,
  });
  const agentRows = agentStore(store);
  const mailer: Mailer = deps.mailer ?? {
    send: async (m) => agentRows.addMail({ ...m, at: clock().toISOString() }),
    close: () => undefined,
  };
  const limits = createLimitsService({
    backend: deps.limiterBackend ?? databaseLimiterBackend(store),
    keyLimits: keyLimitsStore(store),
    clock,
    defaults: {
      windows: config.JAUNT_RATE_LIMITS,
      dailyQuota: config.JAUNT_DAILY_QUOTA,
      agentDailyQuota: config.JAUNT_AGENT_DAILY_QUOTA,
      agentNetworkDailyQuota: config.JAUNT_AGENT_NETWORK_DAILY_QUOTA,
    },
  });
  return {
    credentials,
    users,
    mailer,
    actors: createActors({
      credentials,
      users,
      findMapped: (id, external) => userRows.findMapped(id, external),
    }),
    limits,
    agents: createAgentsService({
      agents: agentRows,
      verifier: createAgentVerifier({
        clock,
        http: deps.http,
        allowInsecureIssuers: config.JAUNT_ALLOW_LOOPBACK_OUTBOUND,
        beforeIssuerFetch: async (source) => {
          const wait = await limits.throttle('issuer-fetch', source, ISSUER_FETCHES_PER_NETWORK_MIN, 60);
          if (wait !== null)
            throw new AppError(
              'rate_limited',
              `Too many agent issuers looked up from this network; retry after ${wait} s`,
              {},
              { 'Retry-After': String(wait) },
            );
        },
      }),
      mailer,
      clock,
      publicUrl: config.JAUNT_PUBLIC_URL,
      freeTrial: config.JAUNT_AGENT_FREE_TRIAL,
      limits,
      abuse: {
        networkTrial: config.JAUNT_AGENT_NETWORK_TRIAL,
        newPerNetworkHour: config.JAUNT_AGENT_NEW_PER_NETWORK_HOUR,
        signInMailsPerHour: config.JAUNT_SIGNIN_MAILS_PER_HOUR,
      },
    }),
  };
};
