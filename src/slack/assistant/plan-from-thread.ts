/**
 * "let the team vote between the first three": the cards become a plan poll (plan-polls.ts, as
 * `/activities plan` posts one) in the channel in context, under the channel-membership rules (Jaunt
 * joins a public channel; where it cannot post it says so and creates nothing). The thread is noted
 * on the plan, so the close reports the winner back in the thread.
 */
import type { SayFn } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { TurnOutcome } from '../../conversations/index.js';
import { PLAN_DEFAULT_MS } from '../../workspaces/index.js';
import { ensureMember } from '../channel-membership.js';
import type { SlackContext } from '../context.js';
import type { Who } from '../discover.js';
import { fill } from '../i18n.js';
import { postPlan } from '../plan-polls.js';
import { assistantWordsFor } from './assistant-messages.js';
import type { ThreadRef } from './thread-key.js';

export const planFromThread = async (
  ctx: SlackContext,
  io: { client: WebClient; say: SayFn },
  key: ThreadRef & { userId: string },
  turn: TurnOutcome,
  who: Who,
  lang: string,
): Promise<void> => {
  const w = assistantWordsFor(lang);
  const channel = turn.thread.contextChannelId;
  if (turn.action.kind !== 'vote') return;
  if (!channel || channel.startsWith('D')) return void (await io.say(w.voteSoon));
  if (!(await ensureMember(ctx, io.client, key.teamId, channel))) return void (await io.say(w.voteNoChannel));
  const options = await Promise.all(
    turn.action.cards.map(async (c) => ({
      activityId: c.activityId,
      name: c.name,
      bookable: await ctx.services.catalogue
        .detail(who.actor, c.activityId, [lang])
        .then((d) => d.is_bookable)
        .catch(() => false),
    })),
  );
  const state = await postPlan(ctx, io.client, {
    teamId: key.teamId,
    channelId: channel,
    organiserUserId: key.userId,
    prompt: turn.prompt,
    options,
    durationMs: PLAN_DEFAULT_MS,
  });
  await ctx.services.conversations.notePlan(key, state.plan.id);
  await io.say(fill(w.votePosted, { channel }));
};
