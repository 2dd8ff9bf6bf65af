/** Date, ticket or quantity changed: re-render the Book form with the matching tickets and total. */
import type { BlockAction } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import { bookModal, decodeOrigin } from '../../blocks/modals.js';
import { defaultSelection, readSelection, sessionKeyOf, sessionsOf } from '../../booking-form.js';
import { detailFor, type SlackContext, slackActor } from '../../context.js';
import { userLanguage } from '../../discover.js';
import { ACTION } from '../../ids.js';
import { teamOf } from '../listener-kinds.js';
import { bookModesFor, quoteFor } from './book-form.js';

export const requote =
  (ctx: SlackContext) =>
  async ({ ack, body, client }: { ack: () => Promise<void>; body: BlockAction; client: WebClient }) => {
    await ack();
    const view = body.view;
    if (!view) return;
    const origin = decodeOrigin(view.private_metadata);
    if (!origin) return;
    const who = await slackActor(ctx, client, teamOf(body), body.user.id);
    if (!who.bound) return;
    // The form keeps the user's language: the activity's name and the labels do not flip to English.
    const lang = await userLanguage(ctx, teamOf(body), body.user.id);
    const d = await detailFor(ctx, who.actor, origin.activityId, lang);
    const single =
      sessionsOf(d).length === 1 ? sessionKeyOf(sessionsOf(d)[0] ?? { date: null, time: null }) : null;
    let selection = readSelection(view.state.values as never, single);
    if (body.actions[0]?.action_id === ACTION.bookSession) {
      const fresh = defaultSelection({
        ...d,
        ticket_price: d.ticket_price
          ? {
              ...d.ticket_price,
              sessions: sessionsOf(d).filter((s) => sessionKeyOf(s) === selection.sessionKey),
            }
          : null,
      });
      selection = { ...selection, ticketIndex: fresh.ticketIndex };
    }
    await client.views
      .update({
        view_id: view.id,
        hash: view.hash,
        view: bookModal(d, origin, {
          selection,
          lang,
          ...(await bookModesFor(ctx, who.booking, d.activity_id)),
          quoteCents: await quoteFor(ctx, d, selection),
        }),
      })
      .catch((err: unknown) => ctx.log.debug({ err }, 'slack requote update skipped'));
  };
