/**
 * Plans with friends (Slack): a poll row with its options as JSON text, and one vote per person.
 * Votes and the close serialize on the plan row, so a vote racing the deadline either lands before
 * the close (and counts) or is refused. Kysely only, both engines.
 */
import type { Selectable } from 'kysely';
import { type Executor, type Store, withTransaction } from '../platform/db/index.js';
import type { DB } from '../platform/db/schema.js';

export interface PlanOption {
  activityId: string;
  name: string;
  bookable: boolean;
}

export interface PlanRow {
  id: string;
  teamId: string;
  channelId: string;
  messageTs: string | null;
  organiserUserId: string;
  prompt: string;
  options: PlanOption[];
  closesAt: string;
  closedAt: string | null;
  winnerActivityId: string | null;
}

export interface PlanVote {
  userId: string;
  activityId: string;
  votedAt: string;
}

export type NewPlanRow = Omit<PlanRow, 'closedAt' | 'winnerActivityId'>;

const toPlan = (r: Selectable<DB['slack_plan']>): PlanRow => ({
  id: r.id,
  teamId: r.team_id,
  channelId: r.channel_id,
  messageTs: r.message_ts,
  organiserUserId: r.organiser_user_id,
  prompt: r.prompt,
  options: JSON.parse(r.options) as PlanOption[],
  closesAt: r.closes_at,
  closedAt: r.closed_at,
  winnerActivityId: r.winner_activity_id,
});

export type VoteOutcome = { outcome: 'voted' | 'closed' | 'unknown'; plan?: PlanRow; votes?: PlanVote[] };
export type ClosedPlan = { closedNow: boolean; plan: PlanRow; votes: PlanVote[] };

/** The plans' rows; every function takes an optional executor last (a caller's transaction). */
export interface SlackPlanStore {
  /** Inserts the plan; pass the transaction that also enqueues its close job. */
  insertPlan(p: NewPlanRow, now: string, trx?: Executor): Promise<void>;
  setPlanMessage(planId: string, messageTs: string, trx?: Executor): Promise<void>;
  plan(planId: string, trx?: Executor): Promise<{ plan: PlanRow; votes: PlanVote[] } | null>;
  /**
   * Records (or changes) a vote unless the plan is closed, and returns the state after it, in one
   * transaction: a vote racing the deadline either lands before the close or is refused.
   */
  vote(planId: string, userId: string, activityId: string, now: string, trx?: Executor): Promise<VoteOutcome>;
  /** Closes the plan once with its winner; a second close reports the first one's result. */
  closePlan(
    planId: string,
    pickWinner: (votes: PlanVote[], options: PlanOption[]) => string | null,
    now: string,
    trx?: Executor,
  ): Promise<ClosedPlan | null>;
}

/**
 * Postgres locks the plan row a vote or close decides on; SQLite's write transactions already
 * exclude other writers (the lock is taken at the start).
 */
const planRow = (store: Store, trx: Executor, planId: string, lock: boolean) =>
  trx
    .selectFrom('slack_plan')
    .selectAll()
    .where('id', '=', planId)
    .$if(lock && store.engine === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();

const votesOf = async (trx: Executor, planId: string): Promise<PlanVote[]> =>
  (
    await trx
      .selectFrom('slack_plan_vote')
      .select(['user_id', 'activity_id', 'voted_at'])
      .where('plan_id', '=', planId)
      .orderBy('voted_at')
      .orderBy('user_id')
      .execute()
  ).map((v) => ({ userId: v.user_id, activityId: v.activity_id, votedAt: v.voted_at }));

const insertPlan = async (store: Store, p: NewPlanRow, now: string, trx = store.db): Promise<void> => {
  await trx
    .insertInto('slack_plan')
    .values({
      id: p.id,
      team_id: p.teamId,
      channel_id: p.channelId,
      message_ts: p.messageTs,
      organiser_user_id: p.organiserUserId,
      prompt: p.prompt,
      options: JSON.stringify(p.options),
      closes_at: p.closesAt,
      closed_at: null,
      winner_activity_id: null,
      created_at: now,
    })
    .execute();
};

const setPlanMessage = async (
  store: Store,
  planId: string,
  messageTs: string,
  trx = store.db,
): Promise<void> => {
  await trx.updateTable('slack_plan').set({ message_ts: messageTs }).where('id', '=', planId).execute();
};

const plan = async (store: Store, planId: string, trx = store.db) => {
  const r = await planRow(store, trx, planId, false);
  return r ? { plan: toPlan(r), votes: await votesOf(trx, planId) } : null;
};

const vote = (
  store: Store,
  planId: string,
  userId: string,
  activityId: string,
  now: string,
  trx?: Executor,
): Promise<VoteOutcome> =>
  withTransaction(store, trx, async (trx): Promise<VoteOutcome> => {
    const r = await planRow(store, trx, planId, true);
    if (!r) return { outcome: 'unknown' };
    if (r.closed_at !== null)
      return { outcome: 'closed', plan: toPlan(r), votes: await votesOf(trx, planId) };
    await trx
      .insertInto('slack_plan_vote')
      .values({ plan_id: planId, user_id: userId, activity_id: activityId, voted_at: now })
      .onConflict((oc) =>
        oc.columns(['plan_id', 'user_id']).doUpdateSet({ activity_id: activityId, voted_at: now }),
      )
      .execute();
    return { outcome: 'voted', plan: toPlan(r), votes: await votesOf(trx, planId) };
  });

const closePlan = (
  store: Store,
  planId: string,
  pickWinner: (votes: PlanVote[], options: PlanOption[]) => string | null,
  now: string,
  trx?: Executor,
): Promise<ClosedPlan | null> =>
  withTransaction(store, trx, async (trx) => {
    const r = await planRow(store, trx, planId, true);
    if (!r) return null;
    const plan = toPlan(r);
    const all = await votesOf(trx, planId);
    if (r.closed_at !== null) return { closedNow: false, plan, votes: all };
    const winner = pickWinner(all, plan.options);
    await trx
      .updateTable('slack_plan')
      .set({ closed_at: now, winner_activity_id: winner })
      .where('id', '=', planId)
      .execute();
    return { closedNow: true, plan: { ...plan, closedAt: now, winnerActivityId: winner }, votes: all };
  });

export const slackPlanStore = (store: Store): SlackPlanStore => ({
  insertPlan: (p, now, trx) => insertPlan(store, p, now, trx),
  setPlanMessage: (planId, messageTs, trx) => setPlanMessage(store, planId, messageTs, trx),
  plan: (planId, trx) => plan(store, planId, trx),
  vote: (planId, userId, activityId, now, trx) => vote(store, planId, userId, activityId, now, trx),
  closePlan: (planId, pickWinner, now, trx) => closePlan(store, planId, pickWinner, now, trx),
});
