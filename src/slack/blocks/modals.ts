/**
 * Modals: loading, activity detail, booking form, booking accepted, set location, Connect Jaunt.
 * Pure builders. Test bookings read as a rehearsal everywhere; pictures never break a modal.
 */
import type { KnownBlock, ModalView, PlainTextOption } from '@slack/types';
import type { PartnerActivityDetail, Session, SessionTicket } from '../../contract/partner.js';
import {
  type BookModes,
  type BookSelection,
  bookButtonValue,
  sessionByKey,
  sessionKeyOf,
  sessionsOf,
} from '../booking-form.js';
import type { BookingAbility } from '../context.js';
import { adminWordsFor, type FormWords, fill, formWordsFor, noticeWordsFor, wordsFor } from '../i18n.js';
import { ACTION, BLOCK, VIEW } from '../ids.js';
import { LIMITS } from './block-kit-limits.js';
import {
  button,
  clip,
  context,
  divider,
  esc,
  escClip,
  escData,
  formatSession,
  header,
  imageUrlOk,
  money,
  mrkdwn,
  plain,
  section,
  usd,
  venueWhen,
} from './kit.js';

/** Where a booking started: carried through the modals in private_metadata. */
export interface BookOrigin {
  activityId: string;
  channelId: string | null;
  /** Message to thread the channel summary under, when the button sat in a non-ephemeral message. */
  messageTs: string | null;
  /** Preset ticket count ("Book for the group" after a plan). */
  quantity?: number | null;
  /** The session the card showed (`date` + "T" + `HH:MM`, venue time): the form preselects it. */
  sessionKey?: string | null;
  /** False when Jaunt cannot post in the channel (private, not invited): no "Share" is promised. */
  shareable?: boolean;
}

export const encodeOrigin = (o: BookOrigin): string =>
  JSON.stringify({
    a: o.activityId,
    c: o.channelId,
    m: o.messageTs,
    ...(o.quantity ? { q: o.quantity } : {}),
    ...(o.sessionKey ? { s: o.sessionKey } : {}),
    ...(o.shareable === false ? { n: 1 } : {}),
  });

/** DMs (D…) have no one to share with: the "Share in #channel" box is hidden there. */
export const isSharedChannel = (channelId: string | null): channelId is string =>
  channelId !== null && !channelId.startsWith('D');

export const decodeOrigin = (s: string | undefined): BookOrigin | null => {
  if (!s) return null;
  try {
    const v: unknown = JSON.parse(s);
    if (typeof v !== 'object' || v === null) return null;
    const r = v as Record<string, unknown>;
    if (typeof r.a !== 'string') return null;
    return {
      activityId: r.a,
      channelId: typeof r.c === 'string' ? r.c : null,
      messageTs: typeof r.m === 'string' ? r.m : null,
      quantity: typeof r.q === 'number' && Number.isInteger(r.q) && r.q > 0 ? r.q : null,
      sessionKey: typeof r.s === 'string' ? r.s : null,
      ...(r.n === 1 ? { shareable: false } : {}),
    };
  } catch {
    return null;
  }
};

const modal = (
  callbackId: string,
  title: string,
  blocks: KnownBlock[],
  extra: Partial<Pick<ModalView, 'submit' | 'close' | 'private_metadata'>> = {},
): ModalView => ({
  type: 'modal',
  callback_id: callbackId,
  title: plain(title, LIMITS.modalTitle),
  close: extra.close ?? plain('Close', LIMITS.modalButton),
  ...(extra.submit ? { submit: extra.submit } : {}),
  ...(extra.private_metadata ? { private_metadata: extra.private_metadata } : {}),
  blocks,
});

export const loadingModal = (title: string, metadata?: string, lang?: string): ModalView =>
  modal(VIEW.loading, title, [section(noticeWordsFor(lang).loading)], {
    close: plain(noticeWordsFor(lang).close, LIMITS.modalButton),
    ...(metadata ? { private_metadata: metadata } : {}),
  });

export const messageModal = (title: string, text: string, lang?: string): ModalView =>
  modal(VIEW.loading, title, [section(esc(clip(text, 2900)))], {
    close: plain(noticeWordsFor(lang).close, LIMITS.modalButton),
  });

/** The venue's offset for a session: the upcoming instant with the same wall clock, when listed. */
const sessionZone = (d: PartnerActivityDetail, s: Session): string | null =>
  s.date && s.time ? (d.upcoming_datetimes.find((u) => u.startsWith(`${s.date}T${s.time}`)) ?? null) : null;

const ticketLine = (
  d: PartnerActivityDetail,
  t: PartnerActivityDetail['ticket_price'],
  i: number,
  s: Session[],
  w: FormWords,
  lang = 'en',
): string => {
  const session = s[i];
  if (!t || !session) return '';
  const lines = session.tickets.slice(0, 12).map((k) => {
    const price = k.is_free || k.total === 0 ? w.free : money(k.total, t.currency, lang);
    const fee = k.fee > 0 ? ` ${fill(w.feeIncluded, { fee: money(k.fee, t.currency, lang) })}` : '';
    const sold = k.available === false ? ` · _${w.notOnSale}_` : '';
    return `• ${escData(clip(k.name, 80))} — ${price}${fee}${sold}`;
  });
  if (session.tickets.length > 12)
    lines.push(`• ${fill(w.moreTicketTypes, { n: session.tickets.length - 12 })}`);
  return `*${formatSession(session.date, session.time, sessionZone(d, session), { lang })}*\n${lines.join('\n')}`;
};

/** Activity detail: sessions with ticket types and prices, tips, and a Book button when bookable. */
export const detailModal = (
  d: PartnerActivityDetail,
  origin: BookOrigin,
  ability: BookingAbility,
  lang = 'en',
  /** Now and the reader's zone: "Tonight" on the venue's date, and the reader's time only when it differs. */
  time: { now?: Date; readerTz?: string | null } = {},
): ModalView => {
  const w = formWordsFor(lang);
  const blocks: KnownBlock[] = [header(d.name)];
  const when = venueWhen(d.next_datetime, null, time.readerTz, { lang, now: time.now });
  // A picture sits beside the text as an accessory, and only when Slack can load it.
  const picture = d.picture_urls.find(imageUrlOk) ?? (imageUrlOk(d.picture_url) ? d.picture_url : undefined);
  const about = d.description ?? d.short_description ?? '';
  if (about || picture)
    blocks.push({
      type: 'section',
      block_id: 'about',
      text: mrkdwn(about ? escClip(about, 2900) : ' '),
      ...(picture ? { accessory: { type: 'image', image_url: picture, alt_text: clip(d.name, 200) } } : {}),
    });
  const fields = [
    when ? `*${w.when}*\n${when}` : null,
    d.venue || d.semantic_location
      ? `*${w.where}*\n${escData(clip([d.venue, d.semantic_location].filter(Boolean).join(', '), 300))}`
      : null,
    d.ticket_price ? `*${w.price}*\n${escData(clip(d.ticket_price.label, 200))}` : null,
    d.is_open_now === null ? null : `*${w.openNow}*\n${d.is_open_now ? w.yes : w.no}`,
    d.search_category.length > 0
      ? `*${w.categories}*\n${escData(clip(d.search_category.join(', '), 300))}`
      : null,
  ].filter((f): f is string => f !== null);
  if (fields.length > 0)
    blocks.push({ type: 'section', fields: fields.slice(0, 10).map((f) => mrkdwn(f, 2000)) });
  if (d.highlights.length > 0) {
    blocks.push(context(escData(clip(d.highlights.slice(0, 8).join(' · '), 2900))));
  }
  const sessions = sessionsOf(d);
  // Leave room for tips, the Book button and the "more dates" note inside the 100-block limit.
  const sessionBudget = Math.max(0, LIMITS.surfaceBlocks - blocks.length - 6);
  if (sessions.length > 0) {
    blocks.push(divider);
    const shown = sessions.slice(0, Math.min(sessionBudget, 40));
    shown.forEach((_, i) => {
      blocks.push(section(clip(ticketLine(d, d.ticket_price, i, sessions, w, lang), 3000)));
    });
    if (sessions.length > shown.length)
      blocks.push(context(fill(w.moreDates, { n: sessions.length - shown.length })));
  }
  if (d.tips.length > 0) {
    blocks.push(
      section(
        clip(
          `*${w.tips}*\n${d.tips
            .slice(0, 10)
            .map((t) => `• ${escData(clip(t, 280))}`)
            .join('\n')}`,
          3000,
        ),
      ),
    );
  }
  const bookLabel =
    ability === 'live' ? wordsFor(lang).book : ability === 'test' ? wordsFor(lang).tryBook : null;
  if (d.is_bookable && sessions.length > 0 && bookLabel) {
    blocks.push({
      type: 'actions',
      block_id: 'detail_actions',
      elements: [
        button(
          bookLabel,
          ACTION.book,
          origin.sessionKey
            ? `${d.activity_id}|${origin.sessionKey}`
            : bookButtonValue(d.activity_id, d.next_datetime),
          'primary',
        ),
      ],
    });
  } else if (!d.is_bookable) {
    blocks.push(context(w.notSold));
  }
  return modal(VIEW.detail, w.activity, blocks, {
    close: plain(w.close, LIMITS.modalButton),
    private_metadata: encodeOrigin(origin),
  });
};

const option = (text: string, value: string, description?: string): PlainTextOption => ({
  text: plain(text, LIMITS.optionText),
  value: clip(value, LIMITS.optionValue),
  ...(description ? { description: plain(description, LIMITS.optionText) } : {}),
});

export interface BookFormState extends BookModes {
  selection: BookSelection;
  /** USD cents the booking would authorise (tickets plus booking fee), when it could be quoted. */
  quoteCents: number | null;
  /** The booker's language (en, fr, es, de); English when absent. */
  lang?: string;
}

/** The date: a select when there are several (changing it re-renders), a line when one. */
const sessionBlocks = (
  d: PartnerActivityDetail,
  sel: BookSelection,
  w: FormWords,
  lang = 'en',
): KnownBlock[] => {
  const sessions = sessionsOf(d);
  const session = sessionByKey(d, sel.sessionKey);
  if (sessions.length > 1) {
    // Slack rejects duplicate option values; the catalogue should not have twin sessions, but be safe.
    const seen = new Set<string>();
    const options = sessions
      .filter((s) => !seen.has(sessionKeyOf(s)) && seen.add(sessionKeyOf(s)) !== undefined)
      .slice(0, LIMITS.selectOptions)
      .map((s) => {
        const open = s.tickets.filter((t) => t.available !== false).length;
        return option(
          formatSession(s.date, s.time, sessionZone(d, s), { lang }),
          sessionKeyOf(s),
          open === 0 ? w.soldOut : undefined,
        );
      });
    const initial = options.find((o) => o.value === sel.sessionKey);
    return [
      {
        type: 'input',
        block_id: BLOCK.session,
        dispatch_action: true,
        label: plain(w.date, 2000),
        element: {
          type: 'static_select',
          action_id: ACTION.bookSession,
          placeholder: plain(w.pickDate, 150),
          options,
          ...(initial ? { initial_option: initial } : {}),
        },
      },
    ];
  }
  return session
    ? [
        section(
          `*${w.date}*\n${formatSession(session.date, session.time, sessionZone(d, session), { lang })}`,
        ),
      ]
    : [];
};

/** The ticket type of the chosen date (changing it re-renders). */
const ticketBlock = (
  tickets: SessionTicket[],
  sel: BookSelection,
  currency: string,
  w: FormWords,
  lang?: string,
): KnownBlock => {
  if (tickets.length === 0) return section(w.noTickets);
  const options: PlainTextOption[] = tickets.slice(0, LIMITS.selectOptions).map((t, i) => {
    const price = t.is_free || t.total === 0 ? w.free : money(t.total, currency, lang);
    return option(
      `${clip(t.name, 50)} — ${price}`,
      `i:${i}`,
      t.available === false ? w.notOnSale : undefined,
    );
  });
  const initial = sel.ticketIndex !== null ? options[sel.ticketIndex] : undefined;
  return {
    type: 'input',
    block_id: BLOCK.ticket,
    dispatch_action: true,
    label: plain(w.ticket, 2000),
    element: {
      type: 'static_select',
      action_id: ACTION.bookTicket,
      placeholder: plain(w.pickTicket, 150),
      options,
      ...(initial ? { initial_option: initial } : {}),
    },
  };
};

const quantityBlock = (ticket: SessionTicket | undefined, sel: BookSelection, w: FormWords): KnownBlock => ({
  type: 'input',
  block_id: BLOCK.quantity,
  dispatch_action: true,
  label: plain(w.howMany, 2000),
  hint: plain(
    ticket?.max_quantity != null
      ? fill(w.between, { min: ticket.min_quantity, max: ticket.max_quantity })
      : fill(w.atLeast, { min: ticket?.min_quantity ?? 1 }),
    2000,
  ),
  element: {
    type: 'number_input',
    action_id: ACTION.bookQuantity,
    is_decimal_allowed: false,
    min_value: '1',
    ...(sel.quantity !== null ? { initial_value: String(sel.quantity) } : {}),
  },
});

/**
 * What the form offers: a real purchase first when it can really be made, a rehearsal, and the
 * rehearsal of a decline only where developers try things. The preselected one is the first.
 */
const modeBlock = (state: BookFormState, w: FormWords): KnownBlock => {
  const sel = state.selection;
  const total = state.quoteCents === null ? w.quotedTotal : usd(state.quoteCents, state.lang);
  const modes = [
    ...(state.canCharge ? [option(w.buy, 'live_purchase', fill(w.buyHint, { total }))] : []),
    option(w.testMode, 'dry_run_success', w.rehearsal),
    ...(state.offerDecline ? [option(w.testDecline, 'dry_run_failure', w.rehearsal)] : []),
  ];
  const initialMode = modes.find((m) => m.value === sel.mode) ?? modes[0];
  return {
    type: 'input',
    block_id: BLOCK.mode,
    label: plain(w.bookingLabel, 2000),
    ...(state.canCharge ? {} : { hint: plain(w.testOnly, 2000) }),
    element: {
      type: 'radio_buttons',
      action_id: ACTION.bookMode,
      options: modes,
      ...(initialMode ? { initial_option: initialMode } : {}),
    },
  };
};

const totalBlock = (
  ticket: SessionTicket | undefined,
  state: BookFormState,
  currency: string,
  w: FormWords,
): KnownBlock => {
  const sel = state.selection;
  const lines: string[] = [];
  if (ticket && sel.quantity !== null && Number.isInteger(sel.quantity) && sel.quantity > 0) {
    lines.push(
      `${sel.quantity} × ${escData(clip(ticket.name, 80))} ${w.at} ${money(ticket.total, currency, state.lang)} = *${money(ticket.total * sel.quantity, currency, state.lang)}*`,
    );
  }
  if (state.quoteCents !== null)
    lines.push(fill(w.authorised, { total: `*${usd(state.quoteCents, state.lang)}*` }));
  return {
    type: 'section',
    block_id: BLOCK.total,
    text: mrkdwn(lines.length > 0 ? lines.join('\n') : w.pickToTotal),
  };
};

const shareBlock = (sel: BookSelection, w: FormWords): KnownBlock => {
  const shareOption = {
    text: plain(w.shareOption, LIMITS.optionText),
    value: 'share',
  };
  return {
    type: 'input',
    block_id: BLOCK.share,
    optional: true,
    label: plain(w.shareLabel, 2000),
    element: {
      type: 'checkboxes',
      action_id: ACTION.bookShare,
      options: [shareOption],
      ...(sel.share ? { initial_options: [shareOption] } : {}),
    },
  };
};

/** The booking form. Changing date or ticket re-renders it (dispatch_action) with a fresh total. */
export const bookModal = (d: PartnerActivityDetail, origin: BookOrigin, state: BookFormState): ModalView => {
  const currency = d.ticket_price?.currency ?? 'USD';
  const w = formWordsFor(state.lang);
  const sel = state.selection;
  const session = sessionByKey(d, sel.sessionKey);
  const blocks: KnownBlock[] = [header(d.name)];
  const where = [d.venue, d.semantic_location].filter(Boolean).join(', ');
  if (where) blocks.push(context(`:round_pushpin: ${escData(clip(where, 300))}`));
  blocks.push(...sessionBlocks(d, sel, w, state.lang));
  const tickets = session?.tickets ?? [];
  blocks.push(ticketBlock(tickets, sel, currency, w, state.lang));
  const ticket = sel.ticketIndex !== null ? tickets[sel.ticketIndex] : undefined;
  blocks.push(quantityBlock(ticket, sel, w), modeBlock(state, w), totalBlock(ticket, state, currency, w));
  if (isSharedChannel(origin.channelId))
    blocks.push(origin.shareable === false ? context(w.cannotShare) : shareBlock(sel, w));
  blocks.push(context(w.privateResult));
  return modal(VIEW.book, state.canCharge ? w.bookTitle : w.testTitle, blocks, {
    submit: plain(state.canCharge ? w.submitBook : w.submitTry, LIMITS.modalButton),
    close: plain(w.cancel, LIMITS.modalButton),
    private_metadata: encodeOrigin(origin),
  });
};

/**
 * After submit the booking is requested, not done: the supplier (or the rehearsal) answers later
 * and the result comes by DM. Success is said there, when it is true.
 */
export const bookAcceptedModal = (p: {
  activityName: string;
  bookingId: string;
  mode: string;
  shared: boolean;
  lang?: string;
}): ModalView => {
  const w = formWordsFor(p.lang);
  const name = `*${escClip(p.activityName, 200)}*`;
  return modal(
    VIEW.bookAccepted,
    p.mode === 'live_purchase' ? w.requestedTitle : w.testRequestedTitle,
    [
      section(
        p.mode === 'live_purchase'
          ? `:hourglass_flowing_sand: ${fill(w.requested, { name })}`
          : `:test_tube: ${fill(w.testRequested, { name })}`,
      ),
      section(`${w.resultPrivately}${p.shared ? ` ${w.channelOnly}` : ''}`),
      context(`${w.bookingRef} \`${esc(p.bookingId)}\``),
    ],
    { close: plain(w.done, LIMITS.modalButton) },
  );
};

/** Where Connect Jaunt's first look goes: the admin's place (pre-filled) and the channel to show it in. */
export interface FirstLook {
  /** Pre-filled from the admin's Slack time zone ("America/New_York" → "New York"); null: empty. */
  place: string | null;
  /** The conversation Connect was pressed in; a public channel shows the first look there. */
  channelId: string | null;
}

/**
 * Connect Jaunt (admins): paste the workspace's Jaunt API key; only the binding is kept. With a
 * first look, a pre-filled place: once connected, what's on there is shown to the admin (only them)
 * where they pressed Connect. A one-time token for developers who bind over the Partner API instead
 * sits at the bottom. `lang`: the admin's Slack language (English when absent).
 */
export const connectModal = (
  bind?: { token: string; expiresAt: string },
  look?: FirstLook,
  lang?: string,
): ModalView => {
  const w = adminWordsFor(lang);
  return modal(
    VIEW.connect,
    w.connectJaunt,
    [
      section(w.connectIntro),
      {
        type: 'input',
        block_id: BLOCK.connectKey,
        label: plain(w.keyLabel, 2000),
        element: {
          type: 'plain_text_input',
          action_id: ACTION.connectKey,
          max_length: 200,
          placeholder: plain('jaunt_api_…', 150),
        },
      },
      ...(look
        ? [
            {
              type: 'input' as const,
              block_id: BLOCK.location,
              optional: true,
              label: plain(w.showNear, 2000),
              hint: plain(w.showNearHint, 2000),
              element: {
                type: 'plain_text_input' as const,
                action_id: ACTION.locationInput,
                max_length: 100,
                ...(look.place ? { initial_value: look.place } : {}),
                placeholder: plain('Brooklyn', 150),
              },
            },
          ]
        : []),
      ...(bind
        ? [context(fill(w.devTokenModal, { date: esc(bind.expiresAt.slice(0, 10)), token: esc(bind.token) }))]
        : []),
    ],
    {
      submit: plain(w.connect, LIMITS.modalButton),
      close: plain(w.cancel, LIMITS.modalButton),
      ...(look ? { private_metadata: JSON.stringify({ c: look.channelId }) } : {}),
    },
  );
};

export const locationModal = (metadata: string, lang?: string): ModalView => {
  const w = noticeWordsFor(lang);
  return modal(
    VIEW.location,
    w.locationTitle,
    [
      {
        type: 'input',
        block_id: BLOCK.location,
        label: plain(w.locationLabel, 2000),
        hint: plain(w.locationHint, 2000),
        element: {
          type: 'plain_text_input',
          action_id: ACTION.locationInput,
          max_length: 100,
          placeholder: plain('Brooklyn', 150),
        },
      },
    ],
    {
      submit: plain(w.save, LIMITS.modalButton),
      close: plain(w.cancel, LIMITS.modalButton),
      private_metadata: metadata,
    },
  );
};
