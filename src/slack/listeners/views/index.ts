/**
 * Modal submissions: save a location, connect the workspace with a pasted API key, and book.
 * Submissions answer Slack before anything slow: everything before the ack is local work (the
 * database, in milliseconds); no Slack Web API call happens until after it.
 */
import { createHash } from 'node:crypto';
import type { App, ViewSubmitAction } from '@slack/bolt';
import type { Actor } from '../../../access/index.js';
import type { PartnerActivityDetail } from '../../../contract/partner.js';
import { AppError } from '../../../platform/errors.js';
import { clip } from '../../blocks/kit.js';
import { bookAcceptedModal, decodeOrigin, isSharedChannel, messageModal } from '../../blocks/modals.js';
import { notConnectedText } from '../../blocks/workspace-messages.js';
import {
  fieldForErrorCode,
  readSelection,
  sessionKeyOf,
  sessionsOf,
  validateSelection,
} from '../../booking-form.js';
import { detailFor, postDm, type SlackContext, slackActor } from '../../context.js';
import { nearMe } from '../../discover.js';
import { publishHome } from '../../home.js';
import { ACTION, BLOCK, VIEW } from '../../ids.js';
import { teamOf } from '../actions/index.js';

export const register = (app: App, ctx: SlackContext): void => {
  const { services, log } = ctx;

  app.view<ViewSubmitAction>(VIEW.location, async ({ ack, body, view, client }) => {
    const place = view.state.values[BLOCK.location]?.[ACTION.locationInput]?.value?.trim() ?? '';
    const teamId = teamOf(body);
    const userId = body.user.id;
    if (place === '') {
      await ack({ response_action: 'errors', errors: { [BLOCK.location]: 'Type a neighbourhood or city.' } });
      return;
    }
    try {
      await services.workspaces.saveLocation(teamId, userId, place);
    } catch (err) {
      const msg =
        err instanceof AppError
          ? `I don't know any activities around “${place.slice(0, 60)}”.`
          : 'Could not save that.';
      await ack({ response_action: 'errors', errors: { [BLOCK.location]: msg } });
      return;
    }
    await ack();
    let meta: { home?: boolean; r?: string | null } = {};
    try {
      meta = JSON.parse(view.private_metadata) as typeof meta;
    } catch {
      meta = {};
    }
    if (meta.home) {
      await publishHome(ctx, client, teamId, userId).catch((err: unknown) =>
        log.warn({ err }, 'slack home refresh failed'),
      );
      return;
    }
    const who = await slackActor(ctx, client, teamId, userId);
    if (!who.bound) return;
    const msg = await nearMe(ctx, who, teamId, userId, client);
    // The response URL came in a signed Slack payload.
    const target = meta.r && /^https?:\/\//.test(meta.r) ? meta.r : null;
    if (target) {
      // Through the one guarded outbound client, like every call out of the service.
      await services.http
        .send(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ response_type: 'ephemeral', replace_original: false, ...msg }),
        })
        .catch((err: unknown) => log.warn({ err }, 'slack response_url post failed'));
    } else {
      await postDm(client, userId, msg).catch((err: unknown) => log.warn({ err }, 'slack DM failed'));
    }
  });

  // Connect Jaunt: the pasted key is checked by the workspaces service (hash, constant time,
  // throttled); the answer is on the field, and only the binding is stored.
  app.view<ViewSubmitAction>(VIEW.connect, async ({ ack, body, view }) => {
    const key = view.state.values[BLOCK.connectKey]?.[ACTION.connectKey]?.value?.trim() ?? '';
    const teamId = teamOf(body);
    const refuse = (msg: string) => ack({ response_action: 'errors', errors: { [BLOCK.connectKey]: msg } });
    if (key === '') return refuse('Paste the API key.');
    try {
      const r = await services.workspaces.connectWithKey(teamId, body.user.id, key);
      await ack({
        response_action: 'update',
        view: messageModal(
          'Connect Jaunt',
          r.bound
            ? 'Connected. Everyone here can now use /activities.'
            : 'This workspace was already connected with that key.',
        ),
      });
    } catch (err) {
      if (!(err instanceof AppError)) {
        log.error({ err }, 'slack connect failed');
        return refuse('Something went wrong. Please try again.');
      }
      const code = err.code;
      if (code === 'rate_limited') return refuse('Too many tries. Wait 15 minutes and try again.');
      if (code === 'workspace_bound_elsewhere')
        return refuse('This workspace is already connected to a different Jaunt account.');
      return refuse('That is not a valid Jaunt API key. Check it and paste it again.');
    }
  });

  app.view<ViewSubmitAction>(VIEW.book, async ({ ack, body, view }) => {
    const origin = decodeOrigin(view.private_metadata);
    const teamId = teamOf(body);
    const userId = body.user.id;
    const refuse = (block: string, msg: string) =>
      ack({ response_action: 'errors', errors: { [block]: msg } });
    if (!origin) return refuse(BLOCK.ticket, 'This form has expired; press Book again.');
    let actor: Actor;
    let d: PartnerActivityDetail;
    try {
      // No Slack call here: the user was provisioned when the form opened.
      const who = await slackActor(ctx, null, teamId, userId);
      if (!who.bound) return refuse(BLOCK.ticket, notConnectedText);
      actor = who.actor;
      d = await detailFor(ctx, actor, origin.activityId);
    } catch (err) {
      return refuse(BLOCK.ticket, err instanceof AppError ? err.message : 'Something went wrong.');
    }
    const sessions = sessionsOf(d);
    const single = sessions.length === 1 && sessions[0] ? sessionKeyOf(sessions[0]) : null;
    const sel = readSelection(view.state.values as never, single);
    const v = validateSelection(d, sel, { canCharge: actor.credential.canChargeStoredCard });
    if (!v.ok) return ack({ response_action: 'errors', errors: v.errors });
    const share = sel.share && isSharedChannel(origin.channelId);
    try {
      const cents = (await services.bookings.quote(d.activity_id, [v.item])).totalCents;
      // Same view, same choices → same key: a replayed submission finds the booking it made.
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([v.item, v.mode, cents]))
        .digest('hex')
        .slice(0, 16);
      const created = await services.bookings.create(
        actor,
        {
          external_user_id: actor.externalUserId ?? `slack:${teamId}:${userId}`,
          activity_id: d.activity_id,
          tickets: [v.item],
          authorization_amount_cents: cents,
          idempotency_key: `slack-${view.id}-${fingerprint}`,
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
          share,
        },
      );
      await ack({
        response_action: 'update',
        view: bookAcceptedModal({
          activityName: d.name,
          bookingId: created.booking_id,
          mode: v.mode,
          shared: share,
        }),
      });
    } catch (err) {
      if (err instanceof AppError && err.status < 500) {
        const field = fieldForErrorCode(err.code);
        return refuse(field ?? BLOCK.ticket, clip(err.message, 150));
      }
      log.error({ err }, 'slack booking failed');
      return refuse(BLOCK.ticket, 'Something went wrong creating the booking. Please try again.');
    }
  });
};
