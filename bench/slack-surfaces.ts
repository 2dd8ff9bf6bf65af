/**
 * Screenshots of the Slack app's four main surfaces (near me, search, the Book modal, the channel
 * thread with the booker's private receipt) as HTML mock renders of the real payloads, in headless
 * Chromium at phone width. The payloads come from the running service and the local fake Slack,
 * exactly as Slack would receive them. `npx tsx bench/slack-surfaces.ts [outDir]` (PNGs are not
 * committed). Needs /usr/bin/chromium.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { jazzLine } from '../test/fixtures/catalogue.js';
import { startTestApp } from '../test/helpers/app.js';
import { launchChromium } from '../test/helpers/browser.js';
import {
  interaction,
  postToSlackEvents,
  type SlackCall,
  slashCommand,
  startFakeSlack,
} from '../test/helpers/fake-slack.js';

const out = process.argv[2] ?? '/tmp/slack-surfaces';
mkdirSync(out, { recursive: true });
const SECRET = 'render-secret';

const html = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** Slack mrkdwn → HTML, the way a client shows it (tokens resolved, entities decoded once). */
const mrkdwn = (t: string): string => {
  let s = t
    .replace(/<!date\^\d+\^[^|>]*\|([^>]*)>/g, (_m, f: string) => `\uE000date\uE001${f}\uE002`)
    .replace(
      /<@(U[A-Z0-9]+)>/g,
      (_m, u: string) => `\uE000user\uE001@${u.replace(/^U0/, '').toLowerCase()}\uE002`,
    )
    .replace(/<(https?:[^|>]+)\|([^>]*)>/g, (_m, _u: string, l: string) => `\uE000link\uE001${l}\uE002`);
  s = s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  s = html(s)
    .replace(
      /\uE000(\w+)\uE001([^\uE002]*)\uE002/g,
      (_m, k: string, v: string) => `<span class="${k}">${v}</span>`,
    )
    .replace(/```([\s\S]*?)```/g, '<pre>$1</pre>')
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/(^|[\s(])\*([^*\n]+)\*/g, '$1<b>$2</b>')
    .replace(/(^|[\s(])_([^_\n]+)_/g, '$1<i>$2</i>')
    .replace(/:([a-z_]+):/g, (_m, e: string) => EMOJI[e] ?? '')
    .replace(/\n/g, '<br>');
  return s;
};
const EMOJI: Record<string, string> = {
  calendar: '📅',
  round_pushpin: '📍',
  ticket: '🎟️',
  tickets: '🎟️',
  mag: '🔍',
  test_tube: '🧪',
  tada: '🎉',
  white_check_mark: '✅',
  hourglass_flowing_sand: '⏳',
  speech_balloon: '💬',
  trophy: '🏆',
  x: '❌',
};

type Obj = Record<string, unknown>;
const text = (t: unknown): string => {
  const o = t as Obj | undefined;
  if (!o) return '';
  return o.type === 'mrkdwn' ? mrkdwn(String(o.text)) : html(String(o.text));
};
const element = (e: Obj): string => {
  if (e.type === 'button')
    return `<span class="btn ${e.style === 'primary' ? 'primary' : ''}">${text(e.text)}</span>`;
  if (e.type === 'image') return `<img class="thumb" src="${html(String(e.image_url))}" alt="">`;
  if (e.type === 'static_select') {
    const init = (e.initial_option as Obj | undefined)?.text;
    return `<span class="select">${init ? text(init) : text(e.placeholder)} ▾</span>`;
  }
  if (e.type === 'number_input') return `<span class="input">${html(String(e.initial_value ?? ''))}</span>`;
  if (e.type === 'plain_text_input') return `<span class="input placeholder">${text(e.placeholder)}</span>`;
  if (e.type === 'radio_buttons' || e.type === 'checkboxes') {
    const initial = JSON.stringify(e.initial_option ?? e.initial_options ?? '');
    return (e.options as Obj[])
      .map((o) => {
        const on = initial.includes(`"value":"${String(o.value)}"`);
        const mark = e.type === 'radio_buttons' ? (on ? '◉' : '○') : on ? '☑' : '☐';
        return `<div class="opt">${mark} ${text(o.text)}${o.description ? `<div class="hint">${text(o.description)}</div>` : ''}</div>`;
      })
      .join('');
  }
  return '';
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
      return `<div class="section"><div class="body">${text(b.text)}${fields}</div>${acc}</div>`;
    }
    case 'context':
      return `<div class="context">${(b.elements as Obj[]).map((e) => text(e)).join(' ')}</div>`;
    case 'actions':
      return `<div class="actions">${(b.elements as Obj[]).map(element).join('')}</div>`;
    case 'divider':
      return '<hr>';
    case 'image':
      return `<img class="wide" src="${html(String(b.image_url))}" alt="">`;
    case 'input':
      return `<div class="inputblock"><div class="label">${text(b.label)}${b.optional ? ' <span class="hint">(optional)</span>' : ''}</div>${element(b.element as Obj)}${b.hint ? `<div class="hint">${text(b.hint)}</div>` : ''}</div>`;
    default:
      return '';
  }
};
const message = (who: string, blocks: unknown, note = ''): string =>
  `<div class="msg"><div class="avatar">J</div><div><div class="who">${who} <span class="app">APP</span> <span class="note">${note}</span></div>${(blocks as Obj[]).map(block).join('')}</div></div>`;
const modal = (view: Obj): string =>
  `<div class="modal"><div class="mtitle">${text(view.title)}<span>✕</span></div><div class="mbody">${(view.blocks as Obj[]).map(block).join('')}</div><div class="mfoot">${view.close ? `<span class="btn">${text(view.close)}</span>` : ''}${view.submit ? `<span class="btn primary">${text(view.submit)}</span>` : ''}</div></div>`;

const CSS = `body{margin:0;font:15px/1.45 -apple-system,"Segoe UI",Lato,sans-serif;color:#1d1c1d;background:#fff}
.bar{background:#3f0e40;color:#fff;padding:12px 16px;font-weight:700}.wrap{padding:8px 0}
.msg{display:flex;gap:8px;padding:8px 16px}.avatar{width:36px;height:36px;border-radius:6px;background:#1d4e89;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:800;flex:none}
.who{font-weight:900}.app{font-size:10px;background:#ddd;color:#555;padding:1px 3px;border-radius:2px;font-weight:700}.note{font-weight:400;color:#616061;font-size:12px}
.header{font-weight:900;font-size:17px;margin:10px 0 2px}.section{display:flex;gap:8px;margin:4px 0}.body{flex:1}
.thumb{width:72px;height:72px;border-radius:6px;object-fit:cover;flex:none}.wide{max-width:100%;border-radius:6px}
.context{color:#616061;font-size:12.5px;margin:4px 0}.actions{display:flex;flex-wrap:wrap;gap:6px;margin:6px 0 10px}
.btn{border:1px solid #c4c4c4;border-radius:4px;padding:3px 10px;font-weight:700;font-size:13px;background:#fff}.btn.primary{background:#007a5a;color:#fff;border-color:#007a5a}
.date{color:#1264a3}.user{color:#1264a3;background:#e8f5fa;padding:0 2px;border-radius:3px}.link{color:#1264a3}
code{font:12px monospace;background:#f6f6f6;border:1px solid #ddd;padding:0 3px;border-radius:3px;color:#e01e5a}
hr{border:0;border-top:1px solid #ddd}.fields{display:grid;grid-template-columns:1fr 1fr;gap:6px;margin-top:6px}
.modal{margin:12px;border-radius:8px;box-shadow:0 4px 20px rgba(0,0,0,.25);overflow:hidden}.mtitle{padding:14px 16px;font-weight:900;font-size:18px;display:flex;justify-content:space-between;border-bottom:1px solid #ddd}
.mbody{padding:8px 16px}.mfoot{padding:12px 16px;border-top:1px solid #ddd;display:flex;justify-content:flex-end;gap:8px}
.inputblock{margin:10px 0}.label{font-weight:700;margin-bottom:4px}.select,.input{display:block;border:1px solid #bbb;border-radius:4px;padding:6px 8px}.placeholder{color:#888}
.hint{color:#616061;font-size:12.5px}.opt{margin:4px 0}.thread{border-left:3px solid #ddd;margin-left:40px}`;

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>${CSS}</style></head><body><div class="bar">${html(title)}</div><div class="wrap">${body}</div></body></html>`;

const main = async () => {
  const fake = await startFakeSlack({ team: { id: 'T0SHOT', name: 'Acme' } });
  const app = await startTestApp({
    env: {
      SLACK_SIGNING_SECRET: SECRET,
      SLACK_BOT_TOKEN: 'xoxb-shot',
      SLACK_API_URL: fake.apiUrl,
      JAUNT_DEMO_ON_EMPTY: '1',
      JAUNT_DEMO_SIZE: '1500',
      JAUNT_PUBLIC_URL: 'https://jaunt.example.com',
    },
  });
  const send = (p: { form: Record<string, string> } | { json: unknown }) =>
    postToSlackEvents(app.url, p, { secret: SECRET });
  try {
    await app.importNdjson(`${JSON.stringify(jazzLine)}\n`);
    const key = (await app.createKey('negotiated', { name: 'acme' })).key;
    await app.services.workspaces.connectWithKey('T0SHOT', 'U0ADMIN', key);
    await send(slashCommand(fake, { text: 'location Manhattan', userId: 'U0ALICE', responseId: 'loc' }));
    await fake.waitFor('respond:loc', (c) => String(c.params.text).startsWith('Things'), 15_000);
    await send(slashCommand(fake, { text: 'near me', userId: 'U0ALICE', responseId: 'near' }));
    const near = await fake.waitFor('respond:near', () => true, 15_000);
    await send(slashCommand(fake, { text: 'late night jazz', userId: 'U0ALICE', responseId: 'search' }));
    const search = await fake.waitFor('respond:search', () => true, 15_000);
    const jazzId = String(
      (
        await app.store.db
          .selectFrom('activity')
          .select('activity_id')
          .where('ref', '=', 'nyc-jazz-001')
          .executeTakeFirstOrThrow()
      ).activity_id,
    );
    const mark = fake.calls.length;
    await send(
      interaction({
        type: 'block_actions',
        team: { id: 'T0SHOT', domain: 'acme' },
        user: { id: 'U0ALICE', username: 'alice', name: 'alice', team_id: 'T0SHOT' },
        api_app_id: 'A0JAUNT',
        token: 't',
        trigger_id: 'trig-shot',
        response_url: fake.responseUrl('book'),
        container: { type: 'message', message_ts: '1', channel_id: 'C0GENERAL', is_ephemeral: true },
        channel: { id: 'C0GENERAL', name: 'general' },
        actions: [
          { type: 'button', action_id: 'activity_book', block_id: 'b', value: jazzId, action_ts: '1' },
        ],
      }),
    );
    const form = await fake.waitFor('views.update', () => true, 10_000, mark);
    const view = form.params.view as Obj;
    const r = await send(
      interaction({
        type: 'view_submission',
        team: { id: 'T0SHOT', domain: 'acme' },
        user: { id: 'U0ALICE', name: 'alice', team_id: 'T0SHOT' },
        api_app_id: 'A0JAUNT',
        token: 't',
        trigger_id: 'trig-submit',
        view: {
          id: String(form.params.view_id),
          type: 'modal',
          callback_id: 'activity_book',
          private_metadata: String(view.private_metadata),
          state: {
            values: {
              session: {
                book_session: { type: 'static_select', selected_option: { value: '2026-12-04T22:30' } },
              },
              ticket: { book_ticket: { type: 'static_select', selected_option: { value: 'i:0' } } },
              quantity: { book_quantity: { type: 'number_input', value: '2' } },
              payment_mode: {
                book_mode: { type: 'radio_buttons', selected_option: { value: 'dry_run_success' } },
              },
              share: { book_share: { type: 'checkboxes', selected_options: [{ value: 'share' }] } },
            },
          },
        },
      }),
    );
    const accepted = (r.json as { view: Obj }).view;
    const receipt = await fake.waitFor(
      'chat.postMessage',
      (c) => c.params.channel === 'DU0ALICE',
      15_000,
      mark,
    );
    const summary = await fake.waitFor(
      'chat.postMessage',
      (c) => c.params.channel === 'C0GENERAL',
      15_000,
      mark,
    );

    const shots: [string, string][] = [
      [
        '1-near-me',
        page(
          '# general · only visible to you',
          message('Jaunt', (near as SlackCall).params.blocks, 'Only visible to you'),
        ),
      ],
      [
        '2-search',
        page(
          '# general · only visible to you',
          message('Jaunt', search.params.blocks, 'Only visible to you'),
        ),
      ],
      ['3-book-modal', page('Book tickets', modal(view) + modal(accepted))],
      [
        '4-channel-and-receipt',
        page(
          '# general',
          `<div class="msg"><div class="avatar" style="background:#e8912d">B</div><div><div class="who">bob</div>anyone up for jazz this week?</div></div>${message('Jaunt', summary.params.blocks)}<div class="bar" style="margin-top:16px">Jaunt · direct message</div>${message('Jaunt', receipt.params.blocks)}`,
        ),
      ],
    ];
    const browser = await launchChromium();
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const pageObj = await ctx.newPage();
    // Pictures load from the running Jaunt (the demo's public URL is a placeholder host).
    await pageObj.route('https://jaunt.example.com/**', async (route) => {
      const res = await fetch(route.request().url().replace('https://jaunt.example.com', app.url));
      await route.fulfill({
        status: res.status,
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        body: Buffer.from(await res.arrayBuffer()),
      });
    });
    for (const [name, doc] of shots) {
      await pageObj.setContent(doc, { waitUntil: 'networkidle' });
      await pageObj.screenshot({ path: join(out, `${name}.png`), fullPage: true });
      process.stdout.write(`${join(out, `${name}.png`)}\n`);
    }
    await browser.close();
    process.stdout.write(
      `near me: ${(near.params.blocks as unknown[]).length} blocks; search: ${(search.params.blocks as unknown[]).length} blocks; ack of the booking: ${r.ms.toFixed(0)} ms\n`,
    );
  } finally {
    await app.stop();
    await fake.close();
  }
};

await main();
