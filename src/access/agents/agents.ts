/**
 * Agents as the third kind of caller (spec 3.2, 5.3, 5.4): who they are, their free trial as their
 * own anonymous user, the interaction requirement (202) when a person has to connect them, the poll,
 * and the person's side on /aauth/connect (confirm code, emailed sign-in code, approve or deny).
 */
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { canonicalEmail } from '../../contract/contact.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import type { Clock } from '../../platform/time.js';
import type { Credential } from '../actor.js';
import { newId } from '../credentials/api-key.js';
import type { AgentVerifier, SignedRequest, VerifiedAgent } from './agent-auth.js';
import { displayInteractionCode, newInteractionCode, normaliseInteractionCode } from './interaction-code.js';
import type { AgentRow, AgentStore, InteractionRow } from './store.js';

/** An agent as the API layer sees it. */
export type Agent = AgentRow;

export const INTERACTION_TTL_S = 600;
export const OTP_TTL_S = 600;
export const MAX_OTP_FAILURES = 5;
/** Seconds an agent waits between polls. */
export const POLL_RETRY_AFTER_S = 5;

const sha256 = (s: string): Buffer => createHash('sha256').update(s).digest();
const token = (): string => randomBytes(32).toString('base64url');

export interface InteractionChallenge {
  code: string;
  url: string;
  location: string;
}

export type PollAnswer =
  | { status: 200; body: { status: 'approved'; agent_id: string } }
  | { status: 202; location: string };

/** What the person sees on the page about the agent that asks. */
export interface ConnectView {
  code: string;
  agentId: string;
  scheme: 'hwk' | 'jwt';
  issuer: string | null;
  subject: string | null;
  thumbprint: string;
  expiresAt: string;
  email: string | null;
  signedIn: boolean;
  status: InteractionRow['status'];
  otpFailures: number;
}

export type ConnectProblem = 'unknown' | 'expired' | 'used' | 'finished';

export const createAgentsService = (deps: {
  agents: AgentStore;
  verifier: AgentVerifier;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  freeTrial: number;
}) => {
  const { agents, verifier, mailer, clock, publicUrl, freeTrial } = deps;
  const iso = () => clock().toISOString();
  const expired = (i: InteractionRow) => i.expiresAt <= iso();

  const credentialOf = (a: AgentRow): Credential => ({
    id: a.id,
    kind: 'agent',
    name: a.issuer ? `${a.subject} (${a.issuer})` : `hwk agent ${a.thumbprint.slice(0, 12)}`,
    environment: 'production',
    canChargeStoredCard: false,
    webhookSecret: '',
    userId: a.userId ?? a.trialUserId,
  });

  const resolve = async (v: VerifiedAgent): Promise<AgentRow> => {
    const found = await agents.findByIdentity(v.identity);
    if (found) {
      // jwt agents rotate keys under a stable (iss, sub): remember the latest one.
      if (found.thumbprint !== v.thumbprint) await agents.noteKey(found.id, v.thumbprint);
      return found;
    }
    return agents.insert({
      id: newId('agt'),
      scheme: v.scheme,
      identity: v.identity,
      issuer: v.issuer,
      subject: v.subject,
      thumbprint: v.thumbprint,
      trialUserId: randomUUID(),
      createdAt: iso(),
    });
  };

  const challenge = async (agent: AgentRow): Promise<InteractionChallenge> => {
    const state = token();
    const code = newInteractionCode();
    const now = clock();
    await agents.insertInteraction({
      id: newId('aai'),
      agentId: agent.id,
      stateHash: sha256(state),
      code,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + INTERACTION_TTL_S * 1000).toISOString(),
    });
    return {
      code: displayInteractionCode(code),
      url: `${publicUrl}/aauth/connect`,
      location: `${publicUrl}/partner/v1/aauth/interaction?state=${state}`,
    };
  };

  const viewOf = async (i: InteractionRow): Promise<ConnectView> => {
    const agent = await agents.findById(i.agentId);
    if (!agent) throw new Error(`interaction ${i.id} has no agent`);
    return {
      code: displayInteractionCode(i.code),
      agentId: agent.id,
      scheme: agent.scheme,
      issuer: agent.issuer,
      subject: agent.subject,
      thumbprint: agent.thumbprint,
      expiresAt: i.expiresAt,
      email: i.email,
      signedIn: i.signedInAt !== null,
      status: i.status,
      otpFailures: i.otpFailures,
    };
  };

  const bySession = async (session: string | undefined): Promise<InteractionRow | null> =>
    session ? agents.interactionBySession(sha256(session)) : null;

  const liveSession = async (session: string | undefined): Promise<InteractionRow> => {
    const i = await bySession(session);
    if (!i)
      throw new AppError('forbidden', 'This sign-in session is unknown; open the link from your agent again');
    if (i.status !== 'pending') throw new AppError('conflict', 'This request has already been answered');
    if (expired(i)) throw new AppError('conflict', 'This request has expired; ask your agent to start again');
    return i;
  };

  return {
    publicUrl,
    /** Verifies the signature and finds (or registers) the agent. */
    authenticate: async (req: SignedRequest): Promise<{ agent: AgentRow; credential: Credential }> => {
      const agent = await resolve(await verifier.verify(req));
      return { agent, credential: credentialOf(agent) };
    },
    /**
     * Spec 3.2: a bound agent goes ahead; an unbound one spends its trial, then needs a person (202).
     * The key check (GET /auth) never needs interaction and costs no trial call.
     */
    admit: async (agent: AgentRow, opts: { keyCheck: boolean }): Promise<InteractionChallenge | null> => {
      if (agent.userId !== null || opts.keyCheck) return null;
      if (await agents.takeTrialCall(agent.id, freeTrial)) return null;
      return challenge(agent);
    },
    /** GET /partner/v1/aauth/interaction (spec 4.11); throws the terminal answers. */
    poll: async (agent: AgentRow, state: string): Promise<PollAnswer> => {
      const i = await agents.interactionByState(sha256(state));
      if (!i || i.answeredAt !== null)
        throw new AppError(
          'interaction_gone',
          'This interaction is over; start again with the original request',
        );
      if (i.agentId !== agent.id)
        throw new AppError('forbidden', 'This interaction belongs to another agent');
      if (i.status === 'pending' && !expired(i))
        return { status: 202, location: `${publicUrl}/partner/v1/aauth/interaction?state=${state}` };
      await agents.answered(i.id, iso());
      if (i.status === 'approved') return { status: 200, body: { status: 'approved', agent_id: agent.id } };
      if (i.status === 'denied')
        throw new AppError('interaction_denied', 'denied', {
          detail: 'The person declined to connect this agent',
        });
      if (i.status === 'failed')
        throw new AppError('interaction_gone', 'invalid_code', { detail: 'Too many wrong sign-in codes' });
      throw new AppError('interaction_expired', 'expired', { detail: 'Nobody answered in time' });
    },

    /** The page: the interaction behind a typed or linked code, if it can still be confirmed. */
    open: async (input: string): Promise<ConnectView | ConnectProblem> => {
      const code = normaliseInteractionCode(input);
      const i = code ? await agents.interactionByCode(code) : null;
      if (!i) return 'unknown';
      if (i.status !== 'pending') return 'finished';
      if (expired(i)) return 'expired';
      if (i.claimedAt !== null) return 'used';
      return viewOf(i);
    },
    /**
     * The person confirmed the code and gave their email: the code is used up (single use), the
     * browser gets a session, and a sign-in code goes to the email when it belongs to a Jaunt user.
     */
    start: async (input: string, email: string): Promise<{ session: string } | ConnectProblem> => {
      const code = normaliseInteractionCode(input);
      const i = code ? await agents.interactionByCode(code) : null;
      if (!i) return 'unknown';
      if (i.status !== 'pending') return 'finished';
      if (expired(i)) return 'expired';
      const session = token();
      if (!(await agents.claim(i.id, sha256(session), iso()))) return 'used';
      const canonical = canonicalEmail(email);
      const userId = canonical ? await agents.userIdByEmail(canonical) : null;
      const otp = String(randomInt(1_000_000)).padStart(6, '0');
      await agents.setOtp(i.id, {
        email: email.trim(),
        userId,
        otpHash: sha256(`${i.id}:${otp}`),
        expiresAt: new Date(clock().getTime() + OTP_TTL_S * 1000).toISOString(),
      });
      // Unknown addresses get no mail, and the page does not say so (no account probing).
      if (userId)
        await mailer.send({
          to: email.trim(),
          subject: `Your Jaunt sign-in code: ${otp}`,
          text: [
            `Your Jaunt sign-in code is ${otp}`,
            '',
            `An agent asked to act for you on Jaunt (request ${displayInteractionCode(i.code)}).`,
            `Enter the code on the page you opened. It expires in ${OTP_TTL_S / 60} minutes.`,
            'If you did not ask for this, ignore this message: nothing happens without the code.',
          ].join('\n'),
        });
      return { session };
    },
    view: async (session: string | undefined): Promise<ConnectView | null> => {
      const i = await bySession(session);
      return i ? viewOf(i) : null;
    },
    /** Checks the emailed code; the fifth wrong one ends the request for good. */
    verifyOtp: async (
      session: string | undefined,
      otp: string,
    ): Promise<'ok' | 'wrong' | 'locked' | 'expired'> => {
      const i = await liveSession(session);
      if (i.signedInAt) return 'ok';
      if (!i.otpHash || !i.otpExpiresAt || i.otpExpiresAt <= iso()) return 'expired';
      const given = sha256(`${i.id}:${otp.trim()}`);
      if (i.userId !== null && timingSafeEqual(given, i.otpHash)) {
        await agents.signedIn(i.id, iso());
        return 'ok';
      }
      if ((await agents.otpFailed(i.id)) >= MAX_OTP_FAILURES) {
        await agents.decide(i.id, 'failed', iso());
        return 'locked';
      }
      return 'wrong';
    },
    /** Approval binds the agent to the signed-in user: from then on it acts as them. */
    decide: async (session: string | undefined, approve: boolean): Promise<'approved' | 'denied'> => {
      const i = await liveSession(session);
      if (!i.signedInAt || !i.userId) throw new AppError('forbidden', 'Sign in with the emailed code first');
      const userId = i.userId;
      return agents.transaction(async (rows) => {
        if (!(await rows.decide(i.id, approve ? 'approved' : 'denied', iso())))
          throw new AppError('conflict', 'This request has already been answered');
        if (approve) await rows.bindUser(i.agentId, userId, iso());
        return approve ? 'approved' : 'denied';
      });
    },
    mailbox: (limit = 50) => agents.recentMail(limit),
  };
};
export type AgentsService = ReturnType<typeof createAgentsService>;
