/** Agents, their interaction requirements (202 → /aauth/connect → poll) and the mail outbox. */
import type { Selectable } from 'kysely';
import type { Executor, Store } from '../../platform/db/index.js';
import type { AgentInteractionTable, AgentTable } from '../../platform/db/schema.js';

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

type AgentDb = Selectable<AgentTable>;
type InteractionDb = Selectable<AgentInteractionTable>;

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

const changed = (r: { numUpdatedRows: bigint }): boolean => r.numUpdatedRows > 0n;

/** The agent operations that join a caller's transaction run on the executor they are given. */
const agentRows = (db: Executor) => ({
  /** pending → approved | denied | failed, once. */
  decide: async (id: string, status: Exclude<InteractionStatus, 'pending'>, at: string): Promise<boolean> =>
    changed(
      await db
        .updateTable('agent_interaction')
        .set({ status, decided_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst(),
    ),
  bindUser: async (id: string, userId: string, at: string): Promise<void> => {
    await db.updateTable('agent').set({ user_id: userId, bound_at: at }).where('id', '=', id).execute();
  },
});
export type AgentTxRows = ReturnType<typeof agentRows>;

/** A concurrent registration of the same identity won: read its agent instead. */
class IdentityTaken extends Error {}

export const agentStore = (store: Store) => {
  const { db } = store;
  const byIdentity = async (x: Executor, identity: string) =>
    x.selectFrom('agent').selectAll().where('identity', '=', identity).executeTakeFirst();
  const interactionWhere = async <C extends 'state_hash' | 'code' | 'session_hash'>(
    column: C,
    value: C extends 'code' ? string : Buffer,
  ): Promise<InteractionRow | null> => {
    const r = await db
      .selectFrom('agent_interaction')
      .selectAll()
      .where(column, '=', value as never)
      .executeTakeFirst();
    return r ? interactionOf(r) : null;
  };
  return {
    ...agentRows(db),
    findByIdentity: async (identity: string): Promise<AgentRow | null> => {
      const r = await byIdentity(db, identity);
      return r ? agentOf(r) : null;
    },
    findById: async (id: string): Promise<AgentRow | null> => {
      const r = await db.selectFrom('agent').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? agentOf(r) : null;
    },
    /** A new agent with its own anonymous service user for the trial; the existing one on a race. */
    insert: async (a: Omit<AgentRow, 'userId' | 'trialCalls' | 'boundAt'>): Promise<AgentRow> => {
      try {
        return await store.transaction(async (trx) => {
          const existing = await byIdentity(trx, a.identity);
          if (existing) return agentOf(existing);
          await trx
            .insertInto('service_user')
            .values({ id: a.trialUserId, created_at: a.createdAt, updated_at: a.createdAt })
            .execute();
          // Postgres transactions overlap: a registration that commits first makes this one give way.
          const row = await trx
            .insertInto('agent')
            .values({
              id: a.id,
              scheme: a.scheme,
              identity: a.identity,
              issuer: a.issuer,
              subject: a.subject,
              thumbprint: a.thumbprint,
              trial_user_id: a.trialUserId,
              created_at: a.createdAt,
            })
            .onConflict((oc) => oc.column('identity').doNothing())
            .returningAll()
            .executeTakeFirst();
          // Throwing rolls back the trial user this attempt inserted.
          if (!row) throw new IdentityTaken();
          return agentOf(row);
        });
      } catch (e) {
        if (!(e instanceof IdentityTaken)) throw e;
        const winner = await byIdentity(db, a.identity);
        if (!winner) throw new Error(`agent ${a.identity} vanished after a concurrent registration`);
        return agentOf(winner);
      }
    },
    noteKey: async (id: string, thumbprint: string): Promise<void> => {
      await db.updateTable('agent').set({ thumbprint }).where('id', '=', id).execute();
    },
    /** Atomic: two parallel calls cannot both take the last trial call. */
    takeTrialCall: async (id: string, trial: number): Promise<boolean> =>
      changed(
        await db
          .updateTable('agent')
          .set((eb) => ({ trial_calls: eb('trial_calls', '+', 1) }))
          .where('id', '=', id)
          .where('trial_calls', '<', trial)
          .executeTakeFirst(),
      ),
    userIdByEmail: async (emailCanonical: string): Promise<string | null> =>
      (
        await db
          .selectFrom('service_user')
          .select('id')
          .where('email_canonical', '=', emailCanonical)
          .executeTakeFirst()
      )?.id ?? null,

    insertInteraction: async (i: {
      id: string;
      agentId: string;
      stateHash: Buffer;
      code: string;
      createdAt: string;
      expiresAt: string;
    }): Promise<void> => {
      await db
        .insertInto('agent_interaction')
        .values({
          id: i.id,
          agent_id: i.agentId,
          state_hash: i.stateHash,
          code: i.code,
          status: 'pending',
          created_at: i.createdAt,
          expires_at: i.expiresAt,
        })
        .execute();
    },
    interactionByState: (hash: Buffer) => interactionWhere('state_hash', hash),
    interactionByCode: (code: string) => interactionWhere('code', code),
    interactionBySession: (hash: Buffer) => interactionWhere('session_hash', hash),
    /** Single use: only the first confirmation of a pending code claims it. */
    claim: async (id: string, sessionHash: Buffer, at: string): Promise<boolean> =>
      changed(
        await db
          .updateTable('agent_interaction')
          .set({ claimed_at: at, session_hash: sessionHash })
          .where('id', '=', id)
          .where('claimed_at', 'is', null)
          .where('status', '=', 'pending')
          .executeTakeFirst(),
      ),
    setOtp: async (
      id: string,
      o: { email: string; userId: string | null; otpHash: Buffer; expiresAt: string },
    ): Promise<void> => {
      await db
        .updateTable('agent_interaction')
        .set({ email: o.email, user_id: o.userId, otp_hash: o.otpHash, otp_expires_at: o.expiresAt })
        .where('id', '=', id)
        .execute();
    },
    /** Returns the failures so far (counted atomically); the caller ends the interaction at the limit. */
    otpFailed: async (id: string): Promise<number> =>
      (
        await db
          .updateTable('agent_interaction')
          .set((eb) => ({ otp_failures: eb('otp_failures', '+', 1) }))
          .where('id', '=', id)
          .returning('otp_failures')
          .executeTakeFirst()
      )?.otp_failures ?? 0,
    signedIn: async (id: string, at: string): Promise<void> => {
      await db
        .updateTable('agent_interaction')
        .set({ signed_in_at: at, otp_hash: null })
        .where('id', '=', id)
        .execute();
    },
    /** The poll gave its one terminal answer: afterwards the URL is gone. */
    answered: async (id: string, at: string): Promise<boolean> =>
      changed(
        await db
          .updateTable('agent_interaction')
          .set({ answered_at: at })
          .where('id', '=', id)
          .where('answered_at', 'is', null)
          .executeTakeFirst(),
      ),
    /** Runs fn atomically over the operations that take part in a transaction. */
    transaction: <T>(fn: (rows: AgentTxRows) => Promise<T>): Promise<T> =>
      store.transaction((trx) => fn(agentRows(trx))),

    addMail: async (m: { to: string; subject: string; text: string; at: string }): Promise<void> => {
      await db
        .insertInto('mail_outbox')
        .values({ to_address: m.to, subject: m.subject, text: m.text, created_at: m.at })
        .execute();
    },
    recentMail: async (limit: number): Promise<{ to: string; subject: string; text: string; at: string }[]> =>
      (
        await db
          .selectFrom('mail_outbox')
          .select(['to_address', 'subject', 'text', 'created_at'])
          .orderBy('id', 'desc')
          .limit(limit)
          .execute()
      ).map((r) => ({ to: r.to_address, subject: r.subject, text: r.text, at: r.created_at })),
  };
};
export type AgentStore = ReturnType<typeof agentStore>;
