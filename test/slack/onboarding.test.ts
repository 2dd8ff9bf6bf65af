/**
 * Onboarding, counted (issue 37): from "Add to Slack" to a first test booking posted in a channel,
 * by an admin, walked on the recording Slack stand-in over the real OAuth install. Every click a
 * person makes is one request this test sends (a browser page or a Slack interaction), and every
 * typed entry is one value it fills in that no default pre-filled; the README's count is these
 * numbers. A member who installs reaches a clear next step instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOfZone } from '../../src/slack/listeners/actions/connect-button.js';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import {
  type FakeSlack,
  interaction,
  postToSlackEvents,
  type SlackCall,
  startFakeSlack,
} from '../helpers/fake-slack.js';

const SECRET = 'onboarding-signing-secret';
const GENERAL = 'C0GENERAL';
let fake: FakeSlack;
let app: TestApp;
let apiKey = '';

/** What the person did: each browser page opened by a click, each button or submit in Slack. */
const person = { clicks: [] as string[], typed: [] as string[] };
const click = (what: string) => person.clicks.push(what);
const type = (what: string) => person.typed.push(what);

const send = (payload: { form: Record<string, string> } | { json: unknown }) =>
  postToSlackEvents(app.url, payload, { secret: SECRET });
const team = () => ({ id: fake.team.id, domain: 'acme' });
const installer = () => ({ id: 'U0INSTALLER', username: 'ada', name: 'ada', team_id: fake.team.id });

type Block = { type: string; block_id?: string; elements?: { action_id?: string; value?: string }[] };
type View = { callback_id: string; private_metadata?: string; blocks: Block[] };

const pressButton = (actionId: string, value: string, channel: string, triggerId: string) =>
  send(
    interaction({
      type: 'block_actions',
      team: team(),
      user: installer(),
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: triggerId,
      response_url: fake.responseUrl(triggerId),
      container: {
        type: 'message',
        message_ts: '1800000000.000001',
        channel_id: channel,
        is_ephemeral: true,
      },
      channel: { id: channel, name: 'general' },
      actions: [{ type: 'button', action_id: actionId, block_id: 'b', value, action_ts: '1' }],
    }),
  );

const submit = (viewId: string, view: View, values: Record<string, unknown>) =>
  send(
    interaction({
      type: 'view_submission',
      team: team(),
      user: installer(),
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: `trig-${viewId}`,
      view: {
        id: viewId,
        type: 'modal',
        callback_id: view.callback_id,
        team_id: fake.team.id,
        app_id: 'A0JAUNT',
        bot_id: 'B0BOT',
        title: { type: 'plain_text', text: 'x' },
        blocks: view.blocks,
        private_metadata: view.private_metadata ?? '',
        hash: 'h',
        root_view_id: viewId,
        previous_view_id: null,
        clear_on_close: false,
        notify_on_close: false,
        state: { values },
      },
    }),
  );

/** The filled-in modal that replaced the loading view opened by `viewsOpenedAfter`. */
const filledView = async (callbackId: string, after: number): Promise<{ id: string; view: View }> => {
  const c = await fake.waitFor(
    'views.update',
    (x) => (x.params.view as View).callback_id === callbackId,
    10_000,
    after,
  );
  return { id: String(c.params.view_id), view: c.params.view as View };
};

const buttonIn = (c: SlackCall, actionId: string): string | null => {
  for (const b of (c.params.blocks ?? []) as Block[])
    for (const e of b.elements ?? []) if (e.action_id === actionId) return e.value ?? '';
  return null;
};

/** The value a form shows pre-filled for an input (initial_value / initial_option), as Slack submits it. */
const initial = (view: View, blockId: string): Record<string, unknown> | null => {
  const block = view.blocks.find((b) => b.block_id === blockId) as
    | { element?: { type: string; action_id: string; initial_value?: string; initial_option?: unknown } }
    | undefined;
  const e = block?.element;
  if (!e) return null;
  if (e.type === 'static_select' || e.type === 'radio_buttons')
    return { [e.action_id]: { type: e.type, selected_option: e.initial_option ?? null } };
  return { [e.action_id]: { type: e.type, value: e.initial_value ?? null } };
};

beforeAll(async () => {
  fake = await startFakeSlack();
  fake.on('conversations.list', () => ({
    ok: true,
    channels: [
      { id: 'C0RANDOM', name: 'random', is_general: false },
      { id: GENERAL, name: 'general', is_general: true },
    ],
    response_metadata: { next_cursor: '' },
  }));
  // Jaunt is in no channel until it joins one.
  const joined = new Set<string>();
  fake.on('conversations.join', (p) => {
    joined.add(String(p.channel));
    return { ok: true, channel: { id: p.channel, is_member: true } };
  });
  fake.on('conversations.info', (p) => ({
    ok: true,
    channel: { id: p.channel, is_channel: true, is_private: false, is_member: joined.has(String(p.channel)) },
  }));
  app = await startTestApp({
    ndjson: fixtureNdjson,
    env: {
      SLACK_SIGNING_SECRET: SECRET,
      SLACK_CLIENT_ID: '1111.2222',
      SLACK_CLIENT_SECRET: 'client-secret',
      SLACK_STATE_SECRET: 'state-secret-for-tests',
      SLACK_API_URL: fake.apiUrl,
      JAUNT_PUBLIC_URL: 'https://jaunt.example.com',
    },
  });
  apiKey = (await app.createKey('negotiated', { name: 'acme' })).key;
});
afterAll(async () => {
  await app.stop();
  await fake.close();
});

describe('from "Add to Slack" to a first test booking posted in a channel, by an admin', () => {
  it('takes 6 clicks and 1 typed entry (the API key)', async () => {
    // 1. "Add to Slack": the install link.
    click('Add to Slack');
    const start = await fetch(`${app.url}/slack/install`, { redirect: 'manual' });
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    // 2. "Allow" on Slack's consent screen, which sends the browser back to our redirect.
    click('Allow');
    const done = await fetch(
      `${app.url}/slack/oauth_redirect?code=oauth-code-1&state=${encodeURIComponent(state)}`,
      { headers: { cookie }, redirect: 'manual' },
    );
    const page = await done.text();
    expect(page).toContain('Jaunt is installed');
    // The page opens Slack in the general channel by itself (the link stays for when it cannot).
    expect(page).toContain(
      `http-equiv="refresh" content="0;url=slack://channel?team=${fake.team.id}&amp;id=${GENERAL}"`,
    );
    expect(fake.callsTo('conversations.join').map((c) => c.params.channel)).toEqual([GENERAL]);
    const here = await fake.waitFor('chat.postEphemeral', (c) => c.params.channel === GENERAL);
    expect(here.params.user).toBe('U0INSTALLER');
    expect(buttonIn(here, 'connect_jaunt')).not.toBeNull();
    // The DM still carries Connect and the developers' token.
    await fake.waitFor('chat.postMessage', (c) => c.params.channel === 'DU0INSTALLER');

    // 3. Connect Jaunt, in the general channel.
    click('Connect Jaunt');
    let mark = fake.calls.length;
    await pressButton('connect_jaunt', 'connect', GENERAL, 'trig-connect');
    const connectForm = await filledView('connect_jaunt', mark);
    // The place is pre-filled from the admin's Slack zone (America/New_York).
    const place = initial(connectForm.view, 'location');
    expect(place).toEqual({ location_input: { type: 'plain_text_input', value: 'New York' } });

    // 4. Connect, after pasting the key: the one typed entry.
    type('Jaunt API key');
    click('Connect');
    mark = fake.calls.length;
    const connected = await submit(connectForm.id, connectForm.view, {
      api_key: { connect_key: { type: 'plain_text_input', value: apiKey } },
      location: place,
    });
    expect(JSON.stringify(connected.json)).toContain('Connected. Everyone here can now use /activities.');
    expect(JSON.stringify(connected.json)).toContain('New York');
    const firstLook = await fake.waitFor(
      'chat.postEphemeral',
      (c) => c.params.channel === GENERAL && buttonIn(c, 'activity_book') !== null,
      15_000,
      mark,
    );
    expect(firstLook.params.user).toBe('U0INSTALLER');

    // 5. Try booking (test) on the first card.
    const bookValue = buttonIn(firstLook, 'activity_book') ?? '';
    expect(JSON.stringify(firstLook.params.blocks)).toContain('Try booking (test)');
    click('Try booking (test)');
    mark = fake.calls.length;
    await pressButton('activity_book', bookValue, GENERAL, 'trig-book');
    const form = await filledView('activity_book', mark);

    // 6. Book: the card's night, a ticket, the quantity, a test booking and Share all come pre-filled.
    click('Try booking');
    mark = fake.calls.length;
    const values: Record<string, unknown> = {};
    for (const id of ['session', 'ticket', 'quantity', 'payment_mode'])
      values[id] = initial(form.view, id) ?? { none: { type: 'static_select', selected_option: null } };
    const share = form.view.blocks.find((b) => b.block_id === 'share') as
      | { element?: { initial_options?: unknown[] } }
      | undefined;
    expect(share?.element?.initial_options?.length).toBe(1);
    values.share = { book_share: { type: 'checkboxes', selected_options: share?.element?.initial_options } };
    const booked = await submit(form.id, form.view, values);
    expect(booked.json).toMatchObject({ response_action: 'update' });

    // The channel hears of it, and so the first test booking is posted in a channel.
    const line = await fake.waitFor(
      'chat.postMessage',
      (c) => c.params.channel === GENERAL && /booked/.test(String(c.params.text)),
      15_000,
      mark,
    );
    expect(String(line.params.text)).toMatch(/^<@U0INSTALLER> booked \d+ × .+\(test booking\)$/);

    expect(person.clicks).toEqual([
      'Add to Slack',
      'Allow',
      'Connect Jaunt',
      'Connect',
      'Try booking (test)',
      'Try booking',
    ]);
    expect(person.typed).toEqual(['Jaunt API key']);
  });
});

describe('a member who installs', () => {
  it('is told the next step (an admin connects; which admins were asked), with no Connect and no token', async () => {
    const member = await startFakeSlack({ team: { id: 'T0MEMBER', name: 'Members' } });
    member.users.set('U0INSTALLER', { id: 'U0INSTALLER', is_admin: false });
    member.users.set('U0BOSS', { id: 'U0BOSS', is_owner: true });
    const other = await startTestApp({
      env: {
        SLACK_SIGNING_SECRET: SECRET,
        SLACK_CLIENT_ID: '1111.2222',
        SLACK_CLIENT_SECRET: 'client-secret',
        SLACK_STATE_SECRET: 'state-secret-for-tests',
        SLACK_API_URL: member.apiUrl,
        JAUNT_PUBLIC_URL: 'https://jaunt.example.com',
      },
    });
    try {
      const start = await fetch(`${other.url}/slack/install`, { redirect: 'manual' });
      const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
      const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const done = await fetch(
        `${other.url}/slack/oauth_redirect?code=c&state=${encodeURIComponent(state)}`,
        { headers: { cookie }, redirect: 'manual' },
      );
      expect(await done.text()).toContain('slack://app?team=T0MEMBER');
      const told = await member.waitFor('chat.postMessage', (c) => c.params.channel === 'DU0INSTALLER');
      expect(String(told.params.text)).toMatch(/admin must connect/);
      expect(JSON.stringify(told.params.blocks)).toContain('<@U0BOSS>');
      expect(JSON.stringify(told.params.blocks)).not.toContain('connect_jaunt');
      expect(member.callsTo('chat.postEphemeral')).toEqual([]);
    } finally {
      await other.stop();
      await member.close();
    }
  });
});

describe('the pre-filled place', () => {
  it('is the city of the Slack time zone, or nothing for a zone that names none', () => {
    expect(placeOfZone('America/New_York')).toBe('New York');
    expect(placeOfZone('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(placeOfZone('Europe/Paris')).toBe('Paris');
    expect(placeOfZone('Etc/UTC')).toBeNull();
    expect(placeOfZone('US/Eastern')).toBeNull();
    expect(placeOfZone('UTC')).toBeNull();
    expect(placeOfZone(null)).toBeNull();
  });
});
