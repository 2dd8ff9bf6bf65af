/**
 * "Plans with friends": the poll message (open and closed) and the organiser's booking nudge, in
 * the organiser's language (the poll is one message for the whole channel).
 */
import type { KnownBlock } from '@slack/types';
import type { PlanState } from '../../workspaces/index.js';
import { fill, planWordsFor } from '../i18n.js';
import { ACTION } from '../ids.js';
import type { SlackMessage } from './activities.js';
import { button, clip, colon, context, esc, escClip, header, section, slackDate } from './kit.js';

const votersOf = (state: PlanState, activityId: string): string[] =>
  state.votes.filter((v) => v.activityId === activityId).map((v) => v.userId);

const closesText = (closesAt: string): string => {
  const epoch = Math.floor(Date.parse(closesAt) / 1000);
  return slackDate(
    epoch,
    `${esc(closesAt.slice(0, 16).replace('T', ' '))} UTC`,
    '{time} {date_short_pretty}',
  );
};

/** The poll; `lang` is the organiser's (en, fr, es, de), English when absent. */
export const planMessage = (state: PlanState, lang?: string): SlackMessage => {
  const w = planWordsFor(lang);
  const { plan } = state;
  const closed = plan.closedAt !== null;
  const title = plan.prompt ? fill(w.planTitle, { prompt: clip(plan.prompt, 120) }) : w.planUntitled;
  const organiser = `<@${plan.organiserUserId}>`;
  const blocks: KnownBlock[] = [
    header(title),
    context(
      closed
        ? fill(w.asked, { who: organiser })
        : fill(w.asks, { who: organiser, when: closesText(plan.closesAt) }),
    ),
  ];
  plan.options.forEach((o, i) => {
    const voters = votersOf(state, o.activityId);
    const who = voters.length > 0 ? voters.map((u) => `<@${u}>`).join(', ') : w.noVotes;
    const count = voters.length === 1 ? w.oneVote : fill(w.votes, { n: voters.length });
    const won = closed && plan.winnerActivityId === o.activityId;
    blocks.push({
      type: 'section',
      block_id: `plan:${i}`,
      text: {
        type: 'mrkdwn',
        text: clip(`${won ? ':trophy: ' : ''}*${escClip(o.name, 200)}*\n${count}${colon(lang)}${who}`, 3000),
      },
      ...(closed ? {} : { accessory: button(w.vote, ACTION.planVote, `${plan.id}|${o.activityId}`) }),
    });
  });
  const winner = plan.options.find((o) => o.activityId === plan.winnerActivityId);
  if (closed)
    blocks.push(
      section(
        winner
          ? `:tada: ${fill(w.wins, { name: `*${escClip(winner.name, 200)}*`, n: votersOf(state, winner.activityId).length })}`
          : w.closedNoVotes,
      ),
    );
  const text = closed
    ? winner
      ? fill(w.closedWins, { name: esc(winner.name) })
      : w.closedNone
    : `${esc(title)}: ${w.voteFor} ${plan.options.map((o) => esc(o.name)).join(', ')}`;
  return { text: clip(text, 3000), blocks };
};

/** To the organiser after the close: book the winner for everyone who voted. */
export const planBookMessage = (state: PlanState, canBook: boolean, lang?: string): SlackMessage | null => {
  const w = planWordsFor(lang);
  const winner = state.plan.options.find((o) => o.activityId === state.plan.winnerActivityId);
  if (!winner) return null;
  const people = new Set(state.votes.map((v) => v.userId)).size;
  const blocks: KnownBlock[] = [
    section(`:tada: ${fill(w.yourPlanClosed, { name: `*${escClip(winner.name, 200)}*`, n: people })}`),
  ];
  if (canBook && winner.bookable)
    blocks.push({
      type: 'actions',
      block_id: 'plan:book',
      elements: [
        button(w.bookGroup, ACTION.planBook, `${state.plan.id}|${winner.activityId}|${people}`, 'primary'),
      ],
    });
  return { text: fill(w.yourPlanClosedText, { name: esc(winner.name) }), blocks };
};
