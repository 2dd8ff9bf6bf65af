/**
 * Agents, their interaction requirements (202 → /aauth/connect → poll) and the mail outbox. Rows
 * are the tables' own (`Selectable`); every function runs on `trx` when given (joining the caller's
 * transaction), else on the root handle, and `transaction` opens one for `withTransaction`.
 */
import type { Selectable } from 'kysely';
import { type Executor, type Store, withTransaction } from '../../platform/db/index.js';
import type { DB } from '../../platform/db/schema.js';

export type AgentRow = Selectable<DB['agent']>;
export type InteractionRow = Selectable<DB['agent_interaction']>;
export type InteractionStatus = InteractionRow['status'];

/** What registration stores; the binding and the trial count start empty. */
export type NewAgent = Omit<AgentRow, 'user_id' | 'trial_calls' | 'bound_at'>;
export type NewInteraction = Pick<
  InteractionRow,
  'id' | 'agent_id' | 'state_hash' | 'code' | 'created_at' | 'expires_at'
>;
/** The emailed sign-in code of a claimed interaction. */
export interface InteractionOtp {
  email: string;
  user_id: string | null;
  otp_hash: Buffer;
  otp_expires_at: string;
}

/** Development mail kept without SMTP (/dev/mailbox). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  at: string;
}

export interface AgentStore extends Pick<Store, 'transaction'> {
  findByIdentity(identity: string, trx?: Executor): Promise<AgentRow | null>;
  findById(id: string, trx?: Executor): Promise<AgentRow | null>;
  /** A new agent with its own anonymous service user for the trial; the existing one on a race. */
  insert(a: NewAgent, trx?: Executor): Promise<AgentRow>;
  noteKey(id: string, thumbprint: string, trx?: Executor): Promise<void>;
  /** Atomic: two parallel calls cannot both take the last trial call. */
  takeTrialCall(id: string, trial: number, trx?: Executor): Promise<boolean>;
  bindUser(id: string, userId: string, at: string, trx?: Executor): Promise<void>;
  userIdByEmail(emailCanonical: string, trx?: Executor): Promise<string | null>;

  insertInteraction(i: NewInteraction, trx?: Executor): Promise<void>;
  interactionByState(hash: Buffer, trx?: Executor): Promise<InteractionRow | null>;
  interactionByCode(code: string, trx?: Executor): Promise<InteractionRow | null>;
  interactionBySession(hash: Buffer, trx?: Executor): Promise<InteractionRow | null>;
  /** Single use: only the first confirmation of a pending code claims it. */
  claim(id: string, sessionHash: Buffer, at: string, trx?: Executor): Promise<boolean>;
  setOtp(id: string, o: InteractionOtp, trx?: Executor): Promise<void>;
  /** Returns the failures so far (counted atomically); the caller ends the interaction at the limit. */
  otpFailed(id: string, trx?: Executor): Promise<number>;
  signedIn(id: string, at: string, trx?: Executor): Promise<void>;
  /** pending → approved | denied | failed, once. */
  decide(
    id: string,
    status: Exclude<InteractionStatus, 'pending'>,
    at: string,
    trx?: Executor,
  ): Promise<boolean>;
  /** The poll gave its one terminal answer: afterwards the URL is gone. */
  answered(id: string, at: string, trx?: Executor): Promise<boolean>;

  addMail(m: OutboxMail, trx?: Executor): Promise<void>;
  recentMail(limit: number, trx?: Executor): Promise<OutboxMail[]>;
}

const on = (store: Store, trx?: Executor): Executor => trx ?? store.db;
const changed = (r: { numUpdatedRows: bigint }): boolean => r.numUpdatedRows > 0n;

// ---------------------------------------------------------------------------------------------
// Agents

const findByIdentity = async (store: Store, identity: string, trx?: Executor): Promise<AgentRow | null> =>
  (await on(store, trx)
    .selectFrom('agent')
    .selectAll()
    .where('identity', '=', identity)
    .executeTakeFirst()) ?? null;

const findById = async (store: Store, id: string, trx?: Executor): Promise<AgentRow | null> =>
  (await on(store, trx).selectFrom('agent').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;

const insert = (store: Store, a: NewAgent, trx?: Executor): Promise<AgentRow> =>
  withTransaction(store, trx, async (trx) => {
    const existing = await findByIdentity(store, a.identity, trx);
    if (existing) return existing;
    await trx
      .insertInto('service_user')
      .values({ id: a.trial_user_id, created_at: a.created_at, updated_at: a.created_at })
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
        trial_user_id: a.trial_user_id,
        created_at: a.created_at,
      })
      .onConflict((oc) => oc.column('identity').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
    // The trial user this attempt inserted goes again; the winner's agent is committed, so visible.
    await trx.deleteFrom('service_user').where('id', '=', a.trial_user_id).execute();
    const winner = await findByIdentity(store, a.identity, trx);
    if (!winner) throw new Error(`agent ${a.identity} vanished after a concurrent registration`);
    return winner;
  });

const noteKey = async (store: Store, id: string, thumbprint: string, trx?: Executor): Promise<void> => {
  await on(store, trx).updateTable('agent').set({ thumbprint }).where('id', '=', id).execute();
};

const takeTrialCall = async (store: Store, id: string, trial: number, trx?: Executor): Promise<boolean> =>
  changed(
    await on(store, trx)
      .updateTable('agent')
      .set((eb) => ({ trial_calls: eb('trial_calls', '+', 1) }))
      .where('id', '=', id)
      .where('trial_calls', '<', trial)
      .executeTakeFirst(),
  );

const bindUser = async (
  store: Store,
  id: string,
  userId: string,
  at: string,
  trx?: Executor,
): Promise<void> => {
  await on(store, trx)
    .updateTable('agent')
    .set({ user_id: userId, bound_at: at })
    .where('id', '=', id)
    .execute();
};

const userIdByEmail = async (store: Store, emailCanonical: string, trx?: Executor): Promise<string | null> =>
  (
    await on(store, trx)
      .selectFrom('service_user')
      .select('id')
      .where('email_canonical', '=', emailCanonical)
      .executeTakeFirst()
  )?.id ?? null;

// ---------------------------------------------------------------------------------------------
// Interactions

const insertInteraction = async (store: Store, i: NewInteraction, trx?: Executor): Promise<void> => {
  await on(store, trx)
    .insertInto('agent_interaction')
    .values({ ...i, status: 'pending' })
    .execute();
};

const interactionWhere = async <C extends 'state_hash' | 'code' | 'session_hash'>(
  store: Store,
  column: C,
  value: C extends 'code' ? string : Buffer,
  trx?: Executor,
): Promise<InteractionRow | null> =>
  (await on(store, trx)
    .selectFrom('agent_interaction')
    .selectAll()
    .where(column, '=', value as never)
    .executeTakeFirst()) ?? null;

const claim = async (
  store: Store,
  id: string,
  sessionHash: Buffer,
  at: string,
  trx?: Executor,
): Promise<boolean> =>
  changed(
    await on(store, trx)
      .updateTable('agent_interaction')
      .set({ claimed_at: at, session_hash: sessionHash })
      .where('id', '=', id)
      .where('claimed_at', 'is', null)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  );

const setOtp = async (store: Store, id: string, o: InteractionOtp, trx?: Executor): Promise<void> => {
  await on(store, trx).updateTable('agent_interaction').set(o).where('id', '=', id).execute();
};

const otpFailed = async (store: Store, id: string, trx?: Executor): Promise<number> =>
  (
    await on(store, trx)
      .updateTable('agent_interaction')
      .set((eb) => ({ otp_failures: eb('otp_failures', '+', 1) }))
      .where('id', '=', id)
      .returning('otp_failures')
      .executeTakeFirst()
  )?.otp_failures ?? 0;

const signedIn = async (store: Store, id: string, at: string, trx?: Executor): Promise<void> => {
  await on(store, trx)
    .updateTable('agent_interaction')
    .set({ signed_in_at: at, otp_hash: null })
    .where('id', '=', id)
    .execute();
};

const decide = async (
  store: Store,
  id: string,
  status: Exclude<InteractionStatus, 'pending'>,
  at: string,
  trx?: Executor,
): Promise<boolean> =>
  changed(
    await on(store, trx)
      .updateTable('agent_interaction')
      .set({ status, decided_at: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  );

const answered = async (store: Store, id: string, at: string, trx?: Executor): Promise<boolean> =>
  changed(
    await on(store, trx)
      .updateTable('agent_interaction')
      .set({ answered_at: at })
      .where('id', '=', id)
      .where('answered_at', 'is', null)
      .executeTakeFirst(),
  );

// ---------------------------------------------------------------------------------------------
// Mail outbox

const outboxContext = (to: string, at: string) => `mail_outbox.text:${to}:${at}`;

/** A sealed text opened; one sealed under a key no longer configured shows as such (development only). */
const openOutbox = (store: Store, r: { to_address: string; text: string; created_at: string }): string => {
  try {
    return store.secrets.open(r.text, outboxContext(r.to_address, r.created_at));
  } catch {
    return '(sealed under another JAUNT_SECRET_KEY)';
  }
};

const addMail = async (store: Store, m: OutboxMail, trx?: Executor): Promise<void> => {
  await on(store, trx)
    .insertInto('mail_outbox')
    .values({
      to_address: m.to,
      subject: m.subject,
      // Sign-in codes are secrets: sealed like every other one (src/platform/secrets).
      text: store.secrets.seal(m.text, outboxContext(m.to, m.at)),
      created_at: m.at,
    })
    .execute();
};

const recentMail = async (store: Store, limit: number, trx?: Executor): Promise<OutboxMail[]> =>
  (
    await on(store, trx)
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text', 'created_at'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  ).map((r) => ({ to: r.to_address, subject: r.subject, text: openOutbox(store, r), at: r.created_at }));

export const agentStore = (store: Store): AgentStore => ({
  transaction: (fn) => store.transaction(fn),
  findByIdentity: (...a) => findByIdentity(store, ...a),
  findById: (...a) => findById(store, ...a),
  insert: (...a) => insert(store, ...a),
  noteKey: (...a) => noteKey(store, ...a),
  takeTrialCall: (...a) => takeTrialCall(store, ...a),
  bindUser: (...a) => bindUser(store, ...a),
  userIdByEmail: (...a) => userIdByEmail(store, ...a),
  insertInteraction: (...a) => insertInteraction(store, ...a),
  interactionByState: (hash, trx) => interactionWhere(store, 'state_hash', hash, trx),
  interactionByCode: (code, trx) => interactionWhere(store, 'code', code, trx),
  interactionBySession: (hash, trx) => interactionWhere(store, 'session_hash', hash, trx),
  claim: (...a) => claim(store, ...a),
  setOtp: (...a) => setOtp(store, ...a),
  otpFailed: (...a) => otpFailed(store, ...a),
  signedIn: (...a) => signedIn(store, ...a),
  decide: (...a) => decide(store, ...a),
  answered: (...a) => answered(store, ...a),
  addMail: (...a) => addMail(store, ...a),
  recentMail: (...a) => recentMail(store, ...a),
});
