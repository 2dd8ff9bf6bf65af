/** Back to the shelves: the homescreen near the user again, replacing the message. */
import { drained, type SlackContext, slackActor } from '../../context.js';
import { answer, nearMe } from '../../discover.js';
import { type ButtonListener, teamOf } from '../listener-kinds.js';

export const shelvesBack =
  (ctx: SlackContext): ButtonListener =>
  async ({ ack, body, client, respond }) => {
    await ack();
    const teamId = teamOf(body);
    const who = await slackActor(ctx, client, teamId, body.user.id);
    if (!who.bound) return;
    const msg = await nearMe(ctx, who, teamId, body.user.id, client);
    await answer(ctx, drained(respond), client, body.user.id, msg, { replaceOriginal: true });
  };
