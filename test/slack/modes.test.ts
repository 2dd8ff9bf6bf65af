import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/slack/commands.js';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { type FakeSlack, postToSlackEvents, slashCommand, startFakeSlack } from '../helpers/fake-slack.js';

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

  it('an owner connects with /activities connect, a self-serve key binds, and its own user acts', async () => {
    await send('connect', 'U0OWNER', 'connect');
    const dm = await fake.waitFor('chat.postMessage', (c) => c.params.channel === 'DU0OWNER');
    expect(dm.token).toBe('xoxb-single');
    const token = /jaunt_bind_[A-Za-z0-9_-]+/.exec(String(dm.params.text))?.[0] ?? '';
    const key = (await app.createKey('self-serve', { email: 'solo@example.com' })).key;
    const bound = await app.request('/partner/v1/chat/workspaces/bind', {
      method: 'POST',
      key,
      body: { bind_token: token },
    });
    expect(bound.body).toEqual({ ok: true, team_id: 'T0SOLO', bound: true });
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
    const mapped = app.store.sqlite.prepare('SELECT count(*) AS n FROM partner_user').get() as { n: number };
    expect(mapped.n).toBe(0);
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
