/**
 * Agents as the third kind of caller (spec 3.2, 5.3, 5.4): who they are, their free trial as their
 * own anonymous user, the interaction requirement (202) when a person has to connect them, and the
 * poll. The person's side on /aauth/connect is in connect.ts; `createAgentsService` only assembles.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/errors.js';
import type { Credential } from '../actor.js';
import { newId } from '../credentials/api-key.js';
import type { SignedRequest, VerifiedAgent } from './agent-auth.js';
import { type AgentsDeps, expired, iso, sha256, token } from './agent-deps.js';
import {
  type ConnectProblem,
  type ConnectView,
  decideConnect,
  openConnect,
  startConnect,
  verifyConnectOtp,
  viewConnect,
} from './connect.js';
import { displayInteractionCode, newInteractionCode } from './interaction-code.js';
import type { AgentRow, OutboxMail } from './store.js';

export type { AgentsDeps } from './agent-deps.js';
export type { ConnectProblem, ConnectView } from './connect.js';
export { MAX_OTP_FAILURES, OTP_TTL_S } from './connect.js';

/** An agent as the API layer sees it. */
export type Agent = AgentRow;

export const INTERACTION_TTL_S = 600;
/** Seconds an agent waits between polls. */
export const POLL_RETRY_AFTER_S = 5;

export interface InteractionChallenge {
  code: string;
  url: string;
  location: string;
}

export type PollAnswer =
  | { status: 200; body: { status: 'approved'; agent_id: string } }
  | { status: 202; location: string };

export interface AgentsService {
  publicUrl: string;
  /** Verifies the signature and finds (or registers) the agent. */
  authenticate(req: SignedRequest): Promise<{ agent: AgentRow; credential: Credential }>;
  /**
   * Spec 3.2: a bound agent goes ahead; an unbound one spends its trial, then needs a person (202).
   * The key check (GET /auth) never needs interaction and costs no trial call.
   */
  admit(agent: AgentRow, opts: { keyCheck: boolean; source?: string }): Promise<InteractionChallenge | null>;
  /** GET /partner/v1/aauth/interaction (spec 4.11); throws the terminal answers. */
  poll(agent: AgentRow, state: string): Promise<PollAnswer>;
  /** The page: the interaction behind a typed or linked code, if it can still be confirmed. */
  open(input: string): Promise<ConnectView | ConnectProblem>;
  /** The person confirmed the code and gave their email (see startConnect). */
  start(input: string, email: string): Promise<{ session: string } | ConnectProblem>;
  view(session: string | undefined): Promise<ConnectView | null>;
  /** Checks the emailed code; the fifth wrong one ends the request for good. */
  verifyOtp(
    session: string | undefined,
    otp: string,
    source: string,
  ): Promise<'ok' | 'wrong' | 'locked' | 'expired'>;
  /** Approval binds the agent to the signed-in user: from then on it acts as them. */
  decide(session: string | undefined, approve: boolean): Promise<'approved' | 'denied'>;
  /** Development mail kept without SMTP, newest first. */
  mailbox(limit?: number): Promise<OutboxMail[]>;
}

const credentialOf = (a: AgentRow): Credential => ({
  id: a.id,
  kind: 'agent',
  name: a.issuer ? `${a.subject} (${a.issuer})` : `hwk agent ${a.thumbprint.slice(0, 12)}`,
  environment: 'production',
  canChargeStoredCard: false,
  webhookSecret: '',
  userId: a.user_id ?? a.trial_user_id,
});

/** The agent of a verified signature, registered on its first call (a few per source network an hour). */
const resolveAgent = async (
  deps: AgentsDeps,
  v: VerifiedAgent,
  source: string | undefined,
): Promise<AgentRow> => {
  const found = await deps.agents.findByIdentity(v.identity);
  if (found) {
    // jwt agents rotate keys under a stable (iss, sub): remember the latest one.
    if (found.thumbprint !== v.thumbprint) await deps.agents.noteKey(found.id, v.thumbprint);
    return found;
  }
  const wait = await deps.limits.throttle(
    'agent-new',
    source ?? 'unknown',
    deps.abuse.newPerNetworkHour,
    3600,
  );
  if (wait !== null)
    throw new AppError(
      'rate_limited',
      `Too many new agents from this network; retry after ${wait} s`,
      {},
      { 'Retry-After': String(wait) },
    );
  return deps.agents.insert({
    id: newId('agt'),
    scheme: v.scheme,
    identity: v.identity,
    issuer: v.issuer,
    subject: v.subject,
    thumbprint: v.thumbprint,
    trial_user_id: randomUUID(),
    created_at: iso(deps),
  });
};

/** A new interaction requirement: the code to show the person and where to poll. */
const challenge = async (deps: AgentsDeps, agent: AgentRow): Promise<InteractionChallenge> => {
  const state = token();
  const code = newInteractionCode();
  const now = deps.clock();
  await deps.agents.insertInteraction({
    id: newId('aai'),
    agent_id: agent.id,
    state_hash: sha256(state),
    code,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + INTERACTION_TTL_S * 1000).toISOString(),
  });
  return {
    code: displayInteractionCode(code),
    url: `${deps.publicUrl}/aauth/connect`,
    location: `${deps.publicUrl}/partner/v1/aauth/interaction?state=${state}`,
  };
};

export const authenticateAgent = async (
  deps: AgentsDeps,
  req: SignedRequest,
): Promise<{ agent: AgentRow; credential: Credential }> => {
  const agent = await resolveAgent(deps, await deps.verifier.verify(req), req.source);
  return { agent, credential: credentialOf(agent) };
};

export const admitAgent = async (
  deps: AgentsDeps,
  agent: AgentRow,
  opts: { keyCheck: boolean; source?: string },
): Promise<InteractionChallenge | null> => {
  if (agent.user_id !== null || opts.keyCheck) return null;
  // The trial is the agent's own and its network's for the day: fresh keys do not buy more.
  if (
    (await deps.agents.takeTrialCall(agent.id, deps.freeTrial)) &&
    (await deps.limits.allowance('agent-trial', opts.source ?? 'unknown', deps.abuse.networkTrial))
  )
    return null;
  return challenge(deps, agent);
};

export const pollInteraction = async (
  deps: AgentsDeps,
  agent: AgentRow,
  state: string,
): Promise<PollAnswer> => {
  const i = await deps.agents.interactionByState(sha256(state));
  if (!i || i.answered_at !== null)
    throw new AppError('interaction_gone', 'This interaction is over; start again with the original request');
  if (i.agent_id !== agent.id) throw new AppError('forbidden', 'This interaction belongs to another agent');
  if (i.status === 'pending' && !expired(deps, i))
    return { status: 202, location: `${deps.publicUrl}/partner/v1/aauth/interaction?state=${state}` };
  await deps.agents.answered(i.id, iso(deps));
  if (i.status === 'approved') return { status: 200, body: { status: 'approved', agent_id: agent.id } };
  if (i.status === 'denied')
    throw new AppError('interaction_denied', 'denied', {
      detail: 'The person declined to connect this agent',
    });
  if (i.status === 'failed')
    throw new AppError('interaction_gone', 'invalid_code', { detail: 'Too many wrong sign-in codes' });
  throw new AppError('interaction_expired', 'expired', { detail: 'Nobody answered in time' });
};

export const createAgentsService = (deps: AgentsDeps): AgentsService => ({
  publicUrl: deps.publicUrl,
  authenticate: (req) => authenticateAgent(deps, req),
  admit: (agent, opts) => admitAgent(deps, agent, opts),
  poll: (agent, state) => pollInteraction(deps, agent, state),
  open: (input) => openConnect(deps, input),
  start: (input, email) => startConnect(deps, input, email),
  view: (session) => viewConnect(deps, session),
  verifyOtp: (session, otp, source) => verifyConnectOtp(deps, session, otp, source),
  decide: (session, approve) => decideConnect(deps, session, approve),
  mailbox: (limit = 50) => deps.agents.recentMail(limit),
});
