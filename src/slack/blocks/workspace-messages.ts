/**
 * Messages about the workspace itself (welcome, connect, refusals), booking results (the full
 * receipt for the booker, a summary for the channel), and App Home. Pure builders; every piece of
 * data is escaped; test bookings read as a rehearsal everywhere.
 */
import type { HomeView, KnownBlock } from '@slack/types';
import {
  adminWordsFor,
  fill,
  formWordsFor,
  helpFor,
  type ReceiptWords,
  receiptWordsFor,
  statusWord,
  wordsFor,
} from '../i18n.js';
import { ACTION, COMMAND } from '../ids.js';
import type { SlackMessage } from './activities.js';
import {
  button,
  clip,
  colon,
  context,
  divider,
  esc,
  escClip,
  formatSession,
  header,
  section,
  slackDate,
  usd,
} from './kit.js';

const connectButton = (lang?: string): KnownBlock => ({
  type: 'actions',
  block_id: 'connect',
  elements: [button(adminWordsFor(lang).connectJaunt, ACTION.connect, 'connect', 'primary')],
});

/** A sentence with or without the workspace's name ("…installed in Acme" / "…installed"). */
const withTeam = (plain: string, within: string, teamName: string | null): string =>
  teamName ? fill(within, { team: esc(teamName) }) : plain;

/**
 * The installer's welcome, in their Slack language (`lang`, English by default). The notification
 * text carries no secret; the one-time token for developers who bind over the Partner API sits only
 * in the message body.
 */
export const welcomeMessage = (p: {
  token: string;
  expiresAt: string;
  teamName: string | null;
  lang?: string;
}): SlackMessage => {
  const w = adminWordsFor(p.lang);
  return {
    text: withTeam(w.welcomeText, w.welcomeTextIn, p.teamName),
    blocks: [
      header(w.welcomeTitle),
      section(fill(w.welcomeIntro, { cmd: COMMAND })),
      divider,
      section(w.oneStepLeft),
      connectButton(p.lang),
      context(fill(w.devToken, { date: esc(p.expiresAt.slice(0, 10)), token: esc(p.token) })),
    ],
  };
};

/**
 * The admin installer's first step where the install link lands them (the general channel), seen
 * by them alone: Connect Jaunt right there, so the first look and a first test booking can follow
 * in a channel. The one-time token stays in the DM.
 */
export const connectHereMessage = (lang?: string): SlackMessage => {
  const w = adminWordsFor(lang);
  return { text: w.installedText, blocks: [section(w.installedHere), connectButton(lang)] };
};

/**
 * A non-admin installer's welcome: no Connect and no token, since only admins and owners connect
 * Jaunt; it names the admins who were asked, or says to ask one.
 */
export const installedByMemberMessage = (p: {
  admins: string[];
  teamName: string | null;
  lang?: string;
}): SlackMessage => {
  const w = adminWordsFor(p.lang);
  const asked =
    p.admins.length > 0
      ? fill(w.askedAdmins, { admins: p.admins.map((id) => `<@${esc(id)}>`).join(', ') })
      : w.askAnAdmin;
  return {
    text: withTeam(w.memberText, w.memberTextIn, p.teamName),
    blocks: [header(w.welcomeTitle), section(fill(w.memberBody, { asked }))],
  };
};

/** What each admin gets when someone else installed Jaunt: Connect Jaunt (the token comes with the form). */
export const adminConnectMessage = (p: {
  installerUserId: string;
  teamName: string | null;
  lang?: string;
}): SlackMessage => {
  const w = adminWordsFor(p.lang);
  return {
    text: withTeam(w.adminText, w.adminTextIn, p.teamName),
    blocks: [
      section(fill(w.adminBody, { installer: `<@${esc(p.installerUserId)}>` })),
      connectButton(p.lang),
    ],
  };
};

export const connectedMessage = (teamName: string | null, lang?: string): SlackMessage => {
  const w = adminWordsFor(lang);
  return {
    text: fill(w.nowConnectedText, { team: esc(teamName ?? w.thisWorkspace) }),
    blocks: [
      section(fill(w.nowConnected, { team: escClip(teamName ?? w.thisWorkspace, 200), cmd: COMMAND })),
    ],
  };
};

/** "Not connected yet: an admin can connect it", in the reader's language. */
export const notConnectedTextFor = (lang?: string): string =>
  fill(adminWordsFor(lang).notConnected, { cmd: COMMAND });

/** "Only admins and owners can connect Jaunt", in the reader's language. */
export const connectRefusedTextFor = (lang?: string): string => adminWordsFor(lang).connectRefused;

/**
 * Why Jaunt cannot post where it was asked to, and what the person can do: invite it (a private
 * channel, or a public one it may not join by itself), or nothing (DMs and group DMs are closed to
 * apps). `what` names what would have been posted ("the poll", "this card").
 */
export const cannotPostText = (what: string): string =>
  `I can't post ${what} here: Jaunt isn't a member of this conversation and can't join it by itself. In a channel, invite it with \`/invite @jaunt\` and try again. Direct messages between people and group DMs are closed to apps.`;

export const helpText = helpFor('en', COMMAND);

export const askLocationMessage = (): SlackMessage => ({
  text: 'Where should I look? Set your location first.',
  blocks: [
    section(`I don't know where you are yet. Set a location, or run \`${COMMAND} location &lt;place&gt;\`.`),
    {
      type: 'actions',
      block_id: 'ask_location',
      elements: [button('Set location', ACTION.setLocation, 'open', 'primary')],
    },
  ],
});

/** The fields of spec 2.13 these messages use (the same payload partners receive). */
export interface BookingResult {
  booking_id: string;
  status: string;
  activity_id: string;
  tickets: {
    ticket_type_name: string;
    num_tickets?: number;
    session_date?: string | null;
    session_time?: string | null;
  }[];
  authorization_amount_cents: number;
  purchase_amount_cents?: number | null;
  booking_fee_cents: number;
  total_charged_cents?: number | null;
  resolved_at: string;
  ticket_details?: Record<string, unknown> | null;
  error_message?: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const isUrl = (v: unknown): v is string =>
  typeof v === 'string' && /^https:\/\/[^\s<>|]+$/.test(v) && v.length < 2000;

/** Ticket details are open-ended (spec 2.13): show codes, notes and every link found in them. */
const detailLines = (d: Record<string, unknown>, w: ReceiptWords, lang?: string): string[] => {
  const c = colon(lang);
  const lines: string[] = [];
  const code = str(d.confirmation_code) ?? str(d.confirmation);
  // A code is copied as written: inside a code span nothing formats, so only entities are escaped.
  if (code) lines.push(`${w.confirmationCode}${c}\`${clip(esc(code), 100)}\``);
  const links: string[] = [];
  const walk = (v: unknown, label: string, depth: number) => {
    if (depth > 3 || links.length >= 10) return;
    if (isUrl(v)) links.push(`<${v}|${escClip(label, 60)}>`);
    else if (Array.isArray(v))
      v.forEach((x, i) => {
        walk(x, `${label} ${i + 1}`, depth + 1);
      });
    else if (typeof v === 'object' && v !== null) {
      const o = v as Record<string, unknown>;
      const name = str(o.code) ?? str(o.ticket_code) ?? str(o.name) ?? label;
      for (const [k, x] of Object.entries(o))
        walk(x, isUrl(x) ? `${name}${k.includes('download') ? '' : ` (${k})`}` : name, depth + 1);
    }
  };
  walk(d, w.tickets, 0);
  if (links.length > 0) lines.push(`${w.tickets}${c}${links.join(' · ')}`);
  const notes = str(d.venue_notes) ?? str(d.notes);
  if (notes) lines.push(`_${escClip(notes, 500)}_`);
  return lines;
};

const itemsOf = (r: BookingResult, zone?: string | null, lang?: string): string =>
  r.tickets
    .map((t) => {
      const when = t.session_date
        ? `, ${formatSession(t.session_date, t.session_time ?? null, zone ?? null, { lang })}`
        : '';
      return `${t.num_tickets ?? 1} × ${escClip(t.ticket_type_name, 80)}${when}`;
    })
    .join('; ');

const succeeded = (status: string): boolean => status === 'confirmed' || status === 'deliverable_ready';

/** The booker's private receipt: codes, links and money. Test bookings never speak of charges. */
export const bookingReceiptMessage = (
  r: BookingResult,
  activityName: string | null,
  opts: { test: boolean; lang?: string; zone?: string | null },
): SlackMessage => {
  const w = receiptWordsFor(opts.lang);
  const name = escClip(activityName ?? '…', 200);
  const plainName = esc(activityName ?? '…');
  const items = itemsOf(r, opts.zone, opts.lang);
  const c = colon(opts.lang);
  const status = esc(statusWord(r.status, opts.lang));
  const resolved = Date.parse(r.resolved_at);
  const at = Number.isFinite(resolved) ? slackDate(resolved / 1000, esc(r.resolved_at)) : esc(r.resolved_at);
  const ref = context(`${capitalise(w.booking)} \`${esc(r.booking_id)}\` · ${status} · ${at}`);
  const testNote = context(`:test_tube: ${w.testNote}.`);
  if (succeeded(r.status)) {
    const title = opts.test
      ? `:test_tube: ${w.testConfirmed}`
      : r.status === 'confirmed'
        ? `:white_check_mark: ${w.booked}`
        : `:tickets: ${w.ticketsReady}`;
    const blocks: KnownBlock[] = [section(`${title}${c}*${name}*, ${items}`)];
    if (opts.test) blocks.push(testNote);
    else {
      const money = [
        r.purchase_amount_cents != null ? `${w.tickets} ${usd(r.purchase_amount_cents, opts.lang)}` : null,
        `${w.bookingFee} ${usd(r.booking_fee_cents, opts.lang)}`,
        r.total_charged_cents != null ? `*${w.totalCharged} ${usd(r.total_charged_cents, opts.lang)}*` : null,
      ].filter(Boolean);
      blocks.push(section(money.join(' · ')));
    }
    // A rehearsal has no ticket: its reference only, no ticket links or entrance notes.
    const all = r.ticket_details ? detailLines(r.ticket_details, w, opts.lang) : [];
    const lines = opts.test ? all.filter((l) => l.startsWith(w.confirmationCode)) : all;
    if (opts.test) blocks.push(section(`${w.noTicket}.`));
    if (lines.length > 0) blocks.push(section(clip(lines.join('\n'), 3000)));
    // Links expire: this fetches fresh ones when the person needs them.
    if (!opts.test && r.ticket_details) blocks.push(getTicketsActions(r.booking_id, w.getTickets));
    blocks.push(ref);
    return {
      text: opts.test ? `${w.testNote}${c}${plainName}` : `${w.booked}${c}${plainName} (${status})`,
      blocks,
    };
  }
  if (r.status === 'failed' || r.status === 'cancelled') {
    const reason = r.error_message ? escClip(r.error_message, 1000) : w.noReason;
    const verb = r.status === 'failed' ? w.failed : w.cancelled;
    const what = opts.test ? w.testBooking : w.booking;
    return {
      text: `${capitalise(what)} ${verb}${c}${plainName}, ${escClip(r.error_message ?? w.noReason, 500)}`,
      blocks: [
        section(`:x: ${capitalise(what)}${c}*${name}* ${verb}${c}${reason}`),
        opts.test ? testNote : section(w.nothingCharged),
        ref,
      ],
    };
  }
  return {
    text: `${capitalise(w.booking)} ${plainName}${c}${status}`,
    blocks: [section(`:hourglass: ${capitalise(w.booking)} *${name}* ${w.nowStatus} *${status}*.`), ref],
  };
};

const getTicketsActions = (bookingId: string, label: string): KnownBlock => ({
  type: 'actions',
  block_id: `tickets:${clip(bookingId, 200)}`,
  elements: [button(label, ACTION.getTickets, bookingId)],
});

/** "Get tickets": fresh links, sent privately to the booker at the moment they ask. */
export const freshTicketsMessage = (
  r: BookingResult,
  activityName: string | null,
  opts: { test: boolean; lang?: string; zone?: string | null },
): SlackMessage => {
  const w = receiptWordsFor(opts.lang);
  const name = escClip(activityName ?? '…', 200);
  if (opts.test)
    return { text: `${w.noTicket}.`, blocks: [section(`:test_tube: *${name}*: ${w.noTicket}.`)] };
  const lines = r.ticket_details ? detailLines(r.ticket_details, w, opts.lang) : [];
  const body =
    lines.length > 0 ? lines.join('\n') : `${w.nowStatus} *${esc(statusWord(r.status, opts.lang))}*`;
  return {
    text: `${w.tickets}: ${esc(activityName ?? '…')}`,
    blocks: [section(clip(`:tickets: *${name}*, ${itemsOf(r, opts.zone, opts.lang)}\n${body}`, 3000))],
  };
};

const capitalise = (s: string): string => (s ? `${s.charAt(0).toUpperCase()}${s.slice(1)}` : s);

/** What the channel sees when the booker ticked "Share": who, what, when; no codes, links or money. */
export const bookingSummaryMessage = (
  r: BookingResult,
  activityName: string | null,
  userId: string,
  opts: { test: boolean; lang?: string; zone?: string | null },
): SlackMessage => {
  const w = receiptWordsFor(opts.lang);
  const count = r.tickets.reduce((n, t) => n + (t.num_tickets ?? 1), 0);
  const first = r.tickets[0];
  const when = first?.session_date
    ? formatSession(first.session_date, first.session_time ?? null, opts.zone ?? null, { lang: opts.lang })
    : null;
  const name = escClip(activityName ?? '…', 200);
  const line = `<@${userId}> ${w.bookedVerb} ${count} × ${name}${when ? `, ${when}` : ''}`;
  return {
    text: `${line}${opts.test ? ` (${w.testTag})` : ''}`,
    blocks: [section(`:tada: ${line}`), ...(opts.test ? [context(`:test_tube: ${w.testNote}.`)] : [])],
  };
};

export interface HomeOrder {
  id: string;
  status: string;
  activity_name?: string | null;
  authorization_amount_cents?: number | null;
  created_at: string;
  /** A rehearsal: never shown with an amount. */
  test?: boolean;
}

/** Disconnect, for admins of a connected workspace: Slack asks "are you sure?" before it is sent. */
const disconnectButton = (lang?: string): KnownBlock => {
  const w = adminWordsFor(lang);
  return {
    type: 'actions',
    block_id: 'disconnect',
    elements: [
      {
        ...button(w.disconnect, ACTION.disconnect, 'disconnect', 'danger'),
        confirm: {
          title: { type: 'plain_text', text: w.disconnectTitle },
          text: { type: 'mrkdwn', text: w.disconnectText },
          confirm: { type: 'plain_text', text: w.disconnect },
          deny: { type: 'plain_text', text: w.cancel },
          style: 'danger',
        },
      },
    ],
  };
};

/** When an order was made: an instant, so in the reader's own zone (Slack's token), UTC as fallback. */
const bookedAt = (iso: string, lang?: string): string => {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return esc(iso);
  const utc = `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return fill(adminWordsFor(lang).bookedAt, {
    date: slackDate(ms / 1000, utc),
  });
};

/** One recent order on App Home: name, status, amount (never for a rehearsal), and Get tickets. */
const homeOrderBlock = (o: HomeOrder, lang?: string): KnownBlock => {
  const amount = o.test
    ? ` · ${adminWordsFor(lang).testNothingCharged}`
    : o.authorization_amount_cents != null
      ? ` · ${usd(o.authorization_amount_cents, lang)}`
      : '';
  const name = escClip(o.activity_name ?? formWordsFor(lang).activity, 200);
  const text = `*${name}* · ${esc(statusWord(o.status, lang))}${amount}\n_${bookedAt(o.created_at, lang)}_`;
  return !o.test && succeeded(o.status)
    ? {
        type: 'section',
        text: { type: 'mrkdwn', text: clip(text, 3000) },
        accessory: button(receiptWordsFor(lang).getTickets, ACTION.getTickets, o.id),
      }
    : section(text);
};

export const homeView = (p: {
  connected: boolean;
  teamName: string | null;
  /** The name of the Jaunt API key the workspace is connected with (never the key). */
  accountName?: string | null;
  location: string | null;
  orders: HomeOrder[];
  /** Workspace admins see Connect Jaunt while the workspace is not connected, Disconnect once it is. */
  isAdmin: boolean;
  /** The reader's Slack language (en, fr, es, de); English when absent. */
  lang?: string;
}): HomeView => {
  const w = adminWordsFor(p.lang);
  const blocks: KnownBlock[] = [header('Jaunt')];
  blocks.push(
    section(
      p.connected
        ? fill(w.homeConnected, { team: escClip(p.teamName ?? w.thisWorkspace, 200) })
        : `:white_circle: ${notConnectedTextFor(p.lang)}`,
    ),
  );
  if (p.connected && p.accountName)
    blocks.push(context(fill(w.account, { name: escClip(p.accountName, 200) })));
  if (!p.connected && p.isAdmin) blocks.push(connectButton(p.lang));
  if (p.connected && p.isAdmin) blocks.push(disconnectButton(p.lang));
  blocks.push({
    type: 'section',
    block_id: 'home_location',
    text: {
      type: 'mrkdwn',
      text: p.location ? fill(w.yourLocation, { place: escClip(p.location, 200) }) : w.noLocation,
    },
    accessory: button(p.location ? w.change : wordsFor(p.lang).setLocation, ACTION.setLocation, 'home'),
  });
  blocks.push(divider, header(w.recentBookings));
  const recent = p.orders.slice(0, 20);
  if (recent.length === 0) blocks.push(section(p.connected ? w.noBookings : w.connectToBook));
  for (const o of recent) blocks.push(homeOrderBlock(o, p.lang));
  blocks.push(context(helpFor(p.lang, COMMAND)));
  return { type: 'home', blocks };
};
