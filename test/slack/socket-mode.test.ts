/**
 * Socket Mode (SLACK_APP_TOKEN): Jaunt dials out to a local stand-in for Slack
 * (`apps.connections.open` → a loopback `ws://` URL; the socket says hello), takes commands,
 * buttons, view submissions and events as envelopes, and acks them over the socket with the same
 * bodies as over HTTP. No public URL, no signing secret.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { type FakeSlack, slashCommand, startFakeSlack } from '../helpers/fake-slack.js';

let fake: FakeSlack;
let app: TestApp;

beforeAll(async () => {
  fake = await startFakeSlack({ team: { id: 'T0SOCK', name: 'Sockets' } });
  fake.users.set('U0OWNER', { id: 'U0OWNER', is_owner: true });
  app = await startTestApp({
    ndjson: fixtureNdjson,
    env: {
      SLACK_APP_TOKEN: 'xapp-1-A0JAUNT-1-secret',
      SLACK_BOT_TOKEN: 'xoxb-sock',
      SLACK_API_URL: fake.apiUrl,
    },
    // A replay the app ignores shows as its log line, the event a test waits for.
    logs: true,
  });
  await fake.socketConnected();
});
afterAll(async () => {
  await app.stop();
  await fake.close();
});

const command = (text: string, userId = 'U0OWNER', responseId = `s-${Math.random()}`) =>
  fake.sendEnvelope('slash_commands', slashCommand(fake, { text, userId, responseId }).form);

describe('Socket Mode', () => {
  it('opened the socket with the app-level token, and serves no Slack HTTP routes', async () => {
    const open = fake.callsTo('apps.connections.open');
    expect(open.length).toBeGreaterThan(0);
    expect(open[0]?.token).toBe('xapp-1-A0JAUNT-1-secret');
    expect((await fetch(`${app.url}/slack/events`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(`${app.url}/slack/install`)).status).toBe(404);
  });

  it('a command is acked over the socket with the reply body (help in the ack)', async () => {
    const ack = await command('help');
    expect(ack.payload).toMatchObject({
      response_type: 'ephemeral',
      text: expect.stringContaining('near me'),
    });
    expect(ack.ms).toBeLessThan(1000);
  });

  it('connects by the Connect form, then searches: the answer goes to the response URL', async () => {
    const key = (await app.createKey('negotiated', { name: 'sock' })).key;
    const ack = await fake.sendEnvelope('interactive', {
      type: 'view_submission',
      team: { id: 'T0SOCK', domain: 'sock' },
      user: { id: 'U0OWNER', name: 'owner', team_id: 'T0SOCK' },
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: 'trig',
      view: {
        id: 'VC',
        type: 'modal',
        callback_id: 'connect_jaunt',
        private_metadata: '',
        state: { values: { api_key: { connect_key: { type: 'plain_text_input', value: key } } } },
      },
    });
    expect(ack.payload).toMatchObject({ response_action: 'update' });
    expect((await app.services.workspaces.workspace('T0SOCK'))?.bound).toBe(true);
    const search = await command('late night jazz', 'U0OWNER', 'sock-search');
    expect(search.payload).toMatchObject({ text: expect.stringMatching(/Looking for/) });
    const results = await fake.waitFor('respond:sock-search', () => true, 10_000);
    expect(JSON.stringify(results.params.blocks)).toContain('Village Vanguard');
  });

  it('events are acked and handled once per event_id, even when Slack retries over the socket', async () => {
    const event = {
      token: 't',
      team_id: 'T0SOCK',
      api_app_id: 'A0JAUNT',
      type: 'event_callback',
      event_id: 'Ev0SOCKHOME',
      event_time: 1_800_000_000,
      event: { type: 'app_home_opened', user: 'U0OWNER', channel: 'D0', tab: 'home', event_ts: '1' },
      authorizations: [{ team_id: 'T0SOCK', user_id: 'U0BOT', is_bot: true, is_enterprise_install: false }],
    };
    const mark = fake.calls.length;
    await fake.sendEnvelope('events_api', event);
    await fake.waitFor('views.publish', () => true, 5000, mark);
    await fake.sendEnvelope('events_api', event, { retry_attempt: 1, retry_reason: 'timeout' });
    // The retry was recognised as a replay: nothing more comes of it.
    await app.logged('slack event replay ignored', (r) => r.event_id === 'Ev0SOCKHOME');
    expect(fake.calls.slice(mark).filter((c) => c.method === 'views.publish')).toHaveLength(1);
  });

  it('reconnects when Slack asks it to refresh the socket', async () => {
    const before = fake.socketConnections;
    fake.disconnectSocket('refresh_requested');
    const deadline = Date.now() + 8000;
    while (fake.socketConnections === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(fake.socketConnections).toBe(before + 1);
    await fake.socketConnected();
    const ack = await command('help');
    expect(ack.payload).toMatchObject({ response_type: 'ephemeral' });
  });
});

describe('Socket Mode settings', () => {
  it('SLACK_APP_TOKEN must be an app-level token; it needs a bot token', async () => {
    const { loadConfig } = await import('../../src/platform/config.js');
    const { slackModeOf } = await import('../../src/slack/context.js');
    expect(() => loadConfig({ SLACK_APP_TOKEN: 'xoxb-not-an-app-token' })).toThrow();
    expect(slackModeOf(loadConfig({ SLACK_APP_TOKEN: 'xapp-1-x' }))).toMatchObject({ mode: null });
    expect(slackModeOf(loadConfig({ SLACK_APP_TOKEN: 'xapp-1-x', SLACK_BOT_TOKEN: 'xoxb-1' }))).toEqual({
      mode: 'socket',
    });
    // OAuth distribution is HTTP only (Slack does not allow Socket Mode apps in the Marketplace).
    const both = slackModeOf(
      loadConfig({
        SLACK_APP_TOKEN: 'xapp-1-x',
        SLACK_BOT_TOKEN: 'xoxb-1',
        SLACK_CLIENT_ID: '1.2',
        SLACK_CLIENT_SECRET: 's',
      }),
    );
    expect(both).toMatchObject({ mode: null, reason: expect.stringMatching(/one workspace/) });
  });
});
