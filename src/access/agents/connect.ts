/**
 * The person's side of connecting an agent on /aauth/connect (spec 5.4): open the code the agent
 * showed, confirm it with an email (single use; a sign-in code goes to a known address), sign in
 * with the emailed code, then approve (binding the agent to the person) or deny.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { canonicalEmail } from '../../contract/contact.js';
import { type Executor, withTransaction } from '../../platform/db/index.js';
import { AppError } from '../../platform/errors.js';
import { type AgentsDeps, expired, iso, sha256, token } from './agent-deps.js';
import { displayInteractionCode, normaliseInteractionCode } from './interaction-code.js';
import type { InteractionRow } from './store.js';

export const OTP_TTL_S = 600;
export const MAX_OTP_FAILURES = 5;
/** 10^8 codes against the few tries per address the lockout leaves (docs/security.md). */
export const OTP_DIGITS = 8;

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

const viewOf = async (deps: AgentsDeps, i: InteractionRow): Promise<ConnectView> => {
  const agent = await deps.agents.findById(i.agent_id);
  if (!agent) throw new Error(`interaction ${i.id} has no agent`);
  return {
    code: displayInteractionCode(i.code),
    agentId: agent.id,
    scheme: agent.scheme,
    issuer: agent.issuer,
    subject: agent.subject,
    thumbprint: agent.thumbprint,
    expiresAt: i.expires_at,
    email: i.email,
    signedIn: i.signed_in_at !== null,
    status: i.status,
    otpFailures: i.otp_failures,
  };
};

const bySession = async (deps: AgentsDeps, session: string | undefined): Promise<InteractionRow | null> =>
  session ? deps.agents.interactionBySession(sha256(session)) : null;

const liveSession = async (deps: AgentsDeps, session: string | undefined): Promise<InteractionRow> => {
  const i = await bySession(deps, session);
  if (!i)
    throw new AppError('forbidden', 'This sign-in session is unknown; open the link from your agent again');
  if (i.status !== 'pending') throw new AppError('conflict', 'This request has already been answered');
  if (expired(deps, i))
    throw new AppError('conflict', 'This request has expired; ask your agent to start again');
  return i;
};

/** The pending interaction behind a typed or linked code, or why it cannot be confirmed. */
const pendingByCode = async (deps: AgentsDeps, input: string): Promise<InteractionRow | ConnectProblem> => {
  const code = normaliseInteractionCode(input);
  const i = code ? await deps.agents.interactionByCode(code) : null;
  if (!i) return 'unknown';
  if (i.status !== 'pending') return 'finished';
  if (expired(deps, i)) return 'expired';
  return i;
};

/** The page: the interaction behind a typed or linked code, if it can still be confirmed. */
export const openConnect = async (deps: AgentsDeps, input: string): Promise<ConnectView | ConnectProblem> => {
  const i = await pendingByCode(deps, input);
  if (typeof i === 'string') return i;
  if (i.claimed_at !== null) return 'used';
  return viewOf(deps, i);
};

const signInMail = (to: string, otp: string, code: string) => ({
  to,
  subject: `Your Jaunt sign-in code: ${otp}`,
  text: [
    `Your Jaunt sign-in code is ${otp}`,
    '',
    `An agent asked to act for you on Jaunt (request ${displayInteractionCode(code)}).`,
    `Enter the code on the page you opened. It expires in ${OTP_TTL_S / 60} minutes.`,
    'If you did not ask for this, ignore this message: nothing happens without the code.',
  ].join('\n'),
});

const mailAllowed = async (deps: AgentsDeps, address: string): Promise<boolean> =>
  (await deps.limits.throttle('signin-mail', address, deps.abuse.signInMailsPerHour, 3600)) === null;

/**
 * The person confirmed the code and gave their email: the code is used up (single use), the
 * browser gets a session, and a sign-in code goes to the email when it belongs to a Jaunt user.
 */
export const startConnect = async (
  deps: AgentsDeps,
  input: string,
  email: string,
): Promise<{ session: string } | ConnectProblem> => {
  const { agents } = deps;
  const i = await pendingByCode(deps, input);
  if (typeof i === 'string') return i;
  const session = token();
  if (!(await agents.claim(i.id, sha256(session), iso(deps)))) return 'used';
  const canonical = canonicalEmail(email);
  const userId = canonical ? await agents.userIdByEmail(canonical) : null;
  const otp = String(randomInt(10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  await agents.setOtp(i.id, {
    email: email.trim(),
    user_id: userId,
    otp_hash: sha256(`${i.id}:${otp}`),
    otp_expires_at: new Date(deps.clock().getTime() + OTP_TTL_S * 1000).toISOString(),
  });
  // Unknown addresses get no mail, and the page does not say so (no account probing); nor does it
  // say when the address has had its sign-in mails for the hour (the victim is not flooded).
  if (userId && (await mailAllowed(deps, canonical ?? email.trim())))
    await deps.mailer.send(signInMail(email.trim(), otp, i.code));
  return { session };
};

export const viewConnect = async (
  deps: AgentsDeps,
  session: string | undefined,
): Promise<ConnectView | null> => {
  const i = await bySession(deps, session);
  return i ? viewOf(deps, i) : null;
};

/**
 * Checks the emailed code; the fifth wrong one ends the request for good. Every try counts against
 * the address and the source network across all interactions first: over their budget it throws
 * 429 with Retry-After, even for the right code.
 */
export const verifyConnectOtp = async (
  deps: AgentsDeps,
  session: string | undefined,
  otp: string,
  source: string,
): Promise<'ok' | 'wrong' | 'locked' | 'expired'> => {
  const { agents } = deps;
  const i = await liveSession(deps, session);
  if (i.signed_in_at) return 'ok';
  if (!i.otp_hash || !i.otp_expires_at || i.otp_expires_at <= iso(deps)) return 'expired';
  const address = canonicalEmail(i.email ?? '') ?? (i.email ?? '').toLowerCase();
  const wait = await deps.limits.signInAttempt(address, source);
  if (wait !== null)
    throw new AppError(
      'rate_limited',
      `Too many sign-in attempts; try again in ${Math.ceil(wait / 60)} minutes`,
      {},
      { 'Retry-After': String(wait) },
    );
  const given = sha256(`${i.id}:${otp.trim()}`);
  if (i.user_id !== null && timingSafeEqual(given, i.otp_hash)) {
    await deps.limits.signInSucceeded(address);
    await agents.signedIn(i.id, iso(deps));
    return 'ok';
  }
  if ((await agents.otpFailed(i.id)) >= MAX_OTP_FAILURES) {
    await agents.decide(i.id, 'failed', iso(deps));
    return 'locked';
  }
  return 'wrong';
};

/** Approval binds the agent to the signed-in user: from then on it acts as them. */
export const decideConnect = async (
  deps: AgentsDeps,
  session: string | undefined,
  approve: boolean,
  trx?: Executor,
): Promise<'approved' | 'denied'> => {
  const { agents } = deps;
  const i = await liveSession(deps, session);
  if (!i.signed_in_at || !i.user_id) throw new AppError('forbidden', 'Sign in with the emailed code first');
  const userId = i.user_id;
  return withTransaction(agents, trx, async (trx) => {
    if (!(await agents.decide(i.id, approve ? 'approved' : 'denied', iso(deps), trx)))
      throw new AppError('conflict', 'This request has already been answered');
    if (approve) await agents.bindUser(i.agent_id, userId, iso(deps), trx);
    return approve ? 'approved' : 'denied';
  });
};
