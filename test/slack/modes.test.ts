import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/slack/command-text.js';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all, value } from '../helpers/db.js';
import {
  type FakeSlack,
  interaction,
  postToSlackEvents,
  slashCommand,
  startFakeSlack,
} from '../helpers/fake-slack.js';

const SECRET = 'single-signing-secret';

describe('single-workspace mode (SLACK_BOT_TOKEN)', () => {
  let fake: FakeSlack;
  let app: TestApp;
  const send = (text: string, userId: string, responseId: string) =>
    postToSlackEvents(app.url, slashCommand(fake, { text, userId, responseId }), { secret: SECRET });

  beforeAll(async () => {
    fake = await startFakeSlack({ team: { id: 'T0SOLO', name: 'Solo' } });
    fake.users.set('U0OWNER', { id: 'U0OWNER', is_owner: true });
    app = await startTestApp({
      ndjson: fixtureNdjson,
      env: { SLACK_SIGNING_SECRET: SECRET, SLACK_BOT_TOKEN: 'xoxb-single', SLACK_API_URL: fake.apiUrl },
    });
  });
  afterAll(async () => {
    await app.stop();
    await fake.close();
  });

  it('has no OAuth routes, answers help in the ack, and never calls auth.test at start', async () => {
    expect((await fetch(`${app.url}/slack/install`)).status).toBe(404);
    const help = await send('help', 'U0OWNER', 'help');
    expect(help.json).toMatchObject({ response_type: 'ephemeral', text: expect.stringContaining('near me') });
    expect(fake.callsTo('auth.test')).toHaveLength(0);
  });

  it('an owner connects with /activities connect by pasting a self-serve key; its own user acts', async () => {
    const mark = fake.calls.length;
    await send('connect', 'U0OWNER', 'connect');
    const opened = await fake.waitFor('views.open', () => true, 5000, mark);
    expect(opened.token).toBe('xoxb-single');
    const filled = await fake.waitFor('views.update', () => true, 5000, mark);
    expect(filled.token).toBe('xoxb-single');
    expect(JSON.stringify(filled.params.view)).toContain('"callback_id":"connect_jaunt"');
    const key = (await app.createKey('self-serve', { email: 'solo@example.com' })).key;
    const r = await postToSlackEvents(
      app.url,
      interaction({
        type: 'view_submission',
        team: { id: 'T0SOLO', domain: 'solo' },
        user: { id: 'U0OWNER', name: 'owner', team_id: 'T0SOLO' },
        api_app_id: 'A0JAUNT',
        token: 't',
        trigger_id: 'trig-connect',
        view: {
          id: 'VCONNECT',
          type: 'modal',
          callback_id: 'connect_jaunt',
          private_metadata: '',
          state: { values: { api_key: { connect_key: { type: 'plain_text_input', value: ` ${key} ` } } } },
        },
      }),
      { secret: SECRET },
    );
    expect(r.json).toMatchObject({ response_action: 'update' });
    expect(r.text).toContain('Connected');
    // Only the binding is stored: the key's text appears nowhere in the database.
    const tables = (
      await all<{ name: string }>(
        app.store,
        app.store.engine === 'postgres'
          ? sql`SELECT table_name AS name FROM information_schema.tables
                WHERE table_schema = current_schema() AND table_name LIKE 'slack_%'`
          : sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'slack_%'`,
      )
    ).map((r) => r.name);
    expect(tables).toContain('slack_workspace');
    for (const t of tables) {
      const dump = JSON.stringify(await all(app.store, sql`SELECT * FROM ${sql.table(t)}`));
      expect(dump).not.toContain(key);
    }
    expect((await app.services.workspaces.workspace('T0SOLO'))?.bound).toBe(true);
    // The form also carries a one-time token for developers who bind over the Partner API.
    const token = /jaunt_bind_[A-Za-z0-9_-]+/.exec(JSON.stringify(filled.params.view))?.[0] ?? '';
    const again = await app.request('/partner/v1/chat/workspaces/bind', {
      method: 'POST',
      key,
      body: { bind_token: token },
    });
    expect(again.body).toEqual({ ok: true, team_id: 'T0SOLO', bound: false });
    // A self-serve key sending X-External-User-Id is refused, as everywhere else (spec 5.2).
    const stray = await app.request('/partner/v1/chat/workspaces/bind', {
      method: 'POST',
      key,
      headers: { 'x-external-user-id': 'someone' },
      body: { bind_token: token },
    });
    expect(stray.status).toBe(400);

    await send('location Paris', 'U0ANYONE', 'loc');
    const saved = await fake.waitFor('respond:loc');
    expect(String(saved.params.text)).toMatch(/Saved \*Paris\*/);
    // Self-serve: no partner_user mapping is created for Slack users.
    expect(await value(app.store, sql`SELECT count(*) AS n FROM partner_user`)).toBe(0);
    // A self-serve key cannot book: no Book buttons anywhere, only Details and Share.
    await send('location Manhattan', 'U0ANYONE', 'ss-near');
    const near = await fake.waitFor(
      'respond:ss-near',
      (c) => String(c.params.text).startsWith('Things'),
      10_000,
    );
    const blocks = JSON.stringify(near.params.blocks);
    expect(blocks).toContain('Late Set at the Village Vanguard'); // bookable, yet no Book for this key
    expect(blocks).toContain('"action_id":"activity_details"');
    expect(blocks).not.toContain('"action_id":"activity_book"');
  });
});

describe('without Slack settings', () => {
  it('runs with the Slack app off', async () => {
    const app = await startTestApp();
    try {
      const r = await fetch(`${app.url}/slack/events`, { method: 'POST', body: '{}' });
      expect(r.status).toBe(404);
      expect((await app.request('/healthz')).status).toBe(200);
    } finally {
      await app.stop();
    }
  });
});

describe('command parsing', () => {
  it.each([
    ['', { verb: 'help' }],
    ['  HELP ', { verb: 'help' }],
    ['near me', { verb: 'near' }],
    ['Near', { verb: 'near' }],
    ['connect', { verb: 'connect' }],
    ['location Brooklyn Heights', { verb: 'location', place: 'Brooklyn Heights' }],
    ['location', { verb: 'location', place: '' }],
    [
      'near the river, something with dogs',
      { verb: 'search', prompt: 'near the river, something with dogs' },
    ],
    ['locations of jazz bars', { verb: 'search', prompt: 'locations of jazz bars' }],
  ])('%j', (text, expected) => {
    expect(parseCommand(text)).toEqual(expected);
  });
});
