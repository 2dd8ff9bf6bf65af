/**
 * The whole Slack journey over real HTTP with signed requests, against a local stand-in for Slack:
 * OAuth install → welcome DM (token only in the body) → bind via the Partner API → /activities
 * near me → Book → modal → submit → test booking confirmed → receipt to the booker by DM and,
 * when "Share" is ticked, a summary in the channel; plus failures, refusals, retries, search, the
 * shortcut and Details.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all, value } from '../helpers/db.js';
import {
  type FakeSlack,
  interaction,
  postToSlackEvents,
  type SlackCall,
  slashCommand,
  startFakeSlack,
} from '../helpers/fake-slack.js';
import { gate, outboxSettled } from '../helpers/wait.js';

const SECRET = 'journey-signing-secret';
let fake: FakeSlack;
let app: TestApp;
let activityId = '';

const send = (payload: { form: Record<string, string> } | { json: unknown }) =>
  postToSlackEvents(app.url, payload, { secret: SECRET });

const blocksText = (c: SlackCall | undefined): string =>
  JSON.stringify(c?.params.blocks ?? c?.params.view ?? null);

const team = () => ({ id: fake.team.id, domain: 'acme' });
const user = (id: string) => ({
  id,
  username: id.toLowerCase(),
  name: id.toLowerCase(),
  team_id: fake.team.id,
});

const bookClick = (p: {
  userId: string;
  channelId: string;
  responseId: string;
  ephemeral?: boolean;
  value?: string;
}) =>
  interaction({
    type: 'block_actions',
    team: team(),
    user: user(p.userId),
    api_app_id: 'A0JAUNT',
    token: 't',
    trigger_id: `trig-${Math.random().toString(36).slice(2)}`,
    response_url: fake.responseUrl(p.responseId),
    container: {
      type: 'message',
      message_ts: '1700000000.000001',
      channel_id: p.channelId,
      is_ephemeral: p.ephemeral ?? true,
    },
    channel: { id: p.channelId, name: 'general' },
    actions: [
      {
        type: 'button',
        action_id: 'activity_book',
        block_id: 's0a0:act',
        value: p.value ?? activityId,
        text: { type: 'plain_text', text: 'Book' },
        action_ts: '1700000000.1',
      },
    ],
  });

/** Opens the booking modal for a user and returns the filled-in view as Slack would hold it. */
const openBookModal = async (userId: string, channelId: string, value?: string) => {
  const mark = fake.calls.length;
  const r = await send(
    bookClick({ userId, channelId, responseId: `book-${userId}-${mark}`, ...(value ? { value } : {}) }),
  );
  expect(r.status).toBe(200);
  const update = await fake.waitFor('views.update', () => true, 5000, mark);
  const view = update.params.view as { callback_id: string; private_metadata: string; blocks: unknown[] };
  return { viewId: String(update.params.view_id), view };
};

const submitBooking = (
  userId: string,
  viewId: string,
  privateMetadata: string,
  choice: { session?: string; ticket: string; quantity: string; mode: string; share?: boolean },
) =>
  send(
    interaction({
      type: 'view_submission',
      team: team(),
      user: user(userId),
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: 'trig-submit',
      view: {
        id: viewId,
        type: 'modal',
        callback_id: 'activity_book',
        team_id: fake.team.id,
        app_id: 'A0JAUNT',
        bot_id: 'B0BOT',
        title: { type: 'plain_text', text: 'Book tickets' },
        blocks: [],
        private_metadata: privateMetadata,
        hash: 'h',
        root_view_id: viewId,
        previous_view_id: null,
        clear_on_close: false,
        notify_on_close: false,
        state: {
          values: {
            session: {
              book_session: {
                type: 'static_select',
                selected_option: choice.session ? { value: choice.session } : null,
              },
            },
            ticket: { book_ticket: { type: 'static_select', selected_option: { value: choice.ticket } } },
            quantity: { book_quantity: { type: 'number_input', value: choice.quantity } },
            payment_mode: { book_mode: { type: 'radio_buttons', selected_option: { value: choice.mode } } },
            share: {
              book_share: {
                type: 'checkboxes',
                selected_options: choice.share === false ? [] : [{ value: 'share' }],
              },
            },
          },
        },
      },
    }),
  );

const bookingCount = (): Promise<number> => value<number>(app.store, sql`SELECT count(*) AS n FROM booking`);

beforeAll(async () => {
  fake = await startFakeSlack();
  app = await startTestApp({
    ndjson: fixtureNdjson,
    env: {
      SLACK_SIGNING_SECRET: SECRET,
      SLACK_CLIENT_ID: '1111.2222',
      SLACK_CLIENT_SECRET: 'client-secret',
      SLACK_STATE_SECRET: 'state-secret-for-tests',
      SLACK_API_URL: fake.apiUrl,
      JAUNT_PUBLIC_URL: 'https://jaunt.example.com',
      // A developer's workspace: the form also offers the rehearsal of a decline.
      JAUNT_SLACK_DECLINE_REHEARSAL: '1',
    },
  });
  activityId = String(
    await value(app.store, sql`SELECT activity_id FROM activity WHERE ref = 'nyc-jazz-001'`),
  );

  // Install through OAuth and bind the workspace with the token from the welcome DM.
  const start = await fetch(`${app.url}/slack/install`, { redirect: 'manual' });
  const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const done = await fetch(`${app.url}/slack/oauth_redirect?code=c1&state=${encodeURIComponent(state)}`, {
    headers: { cookie },
  });
  expect(done.status).toBe(200);
  const welcome = await fake.waitFor('chat.postMessage', (c) => c.params.channel === 'DU0INSTALLER');
  // The notification text carries no secret; the token sits in the message body only.
  expect(String(welcome.params.text)).not.toMatch(/jaunt_bind_/);
  expect(JSON.stringify(welcome.params.blocks)).toContain('connect_jaunt');
  const token = /jaunt_bind_[A-Za-z0-9_-]+/.exec(JSON.stringify(welcome.params.blocks))?.[0] ?? '';
  const key = (await app.createKey('negotiated', { name: 'acme' })).key;
  const bound = await app.request('/partner/v1/chat/workspaces/bind', {
    method: 'POST',
    key,
    body: { bind_token: token },
  });
  expect(bound.body).toEqual({ ok: true, team_id: fake.team.id, bound: true });
});
afterAll(async () => {
  await app.stop();
  await fake.close();
});

describe('near me → Book → result in the thread', () => {
  it('/activities near me without a location asks for one', async () => {
    const r = await send(slashCommand(fake, { text: 'near me', userId: 'U0NEW', responseId: 'ask' }));
    expect(r.status).toBe(200);
    const ask = await fake.waitFor('respond:ask');
    expect(blocksText(ask)).toContain('set_location');
  });

  it('/activities near me returns shelves with Details and Book', async () => {
    await send(slashCommand(fake, { text: 'location Manhattan', responseId: 'loc' }));
    await fake.waitFor('respond:loc', (c) => String(c.params.text).startsWith('Things to do'));
    const r = await send(slashCommand(fake, { text: 'near me', responseId: 'near' }));
    expect(r.status).toBe(200);
    expect(r.text).toBe('');
    const shelves = await fake.waitFor('respond:near');
    expect(shelves.params.response_type).toBe('ephemeral');
    const blocks = blocksText(shelves);
    expect(blocks).toContain('Late Set at the Village Vanguard');
    expect(blocks).toContain('"type":"header"');
    // Book carries the night the card shows (its venue-time session), not just the activity.
    expect(blocks).toContain(`"action_id":"activity_book","value":"${activityId}|2026-11-28T20:00"`);
    expect(blocks).toContain('"action_id":"activity_details"');
  });

  it("the card's night is the form's night, and submitting as preselected books that night", async () => {
    // The catalogue lists Fri 4 Dec 22:30 before Sat 28 Nov 20:00; the card shows 28 Nov.
    const shelves = await fake.waitFor('respond:near');
    const bookValue = new RegExp(`"action_id":"activity_book","value":"(${activityId}\\|[^"]+)"`).exec(
      blocksText(shelves),
    )?.[1];
    expect(bookValue).toBe(`${activityId}|2026-11-28T20:00`);
    expect(blocksText(shelves)).toContain('Sat 28 Nov, 20:00 EST');
    const { viewId, view } = await openBookModal('U0CARD', 'C0GENERAL', bookValue);
    const session = (
      view.blocks as { block_id?: string; element?: { initial_option?: { value?: string } } }[]
    ).find((b) => b.block_id === 'session')?.element?.initial_option?.value;
    expect(session).toBe('2026-11-28T20:00');
    const r = await submitBooking('U0CARD', viewId, view.private_metadata, {
      ...(session ? { session } : {}),
      ticket: 'i:0',
      quantity: '1',
      mode: 'dry_run_success',
      share: false,
    });
    expect(r.status).toBe(200);
    const bookingId = /bk_[A-Za-z0-9_-]+/.exec(r.text)?.[0] ?? '';
    const tickets = await value<string>(app.store, sql`SELECT tickets FROM booking WHERE id = ${bookingId}`);
    expect(JSON.parse(tickets)).toMatchObject([{ session_date: '2026-11-28', session_time: '20:00' }]);
  });

  it('a card whose night can no longer be booked opens the form with no night chosen', async () => {
    const { view } = await openBookModal('U0CARD', 'C0GENERAL', `${activityId}|2026-11-27T19:00`);
    const block = (view.blocks as { block_id?: string; element?: { initial_option?: unknown } }[]).find(
      (b) => b.block_id === 'session',
    );
    expect(block).toBeDefined();
    expect(block?.element?.initial_option).toBeUndefined();
  });

  it('Book opens a loading view at once, then fills in the form with the total', async () => {
    const mark = fake.calls.length;
    const { view } = await openBookModal('U0ALICE', 'C0GENERAL');
    const opened = await fake.waitFor('views.open', () => true, 5000, mark);
    expect(blocksText(opened)).toContain('Loading');
    expect(view.callback_id).toBe('activity_book');
    const text = JSON.stringify(view);
    expect(text).toContain('General Admission');
    expect(text).toContain('dry_run_success');
    expect(text).not.toContain('live_purchase');
    expect(text).toMatch(/Authorised total incl\. booking fee: \*\$\d+\.\d\d\*/);
  });

  it('submit → test booking → receipt by DM to the booker, only a summary in the channel; a replay books nothing new', async () => {
    const { viewId, view } = await openBookModal('U0ALICE', 'C0GENERAL');
    // In a channel, "Share in the channel" is offered and ticked by default.
    expect(JSON.stringify(view)).toMatch(/"block_id":"share".*"initial_options"/);
    const mark = fake.calls.length;
    const before = await bookingCount();
    const choice = { session: '2026-12-04T22:30', ticket: 'i:0', quantity: '2', mode: 'dry_run_success' };
    const r = await submitBooking('U0ALICE', viewId, view.private_metadata, choice);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ response_action: 'update', view: { callback_id: 'book_accepted' } });
    // Requested, not done: success is said in the DM, when it is true.
    expect(r.text).toContain('requested: nothing is charged');
    expect(r.text).not.toMatch(/is in\b/);
    const bookingId = /bk_[A-Za-z0-9_-]+/.exec(r.text)?.[0] ?? '';
    expect(bookingId).not.toBe('');
    expect(await bookingCount()).toBe(before + 1);

    const receipt = await fake.waitFor(
      'chat.postMessage',
      (c) => c.params.channel === 'DU0ALICE' && String(c.params.text).startsWith('Test booking'),
      10_000,
      mark,
    );
    const summary = await fake.waitFor(
      'chat.postMessage',
      (c) => c.params.channel === 'C0GENERAL' && /booked/.test(String(c.params.text)),
      10_000,
      mark,
    );
    expect(receipt.token).toBe('xoxb-fake-bot-token');
    const private_ = blocksText(receipt);
    expect(private_).toContain('Confirmation code');
    expect(private_).toContain(bookingId);
    expect(private_).toContain('Test booking: nothing was charged');
    expect(private_).not.toMatch(/total charged/);
    // The channel sees who booked what and when, never codes, links or money.
    const public_ = JSON.stringify(summary.params);
    expect(String(summary.params.text)).toMatch(
      /^<@U0ALICE> booked 2 × Late Set at the Village Vanguard, Fri 4 Dec, 22:30 EST/,
    );
    // The receipt says the venue's zone too (the booking keeps the venue's IANA zone).
    expect(private_).toContain('Fri 4 Dec, 22:30 EST');
    expect(public_).not.toMatch(/Confirmation|https?:\/\/|\$\d|JAUNT-|bk_/);
    // Nothing was posted in the channel before the result, and nothing "is booking…".
    expect(
      fake.calls
        .slice(mark)
        .filter((c) => c.method === 'chat.postMessage' && c.params.channel === 'C0GENERAL'),
    ).toHaveLength(1);
    const jobKinds = (
      await all<{ kind: string }>(
        app.store,
        sql`SELECT kind FROM job WHERE CAST(payload AS TEXT) LIKE ${`%${bookingId}%`}`,
      )
    )
      .map((r) => r.kind)
      .sort();
    // The confirmation also plans the booker's reminders (src/reminders).
    expect(jobKinds).toEqual(['booking.fulfil', 'reminder.schedule', 'slack.notify']);

    // Slack may deliver the same submission twice: same booking, nothing new posted.
    const again = await submitBooking('U0ALICE', viewId, view.private_metadata, choice);
    expect(again.status).toBe(200);
    expect(again.text).toContain(bookingId);
    expect(await bookingCount()).toBe(before + 1);
  });

  it('unticking "Share" keeps the channel silent; the booker still gets the receipt', async () => {
    const { viewId, view } = await openBookModal('U0CAROL', 'C0GENERAL');
    const mark = fake.calls.length;
    const r = await submitBooking('U0CAROL', viewId, view.private_metadata, {
      session: '2026-12-04T22:30',
      ticket: 'i:0',
      quantity: '1',
      mode: 'dry_run_success',
      share: false,
    });
    expect(r.json).toMatchObject({ response_action: 'update' });
    await fake.waitFor('chat.postMessage', (c) => c.params.channel === 'DU0CAROL', 10_000, mark);
    // The booking's jobs (the receipt and any channel post are one job) have all run.
    await outboxSettled(app.store, /bk_[A-Za-z0-9_-]+/.exec(r.text)?.[0] ?? '');
    expect(
      fake.calls
        .slice(mark)
        .filter((c) => c.method === 'chat.postMessage' && c.params.channel === 'C0GENERAL'),
    ).toHaveLength(0);
  });

  it('in a DM the Share box is not offered', async () => {
    const { view } = await openBookModal('U0ALICE', 'DU0ALICE');
    expect(JSON.stringify(view)).not.toContain('"block_id":"share"');
  });

  it('a dry-run failure is reported with its reason', async () => {
    const { viewId, view } = await openBookModal('U0ALICE', 'C0GENERAL');
    const mark = fake.calls.length;
    const r = await submitBooking('U0ALICE', viewId, view.private_metadata, {
      session: '2026-11-28T20:00',
      ticket: 'i:0',
      quantity: '1',
      mode: 'dry_run_failure',
    });
    expect(r.json).toMatchObject({ response_action: 'update' });
    const failed = await fake.waitFor(
      'chat.postMessage',
      (c) => /^Test booking failed/.test(String(c.params.text)),
      10_000,
      mark,
    );
    expect(failed.params.channel).toBe('DU0ALICE');
    expect(blocksText(failed)).toMatch(/failed/);
    expect(blocksText(failed)).toContain('nothing was charged');
  });

  it('validation errors land on the fields and create nothing', async () => {
    const { viewId, view } = await openBookModal('U0ALICE', 'C0GENERAL');
    const before = await bookingCount();
    const tooMany = await submitBooking('U0ALICE', viewId, view.private_metadata, {
      session: '2026-12-04T22:30',
      ticket: 'i:0',
      quantity: '7',
      mode: 'dry_run_success',
    });
    expect(tooMany.json).toMatchObject({
      response_action: 'errors',
      errors: { quantity: 'At most 6 tickets per order.' },
    });
    const soldOut = await submitBooking('U0ALICE', viewId, view.private_metadata, {
      session: '2026-12-04T22:30',
      ticket: 'i:1',
      quantity: '1',
      mode: 'dry_run_success',
    });
    expect(soldOut.json).toMatchObject({
      response_action: 'errors',
      errors: { ticket: expect.stringMatching(/not on sale/) },
    });
    const live = await submitBooking('U0ALICE', viewId, view.private_metadata, {
      session: '2026-12-04T22:30',
      ticket: 'i:0',
      quantity: '1',
      mode: 'live_purchase',
    });
    expect(live.json).toMatchObject({
      response_action: 'errors',
      errors: { payment_mode: expect.stringMatching(/only make test bookings/) },
    });
    const noSession = await submitBooking('U0ALICE', viewId, view.private_metadata, {
      ticket: 'i:0',
      quantity: '1',
      mode: 'dry_run_success',
    });
    expect(noSession.json).toMatchObject({
      response_action: 'errors',
      errors: { session: expect.any(String) },
    });
    expect(await bookingCount()).toBe(before);
  });

  it('when the bot may not post in the channel, the summary is dropped and the receipt still comes by DM', async () => {
    fake.on('chat.postMessage', (p) =>
      p.channel === 'C0PRIVATE'
        ? { ok: false, error: 'not_in_channel' }
        : { ok: true, channel: p.channel, ts: `1800000001.${Math.floor(Math.random() * 1e6)}` },
    );
    try {
      const { viewId, view } = await openBookModal('U0BOB', 'C0PRIVATE');
      const r = await submitBooking('U0BOB', viewId, view.private_metadata, {
        session: '2026-12-04T22:30',
        ticket: 'i:0',
        quantity: '1',
        mode: 'dry_run_success',
      });
      expect(r.json).toMatchObject({ response_action: 'update' });
      const dm = await fake.waitFor(
        'chat.postMessage',
        (c) => c.params.channel === 'DU0BOB' && String(c.params.text).startsWith('Test booking'),
        10_000,
      );
      expect(blocksText(dm)).toContain('Confirmation code');
      const refused = await fake.waitFor('chat.postMessage', (c) => c.params.channel === 'C0PRIVATE', 10_000);
      expect((refused.answer as { ok: boolean }).ok).toBe(false);
    } finally {
      fake.off('chat.postMessage');
    }
  });
});

describe("acknowledging within Slack's 3 seconds", () => {
  it('acks a command at once even when Slack itself answers slowly', async () => {
    const slow = ['users.info', 'chat.postMessage', 'views.open', 'conversations.open'];
    // Slack answers none of these until the test lets it (after the acknowledgement): an
    // acknowledgement that waited for any of them would never come.
    const slackAnswers = gate();
    for (const m of slow)
      fake.on(m, async () => {
        await slackAnswers.opened;
        return { ok: false, error: 'fatal_error' };
      });
    try {
      const r = await send(slashCommand(fake, { text: 'near me', userId: 'U0SLOWPOKE', responseId: 'slow' }));
      // Slack's limit for the acknowledgement is 3 s: it came while Slack had answered nothing.
      expect(r.status).toBe(200);
      // ...and the slow Slack really was in the path: the new user is looked up after the ack.
      await fake.waitFor('users.info', (c) => c.params.user === 'U0SLOWPOKE', 2000);
    } finally {
      slackAnswers.open();
      for (const m of slow) fake.off(m);
    }
  });
});

describe('search, shortcut, details', () => {
  it('/activities <prompt> acknowledges at once and answers with results and their why', async () => {
    const r = await send(slashCommand(fake, { text: 'late night jazz', responseId: 'search' }));
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ response_type: 'ephemeral', text: expect.stringMatching(/Looking for/) });
    const results = await fake.waitFor('respond:search', () => true, 10_000);
    const text = blocksText(results);
    expect(text).toContain('Late Set at the Village Vanguard');
    expect(text).toMatch(/"text":"[^"]*_[^"]+_/);
  });

  it('the message shortcut searches with the message text and answers privately', async () => {
    const r = await send(
      interaction({
        type: 'message_action',
        callback_id: 'find_activities_from_message',
        trigger_id: 'trig-sc',
        message_ts: '1700000000.5',
        action_ts: '1700000000.6',
        response_url: fake.responseUrl('shortcut'),
        message: {
          type: 'message',
          ts: '1700000000.5',
          user: 'U0BOB',
          text: 'anyone up for jazz this week?',
        },
        user: { id: 'U0ALICE', name: 'alice', team_id: fake.team.id },
        channel: { id: 'C0GENERAL', name: 'general' },
        team: team(),
        token: 't',
      }),
    );
    expect(r.status).toBe(200);
    const answer = await fake.waitFor('respond:shortcut', () => true, 10_000);
    expect(answer.params.response_type).toBe('ephemeral');
    expect(blocksText(answer)).toContain('Village Vanguard');
  });

  it('Details opens a modal with sessions, ticket types, prices and tips', async () => {
    const mark = fake.calls.length;
    const r = await send(
      interaction({
        type: 'block_actions',
        team: team(),
        user: user('U0ALICE'),
        api_app_id: 'A0JAUNT',
        token: 't',
        trigger_id: 'trig-details',
        response_url: fake.responseUrl('details'),
        container: { type: 'message', message_ts: '1', channel_id: 'C0GENERAL', is_ephemeral: true },
        channel: { id: 'C0GENERAL', name: 'general' },
        actions: [
          { type: 'button', action_id: 'activity_details', block_id: 'x', value: activityId, action_ts: '1' },
        ],
      }),
    );
    expect(r.status).toBe(200);
    await fake.waitFor('views.open', () => true, 5000, mark);
    const filled = await fake.waitFor('views.update', () => true, 5000, mark);
    const text = blocksText(filled);
    expect(text).toContain('activity_detail');
    expect(text).toContain('General Admission');
    expect(text).toContain('$44.50');
    expect(text).toContain('Arrive 30 minutes early');
    expect(text).toContain('activity_book');
  });
});

describe('open first, then work: a slow Slack cannot spend the 3 s trigger', () => {
  const click = (userId: string, actionId: string, value: string, trigger: string) =>
    interaction({
      type: 'block_actions',
      team: team(),
      user: user(userId),
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: trigger,
      response_url: fake.responseUrl(trigger),
      container: { type: 'message', message_ts: '1', channel_id: 'C0GENERAL', is_ephemeral: true },
      channel: { id: 'C0GENERAL', name: 'general' },
      actions: [{ type: 'button', action_id: actionId, block_id: 'x', value, action_ts: '1' }],
    });

  // users.info does not answer until the test lets it: each modal must already be open by then.
  const cases: [string, () => Promise<unknown>][] = [
    [
      'Details (first-time user)',
      () => send(click('U0FRESH1', 'activity_details', activityId, 'trig-first-d')),
    ],
    ['Book (first-time user)', () => send(click('U0FRESH2', 'activity_book', activityId, 'trig-first-b'))],
    ['Connect button', () => send(click('U0ADMIN', 'connect_jaunt', 'connect', 'trig-first-c'))],
    [
      '/activities connect',
      () => send(slashCommand(fake, { text: 'connect', userId: 'U0ADMIN', responseId: 'first-cmd' })),
    ],
  ];
  for (const [name, trigger] of cases)
    it(`${name}: views.open comes before users.info is answered, then the view is filled in`, async () => {
      const mark = fake.calls.length;
      const slackAnswers = gate();
      fake.on('users.info', async () => {
        await slackAnswers.opened;
        return { ok: false, error: 'user_not_found' };
      });
      try {
        expect(((await trigger()) as { status: number }).status).toBe(200);
        const opened = await fake.waitFor('views.open', () => true, 5000, mark);
        expect(blocksText(opened)).toContain('Loading');
        expect(fake.calls.slice(mark).some((c) => c.method === 'views.update')).toBe(false);
      } finally {
        slackAnswers.open();
        fake.off('users.info');
      }
      await fake.waitFor('views.update', () => true, 5000, mark);
    });
});

describe('App Home', () => {
  it('shows the connection, the saved location and recent orders', async () => {
    const mark = fake.calls.length;
    const r = await send({
      json: {
        token: 't',
        team_id: fake.team.id,
        api_app_id: 'A0JAUNT',
        type: 'event_callback',
        event_id: 'Ev0HOMEJOURNEY',
        event_time: 1_800_000_000,
        event: {
          type: 'app_home_opened',
          user: 'U0ALICE',
          channel: 'D0ALICE',
          tab: 'home',
          event_ts: '1800000000.2',
        },
        authorizations: [
          { team_id: fake.team.id, user_id: 'U0BOT', is_bot: true, is_enterprise_install: false },
        ],
      },
    });
    expect(r.status).toBe(200);
    const published = await fake.waitFor('views.publish', () => true, 5000, mark);
    expect(published.params.user_id).toBe('U0ALICE');
    const text = blocksText(published);
    expect(text).toContain('is connected');
    expect(text).toContain('Manhattan');
    expect(text).toContain('Late Set at the Village Vanguard');
    // Test bookings are never listed with an amount as if charged.
    expect(text).toContain('test booking, nothing charged');
    expect(text).not.toMatch(/confirmed · \$/);
  });
});

describe('uninstall after bookings', () => {
  it("forgets the record of results posted for the workspace's bookings (found by their origin); bookings stay", async () => {
    const posted = () => value<number>(app.store, sql`SELECT count(*) FROM slack_notification`);
    const before = await posted();
    expect(before).toBeGreaterThan(0);
    const bookings = await bookingCount();
    const r = await app.services.workspaces.removeInstallation(`T:${fake.team.id}`, fake.team.id);
    expect(r.installation).toBe(true);
    expect(r.purged.slack_notification).toBe(before);
    expect(r.purged.slack_workspace).toBe(1);
    expect(await posted()).toBe(0);
    expect(await bookingCount()).toBe(bookings);
    expect(await app.services.workspaces.workspace(fake.team.id)).toBeNull();
  });
});
