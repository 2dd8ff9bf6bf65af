/**
 * The Book form's submission: checked against the activity as it is now, quoted, and created as a
 * Slack-originated booking (results reach Slack through the slack.notify job). A refusal answers on
 * the form's field; a replayed submission finds the booking it made.
 */
import { createHash } from 'node:crypto';
import type { Actor } from '../../../access/index.js';
import type { PartnerActivityDetail } from '../../../contract/partner.js';
import { AppError } from '../../../platform/errors.js';
import { clip } from '../../blocks/kit.js';
import { type BookOrigin, bookAcceptedModal, decodeOrigin, isSharedChannel } from '../../blocks/modals.js';
import { notConnectedTextFor } from '../../blocks/workspace-messages.js';
import {
  type BookValidation,
  fieldForErrorCode,
  readSelection,
  sessionKeyOf,
  sessionsOf,
  validateSelection,
} from '../../booking-form.js';
import { bookingAbilityOf, detailFor, type SlackContext, slackActor } from '../../context.js';
import { userLanguage } from '../../discover.js';
import { formWordsFor } from '../../i18n.js';
import { BLOCK } from '../../ids.js';
import { bookModesFor } from '../actions/book-form.js';
import { teamOf, type ViewSubmitListener } from '../listener-kinds.js';

type Valid = Extract<BookValidation, { ok: true }>;

interface Placing {
  actor: Actor;
  d: PartnerActivityDetail;
  v: Valid;
  origin: BookOrigin;
  teamId: string;
  userId: string;
  viewId: string;
  share: boolean;
}

/** Quotes and creates the booking; answers its id. */
const place = async (ctx: SlackContext, p: Placing): Promise<string> => {
  const { actor, d, v, origin, teamId, userId } = p;
  const cents = (await ctx.services.bookings.quote(d.activity_id, [v.item])).totalCents;
  // Same view, same choices → same key: a replayed submission finds the booking it made.
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([v.item, v.mode, cents]))
    .digest('hex')
    .slice(0, 16);
  const created = await ctx.services.bookings.create(
    actor,
    {
      external_user_id: actor.externalUserId ?? `slack:${teamId}:${userId}`,
      activity_id: d.activity_id,
      tickets: [v.item],
      authorization_amount_cents: cents,
      idempotency_key: `slack-${p.viewId}-${fingerprint}`,
      // Results reach Slack through the slack.notify job; the bookings service never calls a
      // webhook for Slack-originated bookings, so this URL only names where the booking came from.
      webhook_url: `${ctx.config.JAUNT_PUBLIC_URL}/slack/events`,
      payment_mode: v.mode,
    },
    {
      kind: 'slack',
      teamId,
      channelId: origin.channelId ?? userId,
      userId,
      threadTs: origin.messageTs,
      share: p.share,
    },
  );
  return created.booking_id;
};

export const book =
  (ctx: SlackContext): ViewSubmitListener =>
  async ({ ack, body, view }) => {
    const origin = decodeOrigin(view.private_metadata);
    const teamId = teamOf(body);
    const userId = body.user.id;
    const refuse = (block: string, msg: string) =>
      ack({ response_action: 'errors', errors: { [block]: msg } });
    let lang = 'en';
    let actor: Actor;
    let d: PartnerActivityDetail;
    try {
      lang = await userLanguage(ctx, teamId, userId);
      if (!origin) return refuse(BLOCK.ticket, formWordsFor(lang).expired);
      // No Slack call here: the user was provisioned when the form opened.
      const who = await slackActor(ctx, null, teamId, userId);
      if (!who.bound) return refuse(BLOCK.ticket, notConnectedTextFor(lang));
      actor = who.actor;
      // The user's language, so the confirmation names the activity as the form did.
      d = await detailFor(ctx, actor, origin.activityId, lang);
    } catch (err) {
      return refuse(BLOCK.ticket, err instanceof AppError ? err.message : formWordsFor(lang).wentWrong);
    }
    const sessions = sessionsOf(d);
    const single = sessions.length === 1 && sessions[0] ? sessionKeyOf(sessions[0]) : null;
    const sel = readSelection(view.state.values as never, single);
    const v = validateSelection(
      d,
      sel,
      await bookModesFor(ctx, bookingAbilityOf(actor), d.activity_id).catch(() => ({ canCharge: false })),
      lang,
    );
    if (!v.ok) return ack({ response_action: 'errors', errors: v.errors });
    const share = sel.share && isSharedChannel(origin.channelId) && origin.shareable !== false;
    try {
      const bookingId = await place(ctx, { actor, d, v, origin, teamId, userId, viewId: view.id, share });
      await ack({
        response_action: 'update',
        view: bookAcceptedModal({ activityName: d.name, bookingId, mode: v.mode, shared: share, lang }),
      });
    } catch (err) {
      if (err instanceof AppError && err.status < 500) {
        const field = fieldForErrorCode(err.code);
        return refuse(field ?? BLOCK.ticket, clip(err.message, 150));
      }
      ctx.log.error({ err }, 'slack booking failed');
      return refuse(BLOCK.ticket, formWordsFor(lang).bookingWentWrong);
    }
  };
