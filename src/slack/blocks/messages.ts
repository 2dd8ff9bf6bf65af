/** Messages about the workspace itself (welcome, bind, refusals), booking results, App Home. */
import type { HomeView, KnownBlock } from '@slack/types';
import { ACTION, COMMAND } from '../ids.js';
import type { SlackMessage } from './activities.js';
import { button, clip, context, divider, esc, formatWhen, header, section, usd } from './kit.js';

export const bindCurl = (publicUrl: string, token: string): string =>
  [
    `curl -X POST ${publicUrl}/partner/v1/chat/workspaces/bind \\`,
    '  -H "Authorization: Bearer $JAUNT_API_KEY" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '{"bind_token": "${token}"}'`,
  ].join('\n');

const tokenBlocks = (p: { token: string; expiresAt: string; publicUrl: string }): KnownBlock[] => [
  section(
    `*Your one-time bind token* (valid until ${esc(p.expiresAt.slice(0, 10))}, works once):\n\`${esc(p.token)}\``,
  ),
  section(
    `Bind this workspace to your Jaunt partner API key:\n\`\`\`${esc(bindCurl(p.publicUrl, p.token))}\`\`\``,
  ),
  context('Any Jaunt API key works (negotiated or self-serve). Only the hash of this token is kept.'),
];

export const welcomeMessage = (p: {
  token: string;
  expiresAt: string;
  publicUrl: string;
  teamName: string | null;
}): SlackMessage => ({
  text: `Thanks for installing Jaunt${p.teamName ? ` in ${p.teamName}` : ''}. Your one-time bind token: ${p.token}`,
  blocks: [
    header('Welcome to Jaunt'),
    section(
      `Jaunt finds things to do nearby — concerts, exhibitions, classes, walks — and books tickets without leaving Slack.\nTry \`${COMMAND} near me\`, \`${COMMAND} jazz tonight\` or the *Activities like this* message shortcut once the workspace is connected.`,
    ),
    divider,
    ...tokenBlocks(p),
  ],
});

export const connectTokenMessage = (p: {
  token: string;
  expiresAt: string;
  publicUrl: string;
}): SlackMessage => ({
  text: `A fresh one-time bind token for Jaunt: ${p.token}`,
  blocks: [section('Here is a fresh bind token for connecting this workspace to Jaunt.'), ...tokenBlocks(p)],
});

export const connectedMessage = (teamName: string | null): SlackMessage => ({
  text: `${teamName ?? 'This workspace'} is now connected to Jaunt.`,
  blocks: [
    section(
      `:link: *${esc(teamName ?? 'This workspace')}* is now connected to Jaunt. Everyone here can use \`${COMMAND}\`.`,
    ),
  ],
});

export const notConnectedText = `This workspace isn't connected to Jaunt yet. A workspace admin can run \`${COMMAND} connect\` to get a one-time bind token by DM, then bind it to a Jaunt API key.`;

export const connectRefusedText =
  'Only workspace admins and owners can connect Jaunt. Ask one of them to run `/activities connect`.';

export const connectSentText = 'I sent you a fresh bind token by direct message.';

export const helpText = [
  `*${COMMAND} near me* — things to do around your saved location`,
  `*${COMMAND} location Brooklyn* — save where you are`,
  `*${COMMAND} <what you feel like>* — search, e.g. \`${COMMAND} live jazz tonight\``,
  `*${COMMAND} connect* — (admins) get a token to connect this workspace`,
].join('\n');

export const askLocationMessage = (): SlackMessage => ({
  text: 'Where should I look? Set your location first.',
  blocks: [
    section(`I don't know where you are yet. Set a location, or run \`${COMMAND} location <place>\`.`),
    {
      type: 'actions',
      block_id: 'ask_location',
      elements: [button('Set location', ACTION.setLocation, 'open', 'primary')],
    },
  ],
});

/** The fields of spec 2.13 this message uses (the same payload partners receive). */
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
  typeof v === 'string' && /^https?:\/\/\S+$/.test(v) && v.length < 2000;

/** Ticket details are open-ended (spec 2.13): show codes, notes and every link found in them. */
const detailLines = (d: Record<string, unknown>): string[] => {
  const lines: string[] = [];
  const code = str(d.confirmation_code) ?? str(d.confirmation);
  if (code) lines.push(`Confirmation code: \`${esc(clip(code, 100))}\``);
  const links: string[] = [];
  const walk = (v: unknown, label: string, depth: number) => {
    if (depth > 3 || links.length >= 10) return;
    if (isUrl(v)) links.push(`<${v}|${esc(clip(label, 60))}>`);
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
  walk(d, 'Tickets', 0);
  if (links.length > 0) lines.push(`Tickets: ${links.join(' · ')}`);
  const notes = str(d.venue_notes) ?? str(d.notes);
  if (notes) lines.push(`_${esc(clip(notes, 500))}_`);
  return lines;
};

export const bookingResultMessage = (
  r: BookingResult,
  activityName: string | null,
  userId: string,
): SlackMessage => {
  const name = esc(clip(activityName ?? 'your activity', 200));
  const items = r.tickets
    .map((t) => {
      const when = t.session_date
        ? ` (${formatWhen(t.session_time ? `${t.session_date}T${t.session_time}` : t.session_date) ?? t.session_date})`
        : '';
      return `${t.num_tickets ?? 1} × ${esc(clip(t.ticket_type_name, 80))}${when}`;
    })
    .join(', ');
  const ref = context(`Booking \`${esc(r.booking_id)}\` · ${esc(r.status)} · ${esc(r.resolved_at)}`);
  if (r.status === 'confirmed' || r.status === 'deliverable_ready') {
    const money = [
      r.purchase_amount_cents != null ? `Tickets ${usd(r.purchase_amount_cents)}` : null,
      `booking fee ${usd(r.booking_fee_cents)}`,
      r.total_charged_cents != null ? `*total charged ${usd(r.total_charged_cents)}*` : null,
    ].filter(Boolean);
    const title = r.status === 'confirmed' ? ':white_check_mark: Booked' : ':tickets: Your tickets are ready';
    const blocks: KnownBlock[] = [
      section(`${title}: <@${userId}>, *${name}* — ${items}`),
      section(money.join(' · ')),
    ];
    const lines = r.ticket_details ? detailLines(r.ticket_details) : [];
    if (lines.length > 0) blocks.push(section(clip(lines.join('\n'), 3000)));
    blocks.push(ref);
    return { text: `Booked: ${activityName ?? 'your activity'} (${r.status})`, blocks };
  }
  if (r.status === 'failed' || r.status === 'cancelled') {
    const reason = r.error_message ? esc(clip(r.error_message, 1000)) : 'no reason given';
    return {
      text: `Booking ${r.status}: ${activityName ?? 'your activity'} — ${r.error_message ?? 'no reason given'}`,
      blocks: [
        section(
          `:x: <@${userId}>, the booking for *${name}* ${r.status === 'failed' ? 'failed' : 'was cancelled'}: ${reason}`,
        ),
        section(
          `Nothing was charged beyond what the venue reported. Authorised: ${usd(r.authorization_amount_cents)}.`,
        ),
        ref,
      ],
    };
  }
  return {
    text: `Booking update for ${activityName ?? 'your activity'}: ${r.status}`,
    blocks: [section(`:hourglass: <@${userId}>, the booking for *${name}* is now *${esc(r.status)}*.`), ref],
  };
};

export interface HomeOrder {
  id: string;
  status: string;
  activity_name?: string | null;
  authorization_amount_cents?: number | null;
  created_at: string;
}

export const homeView = (p: {
  connected: boolean;
  teamName: string | null;
  location: string | null;
  orders: HomeOrder[];
}): HomeView => {
  const blocks: KnownBlock[] = [header('Jaunt')];
  blocks.push(
    section(
      p.connected
        ? `:large_green_circle: *${esc(p.teamName ?? 'This workspace')}* is connected.`
        : `:white_circle: ${notConnectedText}`,
    ),
  );
  blocks.push({
    type: 'section',
    block_id: 'home_location',
    text: {
      type: 'mrkdwn',
      text: p.location
        ? `:round_pushpin: Your location: *${esc(clip(p.location, 200))}*`
        : ':round_pushpin: No saved location yet.',
    },
    accessory: button(p.location ? 'Change' : 'Set location', ACTION.setLocation, 'home'),
  });
  blocks.push(divider, header('Your recent orders'));
  const recent = p.orders.slice(0, 20);
  if (recent.length === 0)
    blocks.push(section(p.connected ? 'No bookings yet.' : 'Connect the workspace to book.'));
  for (const o of recent) {
    const amount = o.authorization_amount_cents != null ? ` · ${usd(o.authorization_amount_cents)}` : '';
    blocks.push(
      section(
        `*${esc(clip(o.activity_name ?? 'Activity', 200))}* — ${esc(o.status)}${amount}\n_${esc(o.created_at.slice(0, 16).replace('T', ' '))}_`,
      ),
    );
  }
  blocks.push(context(helpText));
  return { type: 'home', blocks };
};
