/** "More" on a shelf: the shelf's next page, replacing the message it sits in. */
import { decodeShelfCursor, SHELF_PAGE, shelfPageBlocks } from '../../blocks/activities.js';
import { drained, type SlackContext, slackActor } from '../../context.js';
import { answer, userLanguage, withTruthfulBooking } from '../../discover.js';
import { fill, noticeWordsFor } from '../../i18n.js';
import { COMMAND } from '../../ids.js';
import { type ButtonListener, teamOf } from '../listener-kinds.js';

export const shelfMore =
  (ctx: SlackContext): ButtonListener =>
  async ({ ack, body, action, client, respond }) => {
    await ack();
    const teamId = teamOf(body);
    const cursor = decodeShelfCursor(action.value ?? '');
    const who = await slackActor(ctx, client, teamId, body.user.id);
    if (!cursor || !who.bound) return;
    const shelves = await ctx.services.discovery.homescreen(who.actor, {
      h3Cell: cursor.h3Cell,
      limit: Math.min(250, cursor.offset + 10),
      usualPlans: [],
      shelved: true,
      bookingFilter: 'all',
      language: await userLanguage(ctx, teamId, body.user.id),
    });
    const shelf = shelves.shelves.find((s) => s.slug === cursor.slug);
    // Only the page shown needs its Book buttons checked (a live workspace asks per activity).
    const end = cursor.offset + SHELF_PAGE;
    const page = shelf ? await withTruthfulBooking(ctx, who, shelf.activities.slice(cursor.offset, end)) : [];
    const msg = shelf
      ? shelfPageBlocks(
          {
            ...shelf,
            activities: [
              ...shelf.activities.slice(0, cursor.offset),
              ...page,
              ...shelf.activities.slice(end),
            ],
          },
          cursor,
          { ability: who.booking, lang: await userLanguage(ctx, teamId, body.user.id), now: ctx.clock() },
        )
      : {
          text: fill(noticeWordsFor(await userLanguage(ctx, teamId, body.user.id)).shelfChanged, {
            cmd: COMMAND,
          }),
          blocks: undefined,
        };
    await answer(ctx, drained(respond), client, body.user.id, msg, { replaceOriginal: true });
  };
