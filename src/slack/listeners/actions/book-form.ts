/**
 * The Book form: opened from Book and "Book for the group" (a loading view at once, as the trigger
 * expires in 3 s, then the form), and the total it quotes for a selection.
 */
import type { BlockAction } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { PartnerActivityDetail } from '../../../contract/partner.js';
import { AppError } from '../../../platform/errors.js';
import { type BookOrigin, bookModal, isSharedChannel, messageModal } from '../../blocks/modals.js';
import { notConnectedTextFor } from '../../blocks/workspace-messages.js';
import {
  type BookModes,
  type BookSelection,
  defaultSelection,
  sessionsOf,
  validateSelection,
} from '../../booking-form.js';
import { channelPostability } from '../../channel-membership.js';
import { type BookingAbility, detailFor, type SlackContext, slackActor } from '../../context.js';
import { userLanguage } from '../../discover.js';
import { fill, formWordsFor } from '../../i18n.js';
import { teamOf } from '../listener-kinds.js';
import { openLoadingModal } from '../modal-first.js';

/** The total in cents for a selection, or null when it is not bookable as chosen. */
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

/**
 * The bookings this person's form offers for an activity (see `BookModes`): a real purchase only
 * when the workspace may charge and a connected supplier sells it.
 */
export const bookModesFor = async (
  ctx: SlackContext,
  ability: BookingAbility,
  activityId: string,
): Promise<BookModes> => ({
  canCharge: ability === 'live' && (await ctx.services.sellsLive(activityId)),
  offerDecline: ctx.config.JAUNT_SLACK_DECLINE_REHEARSAL || ctx.config.JAUNT_ENV === 'development',
});

/** Opens the loading view at once (the trigger expires in 3 s), then fills in the Book form. */
export const openBookForm = async (
  ctx: SlackContext,
  body: BlockAction,
  client: WebClient,
  origin: BookOrigin,
) => {
  const teamId = teamOf(body);
  // The language already kept for the person (one local read): the loading view is theirs too.
  const known = await userLanguage(ctx, teamId, body.user.id);
  const update = await openLoadingModal(
    client,
    { triggerId: body.trigger_id, overModal: Boolean(body.view) },
    formWordsFor(known).bookTitle,
    known,
  );
  if (!update) return;
  let lang = known;
  let w = formWordsFor(known);
  try {
    // The actor first: on first use it learns the user's profile, locale included.
    const who = await slackActor(ctx, client, teamId, body.user.id);
    lang = await userLanguage(ctx, teamId, body.user.id);
    w = formWordsFor(lang);
    if (!who.bound) return void (await update(messageModal(w.bookTitle, notConnectedTextFor(lang), lang)));
    if (who.booking === 'none') return void (await update(messageModal(w.bookTitle, w.noBookingHere, lang)));
    const d = await detailFor(ctx, who.actor, origin.activityId, lang);
    if (!d.is_bookable || sessionsOf(d).length === 0)
      return void (await update(messageModal(w.bookTitle, fill(w.cannotBook, { name: d.name }), lang)));
    const modes = await bookModesFor(ctx, who.booking, d.activity_id);
    // A live workspace buys for real: what no connected supplier sells is not offered at all.
    if (who.booking === 'live' && !modes.canCharge)
      return void (await update(messageModal(w.bookTitle, fill(w.notSoldHere, { name: d.name }), lang)));
    // Share is promised only where Jaunt can post (a public channel it may join counts).
    const shareable =
      !isSharedChannel(origin.channelId) ||
      (await channelPostability(ctx, client, teamId, origin.channelId).catch(() => 'member')) !== 'cannot';
    const form: BookOrigin = shareable ? origin : { ...origin, shareable: false };
    const preset = defaultSelection(d, origin.sessionKey ?? null);
    const selection = {
      ...preset,
      mode: modes.canCharge ? ('live_purchase' as const) : preset.mode,
      ...(origin.quantity ? { quantity: origin.quantity } : {}),
    };
    await update(
      bookModal(d, form, { selection, ...modes, quoteCents: await quoteFor(ctx, d, selection), lang }),
    );
  } catch (err) {
    ctx.log.warn({ err }, 'slack book modal failed');
    await update(messageModal(w.bookTitle, err instanceof AppError ? err.message : w.wentWrong, lang));
  }
};
