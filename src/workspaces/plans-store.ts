/**
 * Plans with friends (Slack): a poll row with its options as JSON text, and one vote per person.
 * Votes and the close serialize on the plan row, so a vote racing the deadline either lands before
 * the close (and counts) or is refused. Kysely only, both engines.
 */
import type { Executor, Store } from '../platform/db/index.js';
import type { SlackPlanTable } from '../platform/db/schema.js';

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

const toPlan = (r: SlackPlanTable): PlanRow => ({
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

export const slackPlanStore = (store: Store) => {
  // See slack.ts: Postgres locks the plan row a vote or close decides on; SQLite's write transactions
  // already exclude other writers (the lock is taken at the start).
  const rowLocks = store.engine === 'postgres';

  const planRow = (db: Executor, planId: string, lock: boolean) =>
    db
      .selectFrom('slack_plan')
      .selectAll()
      .where('id', '=', planId)
      .$if(lock && rowLocks, (q) => q.forUpdate())
      .executeTakeFirst();

  const votes = async (db: Executor, planId: string): Promise<PlanVote[]> =>
    (
      await db
        .selectFrom('slack_plan_vote')
        .select(['user_id', 'activity_id', 'voted_at'])
        .where('plan_id', '=', planId)
        .orderBy('voted_at')
        .orderBy('user_id')
        .execute()
    ).map((v) => ({ userId: v.user_id, activityId: v.activity_id, votedAt: v.voted_at }));

  return {
    /** Inserts the plan on `db`: pass the transaction that also enqueues its close job. */
    async insertPlan(db: Executor, p: NewPlanRow, now: string): Promise<void> {
      await db
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
    },

    async setPlanMessage(planId: string, messageTs: string): Promise<void> {
      await store.db
        .updateTable('slack_plan')
        .set({ message_ts: messageTs })
        .where('id', '=', planId)
        .execute();
    },

    async plan(planId: string): Promise<{ plan: PlanRow; votes: PlanVote[] } | null> {
      const r = await planRow(store.db, planId, false);
      return r ? { plan: toPlan(r), votes: await votes(store.db, planId) } : null;
    },

    /**
     * Records (or changes) a vote unless the plan is closed, and returns the state after it, in one
     * transaction: a vote racing the deadline either lands before the close or is refused.
     */
    async vote(
      planId: string,
      userId: string,
      activityId: string,
      now: string,
    ): Promise<{ outcome: 'voted' | 'closed' | 'unknown'; plan?: PlanRow; votes?: PlanVote[] }> {
      return store.transaction(async (trx) => {
        const r = await planRow(trx, planId, true);
        if (!r) return { outcome: 'unknown' as const };
        if (r.closed_at !== null)
          return { outcome: 'closed' as const, plan: toPlan(r), votes: await votes(trx, planId) };
        await trx
          .insertInto('slack_plan_vote')
          .values({ plan_id: planId, user_id: userId, activity_id: activityId, voted_at: now })
          .onConflict((oc) =>
            oc.columns(['plan_id', 'user_id']).doUpdateSet({ activity_id: activityId, voted_at: now }),
          )
          .execute();
        return { outcome: 'voted' as const, plan: toPlan(r), votes: await votes(trx, planId) };
      });
    },

    /** Closes the plan once with its winner; a second close reports the first one's result. */
    async closePlan(
      planId: string,
      pickWinner: (votes: PlanVote[], options: PlanOption[]) => string | null,
      now: string,
    ): Promise<{ closedNow: boolean; plan: PlanRow; votes: PlanVote[] } | null> {
      return store.transaction(async (trx) => {
        const r = await planRow(trx, planId, true);
        if (!r) return null;
        const plan = toPlan(r);
        const all = await votes(trx, planId);
        if (r.closed_at !== null) return { closedNow: false, plan, votes: all };
        const winner = pickWinner(all, plan.options);
        await trx
          .updateTable('slack_plan')
          .set({ closed_at: now, winner_activity_id: winner })
          .where('id', '=', planId)
          .execute();
        return { closedNow: true, plan: { ...plan, closedAt: now, winnerActivityId: winner }, votes: all };
      });
    },
  };
};

export type SlackPlanStore = ReturnType<typeof slackPlanStore>;
