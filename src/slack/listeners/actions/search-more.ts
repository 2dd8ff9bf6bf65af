/** "Show more" under search results: the next results, replacing the message. */
import { decodeSearchCursor } from '../../blocks/activities.js';
import { drained, type SlackContext, slackActor } from '../../context.js';
import { answer, runSearch } from '../../discover.js';
import { type ButtonListener, teamOf } from '../listener-kinds.js';

export const searchMore =
  (ctx: SlackContext): ButtonListener =>
  async ({ ack, body, action, client, respond }) => {
    await ack();
    const teamId = teamOf(body);
    const cursor = decodeSearchCursor(action.value ?? '');
    const who = await slackActor(ctx, client, teamId, body.user.id);
    if (!cursor || !who.bound) return;
    const msg = await runSearch(ctx, who, teamId, body.user.id, cursor.prompt, cursor.shown, client);
    await answer(ctx, drained(respond), client, body.user.id, msg, { replaceOriginal: true });
  };
