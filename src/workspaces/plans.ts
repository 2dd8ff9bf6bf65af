/**
 * Plans with friends: a short list of options posted in a chat channel, one vote per person
 * (changeable), closed at a deadline by an outbox job that announces the winner. Chat-agnostic:
 * the adapter renders and posts; this service keeps the votes and decides the winner.
 */
import { randomBytes } from 'node:crypto';
import { type Executor, type Store, withTransaction } from '../platform/db/index.js';
import { AppError } from '../platform/errors.js';
import type { NewJob } from '../platform/outbox/kinds.js';
import type { Clock } from '../platform/time.js';
import {
  type PlanOption,
  type PlanRow,
  type PlanVote,
  type SlackPlanStore,
  slackPlanStore,
} from './plans-store.js';

export const JOB_PLAN_CLOSE = 'slack.plan_close';
export const PLAN_DEFAULT_MS = 2 * 60 * 60 * 1000;
export const PLAN_MIN_OPTIONS = 3;
export const PLAN_MAX_OPTIONS = 5;

export type { PlanOption, PlanRow, PlanVote };

/** What an organiser starts a plan with. */
export interface NewPlan {
  teamId: string;
  channelId: string;
  organiserUserId: string;
  prompt: string;
  options: PlanOption[];
  durationMs: number;
}

export interface PlanState {
  plan: PlanRow;
  votes: PlanVote[];
}

/** Most votes wins; a tie goes to the option that reached its count first, then list order. */
export const pickWinner = (votes: readonly PlanVote[], options: readonly PlanOption[]): string | null => {
  if (votes.length === 0) return null;
  const tally = new Map<string, { n: number; last: string }>();
  for (const v of votes) {
    const t = tally.get(v.activityId) ?? { n: 0, last: v.votedAt };
    tally.set(v.activityId, { n: t.n + 1, last: v.votedAt > t.last ? v.votedAt : t.last });
  }
  const ranked = options
    .map((o, i) => ({ id: o.activityId, i, ...(tally.get(o.activityId) ?? { n: 0, last: '' }) }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.last.localeCompare(b.last) || a.i - b.i);
  return ranked[0]?.id ?? null;
};

export interface PlansDeps {
  store: Store;
  clock: Clock;
  /** Real time for the close job's run_at, even when `clock` is pinned by a test. */
  wallClock: Clock;
  /** The outbox: `enqueue` joins the caller's transaction (`trx`), `notify` runs after it commits. */
  jobs: { enqueue(trx: Executor, job: NewJob): Promise<boolean>; notify?(): void };
}

export interface PlansService {
  /** Records a plan and schedules its close job in the same transaction. */
  create(p: NewPlan): Promise<PlanRow>;
  setMessage(planId: string, messageTs: string): Promise<void>;
  get(planId: string): Promise<PlanState | null>;
  /** One vote per person; voting again moves it. Refused once the plan is closed. */
  vote(
    planId: string,
    userId: string,
    activityId: string,
  ): Promise<{ outcome: 'voted' | 'closed'; state: PlanState }>;
  /** Closes once; `closedNow` is false when it was already closed (a replayed job). */
  close(planId: string): Promise<(PlanState & { closedNow: boolean }) | null>;
}

interface PlansContext extends PlansDeps {
  rows: SlackPlanStore;
}

const nowIso = (ctx: PlansContext): string => ctx.clock().toISOString();

const create = async (ctx: PlansContext, p: NewPlan, trx?: Executor): Promise<PlanRow> => {
  if (p.options.length < PLAN_MIN_OPTIONS)
    throw new AppError('plan_too_few_options', 'not enough options for a plan');
  const id = `pl_${randomBytes(9).toString('base64url')}`;
  const closesAt = new Date(ctx.clock().getTime() + p.durationMs).toISOString();
  const plan = {
    id,
    teamId: p.teamId,
    channelId: p.channelId,
    messageTs: null,
    organiserUserId: p.organiserUserId,
    prompt: p.prompt,
    options: p.options.slice(0, PLAN_MAX_OPTIONS),
    closesAt,
  };
  await withTransaction(ctx.store, trx, async (trx) => {
    await ctx.rows.insertPlan(plan, nowIso(ctx), trx);
    await ctx.jobs.enqueue(trx, {
      kind: JOB_PLAN_CLOSE,
      payload: { plan_id: id },
      runAt: ctx.wallClock().getTime() + p.durationMs,
      dedupeKey: `plan_close_${id}`,
    });
  });
  // Inside a caller's transaction nothing is committed yet: the caller wakes the outbox.
  if (!trx) ctx.jobs.notify?.();
  return { ...plan, closedAt: null, winnerActivityId: null };
};

const vote = async (
  ctx: PlansContext,
  planId: string,
  userId: string,
  activityId: string,
): Promise<{ outcome: 'voted' | 'closed'; state: PlanState }> => {
  const current = await ctx.rows.plan(planId);
  if (!current) throw new AppError('plan_unknown', 'this plan no longer exists');
  if (!current.plan.options.some((o) => o.activityId === activityId))
    throw new AppError('plan_option_unknown', 'that is not one of the options');
  const r = await ctx.rows.vote(planId, userId, activityId, nowIso(ctx));
  if (r.outcome === 'unknown' || !r.plan || !r.votes)
    throw new AppError('plan_unknown', 'this plan no longer exists');
  return { outcome: r.outcome, state: { plan: r.plan, votes: r.votes } };
};

export const createPlansService = (deps: PlansDeps): PlansService => {
  const ctx: PlansContext = { ...deps, rows: slackPlanStore(deps.store) };
  return {
    create: (p) => create(ctx, p),
    setMessage: (planId, messageTs) => ctx.rows.setPlanMessage(planId, messageTs),
    get: (planId) => ctx.rows.plan(planId),
    vote: (planId, userId, activityId) => vote(ctx, planId, userId, activityId),
    close: (planId) => ctx.rows.closePlan(planId, pickWinner, nowIso(ctx)),
  };
};
