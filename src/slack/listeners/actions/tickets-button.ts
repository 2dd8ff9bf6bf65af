/**
 * "Get tickets" (on a receipt, or beside an order in App Home): fresh signed ticket links, minted at
 * the click, sent to the person by DM (never to a channel). Only the booker's own bookings are found;
 * a test booking says there is no ticket to show.
 */
import { freshTicketsMessage } from '../../blocks/workspace-messages.js';
import { postDm, type SlackContext, slackActor } from '../../context.js';
import { userLanguage } from '../../discover.js';
import { noticeWordsFor } from '../../i18n.js';
import { type ButtonListener, teamOf } from '../listener-kinds.js';

export const getTickets =
  (ctx: SlackContext): ButtonListener =>
  async ({ ack, body, action, client }) => {
    await ack();
    const teamId = teamOf(body);
    const userId = body.user.id;
    const bookingId = action.value ?? '';
    const who = await slackActor(ctx, client, teamId, userId);
    if (!who.bound || !bookingId) return;
    try {
      // Visible only to the key and the Slack user who booked: anyone else gets not_found.
      const result = await ctx.services.bookings.get(who.actor, bookingId);
      const described = await ctx.services.bookings.describe(bookingId);
      const test = described?.paymentMode !== 'live_purchase';
      const lang = await userLanguage(ctx, teamId, userId);
      await postDm(
        client,
        userId,
        freshTicketsMessage(result, described?.activityName ?? null, {
          test,
          lang,
          zone: described?.timezone ?? null,
        }),
      );
    } catch (err) {
      ctx.log.info({ err, booking_id: bookingId }, 'slack get tickets failed');
      const lang = await userLanguage(ctx, teamId, userId);
      await postDm(client, userId, { text: noticeWordsFor(lang).ticketsNotFound }).catch(() => undefined);
    }
  };
