/**
 * Buttons and form inputs: Details, Book (loading view first, then the form), the form's live
 * re-quote, shelf and search paging (replacing the message in place), Share to channel, set
 * location, Connect Jaunt, plan votes and "Book for the group". Every handler acks first.
 */
import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { PartnerActivityDetail } from '../../../contract/partner.js';
import { AppError } from '../../../platform/errors.js';
import {
  decodeSearchCursor,
  decodeShelfCursor,
  sharedCardMessage,
  shelfPageBlocks,
} from '../../blocks/activities.js';
import { imageUrlOk } from '../../blocks/kit.js';
import {
  type BookOrigin,
  bookModal,
  connectModal,
  decodeOrigin,
  detailModal,
  loadingModal,
  locationModal,
  messageModal,
} from '../../blocks/modals.js';
import { connectRefusedText, notConnectedText } from '../../blocks/workspace-messages.js';
import {
  type BookSelection,
  defaultSelection,
  readSelection,
  sessionKeyOf,
  sessionsOf,
  validateSelection,
} from '../../booking-form.js';
import { detailFor, drained, type SlackContext, slackActor, slackProfile } from '../../context.js';
import { answer, nearMe, runSearch, userLanguage } from '../../discover.js';
import { ACTION } from '../../ids.js';
import { type PlanUpdater, renderPlan } from '../../plan-polls.js';

export const teamOf = (body: { team: { id: string } | null; user: { team_id?: string } }): string =>
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

export const quoteFor = async (
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

/** Opens the loading view at once (the trigger expires in 3 s), then fills in the Book form. */
const openBookForm = async (ctx: SlackContext, body: BlockAction, client: WebClient, origin: BookOrigin) => {
  const opened = body.view
    ? await client.views.push({ trigger_id: body.trigger_id, view: loadingModal('Book tickets') })
    : await client.views.open({ trigger_id: body.trigger_id, view: loadingModal('Book tickets') });
  const viewId = opened.view?.id;
  if (!viewId) return;
  const update = (view: ReturnType<typeof bookModal>) =>
    client.views.update({ view_id: viewId, ...(opened.view?.hash ? { hash: opened.view.hash } : {}), view });
  try {
    const teamId = teamOf(body);
    const who = await slackActor(ctx, client, teamId, body.user.id);
    if (!who.bound) return void (await update(messageModal('Book tickets', notConnectedText)));
    if (who.booking === 'none')
      return void (await update(
        messageModal('Book tickets', 'This workspace’s Jaunt account can find activities but not book them.'),
      ));
    const d = await detailFor(
      ctx,
      who.actor,
      origin.activityId,
      await userLanguage(ctx, teamId, body.user.id),
    );
    if (!d.is_bookable || sessionsOf(d).length === 0)
      return void (await update(messageModal('Book tickets', `${d.name} cannot be booked through Jaunt.`)));
    const preset = defaultSelection(d);
    const selection = origin.quantity ? { ...preset, quantity: origin.quantity } : preset;
    await update(
      bookModal(d, origin, {
        selection,
        canCharge: who.booking === 'live',
        quoteCents: await quoteFor(ctx, d, selection),
      }),
    );
  } catch (err) {
    ctx.log.warn({ err }, 'slack book modal failed');
    await update(
      messageModal('Book tickets', err instanceof AppError ? err.message : 'Something went wrong.'),
    );
  }
};

export const register = (app: App, ctx: SlackContext, deps: { planUpdater: PlanUpdater }): void => {
  const { services, log } = ctx;

  app.action<BlockAction<ButtonAction>>(ACTION.details, async ({ ack, body, action, client }) => {
    await ack();
    const teamId = teamOf(body);
    const who = await slackActor(ctx, client, teamId, body.user.id);
    const open = (view: Parameters<WebClient['views']['open']>[0]['view']) =>
      body.view
        ? client.views.push({ trigger_id: body.trigger_id, view })
        : client.views.open({ trigger_id: body.trigger_id, view });
    if (!who.bound) return void (await open(messageModal('Jaunt', notConnectedText)));
    try {
      const d = await detailFor(
        ctx,
        who.actor,
        action.value ?? '',
        await userLanguage(ctx, teamId, body.user.id),
      );
      await open(detailModal(d, originOf(body, d.activity_id), who.booking));
    } catch (err) {
      await open(messageModal('Jaunt', err instanceof AppError ? err.message : 'Something went wrong.'));
    }
  });

  app.action<BlockAction<ButtonAction>>(ACTION.book, async ({ ack, body, action, client }) => {
    await ack();
    await openBookForm(ctx, body, client, originOf(body, action.value ?? ''));
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
    const d = await detailFor(ctx, who.actor, origin.activityId);
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
          canCharge: who.bound && who.booking === 'live',
          quoteCents: await quoteFor(ctx, d, selection),
        }),
      })
      .catch((err: unknown) => log.debug({ err }, 'slack requote update skipped'));
  };
  for (const id of [ACTION.bookSession, ACTION.bookTicket, ACTION.bookQuantity]) {
    app.action<BlockAction>({ type: 'block_actions', action_id: id }, requote);
  }
  // Ticking "Share" needs no re-render, but every action must be acknowledged.
  app.action<BlockAction>({ type: 'block_actions', action_id: ACTION.bookShare }, async ({ ack }) => {
    await ack();
  });

  // "More" and "Show more" replace the message they sit in, instead of stacking new ones.
  app.action<BlockAction<ButtonAction>>(ACTION.shelfMore, async ({ ack, body, action, client, respond }) => {
    await ack();
    const teamId = teamOf(body);
    const cursor = decodeShelfCursor(action.value ?? '');
    const who = await slackActor(ctx, client, teamId, body.user.id);
    if (!cursor || !who.bound) return;
    const shelves = await services.discovery.homescreen(who.actor, {
      h3Cell: cursor.h3Cell,
      limit: Math.min(250, cursor.offset + 10),
      usualPlans: [],
      shelved: true,
      bookingFilter: 'all',
      language: await userLanguage(ctx, teamId, body.user.id),
    });
    const shelf = shelves.shelves.find((s) => s.slug === cursor.slug);
    const msg = shelf
      ? shelfPageBlocks(shelf, cursor, {
          ability: who.booking,
          lang: await userLanguage(ctx, teamId, body.user.id),
        })
      : { text: 'That shelf has changed since; run /activities near me again.', blocks: undefined };
    await answer(ctx, drained(respond), client, body.user.id, msg, { replaceOriginal: true });
  });

  app.action<BlockAction<ButtonAction>>(ACTION.shelvesBack, async ({ ack, body, client, respond }) => {
    await ack();
    const teamId = teamOf(body);
    const who = await slackActor(ctx, client, teamId, body.user.id);
    if (!who.bound) return;
    const msg = await nearMe(ctx, who, teamId, body.user.id, client);
    await answer(ctx, drained(respond), client, body.user.id, msg, { replaceOriginal: true });
  });

  app.action<BlockAction<ButtonAction>>(ACTION.searchMore, async ({ ack, body, action, client, respond }) => {
    await ack();
    const teamId = teamOf(body);
    const cursor = decodeSearchCursor(action.value ?? '');
    const who = await slackActor(ctx, client, teamId, body.user.id);
    if (!cursor || !who.bound) return;
    const msg = await runSearch(ctx, who, teamId, body.user.id, cursor.prompt, cursor.shown, client);
    await answer(ctx, drained(respond), client, body.user.id, msg, { replaceOriginal: true });
  });

  // Share to channel: the card for everyone, naming who shared it.
  app.action<BlockAction<ButtonAction>>(ACTION.share, async ({ ack, body, action, client, respond }) => {
    await ack();
    const teamId = teamOf(body);
    const userId = body.user.id;
    const channelId = body.channel?.id ?? (body.container as { channel_id?: string }).channel_id;
    const who = await slackActor(ctx, client, teamId, userId);
    if (!who.bound || !channelId) return;
    try {
      const lang = await userLanguage(ctx, teamId, userId);
      const d = await detailFor(ctx, who.actor, action.value ?? '', lang);
      const msg = sharedCardMessage(
        { ...d, picture_url: d.picture_urls.find(imageUrlOk) ?? d.picture_url },
        userId,
        who.booking,
        lang,
      );
      await client.chat.postMessage({ channel: channelId, text: msg.text, blocks: msg.blocks });
    } catch (err) {
      log.info({ err, channel: channelId }, 'slack share failed');
      await drained(respond)({
        response_type: 'ephemeral',
        replace_original: false,
        text: 'I could not post in this channel. Invite Jaunt here first (type /invite @Jaunt).',
      }).catch(() => undefined);
    }
  });

  app.action<BlockAction<ButtonAction>>(ACTION.setLocation, async ({ ack, body, client }) => {
    await ack();
    const fromHome = body.view?.type === 'home';
    const meta = JSON.stringify({ home: fromHome, r: fromHome ? null : (body.response_url ?? null) });
    await client.views.open({ trigger_id: body.trigger_id, view: locationModal(meta) });
  });

  // Connect Jaunt: admins only; the modal takes the API key.
  app.action<BlockAction<ButtonAction>>(ACTION.connect, async ({ ack, body, client }) => {
    await ack();
    const profile = await slackProfile(client, body.user.id, log);
    const view = profile?.isAdmin
      ? connectModal(await services.workspaces.issueBindToken(teamOf(body), body.user.id))
      : messageModal('Connect Jaunt', connectRefusedText);
    await client.views.open({ trigger_id: body.trigger_id, view });
  });

  app.action<BlockAction<ButtonAction>>(ACTION.planVote, async ({ ack, body, action, client, respond }) => {
    await ack();
    const [planId = '', activityId = ''] = (action.value ?? '').split('|');
    try {
      const r = await services.plans.vote(planId, body.user.id, activityId);
      if (r.outcome === 'closed')
        await drained(respond)({
          response_type: 'ephemeral',
          replace_original: false,
          text: 'Voting on this plan has closed.',
        });
      await deps.planUpdater(planId, async () => {
        await renderPlan(services, client, planId);
      });
    } catch (err) {
      log.info({ err, plan: planId }, 'slack plan vote refused');
    }
  });

  app.action<BlockAction<ButtonAction>>(ACTION.planBook, async ({ ack, body, action, client }) => {
    await ack();
    const [planId = '', activityId = '', count = '1'] = (action.value ?? '').split('|');
    const state = await services.plans.get(planId);
    if (!state) return;
    await openBookForm(ctx, body, client, {
      activityId,
      channelId: state.plan.channelId,
      messageTs: state.plan.messageTs,
      quantity: Math.max(1, Number.parseInt(count, 10) || 1),
    });
  });
};
