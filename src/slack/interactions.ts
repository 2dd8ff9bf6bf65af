/**
 * Buttons and modals: Details, Book (loading view first, then the form), shelf "more", set
 * location, the booking form's live re-quote, and the submissions that save a location or create a
 * booking through the bookings service.
 */
import { createHash } from 'node:crypto';
import type { App, BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { PartnerActivityDetail } from '../contract/partner.js';
import { AppError } from '../errors.js';
import type { Actor } from '../services/actor.js';
import { decodeShelfCursor, shelfPageBlocks } from './blocks/activities.js';
import { clip } from './blocks/kit.js';
import { homeView, notConnectedText } from './blocks/messages.js';
import {
  type BookOrigin,
  bookAcceptedModal,
  bookModal,
  decodeOrigin,
  detailModal,
  loadingModal,
  locationModal,
  messageModal,
} from './blocks/modals.js';
import {
  type BookSelection,
  defaultSelection,
  readSelection,
  sessionKeyOf,
  sessionsOf,
  validateSelection,
} from './booking-form.js';
import { nearMe } from './commands.js';
import { detailFor, drained, externalUserIdFor, postDm, type SlackContext, slackActor } from './context.js';
import { ACTION, BLOCK, VIEW } from './ids.js';

const teamOf = (body: { team: { id: string } | null; user: { team_id?: string } }): string =>
  body.team?.id ?? body.user.team_id ?? '';

/** Where a button was pressed: its channel, and the message to thread under unless ephemeral. */
const originOf = (body: BlockAction, activityId: string): BookOrigin => {
  if (body.view) {
    const inherited = decodeOrigin(body.view.private_metadata);
    if (inherited) return { ...inherited, activityId };
  }
  const c = body.container as { channel_id?: string; message_ts?: string; is_ephemeral?: boolean };
  return {
    activityId,
    channelId: body.channel?.id ?? c.channel_id ?? null,
    messageTs: c.is_ephemeral === false && c.message_ts ? c.message_ts : null,
  };
};

const quoteFor = async (
  ctx: SlackContext,
  d: PartnerActivityDetail,
  sel: BookSelection,
): Promise<number | null> => {
  const v = validateSelection(d, { ...sel, mode: 'dry_run_success' }, { canCharge: true });
  if (!v.ok) return null;
  try {
    return (await ctx.services.bookings.quote(d.activity_id, [v.item])).totalCents;
  } catch {
    return null;
  }
};

/** The Home tab for a user: connection, saved location, recent orders. */
export const publishHome = async (ctx: SlackContext, client: WebClient, teamId: string, userId: string) => {
  const who = await slackActor(ctx, client, teamId, userId);
  const saved = await ctx.services.workspaces.savedLocation(teamId, userId);
  let orders: { id: string; status: string; activity_name?: string | null; created_at: string }[] = [];
  if (who.bound) {
    try {
      orders = (await ctx.services.orders.list(who.actor, 'en')).bookings ?? [];
    } catch (err) {
      ctx.log.warn({ err }, 'slack home: orders unavailable');
    }
  }
  await client.views.publish({
    user_id: userId,
    view: homeView({
      connected: who.bound,
      teamName: who.bound ? who.teamName : null,
      location: saved?.label ?? null,
      orders,
    }),
  });
};

/** Maps a booking service refusal to the modal input it concerns, by its closed code. */
const fieldForError = (e: AppError): string => {
  switch (e.code) {
    case 'quantity_out_of_range':
      return BLOCK.quantity;
    case 'session_mismatch':
    case 'session_past':
      return BLOCK.session;
    case 'payment_required':
    case 'forbidden':
      return BLOCK.mode;
    default:
      return BLOCK.ticket;
  }
};

export const registerInteractions = (app: App, ctx: SlackContext): void => {
  const { services, log } = ctx;

  app.action<BlockAction<ButtonAction>>(ACTION.details, async ({ ack, body, action, client }) => {
    await ack();
    const teamId = teamOf(body);
    const who = await slackActor(ctx, client, teamId, body.user.id);
    const open = (view: Parameters<WebClient['views']['open']>[0]['view']) =>
      body.view
        ? client.views.push({ trigger_id: body.trigger_id, view })
        : client.views.open({ trigger_id: body.trigger_id, view });
    if (!who.bound) {
      await open(messageModal('Jaunt', notConnectedText));
      return;
    }
    try {
      const d = detailFor(ctx, who.actor, action.value ?? '');
      await open(detailModal(d, originOf(body, d.activity_id)));
    } catch (err) {
      await open(messageModal('Jaunt', err instanceof AppError ? err.message : 'Something went wrong.'));
    }
  });

  app.action<BlockAction<ButtonAction>>(ACTION.book, async ({ ack, body, action, client }) => {
    await ack();
    const activityId = action.value ?? '';
    const origin = originOf(body, activityId);
    // The trigger expires in 3 s: open a loading view at once, fill it in with views.update.
    const opened = body.view
      ? await client.views.push({ trigger_id: body.trigger_id, view: loadingModal('Book tickets') })
      : await client.views.open({ trigger_id: body.trigger_id, view: loadingModal('Book tickets') });
    const viewId = opened.view?.id;
    if (!viewId) return;
    const update = (view: ReturnType<typeof bookModal>) =>
      client.views.update({
        view_id: viewId,
        ...(opened.view?.hash ? { hash: opened.view.hash } : {}),
        view,
      });
    try {
      const who = await slackActor(ctx, client, teamOf(body), body.user.id);
      if (!who.bound) {
        await update(messageModal('Book tickets', notConnectedText));
        return;
      }
      const d = detailFor(ctx, who.actor, activityId);
      if (!d.is_bookable || sessionsOf(d).length === 0) {
        await update(messageModal('Book tickets', `${d.name} cannot be booked through Jaunt.`));
        return;
      }
      const selection = defaultSelection(d);
      await update(
        bookModal(d, origin, {
          selection,
          canCharge: who.actor.credential.canChargeStoredCard,
          quoteCents: await quoteFor(ctx, d, selection),
        }),
      );
    } catch (err) {
      log.warn({ err }, 'slack book modal failed');
      await update(
        messageModal('Book tickets', err instanceof AppError ? err.message : 'Something went wrong.'),
      );
    }
  });

  // Date, ticket or quantity changed: re-render the form with the matching tickets and total.
  const requote = async ({
    ack,
    body,
    client,
  }: {
    ack: () => Promise<void>;
    body: BlockAction;
    client: WebClient;
  }) => {
    await ack();
    const view = body.view;
    if (!view) return;
    const origin = decodeOrigin(view.private_metadata);
    if (!origin) return;
    const who = await slackActor(ctx, client, teamOf(body), body.user.id);
    if (!who.bound) return;
    const d = detailFor(ctx, who.actor, origin.activityId);
    const single =
      sessionsOf(d).length === 1 ? sessionKeyOf(sessionsOf(d)[0] ?? { date: null, time: null }) : null;
    let selection = readSelection(view.state.values as never, single);
    const changed = body.actions[0]?.action_id;
    if (changed === ACTION.bookSession) {
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
          canCharge: who.actor.credential.canChargeStoredCard,
          quoteCents: await quoteFor(ctx, d, selection),
        }),
      })
      .catch((err: unknown) => log.debug({ err }, 'slack requote update skipped'));
  };
  for (const id of [ACTION.bookSession, ACTION.bookTicket, ACTION.bookQuantity]) {
    app.action<BlockAction>({ type: 'block_actions', action_id: id }, requote);
  }

  app.action<BlockAction<ButtonAction>>(ACTION.shelfMore, async ({ ack, body, action, client, respond }) => {
    await ack();
    const cursor = decodeShelfCursor(action.value ?? '');
    const who = await slackActor(ctx, client, teamOf(body), body.user.id);
    if (!cursor || !who.bound) return;
    const shelves = await services.discovery.homescreen(who.actor, {
      h3Cell: cursor.h3Cell,
      limit: Math.min(250, cursor.offset + 10),
      usualPlans: [],
      shelved: true,
      bookingFilter: 'all',
      language: 'en',
    });
    const shelf = shelves.shelves.find((s) => s.slug === cursor.slug);
    const msg = shelf
      ? shelfPageBlocks(shelf, cursor)
      : { text: 'That shelf has changed since; run /activities near me again.', blocks: undefined };
    await drained(respond)({
      response_type: 'ephemeral',
      replace_original: false,
      text: msg.text,
      blocks: msg.blocks,
    });
  });

  app.action<BlockAction<ButtonAction>>(ACTION.setLocation, async ({ ack, body, client }) => {
    await ack();
    const fromHome = body.view?.type === 'home';
    const meta = JSON.stringify({ home: fromHome, r: fromHome ? null : (body.response_url ?? null) });
    await client.views.open({ trigger_id: body.trigger_id, view: locationModal(meta) });
  });

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
          ? `I don't know any activities around “${clip(place, 60)}”.`
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
    const msg = await nearMe(ctx, who.actor, teamId, userId);
    // The response URL came in a signed Slack payload.
    const target = meta.r && /^https?:\/\//.test(meta.r) ? meta.r : null;
    if (target) {
      await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ response_type: 'ephemeral', replace_original: false, ...msg }),
      })
        .then((res) => res.arrayBuffer())
        .catch((err: unknown) => log.warn({ err }, 'slack response_url post failed'));
    } else {
      await postDm(client, userId, msg).catch((err: unknown) => log.warn({ err }, 'slack DM failed'));
    }
  });

  app.view<ViewSubmitAction>(VIEW.book, async ({ ack, body, view, client }) => {
    const origin = decodeOrigin(view.private_metadata);
    const teamId = teamOf(body);
    const userId = body.user.id;
    const refuse = (block: string, msg: string) =>
      ack({ response_action: 'errors', errors: { [block]: msg } });
    if (!origin) return refuse(BLOCK.ticket, 'This form has expired; press Book again.');
    const { bookings } = services;
    let actor: Actor;
    let d: PartnerActivityDetail;
    try {
      const who = await slackActor(ctx, client, teamId, userId);
      if (!who.bound) return refuse(BLOCK.ticket, notConnectedText);
      actor = who.actor;
      d = detailFor(ctx, actor, origin.activityId);
    } catch (err) {
      return refuse(BLOCK.ticket, err instanceof AppError ? err.message : 'Something went wrong.');
    }
    const sessions = sessionsOf(d);
    const single = sessions.length === 1 && sessions[0] ? sessionKeyOf(sessions[0]) : null;
    const v = validateSelection(d, readSelection(view.state.values as never, single), {
      canCharge: actor.credential.canChargeStoredCard,
    });
    if (!v.ok) return ack({ response_action: 'errors', errors: v.errors });

    try {
      const cents = (await bookings.quote(d.activity_id, [v.item])).totalCents;
      // Same view, same choices → same key: a replayed submission finds the booking it made.
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([v.item, v.mode, cents]))
        .digest('hex')
        .slice(0, 16);
      const idempotencyKey = `slack-${view.id}-${fingerprint}`;
      const externalUserId = actor.externalUserId ?? externalUserIdFor(teamId, userId);
      let recorded = await services.workspaces.bookingOriginByKey(idempotencyKey);
      if (!recorded) {
        const channelId =
          origin.channelId ?? (await client.conversations.open({ users: userId })).channel?.id ?? null;
        let threadTs = origin.messageTs;
        if (!threadTs && channelId) {
          // Ephemeral messages cannot hold threads: start one the result will be posted under.
          const parent = await client.chat
            .postMessage({
              channel: channelId,
              text: `:ticket: <@${userId}> is booking *${clip(d.name, 200)}*${v.mode === 'live_purchase' ? '' : ' (dry run)'}. The result will follow in this thread.`,
            })
            .catch((err: unknown) => {
              log.info({ err, channel: channelId }, 'slack booking thread not started; result goes by DM');
              return null;
            });
          threadTs = parent?.ts ?? null;
        }
        await services.workspaces.recordBookingOrigin({
          idempotencyKey,
          bookingId: null,
          apiKeyId: actor.credential.id,
          externalUserId: actor.externalUserId,
          teamId,
          channelId,
          userId,
          threadTs,
          activityName: d.name,
        });
        recorded = await services.workspaces.bookingOriginByKey(idempotencyKey);
      }
      const created = await bookings.create(
        actor,
        {
          external_user_id: externalUserId,
          activity_id: d.activity_id,
          tickets: [v.item],
          authorization_amount_cents: cents,
          idempotency_key: idempotencyKey,
          // Results reach Slack through the slack.notify job; the bookings service never calls a
          // webhook for Slack-originated bookings, so this URL only names where the booking came from.
          webhook_url: `${ctx.config.JAUNT_PUBLIC_URL}/slack/events`,
          payment_mode: v.mode,
        },
        {
          kind: 'slack',
          teamId,
          channelId: recorded?.channelId ?? origin.channelId ?? userId,
          userId,
          threadTs: recorded?.threadTs ?? null,
        },
      );
      await services.workspaces.attachBookingId(idempotencyKey, created.booking_id);
      const where = recorded?.threadTs ? 'in the thread in the channel' : 'in a direct message';
      await ack({
        response_action: 'update',
        view: bookAcceptedModal({ activityName: d.name, bookingId: created.booking_id, mode: v.mode, where }),
      });
    } catch (err) {
      if (err instanceof AppError && err.status < 500)
        return refuse(fieldForError(err), clip(err.message, 150));
      log.error({ err }, 'slack booking failed');
      return refuse(BLOCK.ticket, 'Something went wrong creating the booking. Please try again.');
    }
  });
};
