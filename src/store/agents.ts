/** Agents, their interaction requirements (202 → /aauth/connect → poll) and the mail outbox. */
import type { Store } from './db.js';

export interface AgentRow {
  id: string;
  scheme: 'hwk' | 'jwt';
  identity: string;
  issuer: string | null;
  subject: string | null;
  thumbprint: string;
  trialUserId: string;
  userId: string | null;
  trialCalls: number;
  createdAt: string;
  boundAt: string | null;
}

export type InteractionStatus = 'pending' | 'approved' | 'denied' | 'failed';

export interface InteractionRow {
  id: string;
  agentId: string;
  code: string;
  status: InteractionStatus;
  createdAt: string;
  expiresAt: string;
  claimedAt: string | null;
  email: string | null;
  userId: string | null;
  otpHash: Buffer | null;
  otpExpiresAt: string | null;
  otpFailures: number;
  signedInAt: string | null;
  decidedAt: string | null;
  answeredAt: string | null;
}

interface AgentDb {
  id: string;
  scheme: 'hwk' | 'jwt';
  identity: string;
  issuer: string | null;
  subject: string | null;
  thumbprint: string;
  trial_user_id: string;
  user_id: string | null;
  trial_calls: number;
  created_at: string;
  bound_at: string | null;
}

interface InteractionDb {
  id: string;
  agent_id: string;
  code: string;
  status: InteractionStatus;
  created_at: string;
  expires_at: string;
  claimed_at: string | null;
  email: string | null;
  user_id: string | null;
  otp_hash: Buffer | null;
  otp_expires_at: string | null;
  otp_failures: number;
  signed_in_at: string | null;
  decided_at: string | null;
  answered_at: string | null;
}

const agentOf = (r: AgentDb): AgentRow => ({
  id: r.id,
  scheme: r.scheme,
  identity: r.identity,
  issuer: r.issuer,
  subject: r.subject,
  thumbprint: r.thumbprint,
  trialUserId: r.trial_user_id,
  userId: r.user_id,
  trialCalls: r.trial_calls,
  createdAt: r.created_at,
  boundAt: r.bound_at,
});

const interactionOf = (r: InteractionDb): InteractionRow => ({
  id: r.id,
  agentId: r.agent_id,
  code: r.code,
  status: r.status,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  claimedAt: r.claimed_at,
  email: r.email,
  userId: r.user_id,
  otpHash: r.otp_hash,
  otpExpiresAt: r.otp_expires_at,
  otpFailures: r.otp_failures,
  signedInAt: r.signed_in_at,
  decidedAt: r.decided_at,
  answeredAt: r.answered_at,
});

export const agentStore = (store: Store) => {
  const db = store.sqlite;
  const byIdentity = db.prepare<[string], AgentDb>('SELECT * FROM agent WHERE identity = ?');
  const byId = db.prepare<[string], AgentDb>('SELECT * FROM agent WHERE id = ?');
  const insertUser = db.prepare<[string, string, string]>(
    'INSERT INTO service_user (id, created_at, updated_at) VALUES (?, ?, ?)',
  );
  const insertAgent = db.prepare(
    `INSERT INTO agent (id, scheme, identity, issuer, subject, thumbprint, trial_user_id, created_at)
     VALUES (@id, @scheme, @identity, @issuer, @subject, @thumbprint, @trial_user_id, @created_at)`,
  );
  const touchKey = db.prepare<[string, string]>('UPDATE agent SET thumbprint = ? WHERE id = ?');
  // Atomic: two parallel calls cannot both take the last trial call.
  const takeTrial = db.prepare<[string, number]>(
    'UPDATE agent SET trial_calls = trial_calls + 1 WHERE id = ? AND trial_calls < ?',
  );
  const bind = db.prepare<[string, string, string]>(
    'UPDATE agent SET user_id = ?, bound_at = ? WHERE id = ?',
  );
  const interactionByState = db.prepare<[Buffer], InteractionDb>(
    'SELECT * FROM agent_interaction WHERE state_hash = ?',
  );
  const interactionByCode = db.prepare<[string], InteractionDb>(
    'SELECT * FROM agent_interaction WHERE code = ?',
  );
  const interactionBySession = db.prepare<[Buffer], InteractionDb>(
    'SELECT * FROM agent_interaction WHERE session_hash = ?',
  );
  const emailUser = db.prepare<[string], { id: string; email: string | null }>(
    'SELECT id, email FROM service_user WHERE email_canonical = ?',
  );
  return {
    findByIdentity: (identity: string): AgentRow | null => {
      const r = byIdentity.get(identity);
      return r ? agentOf(r) : null;
    },
    findById: (id: string): AgentRow | null => {
      const r = byId.get(id);
      return r ? agentOf(r) : null;
    },
    /** A new agent with its own anonymous service user for the trial; the existing one on a race. */
    insert: (a: Omit<AgentRow, 'userId' | 'trialCalls' | 'boundAt'>): AgentRow =>
      db.transaction(() => {
        const existing = byIdentity.get(a.identity);
        if (existing) return agentOf(existing);
        insertUser.run(a.trialUserId, a.createdAt, a.createdAt);
        insertAgent.run({
          id: a.id,
          scheme: a.scheme,
          identity: a.identity,
          issuer: a.issuer,
          subject: a.subject,
          thumbprint: a.thumbprint,
          trial_user_id: a.trialUserId,
          created_at: a.createdAt,
        });
        const row = byIdentity.get(a.identity);
        if (!row) throw new Error('agent vanished inside its own transaction');
        return agentOf(row);
      })(),
    noteKey: (id: string, thumbprint: string): void => {
      touchKey.run(thumbprint, id);
    },
    takeTrialCall: (id: string, trial: number): boolean => takeTrial.run(id, trial).changes > 0,
    bindUser: (id: string, userId: string, at: string): void => {
      bind.run(userId, at, id);
    },
    userIdByEmail: (emailCanonical: string): string | null => emailUser.get(emailCanonical)?.id ?? null,

    insertInteraction: (i: {
      id: string;
      agentId: string;
      stateHash: Buffer;
      code: string;
      createdAt: string;
      expiresAt: string;
    }): void => {
      db.prepare(
        `INSERT INTO agent_interaction (id, agent_id, state_hash, code, status, created_at, expires_at)
         VALUES (?, ?, ?, ?, 'pending', ?, ?)`,
      ).run(i.id, i.agentId, i.stateHash, i.code, i.createdAt, i.expiresAt);
    },
    interactionByState: (hash: Buffer): InteractionRow | null => {
      const r = interactionByState.get(hash);
      return r ? interactionOf(r) : null;
    },
    interactionByCode: (code: string): InteractionRow | null => {
      const r = interactionByCode.get(code);
      return r ? interactionOf(r) : null;
    },
    interactionBySession: (hash: Buffer): InteractionRow | null => {
      const r = interactionBySession.get(hash);
      return r ? interactionOf(r) : null;
    },
    /** Single use: only the first confirmation of a pending code claims it. */
    claim: (id: string, sessionHash: Buffer, at: string): boolean =>
      db
        .prepare(
          `UPDATE agent_interaction SET claimed_at = ?, session_hash = ?
           WHERE id = ? AND claimed_at IS NULL AND status = 'pending'`,
        )
        .run(at, sessionHash, id).changes > 0,
    setOtp: (
      id: string,
      o: { email: string; userId: string | null; otpHash: Buffer; expiresAt: string },
    ): void => {
      db.prepare(
        'UPDATE agent_interaction SET email = ?, user_id = ?, otp_hash = ?, otp_expires_at = ? WHERE id = ?',
      ).run(o.email, o.userId, o.otpHash, o.expiresAt, id);
    },
    /** Returns the failures so far; the caller ends the interaction at the limit. */
    otpFailed: (id: string): number => {
      db.prepare('UPDATE agent_interaction SET otp_failures = otp_failures + 1 WHERE id = ?').run(id);
      return (
        db
          .prepare<[string], { n: number }>('SELECT otp_failures AS n FROM agent_interaction WHERE id = ?')
          .get(id)?.n ?? 0
      );
    },
    signedIn: (id: string, at: string): void => {
      db.prepare('UPDATE agent_interaction SET signed_in_at = ?, otp_hash = NULL WHERE id = ?').run(at, id);
    },
    /** pending → approved | denied | failed, once. */
    decide: (id: string, status: Exclude<InteractionStatus, 'pending'>, at: string): boolean =>
      db
        .prepare(
          `UPDATE agent_interaction SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'`,
        )
        .run(status, at, id).changes > 0,
    /** The poll gave its one terminal answer: afterwards the URL is gone. */
    answered: (id: string, at: string): boolean =>
      db
        .prepare('UPDATE agent_interaction SET answered_at = ? WHERE id = ? AND answered_at IS NULL')
        .run(at, id).changes > 0,
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),

    addMail: (m: { to: string; subject: string; text: string; at: string }): void => {
      db.prepare('INSERT INTO mail_outbox (to_address, subject, text, created_at) VALUES (?, ?, ?, ?)').run(
        m.to,
        m.subject,
        m.text,
        m.at,
      );
    },
    recentMail: (limit: number): { to: string; subject: string; text: string; at: string }[] =>
      db
        .prepare<[number], { to_address: string; subject: string; text: string; created_at: string }>(
          'SELECT to_address, subject, text, created_at FROM mail_outbox ORDER BY id DESC LIMIT ?',
        )
        .all(limit)
        .map((r) => ({ to: r.to_address, subject: r.subject, text: r.text, at: r.created_at })),
  };
};
export type AgentStore = ReturnType<typeof agentStore>;
