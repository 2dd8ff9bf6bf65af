/**
 * Dev tool: pictures of what Slack shows, at phone width (390 px). It calls the real Block Kit
 * builders in src/slack/blocks with a small made-up catalogue, renders their JSON as a simple HTML
 * approximation of Slack's client (mrkdwn, buttons, menus, modals), and screenshots each surface in
 * headless Debian Chromium via playwright-core. No server and no Slack: builders in, PNGs out.
 *
 *   npx tsx scripts/slack-preview.ts [outDir]     (default docs/images/slack; needs /usr/bin/chromium)
 *
 * Surfaces: near me (shelves, in English and French), Details, the Book form in a test workspace and in a live one, and a
 * French receipt, and an assistant-panel conversation: that one is not built by hand but recorded from the
 * real app (a demo catalogue, the recording stand-in for Slack's Web API, signed events), so the picture
 * shows exactly what Jaunt posted for those turns. The approximation is Slack's layout, not its pixels: date tokens are rendered
 * for a named reader (zone and language, as Slack would), emoji are the Unicode ones, and
 * pictures are grey boxes (nothing is fetched). Emoji need a colour emoji font
 * (Debian: fonts-noto-color-emoji).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { PartnerActivity, PartnerActivityDetail, ShelvesResponse } from '../src/contract/partner.js';
import { shelfBlocks } from '../src/slack/blocks/activities.js';
import { bookModal, detailModal } from '../src/slack/blocks/modals.js';
import { bookingReceiptMessage } from '../src/slack/blocks/workspace-messages.js';
import { dayWords } from '../src/slack/i18n.js';
import { startFakeSlack } from '../test/helpers/fake-slack.js';
import { connectWorkspace, startAssistantApp, type Thread, threadStartedEvent, turn, sendEvent, replyAfter } from '../test/slack/assistant-events.js';

const WIDTH = 390;
type Obj = Record<string, unknown>;

const html = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const EMOJI: Record<string, string> = {
  calendar: '📅',
  round_pushpin: '📍',
  ticket: '🎟️',
  tickets: '🎟️',
  test_tube: '🧪',
  tada: '🎉',
  white_check_mark: '✅',
  hourglass: '⌛',
  x: '❌',
  speech_balloon: '💬',
  trophy: '🏆',
};

/** Who reads the surface: Slack renders date tokens in the reader's zone and language. */
interface Reader {
  tz: string;
  lang: string;
}
let reader: Reader = { tz: 'America/New_York', lang: 'en' };
const NOW = new Date('2026-11-28T19:00:00Z'); // 14:00 in New York, Saturday

/** A `<!date^…>` token as Slack renders it for the reader ({date_short_pretty}, {time}, {date_short}). */
const dateToken = (epoch: number, format: string): string => {
  const at = new Date(epoch * 1000);
  const day = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: reader.tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const offsetDays = (Date.parse(day(at)) - Date.parse(day(NOW))) / 86_400_000;
  const w = dayWords(reader.lang);
  const short = new Intl.DateTimeFormat(reader.lang, { timeZone: reader.tz, day: 'numeric', month: 'short' }).format(at);
  const pretty = offsetDays === 0 ? w.today : offsetDays === 1 ? w.tomorrow : short;
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: reader.tz, hour: '2-digit', minute: '2-digit' }).format(at);
  return format.replace('{date_short_pretty}', pretty).replace('{date_short}', short).replace('{time}', time);
};

/** Slack mrkdwn → HTML as a client shows it: tokens resolved, entities decoded once, marks applied. */
const mrkdwn = (t: string): string => {
  const token = (kind: string, v: string) => `\uE000${kind}\uE001${v}\uE002`;
  let s = t
    .replace(/<!date\^(\d+)\^([^|>]*)\|[^>]*>/g, (_m, e: string, f: string) => token('date', dateToken(Number(e), f)))
    .replace(/<@(U[A-Z0-9]+)>/g, (_m, u: string) => token('user', `@${u.replace(/^U0?/, '').toLowerCase()}`))
    .replace(/<(https?:[^|>]+)\|([^>]*)>/g, (_m, _u: string, l: string) => token('link', l));
  s = s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return html(s)
    .replace(/\uE000(\w+)\uE001([^\uE002]*)\uE002/g, (_m, k: string, v: string) => `<span class="${k}">${v}</span>`)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/(^|[\s(])\*([^*\n]+)\*/g, '$1<b>$2</b>')
    .replace(/(^|[\s(])_([^_\n]+)_/g, '$1<i>$2</i>')
    .replace(/:([a-z_]+):/g, (m, e: string) => EMOJI[e] ?? m)
    .replace(/\n/g, '<br>');
};

const text = (t: unknown): string => {
  const o = t as Obj | undefined;
  if (!o) return '';
  return o.type === 'mrkdwn' ? mrkdwn(String(o.text)) : html(String(o.text));
};

const options = (e: Obj): string => {
  const initial = JSON.stringify(e.initial_option ?? e.initial_options ?? '');
  return (e.options as Obj[])
    .map((o) => {
      const on = initial.includes(`"value":${JSON.stringify(o.value)}`);
      const mark = e.type === 'radio_buttons' ? (on ? '◉' : '○') : on ? '☑' : '☐';
      const hint = o.description ? `<div class="hint">${text(o.description)}</div>` : '';
      return `<div class="opt"><span class="mark">${mark}</span><div>${text(o.text)}${hint}</div></div>`;
    })
    .join('');
};

const element = (e: Obj): string => {
  switch (e.type) {
    case 'button':
      return `<span class="btn ${e.style === 'primary' ? 'primary' : e.style === 'danger' ? 'danger' : ''}">${text(e.text)}</span>`;
    case 'overflow':
      return '<span class="btn overflow">⋯</span>';
    case 'image':
      return `<div class="thumb" title="${html(String(e.alt_text ?? ''))}"></div>`;
    case 'static_select': {
      const init = (e.initial_option as Obj | undefined)?.text;
      return `<span class="select ${init ? '' : 'placeholder'}">${init ? text(init) : text(e.placeholder)}<span>▾</span></span>`;
    }
    case 'number_input':
    case 'plain_text_input': {
      const v = e.initial_value as string | undefined;
      return `<span class="input ${v ? '' : 'placeholder'}">${v ? html(v) : text(e.placeholder)}</span>`;
    }
    case 'radio_buttons':
    case 'checkboxes':
      return options(e);
    default:
      return `<span class="unknown">[${html(String(e.type))}]</span>`;
  }
};

const block = (b: Obj): string => {
  switch (b.type) {
    case 'header':
      return `<div class="header">${text(b.text)}</div>`;
    case 'section': {
      const acc = b.accessory ? element(b.accessory as Obj) : '';
      const fields = b.fields
        ? `<div class="fields">${(b.fields as Obj[]).map((f) => `<div>${text(f)}</div>`).join('')}</div>`
        : '';
      return `<div class="section"><div class="body">${b.text ? text(b.text) : ''}${fields}</div>${acc}</div>`;
    }
    case 'context':
      return `<div class="context">${(b.elements as Obj[]).map((e) => text(e)).join(' ')}</div>`;
    case 'actions':
      return `<div class="actions">${(b.elements as Obj[]).map(element).join('')}</div>`;
    case 'divider':
      return '<hr>';
    case 'input': {
      const optional = b.optional ? ' <span class="hint">(optional)</span>' : '';
      const hint = b.hint ? `<div class="hint">${text(b.hint)}</div>` : '';
      return `<div class="inputblock"><div class="label">${text(b.label)}${optional}</div>${element(b.element as Obj)}${hint}</div>`;
    }
    default:
      return `<div class="unknown">[${html(String(b.type))}]</div>`;
  }
};

const message = (blocks: unknown[], note: string): string =>
  `<div class="msg"><div class="avatar">J</div><div class="content"><div class="who">Jaunt <span class="app">APP</span> <span class="note">${html(note)}</span></div>${(blocks as Obj[]).map(block).join('')}</div></div>`;

/** A person's own message in a thread. */
const said = (who: string, words: string): string =>
  `<div class="msg"><div class="avatar person">${html(who.charAt(0))}</div><div class="content"><div class="who">${html(who)}</div><div>${html(words)}</div></div></div>`;

/** The turns of the README's conversation, and the phrasing a person would use. */
const TURNS = ['live music Friday evening under $40', 'somewhere quieter', 'for 6 of us', 'book the first one for 6'];

/**
 * An assistant-panel thread as Jaunt really answers it: the app on a demo catalogue answers signed
 * events against the recording stand-in, and the thread's posted messages are rendered as recorded.
 */
const conversation = async (): Promise<string> => {
  const fake = await startFakeSlack();
  // Alice reads Slack in New York, where the demo catalogue is: cards give one time, the venue's.
  fake.users.set('U0ALICE', { id: 'U0ALICE', tz: 'America/New_York', locale: 'en-US' });
  const app = await startAssistantApp(fake);
  try {
    const t: Thread = { userId: 'U0ALICE', channelId: 'DU0ALICE', threadTs: '1800000000.000100' };
    await connectWorkspace(app, fake, [t.userId]);
    const mark = fake.calls.length;
    await sendEvent(app, threadStartedEvent(fake, t, 'C0GENERAL'));
    const hello = await replyAfter(fake, t, mark);
    const parts = [message((hello.params.blocks as unknown[]) ?? [{ type: 'section', text: { type: 'mrkdwn', text: hello.params.text } }], '')];
    for (const words of TURNS) {
      const { reply } = await turn(app, fake, t, words);
      const blocks = (reply.params.blocks as unknown[] | undefined) ?? [
        { type: 'section', text: { type: 'mrkdwn', text: String(reply.params.text) } },
      ];
      parts.push(said('Alice', words), message(blocks, ''));
    }
    return parts.join('');
  } finally {
    await app.stop();
    await fake.close();
  }
};

const modal = (view: Obj): string =>
  `<div class="modal"><div class="mtitle">${text(view.title)}<span>✕</span></div><div class="mbody">${(view.blocks as Obj[]).map(block).join('')}</div><div class="mfoot">${view.close ? `<span class="btn">${text(view.close)}</span>` : ''}${view.submit ? `<span class="btn primary">${text(view.submit)}</span>` : ''}</div></div>`;

const CSS = `*{box-sizing:border-box}body{margin:0;width:${WIDTH}px;font:15px/1.45 "DejaVu Sans",Lato,sans-serif,"Noto Color Emoji";color:#1d1c1d;background:#fff}
.bar{background:#3f0e40;color:#fff;padding:10px 14px;font-weight:700}
.msg{display:flex;gap:8px;padding:8px 12px}.content{flex:1;min-width:0}
.avatar.person{background:#e8912d}.avatar{width:36px;height:36px;border-radius:6px;background:#1d4e89;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:800;flex:none}
.who{font-weight:900}.app{font-size:10px;background:#ddd;color:#555;padding:1px 3px;border-radius:2px}.note{font-weight:400;color:#616061;font-size:12px}
.header{font-weight:900;font-size:17px;margin:10px 0 2px}.section{display:flex;gap:8px;margin:4px 0}.body{flex:1;min-width:0;overflow-wrap:anywhere}
.thumb{width:64px;height:64px;border-radius:6px;background:#d9d9d9;flex:none}
.context{color:#616061;font-size:12.5px;margin:4px 0}.actions{display:flex;flex-wrap:wrap;gap:6px;margin:6px 0 10px}
.btn{border:1px solid #c4c4c4;border-radius:4px;padding:3px 10px;font-weight:700;font-size:13px;background:#fff;white-space:nowrap}
.btn.primary{background:#007a5a;color:#fff;border-color:#007a5a}.btn.danger{color:#e01e5a}.btn.overflow{padding:3px 8px}
.date,.user,.link{color:#1264a3}.user{background:#e8f5fa;padding:0 2px;border-radius:3px}
code{font:12px monospace;background:#f6f6f6;border:1px solid #ddd;padding:0 3px;border-radius:3px;color:#e01e5a}
hr{border:0;border-top:1px solid #ddd}.fields{display:grid;grid-template-columns:1fr 1fr;gap:6px;margin-top:6px}
.modal{margin:10px;border-radius:8px;box-shadow:0 4px 20px rgba(0,0,0,.25);overflow:hidden}
.mtitle{padding:12px 14px;font-weight:900;font-size:18px;display:flex;justify-content:space-between;border-bottom:1px solid #ddd}
.mbody{padding:6px 14px}.mfoot{padding:10px 14px;border-top:1px solid #ddd;display:flex;justify-content:flex-end;gap:8px}
.inputblock{margin:10px 0}.label{font-weight:700;margin-bottom:4px}
.select,.input{display:flex;justify-content:space-between;border:1px solid #bbb;border-radius:4px;padding:6px 8px}.placeholder{color:#888}
.hint{color:#616061;font-size:12.5px}.opt{display:flex;gap:6px;margin:4px 0}.mark{flex:none}.unknown{color:#e01e5a}`;

const page = (title: string, body: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><style>${CSS}</style></head><body><div class="bar">${html(title)}</div>${body}</body></html>`;

/** A made-up New York catalogue: the same shapes the Partner API returns. */
const activity = (i: number, over: Partial<PartnerActivity>): PartnerActivity => ({
  activity_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: 'Activity',
  short_description: null,
  picture_url: `https://img.example.com/${i}.jpg`,
  location: { lat: 40.73, lng: -74.0 },
  semantic_location: 'Greenwich Village, Manhattan',
  highlights: [],
  display_label: '',
  is_bookable: true,
  ticket_price: null,
  estimated_fulfillment: 'instant',
  next_datetime: null,
  ...over,
});
const price = (label: string, min: number) => ({ min, max: min, currency: 'USD', label, sessions: [] });

const JAZZ = activity(1, {
  name: 'Late Set at the Village Vanguard',
  short_description: 'The late set of a week-long run by a touring trio, in the basement club.',
  display_label: 'Live jazz tonight, a short walk away',
  ticket_price: price('$45', 45),
  next_datetime: '2026-11-28T22:30:00-05:00',
});
const SHELVES: ShelvesResponse = {
  h3_cell: '872a1072bffffff',
  city: 'new-york',
  shelves: [
    {
      slug: 'tonight',
      display_name: 'Tonight',
      activities: [
        JAZZ,
        activity(2, {
          name: 'Comedy Cellar: the 9:30 show',
          display_label: 'Stand-up, five comics',
          ticket_price: price('$25', 25),
          next_datetime: '2026-11-28T21:30:00-05:00',
        }),
      ],
    },
    {
      slug: 'open-now',
      display_name: 'Open now',
      activities: [
        activity(3, {
          name: 'The Met Cloisters',
          is_bookable: false,
          display_label: 'Medieval art above the Hudson',
          semantic_location: 'Fort Tryon Park, Manhattan',
          ticket_price: price('$30', 30),
        }),
      ],
    },
    {
      slug: 'this-weekend',
      display_name: 'This weekend',
      activities: [
        activity(4, {
          name: 'Brooklyn Flea Sunday market',
          display_label: 'Vintage and food stalls',
          semantic_location: 'DUMBO, Brooklyn',
          is_bookable: false,
          next_datetime: '2026-11-29T10:00:00-05:00',
        }),
      ],
    },
  ],
};

const ticket = (name: string, p: number) => ({
  name,
  price: p,
  fee: 2.5,
  total: p + 2.5,
  available: true,
  description: null,
  on_sale_status: null,
  is_free: false,
  min_quantity: 1,
  max_quantity: 6,
  category: null,
});
const DETAIL: PartnerActivityDetail = {
  ...JAZZ,
  venue: 'Village Vanguard, 178 7th Ave S',
  description:
    'A week-long run by a touring trio. Doors open 30 minutes before the set; the room seats 120 and the best seats go first.',
  tips: ['Cash bar; one-drink minimum.', 'Arrive 20 minutes early for a table near the stage.'],
  upcoming_datetimes: ['2026-11-28T22:30:00-05:00', '2026-11-29T20:00:00-05:00'],
  picture_urls: [],
  is_open_now: null,
  search_category: ['music', 'jazz'],
  entity_type: 'event',
  ticket_price: {
    min: 45,
    max: 60,
    currency: 'USD',
    label: '$45 – $60',
    sessions: [
      { date: '2026-11-28', time: '22:30', tickets: [ticket('General admission', 45), ticket('Table', 60)] },
      { date: '2026-11-29', time: '20:00', tickets: [ticket('General admission', 45)] },
    ],
  },
};

const origin = { activityId: DETAIL.activity_id, channelId: 'C0GENERAL', messageTs: null, sessionKey: '2026-11-28T22:30' };
const selection = (mode: 'live_purchase' | 'dry_run_success') => ({
  sessionKey: '2026-11-28T22:30',
  ticketIndex: 0,
  quantity: 2,
  mode,
  share: true,
});

const RECEIPT = {
  booking_id: 'bk_7Q2M4',
  status: 'confirmed',
  activity_id: DETAIL.activity_id,
  tickets: [{ ticket_type_name: 'General admission', num_tickets: 2, session_date: '2026-11-28', session_time: '22:30' }],
  authorization_amount_cents: 9500,
  purchase_amount_cents: 9000,
  booking_fee_cents: 500,
  total_charged_cents: 9500,
  resolved_at: '2026-11-28T19:05:00Z',
  ticket_details: {
    confirmation_code: 'VV-2211',
    tickets: [{ code: 'T1', download_url: 'https://jaunt.example.com/t/1' }],
  },
};

/** Each surface: a file name, the bar's title, and the HTML body. */
const surfaces = (): [string, string, Reader, () => string][] => {
  const near = shelfBlocks(SHELVES, {
    locationLabel: 'Greenwich Village',
    ability: 'test',
    now: NOW,
    readerTz: 'America/New_York',
  });
  const nearFr = shelfBlocks(SHELVES, {
    locationLabel: 'Greenwich Village',
    ability: 'test',
    lang: 'fr',
    now: NOW,
    readerTz: 'Europe/Paris',
  });
  const details = detailModal(DETAIL, origin, 'test', 'en', { now: NOW, readerTz: 'Europe/London' });
  const test = bookModal(DETAIL, origin, { canCharge: false, selection: selection('dry_run_success'), quoteCents: 9500 });
  const live = bookModal(DETAIL, origin, { canCharge: true, selection: selection('live_purchase'), quoteCents: 9500 });
  const fr = bookingReceiptMessage(RECEIPT, 'Concert tardif au Village Vanguard', {
    test: false,
    lang: 'fr',
    zone: 'America/New_York',
  });
  const newYorker: Reader = { tz: 'America/New_York', lang: 'en' };
  return [
    ['near-me', '# general · a reader in New York', newYorker, () => message(near.blocks, 'only visible to you')],
    [
      'near-me-fr',
      '# général · une lectrice à Paris',
      { tz: 'Europe/Paris', lang: 'fr' },
      () => message(nearFr.blocks, 'visible par vous seul·e'),
    ],
    ['details', 'Details · a reader in London', { tz: 'Europe/London', lang: 'en' }, () => modal(details as unknown as Obj)],
    ['book-test', 'Book · test workspace', newYorker, () => modal(test as unknown as Obj)],
    ['book-live', 'Book · live workspace', newYorker, () => modal(live as unknown as Obj)],
    ['receipt-fr', 'Jaunt · un lecteur à Paris', { tz: 'Europe/Paris', lang: 'fr' }, () => message(fr.blocks, '')],
  ];
};

const main = async (): Promise<void> => {
  const out = process.argv[2] ?? 'docs/images/slack';
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const tab = await browser.newPage({ viewport: { width: WIDTH, height: 100 }, deviceScaleFactor: 1 });
    for (const [name, title, who, body] of surfaces()) {
      reader = who;
      await tab.setContent(page(title, body()));
      const file = join(out, `${name}.png`);
      await tab.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    reader = { tz: 'America/New_York', lang: 'en' };
    await tab.setContent(page('Jaunt · assistant panel', await conversation()));
    const file = join(out, 'assistant-conversation.png');
    await tab.screenshot({ path: file, fullPage: true });
    console.log(file);
  } finally {
    await browser.close();
  }
};

await main();
