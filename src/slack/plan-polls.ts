/**
 * Plans with friends in Slack: post the poll, apply votes (each plan's message updates run one at
 * a time and always render the latest stored state, so racing votes never leave a stale count),
 * and the `slack.plan_close` job that closes the poll and hands the organiser "Book for the group".
 */
import { WebClient } from '@slack/web-api';
import type { Logger } from 'pino';
import type { Config } from '../platform/config.js';
import type { Services } from '../services.js';
import type { NewPlan, PlanState } from '../workspaces/index.js';
import { planBookMessage, planMessage } from './blocks/plan-poll.js';
import {
  bookingAbilityOf,
  botTokenResolver,
  clientOptionsFor,
  postDm,
  type SlackContext,
} from './context.js';
import { languageOfLocale } from './i18n.js';

/** Runs `work` after the plan's earlier updates; answers when `work` has run. */
export type PlanUpdater = (planId: string, work: () => Promise<void>) => Promise<void>;

/** Per-plan queue of message updates (one process; Slack applies chat.update in arrival order). */
export const createPlanUpdater = (): PlanUpdater => {
  const tails = new Map<string, Promise<void>>();
  return (planId: string, work: () => Promise<void>): Promise<void> => {
    const run = (tails.get(planId) ?? Promise.resolve()).then(work, work);
    const tail = run.catch(() => undefined);
    tails.set(planId, tail);
    void tail.then(() => {
      if (tails.get(planId) === tail) tails.delete(planId);
    });
    return run;
  };
};

/** The poll is one message for the channel: it speaks its organiser's Slack language. */
const organiserLanguage = async (services: Services, state: PlanState): Promise<string> =>
  languageOfLocale(await services.workspaces.userLocale(state.plan.teamId, state.plan.organiserUserId));

/** Re-renders the poll from the store (inside the plan's queue). */
export const renderPlan = async (
  services: Services,
  client: WebClient,
  planId: string,
): Promise<PlanState | null> => {
  const state = await services.plans.get(planId);
  if (!state?.plan.messageTs) return state;
  const msg = planMessage(state, await organiserLanguage(services, state));
  await client.chat.update({
    channel: state.plan.channelId,
    ts: state.plan.messageTs,
    text: msg.text,
    blocks: msg.blocks,
  });
  return state;
};

export const postPlan = async (ctx: SlackContext, client: WebClient, p: NewPlan): Promise<PlanState> => {
  const plan = await ctx.services.plans.create(p);
  const state = { plan, votes: [] };
  const msg = planMessage(state, await organiserLanguage(ctx.services, state));
  const posted = await client.chat.postMessage({ channel: p.channelId, text: msg.text, blocks: msg.blocks });
  if (posted.ts) await ctx.services.plans.setMessage(plan.id, posted.ts);
  return { plan: { ...plan, messageTs: posted.ts ?? null }, votes: [] };
};

export interface PlanCloseDeps {
  services: Services;
  config: Config;
  log: Logger;
  updater: PlanUpdater;
}

/** Job `slack.plan_close` { plan_id }: close once, show the winner, nudge the organiser. */
export const slackPlanCloseHandler = (deps: PlanCloseDeps) => {
  const { services, config, log, updater } = deps;
  const botTokenFor = botTokenResolver(services, config);
  const clientOptions = clientOptionsFor(config);
  return async (job: { payload: unknown }): Promise<undefined | { giveUp: string }> => {
    const planId = (job.payload as { plan_id?: unknown } | null)?.plan_id;
    if (typeof planId !== 'string') return { giveUp: 'slack.plan_close payload has no plan_id' };
    const existing = await services.plans.get(planId);
    if (!existing) return undefined; // purged with its workspace
    const token = await botTokenFor(existing.plan.teamId);
    if (!token) return undefined;
    const client = new WebClient(token, clientOptions);
    let closed: (PlanState & { closedNow: boolean }) | null = null;
    await updater(planId, async () => {
      closed = await services.plans.close(planId);
      if (closed) await renderPlan(services, client, planId);
    });
    const done = closed as (PlanState & { closedNow: boolean }) | null;
    if (!done?.closedNow) return undefined;
    const organiser = await services.chatUsers.actorFor(
      existing.plan.teamId,
      done.plan.organiserUserId,
      null,
    );
    const canBook = organiser.bound && bookingAbilityOf(organiser.actor) !== 'none';
    const nudge = planBookMessage(done, canBook, await organiserLanguage(services, done));
    // A poll started from the assistant panel reports back in its thread; any other by DM.
    const thread = await services.conversations.threadOfPlan(planId);
    if (nudge)
      await (thread
        ? client.chat.postMessage({ channel: thread.channelId, thread_ts: thread.threadTs, ...nudge })
        : postDm(client, done.plan.organiserUserId, nudge)
      ).catch((err: unknown) => log.warn({ err, plan: planId }, 'slack plan: organiser DM failed'));
    return undefined;
  };
};
