/**
 * Reminders before a Slack booking's session (issue 38, part 2), over real HTTP with signed requests
 * against the recording stand-in for Slack's Web API, on a pinned clock the test moves: a booking
 * 30 h ahead gets a DM 24 h and 2 h before the session, each at its instant (not a minute before),
 * with ticket links minted at send time that open over HTTP; 5 h ahead gets only the 2 h one, 90
 * minutes ahead none; a cancelled booking's pending reminders are cancelled and never sent; the
 * App Home switch turns them off (checked at send time); a French booker's reminder is in French.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_CATALOGUE } from '../../src/slack/reminder-messages.js';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { exec, value } from '../helpers/db.js';
import {
  type FakeSlack,
  interaction,
  postToSlackEvents,
  type SlackCall,
  startFakeSlack,
} from '../helpers/fake-slack.js';
import { eventually } from '../helpers/wait.js';

const SECRET = 'reminders-signing-secret';
const TEAM = 'T0REM';
/** Sat 28 Nov 2026, 20:00 in New York (EST, UTC-5): the fixture's jazz night. */
const SESSION = '2026-11-28T20:00';
const START = Date.parse('2026-11-29T01:00:00Z');
const HOUR = 3_600_000;

let fake: FakeSlack;
let app: TestApp;
let key = '';
let activityId = '';

const send = (payload: { form: Record<string, string> } | { json: unknown }) =>
  postToSlackEvents(app.url, payload, { secret: SECRET });

const who = (id: string) => ({ id, username: id, name: id, team_id: TEAM });

const click = (userId: string, actionId: string, value: string, container: Record<string, unknown>) =>
  send(
    interaction({
      type: 'block_actions',
      team: { id: TEAM, domain: 'rem' },
      user: who(userId),
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: `trig-${Math.random().toString(36).slice(2)}`,
      response_url: fake.responseUrl(`r-${Math.random().toString(36).slice(2)}`),
      ...container,
      actions: [{ type: 'button', action_id: actionId, block_id: 'b', value, action_ts: '1' }],
    }),
  );

/** Book the jazz night from Slack (Book → form → submit, a test booking) and wait for its receipt. */
const bookFromSlack = async (userId: string): Promise<string> => {
  const mark = fake.calls.length;
  const channel = { type: 'message', message_ts: '1', channel_id: 'C0GEN', is_ephemeral: true };
  await click(userId, 'activity_book', `${activityId}|${SESSION}`, {
    container: channel,
    channel: { id: 'C0GEN', name: 'general' },
  });
  const update = await fake.waitFor('views.update', () => true, 10_000, mark);
  const view = update.params.view as { private_metadata: string };
  const viewId = String(update.params.view_id);
  const r = await send(
    interaction({
      type: 'view_submission',
      team: { id: TEAM, domain: 'rem' },
      user: who(userId),
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: 'trig-submit',
      view: {
        id: viewId,
        type: 'modal',
        callback_id: 'activity_book',
        team_id: TEAM,
        private_metadata: view.private_metadata,
        state: {
          values: {
            session: { book_session: { type: 'static_select', selected_option: { value: SESSION } } },
            ticket: { book_ticket: { type: 'static_select', selected_option: { value: 'i:0' } } },
            quantity: { book_quantity: { type: 'number_input', value: '2' } },
            payment_mode: {
              book_mode: { type: 'radio_buttons', selected_option: { value: 'dry_run_success' } },
            },
            share: { book_share: { type: 'checkboxes', selected_options: [] } },
          },
        },
      },
    }),
  );
  const bookingId = /bk_[A-Za-z0-9_-]+/.exec(r.text)?.[0] ?? '';
  expect(bookingId, r.text).not.toBe('');
  await fake.waitFor('chat.postMessage', (c) => c.params.channel === `D${userId}`, 10_000, mark);
  await eventually(
    'the reminders planned',
    async () => (await jobState('reminder.schedule', bookingId)) === 'done',
  );
  return bookingId;
};

const jobState = (kind: string, mention: string): Promise<string | undefined> =>
  value<string | undefined>(
    app.store,
    sql`SELECT state FROM job WHERE kind = ${kind} AND CAST(payload AS TEXT) LIKE ${`%${mention}%`}`,
  );

const reminders = (bookingId: string) => app.services.reminders.ofBooking(bookingId);

/** Moves the pinned clock to `at` and lets the reminder's send job run now; resolves once it has run. */
const runReminderAt = async (reminderId: string, at: number): Promise<void> => {
  app.now.value = new Date(at);
  const job = sql`kind = 'reminder.send' AND CAST(payload AS TEXT) LIKE ${`%${reminderId}%`}`;
  const attempts = async () => Number(await value(app.store, sql`SELECT attempts FROM job WHERE ${job}`));
  const before = await attempts();
  await exec(app.store, sql`UPDATE job SET run_at = 0 WHERE ${job}`);
  app.services.jobs.notify();
  await eventually(
    'the reminder job to run',
    async () =>
      (await attempts()) > before &&
      (await value(app.store, sql`SELECT lease_owner FROM job WHERE ${job}`)) === null,
  );
};

const dmsTo = (userId: string, after: number): SlackCall[] =>
  fake.calls.slice(after).filter((c) => c.method === 'chat.postMessage' && c.params.channel === `D${userId}`);

beforeAll(async () => {
  fake = await startFakeSlack({ team: { id: TEAM, name: 'Reminders' } });
  fake.users.set('U0FR', { id: 'U0FR', locale: 'fr-FR', tz: 'Europe/Paris' });
  app = await startTestApp({
    ndjson: fixtureNdjson,
    env: {
      SLACK_SIGNING_SECRET: SECRET,
      SLACK_BOT_TOKEN: 'xoxb-rem',
      SLACK_API_URL: fake.apiUrl,
      JAUNT_PUBLIC_URL: 'https://jaunt.example.com',
    },
  });
  activityId = String(
    await value(app.store, sql`SELECT activity_id FROM activity WHERE ref = 'nyc-jazz-001'`),
  );
  key = (await app.createKey('negotiated', { name: 'reminders' })).key;
  expect(await app.services.workspaces.connectWithKey(TEAM, 'U0ADMIN', key)).toMatchObject({ ok: true });
});
afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

describe('a booking 30 hours ahead', () => {
  let bookingId = '';

  it('gets two reminders, 24 h and 2 h before the session (venue time)', async () => {
    app.now.value = new Date(START - 30 * HOUR);
    bookingId = await bookFromSlack('U0ANNA');
    const planned = await reminders(bookingId);
    expect(planned.map((r) => [r.leadMinutes, r.dueAt, r.state])).toEqual([
      [1440, new Date(START - 24 * HOUR).toISOString(), 'pending'],
      [120, new Date(START - 2 * HOUR).toISOString(), 'pending'],
    ]);
  });

  it('each is sent at its instant, not a minute before, with ticket links minted then that open', async () => {
    const planned = await reminders(bookingId);
    for (const r of planned) {
      const due = Date.parse(r.dueAt);
      const mark = fake.calls.length;
      // A minute early by the clock: the job waits.
      await runReminderAt(r.id, due - 60_000);
      expect(dmsTo('U0ANNA', mark)).toEqual([]);
      await runReminderAt(r.id, due);
      const [dm] = dmsTo('U0ANNA', mark);
      expect(dm, `reminder ${r.leadMinutes}`).toBeDefined();
      const text = JSON.stringify(dm?.params.blocks);
      expect(String(dm?.params.text)).toContain(r.leadMinutes === 1440 ? 'in 24 hours' : 'in 2 hours');
      expect(text).toContain('Late Set at the Village Vanguard');
      expect(text).toContain('Village Vanguard, 178 7th Ave S');
      expect(text).toContain('Sat 28 Nov, 20:00 EST');
      expect(text).toContain('https://www.google.com/maps/search/?api=1&query=40.7359%2C-74.0016');
      expect(text).toContain('Test booking: nothing was charged');
      const urls = [...text.matchAll(/https:\/\/jaunt\.example\.com\/tickets\/[^|>\s"\\]+/g)].map(
        (m) => m[0],
      );
      expect(urls).toHaveLength(2);
      for (const url of urls) {
        const link = new URL(url.replace(/&amp;/g, '&'));
        // Minted at send time: a link lives at least a TTL from now, the moment of sending.
        expect(Number(link.searchParams.get('expires')) * 1000).toBeGreaterThan(due);
        const got = await fetch(`${app.url}${link.pathname}${link.search}`);
        expect(got.status, url).toBe(200);
        expect(got.headers.get('content-type')).toContain('pdf');
        await got.arrayBuffer();
      }
      expect((await reminders(bookingId)).find((x) => x.id === r.id)?.state).toBe('sent');
    }
    expect(dmsTo('U0ANNA', 0).filter((c) => /Reminder/.test(String(c.params.text)))).toHaveLength(2);
  });
});

describe('lead times the session is already closer than are skipped', () => {
  it('5 hours ahead: only the 2 h reminder', async () => {
    app.now.value = new Date(START - 5 * HOUR);
    const bookingId = await bookFromSlack('U0BEN');
    expect((await reminders(bookingId)).map((r) => r.leadMinutes)).toEqual([120]);
  });

  it('90 minutes ahead: none', async () => {
    app.now.value = new Date(START - 90 * 60_000);
    const bookingId = await bookFromSlack('U0CAL');
    expect(await reminders(bookingId)).toEqual([]);
    expect(await jobState('reminder.send', bookingId)).toBeUndefined();
  });
});

describe('cancellation', () => {
  it('cancelling the booking cancels its pending reminders; none is sent', async () => {
    app.now.value = new Date(START - 30 * HOUR);
    const bookingId = await bookFromSlack('U0DOT');
    const planned = await reminders(bookingId);
    expect(planned).toHaveLength(2);
    const r = await app.request(`/partner/v1/bookings/${bookingId}/cancel`, {
      method: 'POST',
      key,
      body: {},
    });
    expect(r.status, r.text).toBe(200);
    await eventually('the reminders cancelled', async () =>
      (await reminders(bookingId)).every((x) => x.state === 'cancelled'),
    );
    const mark = fake.calls.length;
    await runReminderAt(planned[0]?.id ?? '', Date.parse(planned[0]?.dueAt ?? ''));
    expect(dmsTo('U0DOT', mark).filter((c) => /Reminder/.test(String(c.params.text)))).toEqual([]);
  });
});

describe('turned off in App Home', () => {
  it('the switch turns them off, and a pending reminder is then not sent', async () => {
    app.now.value = new Date(START - 30 * HOUR);
    const bookingId = await bookFromSlack('U0EVE');
    const [first] = await reminders(bookingId);
    const home = { container: { type: 'view', view_id: 'V0HOME' }, view: { id: 'V0HOME', type: 'home' } };
    let mark = fake.calls.length;
    await click('U0EVE', 'reminders_toggle', 'off', home);
    const published = await fake.waitFor('views.publish', (c) => c.params.user_id === 'U0EVE', 10_000, mark);
    expect(JSON.stringify(published.params.view)).toMatch(
      /Reminders before your bookings are \*off\*.*"value":"on"/,
    );
    expect(await app.services.reminders.enabled(TEAM, 'U0EVE')).toBe(false);
    mark = fake.calls.length;
    await runReminderAt(first?.id ?? '', Date.parse(first?.dueAt ?? ''));
    expect(dmsTo('U0EVE', mark)).toEqual([]);
    expect((await reminders(bookingId))[0]?.state).toBe('skipped');
    // On again: the next one goes out.
    await click('U0EVE', 'reminders_toggle', 'on', home);
    await eventually('reminders on', () => app.services.reminders.enabled(TEAM, 'U0EVE'));
    const second = (await reminders(bookingId))[1];
    mark = fake.calls.length;
    await runReminderAt(second?.id ?? '', Date.parse(second?.dueAt ?? ''));
    expect(dmsTo('U0EVE', mark)).toHaveLength(1);
  });
});

describe('in the booker’s language', () => {
  it('a French booker gets the reminder in French', async () => {
    app.now.value = new Date(START - 30 * HOUR);
    const bookingId = await bookFromSlack('U0FR');
    const [first] = await reminders(bookingId);
    const mark = fake.calls.length;
    await runReminderAt(first?.id ?? '', Date.parse(first?.dueAt ?? ''));
    const [dm] = dmsTo('U0FR', mark);
    expect(String(dm?.params.text)).toContain('Rappel');
    const text = JSON.stringify(dm?.params.blocks);
    expect(text).toContain('c’est dans 24 heures');
    expect(text).toContain('Billets');
    expect(text).toContain('Réservation de test');
    // The venue's time in French words, with the venue's zone.
    expect(text).toContain('sam. 28 nov., 20:00 UTC-5');
  });

  it('every language has every word', () => {
    const keys = Object.keys(REMINDER_CATALOGUE.en).sort();
    for (const words of Object.values(REMINDER_CATALOGUE)) {
      expect(Object.keys(words).sort()).toEqual(keys);
      for (const w of Object.values(words)) expect(w.trim()).not.toBe('');
    }
  });
});
