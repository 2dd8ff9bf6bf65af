/**
 * The Slack app a workspace can trust and enjoy (issue 14), over real signed requests against the
 * local fake Slack: escaping, test-booking wording, acks under a slow Slack, discovery on a phone
 * (3 shelves × 3 cards, no repeats, paging in place, Book and Show more on search, Share to
 * channel, Slack date tokens, the user's locale), the same place resolver as search, and plans
 * with friends (votes, races, the deadline job, "Book for the group").
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousActor } from '../../src/access/actor.js';
import { jazzLine } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { exec, value } from '../helpers/db.js';
import {
  type FakeSlack,
  interaction,
  postToSlackEvents,
  type SlackCall,
  slashCommand,
  startFakeSlack,
} from '../helpers/fake-slack.js';
import { eventually, gate, outboxSettled } from '../helpers/wait.js';

const SECRET = 'trust-signing-secret';
const TEAM = 'T0TRUST';
const NASTY = 'Jazz <!channel> & <https://evil.example|free tickets>';
let fake: FakeSlack;
let app: TestApp;
let jazzId = '';

const send = (payload: { form: Record<string, string> } | { json: unknown }) =>
  postToSlackEvents(app.url, payload, { secret: SECRET });
const cmd = (text: string, userId: string, responseId: string, channelId = 'C0GENERAL') =>
  send(slashCommand(fake, { text, userId, responseId, channelId }));
const json = (c: SlackCall | undefined): string => JSON.stringify(c?.params ?? null);

type Block = {
  type: string;
  block_id?: string;
  elements?: { action_id?: string; value?: string; text?: { text: string } }[];
};
const blocksOf = (c: SlackCall): Block[] => (c.params.blocks ?? []) as Block[];
type Element = { action_id?: string; value?: string; text?: { text: string } };
const buttons = (c: SlackCall, actionId: string): Element[] =>
  blocksOf(c).flatMap((b) => {
    const accessory = (b as { accessory?: Element }).accessory;
    return [...(b.elements ?? []), ...(accessory ? [accessory] : [])].filter((e) => e.action_id === actionId);
  });
/** Every mrkdwn text in a message (where Slack interprets <…> and &), plus the fallback text. */
const mrkdwnTexts = (c: SlackCall): string[] => {
  const out = [String(c.params.text ?? '')];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.type === 'mrkdwn' && typeof o.text === 'string') out.push(o.text);
      for (const x of Object.values(o)) walk(x);
    }
  };
  walk(c.params.blocks);
  return out;
};

const click = (
  userId: string,
  actionId: string,
  value: string,
  opts: { responseId?: string; channelId?: string; ts?: string } = {},
) =>
  send(
    interaction({
      type: 'block_actions',
      team: { id: TEAM, domain: 'trust' },
      user: { id: userId, username: userId, name: userId, team_id: TEAM },
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: `trig-${Math.random().toString(36).slice(2)}`,
      response_url: fake.responseUrl(opts.responseId ?? `act-${Math.random()}`),
      container: {
        type: 'message',
        message_ts: opts.ts ?? '1700000000.000001',
        channel_id: opts.channelId ?? 'C0GENERAL',
        is_ephemeral: opts.ts === undefined,
      },
      channel: { id: opts.channelId ?? 'C0GENERAL', name: 'general' },
      actions: [{ type: 'button', action_id: actionId, block_id: 'b', value, action_ts: '1' }],
    }),
  );

beforeAll(async () => {
  fake = await startFakeSlack({ team: { id: TEAM, name: 'Trust & Co' } });
  fake.users.set('U0FR', { id: 'U0FR', locale: 'fr-FR', tz: 'Europe/Paris' });
  app = await startTestApp({
    env: {
      SLACK_SIGNING_SECRET: SECRET,
      SLACK_BOT_TOKEN: 'xoxb-trust',
      SLACK_API_URL: fake.apiUrl,
      JAUNT_PUBLIC_URL: 'https://jaunt.example.com',
      JAUNT_DEMO_ON_EMPTY: '1',
      JAUNT_DEMO_SIZE: '1500',
    },
  });
  const nasty = { ...jazzLine, ref: 'nyc-nasty-001', name: NASTY, names: {} };
  await app.importNdjson(`${JSON.stringify(jazzLine)}\n${JSON.stringify(nasty)}\n`);
  jazzId = String(await value(app.store, sql`SELECT activity_id FROM activity WHERE ref = 'nyc-jazz-001'`));
  const key = (await app.createKey('negotiated', { name: 'trust' })).key;
  await app.services.workspaces.connectWithKey(TEAM, 'U0ADMIN', key);
});
afterAll(async () => {
  await app.stop();
  await fake.close();
});

describe('places resolve like search does', () => {
  it.each([
    ['the big apple', 'new-york'],
    ['Londres', 'london'],
    ['cdmx', 'mexico-city'],
  ])('location %s → %s', async (place, city) => {
    const user = `U0PLACE${city.replace(/-/g, '').toUpperCase()}`;
    await cmd(`location ${place}`, user, `loc-${city}`);
    const saved = await fake.waitFor(
      `respond:loc-${city}`,
      (c) => /Saved/.test(String(c.params.text)),
      10_000,
    );
    expect(String(saved.params.text)).toContain(place);
    const loc = await app.services.workspaces.savedLocation(TEAM, user);
    const [lat, lng] = [loc?.lat ?? 0, loc?.lng ?? 0];
    const near = await value(
      app.store,
      sql`SELECT city FROM activity ORDER BY (lat - ${lat}) * (lat - ${lat}) + (lng - ${lng}) * (lng - ${lng}) LIMIT 1`,
    );
    expect(near).toBe(city);
  });
});

describe('discovery on a phone', () => {
  let near: SlackCall;
  beforeAll(async () => {
    await cmd('location Londres', 'U0PHONE', 'phone-loc');
    await fake.waitFor('respond:phone-loc', (c) => String(c.params.text).startsWith('Things to do'), 10_000);
    await cmd('near me', 'U0PHONE', 'phone-near');
    near = await fake.waitFor('respond:phone-near', () => true, 10_000);
  });

  it('at most 3 shelves × 3 cards, no activity twice, Slack date tokens, a Share button on every card', () => {
    const headers = blocksOf(near).filter((b) => b.type === 'header');
    expect(headers.length).toBeGreaterThan(0);
    expect(headers.length).toBeLessThanOrEqual(3);
    const details = buttons(near, 'activity_details').map((b) => b.value);
    expect(details.length).toBeLessThanOrEqual(9);
    expect(new Set(details).size).toBe(details.length);
    expect(buttons(near, 'activity_share')).toHaveLength(details.length);
    expect(blocksOf(near).length).toBeLessThanOrEqual(3 + 2 * 9 + 3 + 2);
    expect(json(near)).toMatch(/<!date\^\d+\^\{date_short_pretty\} \{time\}\|/);
    // A dry-run-only workspace rehearses: the Book button says so.
    for (const b of buttons(near, 'activity_book')) expect(b.text?.text).toBe('Try booking (test)');
  });

  it('"More" replaces the message in place, and "Back" restores the shelves', async () => {
    const more = buttons(near, 'shelf_more')[0];
    expect(more).toBeDefined();
    await click('U0PHONE', 'shelf_more', more?.value ?? '', { responseId: 'phone-more' });
    const page = await fake.waitFor('respond:phone-more', () => true, 10_000);
    expect(page.params.replace_original).toBe(true);
    expect(buttons(page, 'shelves_back')).toHaveLength(1);
  });

  it('search results get Book buttons when bookable, "Show more" in place, and no repeated date in why', async () => {
    await cmd('jazz', 'U0PHONE', 'phone-search');
    const res = await fake.waitFor('respond:phone-search', () => true, 15_000);
    // A card's first control (Book, else Details) carries its activity and the night it shows:
    // `id|date` + `T` + `time`; a card has at most two controls.
    const rows = (blocksOf(res) as { block_id?: string; elements?: Element[] }[]).filter((b) =>
      b.block_id?.endsWith(':act'),
    );
    for (const row of rows) expect(row.elements?.length ?? 0).toBeLessThanOrEqual(2);
    const details = rows.map((r) => (r.elements?.[0]?.value ?? '').split('|')[0] ?? '');
    expect(details.length).toBeGreaterThan(0);
    expect(details.length).toBeLessThanOrEqual(5);
    const bookable: string[] = [];
    for (const id of details)
      if ((await app.services.catalogue.detail(anonymousActor('x'), id, ['en'])).is_bookable)
        bookable.push(id);
    expect(
      buttons(res, 'activity_book')
        .map((b) => (b.value ?? '').split('|')[0])
        .sort(),
    ).toEqual([...bookable].sort());
    // A card shows its date once: the why sentence no longer repeats "Fri 22:30".
    for (const b of blocksOf(res) as { text?: { text: string } }[]) {
      const t = b.text?.text ?? '';
      if (t.includes('<!date^'))
        expect(t).not.toMatch(/_[^_]*\b(today|tomorrow|Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{2}:\d{2}[^_]*_/);
    }
    const more = buttons(res, 'search_more')[0];
    expect(more).toBeDefined();
    await click('U0PHONE', 'search_more', more?.value ?? '', { responseId: 'phone-search-2' });
    const page2 = await fake.waitFor('respond:phone-search-2', () => true, 15_000);
    expect(page2.params.replace_original).toBe(true);
    const next = (blocksOf(page2) as { block_id?: string; elements?: Element[] }[])
      .filter((b) => b.block_id?.endsWith(':act'))
      .map((r) => (r.elements?.[0]?.value ?? '').split('|')[0] ?? '');
    expect(next.length).toBeGreaterThan(0);
    expect(next.some((id) => details.includes(id))).toBe(false);
  });

  it('Share to channel posts the card for everyone, naming the sharer', async () => {
    const mark = fake.calls.length;
    await click('U0PHONE', 'activity_share', jazzId, { channelId: 'C0FRIENDS' });
    const shared = await fake.waitFor(
      'chat.postMessage',
      (c) => c.params.channel === 'C0FRIENDS',
      5000,
      mark,
    );
    expect(String(shared.params.text)).toContain('<@U0PHONE> shared');
    expect(json(shared)).toContain('Late Set at the Village Vanguard');
  });

  it('messages follow the Slack locale: a French user sees the French name', async () => {
    await cmd('location Manhattan', 'U0FR', 'fr-loc');
    await fake.waitFor('respond:fr-loc', (c) => String(c.params.text).startsWith('Things to do'), 10_000);
    await cmd('Village Vanguard', 'U0FR', 'fr-search');
    const fr = await fake.waitFor('respond:fr-search', () => true, 15_000);
    expect(json(fr)).toContain('Concert tardif au Village Vanguard');
    // The words around the data follow the locale too.
    expect(json(fr)).toContain('Résultats pour');
    expect(buttons(fr, 'activity_details')[0]?.text?.text).toBe('Détails');
    expect(buttons(fr, 'activity_book')[0]?.text?.text).toBe('Essayer (test)');
    expect((await app.services.workspaces.userLocale(TEAM, 'U0FR')) ?? '').toBe('fr-FR');
  });
});

describe('control characters from data are escaped', () => {
  it('a catalogue name cannot ping @channel or disguise a link, in blocks or fallback text', async () => {
    await cmd('location Manhattan', 'U0ESC', 'esc-loc');
    await fake.waitFor('respond:esc-loc', (c) => String(c.params.text).startsWith('Things to do'), 10_000);
    await cmd('Village Vanguard', 'U0ESC', 'esc-search');
    const res = await fake.waitFor('respond:esc-search', () => true, 15_000);
    const texts = mrkdwnTexts(res);
    expect(texts.join('\n')).toContain(
      'Jazz &lt;!channel&gt; &amp; &lt;https://evil.example|free tickets&gt;',
    );
    for (const t of texts) {
      expect(t).not.toContain('<!channel>');
      expect(t).not.toContain('<https://evil.example');
    }
  });

  it('help shows <place> as text', async () => {
    const r = await cmd('help', 'U0ESC', 'esc-help');
    expect(r.text).toContain('&lt;what you feel like&gt;');
    expect(r.text).not.toMatch(/<what you feel like>/);
  });
});

describe('booking under a slow Slack', () => {
  it('the view submission is acknowledged while every Slack call is still unanswered', async () => {
    const mark = fake.calls.length;
    await click('U0SLOW', 'activity_book', jazzId, { channelId: 'C0GENERAL' });
    const update = await fake.waitFor('views.update', () => true, 10_000, mark);
    const view = update.params.view as { private_metadata: string };
    const slow = [
      'users.info',
      'chat.postMessage',
      'views.open',
      'views.update',
      'conversations.open',
      'views.publish',
    ];
    // Slack answers none of these calls until the test lets it (after the acknowledgement): an
    // acknowledgement that waited for any of them would never come.
    const slackAnswers = gate();
    for (const m of slow)
      fake.on(m, async (p) => {
        await slackAnswers.opened;
        return { ok: true, channel: { id: `D${String(p.users ?? '')}` }, ts: '1800000009.000001' };
      });
    try {
      const r = await send(
        interaction({
          type: 'view_submission',
          team: { id: TEAM, domain: 'trust' },
          user: { id: 'U0SLOW', name: 'slow', team_id: TEAM },
          api_app_id: 'A0JAUNT',
          token: 't',
          trigger_id: 'trig-slow',
          view: {
            id: String(update.params.view_id),
            type: 'modal',
            callback_id: 'activity_book',
            private_metadata: view.private_metadata,
            state: {
              values: {
                session: {
                  book_session: { type: 'static_select', selected_option: { value: '2026-12-04T22:30' } },
                },
                ticket: { book_ticket: { type: 'static_select', selected_option: { value: 'i:0' } } },
                quantity: { book_quantity: { type: 'number_input', value: '1' } },
                payment_mode: {
                  book_mode: { type: 'radio_buttons', selected_option: { value: 'dry_run_success' } },
                },
              },
            },
          },
        }),
      );
      // Acknowledged while Slack had answered nothing (how fast is the bench's business).
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ response_action: 'update', view: { callback_id: 'book_accepted' } });
      expect(r.text).toContain('Test booking');
      // ...and the slow Slack really is in the path afterwards: the receipt DM goes out later.
      await fake.waitFor('conversations.open', (c) => c.params.users === 'U0SLOW', 10_000, mark);
    } finally {
      slackAnswers.open();
      for (const m of slow) fake.off(m);
    }
  });
});

describe('plans with friends', () => {
  let planTs = '';
  let planId = '';
  let options: string[] = [];
  const vote = (userId: string, activityId: string) =>
    click(userId, 'plan_vote', `${planId}|${activityId}`, { channelId: 'C0PLAN', ts: planTs });
  /** chat.update calls of the plan's message made after index `from` of `fake.calls`. */
  const renders = (from: number) =>
    fake.calls.slice(from).filter((c) => c.method === 'chat.update' && c.params.ts === planTs).length;
  const lastPlanMessage = () =>
    [...fake.calls]
      .reverse()
      .find(
        (c) =>
          (c.method === 'chat.update' && c.params.ts === planTs) ||
          (c.method === 'chat.postMessage' && c.answer && (c.answer as { ts?: string }).ts === planTs),
      );

  it('/activities plan <prompt> by 30m posts 3–5 options with vote buttons and schedules the close', async () => {
    await cmd('location Londres', 'U0ORG', 'org-loc');
    await fake.waitFor('respond:org-loc', (c) => String(c.params.text).startsWith('Things to do'), 10_000);
    const mark = fake.calls.length;
    const r = await cmd('plan live music by 30m', 'U0ORG', 'org-plan', 'C0PLAN');
    expect(r.status).toBe(200);
    const posted = await fake.waitFor('chat.postMessage', (c) => c.params.channel === 'C0PLAN', 15_000, mark);
    planTs = (posted.answer as { ts: string }).ts;
    const votes = buttons(posted, 'plan_vote');
    expect(votes.length).toBeGreaterThanOrEqual(3);
    expect(votes.length).toBeLessThanOrEqual(5);
    planId = (votes[0]?.value ?? '').split('|')[0] ?? '';
    options = votes.map((v) => (v.value ?? '').split('|')[1] ?? '');
    // Vote for a bookable option first, so the winner can be booked for the group.
    const bookable = new Set(
      (await app.services.plans.get(planId))?.plan.options.filter((o) => o.bookable).map((o) => o.activityId),
    );
    expect(bookable.size).toBeGreaterThan(0);
    options.sort((a, b) => Number(bookable.has(b)) - Number(bookable.has(a)));
    const job = await value<number>(
      app.store,
      sql`SELECT run_at FROM job WHERE kind = 'slack.plan_close' AND CAST(payload AS TEXT) LIKE ${`%${planId}%`}`,
    );
    expect(job - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(job - Date.now()).toBeLessThan(31 * 60_000);
  });

  it('two people voting at once: both votes count and the message names both', async () => {
    await Promise.all([vote('U0ANN', options[0] ?? ''), vote('U0BEN', options[0] ?? '')]);
    const deadline = Date.now() + 5000;
    while (!/U0ANN.*U0BEN|U0BEN.*U0ANN/.test(json(lastPlanMessage())) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(json(lastPlanMessage())).toMatch(/2 votes: <@U0(ANN|BEN)>, <@U0(ANN|BEN)>/);
  });

  it('changing a vote moves it', async () => {
    await vote('U0BEN', options[1] ?? '');
    const deadline = Date.now() + 5000;
    while (!/1 vote: <@U0BEN>/.test(json(lastPlanMessage())) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    const text = json(lastPlanMessage());
    expect(text).toContain('1 vote: <@U0ANN>');
    expect(text).toContain('1 vote: <@U0BEN>');
    expect((await app.services.plans.get(planId))?.votes).toHaveLength(2);
  });

  it('the deadline during a vote: the poll closes once, the last word is the closed poll, the organiser can book for the group', async () => {
    const beforeVotes = fake.calls.length;
    await vote('U0CAT', options[0] ?? '');
    const mark = fake.calls.length;
    await exec(
      app.store,
      sql`UPDATE job SET run_at = 0 WHERE kind = 'slack.plan_close' AND CAST(payload AS TEXT) LIKE ${`%${planId}%`}`,
    );
    app.services.jobs.notify();
    // A vote racing the close: it either lands before it or is refused; never after the result.
    await Promise.all([vote('U0DAN', options[0] ?? ''), vote('U0EVE', options[2] ?? '')]);
    const dm = await fake.waitFor('chat.postMessage', (c) => c.params.channel === 'DU0ORG', 10_000, mark);
    // Everything has had its say: the close job has ended, and each of the three votes and the close
    // has re-rendered the poll (every vote's handler ends with one chat.update, as does the close).
    await outboxSettled(app.store, planId);
    await eventually('the three votes and the close to re-render the poll', () => renders(beforeVotes) >= 4);
    const state = await app.services.plans.get(planId);
    expect(state?.plan.closedAt).not.toBeNull();
    const final = json(lastPlanMessage());
    expect(final).toContain('voting closed');
    expect(final).not.toContain('plan_vote');
    const winnerVotes = state?.votes.filter((v) => v.activityId === state.plan.winnerActivityId).length ?? 0;
    expect(winnerVotes).toBeGreaterThan(0);
    // Every update after the close is the closed poll.
    const closedAt = fake.calls.findIndex(
      (c, i) =>
        i >= mark &&
        c.method === 'chat.update' &&
        c.params.ts === planTs &&
        json(c).includes('voting closed'),
    );
    for (const c of fake.calls.slice(closedAt))
      if (c.method === 'chat.update' && c.params.ts === planTs) expect(json(c)).toContain('voting closed');
    // A later vote is refused and changes nothing.
    const before = state?.votes.length;
    const late = fake.calls.length;
    await vote('U0LATE', options[2] ?? '');
    // Its handler ends by re-rendering the poll: by then the vote has been decided.
    await eventually('the late vote to re-render the poll', () => renders(late) >= 1);
    expect((await app.services.plans.get(planId))?.votes.length).toBe(before);

    const people = new Set(state?.votes.map((v) => v.userId)).size;
    expect(state?.plan.winnerActivityId).toBe(options[0]);
    const book = buttons(dm, 'plan_book')[0];
    expect(book?.value).toBe(`${planId}|${state?.plan.winnerActivityId}|${people}`);
    const m2 = fake.calls.length;
    await click('U0ORG', 'plan_book', book?.value ?? '', { channelId: 'DU0ORG' });
    const form = await fake.waitFor('views.update', () => true, 10_000, m2);
    expect(JSON.stringify(form.params.view)).toContain(`"initial_value":"${people}"`);
  });
});
