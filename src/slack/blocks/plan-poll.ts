/** "Plans with friends": the poll message (open and closed) and the organiser's booking nudge. */
import type { KnownBlock } from '@slack/types';
import type { PlanState } from '../../workspaces/index.js';
import { ACTION } from '../ids.js';
import type { SlackMessage } from './activities.js';
import { button, clip, context, esc, escClip, header, section } from './kit.js';

const votersOf = (state: PlanState, activityId: string): string[] =>
  state.votes.filter((v) => v.activityId === activityId).map((v) => v.userId);

const closesText = (closesAt: string): string => {
  const epoch = Math.floor(Date.parse(closesAt) / 1000);
  return `<!date^${epoch}^{time} {date_short_pretty}|${esc(closesAt.slice(0, 16).replace('T', ' '))} UTC>`;
};

export const planMessage = (state: PlanState): SlackMessage => {
  const { plan } = state;
  const closed = plan.closedAt !== null;
  const title = plan.prompt ? `Plan: ${clip(plan.prompt, 120)}` : 'Plan: what shall we do?';
  const blocks: KnownBlock[] = [
    header(title),
    context(
      closed
        ? `<@${plan.organiserUserId}> asked · voting closed`
        : `<@${plan.organiserUserId}> asks: vote by ${closesText(plan.closesAt)}. One vote each; press another to change it.`,
    ),
  ];
  plan.options.forEach((o, i) => {
    const voters = votersOf(state, o.activityId);
    const who = voters.length > 0 ? voters.map((u) => `<@${u}>`).join(', ') : 'no votes yet';
    const won = closed && plan.winnerActivityId === o.activityId;
    blocks.push({
      type: 'section',
      block_id: `plan:${i}`,
      text: {
        type: 'mrkdwn',
        text: clip(
          `${won ? ':trophy: ' : ''}*${escClip(o.name, 200)}*\n${voters.length} vote${voters.length === 1 ? '' : 's'}: ${who}`,
          3000,
        ),
      },
      ...(closed ? {} : { accessory: button('Vote', ACTION.planVote, `${plan.id}|${o.activityId}`) }),
    });
  });
  const winner = plan.options.find((o) => o.activityId === plan.winnerActivityId);
  if (closed)
    blocks.push(
      section(
        winner
          ? `:tada: *${escClip(winner.name, 200)}* wins with ${votersOf(state, winner.activityId).length} vote(s).`
          : 'Voting closed with no votes.',
      ),
    );
  const text = closed
    ? winner
      ? `Plan closed: ${esc(winner.name)} wins`
      : 'Plan closed with no votes'
    : `${esc(title)}: vote for ${plan.options.map((o) => esc(o.name)).join(', ')}`;
  return { text: clip(text, 3000), blocks };
};

/** To the organiser after the close: book the winner for everyone who voted. */
export const planBookMessage = (state: PlanState, canBook: boolean): SlackMessage | null => {
  const winner = state.plan.options.find((o) => o.activityId === state.plan.winnerActivityId);
  if (!winner) return null;
  const people = new Set(state.votes.map((v) => v.userId)).size;
  const blocks: KnownBlock[] = [
    section(`:tada: Your plan closed: *${escClip(winner.name, 200)}* won. ${people} people voted.`),
  ];
  if (canBook && winner.bookable)
    blocks.push({
      type: 'actions',
      block_id: 'plan:book',
      elements: [
        button(
          'Book for the group',
          ACTION.planBook,
          `${state.plan.id}|${winner.activityId}|${people}`,
          'primary',
        ),
      ],
    });
  return { text: `Your plan closed: ${esc(winner.name)} won`, blocks };
};
