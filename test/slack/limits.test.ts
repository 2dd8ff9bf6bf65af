/**
 * Slack is charged like every other door (issue 34): one key with a daily quota of 5, driven through
 * the Partner API, MCP over HTTP and `/activities`, meets ONE count; the 6th Slack command is refused
 * in its ack with the plan-limit message and the retry instant (a Slack date token, the reader's time),
 * in the user's language; a Book form submission is refused on a field, a button through its response
 * URL, App Home's Get tickets in a small modal. Commands that do no discovery work (help) are not charged.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_CATALOGUE } from '../../src/slack/limit-words.js';
import { chargedOperation } from '../../src/slack/listeners/charge-caller.js';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import {
  type FakeSlack,
  interaction,
  postToSlackEvents,
  slashCommand,
  startFakeSlack,
} from '../helpers/fake-slack.js';
import { messageEvent, replyAfter, sendEvent, threadStartedEvent } from './assistant-events.js';

const SECRET = 'limits-signing-secret';
const TEAM = 'T0LIMITS';
const NOW = new Date('2026-11-22T15:00:00Z');
/** The daily quota resets at the next UTC midnight. */
const RESET_EPOCH = Date.parse('2026-11-23T00:00:00Z') / 1000;
const H3 = '/partner/v1/h3?lat=40.7&lng=-74';

let fake: FakeSlack;
let app: TestApp;
let key = '';

const send = (payload: { form: Record<string, string> } | { json: unknown }) =>
  postToSlackEvents(app.url, payload, { secret: SECRET });

describe('the plan-limit catalogue', () => {
  it('has every English key, non-empty, in fr, es and de, each with {when} where English has it', () => {
    const english = LIMIT_CATALOGUE.en;
    for (const words of Object.values(LIMIT_CATALOGUE)) {
      for (const k of Object.keys(english) as (keyof typeof english)[]) {
        expect(words[k].trim()).not.toBe('');
        expect(words[k].includes('{when}')).toBe(english[k].includes('{when}'));
      }
      expect(words.title.length).toBeLessThanOrEqual(24);
    }
  });
});

beforeAll(async () => {
  fake = await startFakeSlack({ team: { id: TEAM, name: 'Limits & Co' } });
  app = await startTestApp({
    now: NOW,
    ndjson: fixtureNdjson,
    env: {
      SLACK_SIGNING_SECRET: SECRET,
      SLACK_BOT_TOKEN: 'xoxb-limits',
      SLACK_API_URL: fake.apiUrl,
      JAUNT_PUBLIC_URL: 'https://jaunt.example.com',
      JAUNT_RATE_LIMITS: '1000/s,1000/min,1000/h',
    },
  });
  const created = await app.createKey('negotiated', { name: 'limits' });
  key = created.key;
  // As `jaunt keys limits <id> --daily-quota 5` does.
  await app.services.limits.setKeyLimits(created.id, { dailyQuota: 5 });
  await app.services.workspaces.connectWithKey(TEAM, 'U0ADMIN', key);
});
afterAll(async () => {
  await app.stop();
  await fake.close();
});

it('one key: REST, MCP and Slack commands share one daily count; the 6th Slack command is refused with when to retry', async () => {
  expect((await app.request(H3, { key })).status).toBe(200);
  const mcp = new Client({ name: 'limits-slack', version: '1.0.0' });
  await mcp.connect(
    new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  try {
    const near = (await mcp.callTool({
      name: 'activities_near',
      arguments: { lat: 40.7, lng: -74, limit: 1 },
    })) as { isError?: boolean };
    expect(near.isError).toBeFalsy();
  } finally {
    await mcp.close();
  }
  // Help does no discovery work: not charged.
  expect((await send(slashCommand(fake, { text: 'help' }))).status).toBe(200);
  // Three searches: 2 + 3 = 5, the whole quota.
  for (let i = 0; i < 3; i++) {
    const r = await send(slashCommand(fake, { text: 'late night jazz', responseId: `ok-${i}` }));
    expect(r.json).toMatchObject({ text: expect.stringMatching(/Looking for/) });
    const results = await fake.waitFor(`respond:ok-${i}`, () => true, 10_000);
    expect(JSON.stringify(results.params)).toContain('Late Set at the Village Vanguard');
  }

  const sixth = await send(slashCommand(fake, { text: 'late night jazz', responseId: 'sixth' }));
  expect(sixth.status).toBe(200);
  const text = (sixth.json as { response_type: string; text: string }).text;
  expect(sixth.json).toMatchObject({ response_type: 'ephemeral' });
  expect(text).toContain('plan’s daily allowance');
  expect(text).toContain(`<!date^${RESET_EPOCH}^{date_short_pretty} {time}|Sun, Nov 22, 19:00 EST>`);
  expect(text).not.toMatch(/Looking for|stack|Error/);
  // The same count refuses the Partner API. (Alice's zone is New York, as Slack's users.info said.)
  expect((await app.request(H3, { key })).status).toBe(429);
  // The listener did not run: nothing came through the sixth command's response URL.
  expect(fake.callsTo('respond:sixth')).toHaveLength(0);
}, 60_000);

it('refuses in the user’s language and zone, on the Book form’s field, and on a button through its response URL', async () => {
  await app.services.workspaces.saveUserProfile(TEAM, 'U0FR', { tz: 'Europe/Paris', locale: 'fr-FR' });
  const fr = await send(slashCommand(fake, { text: 'near me', userId: 'U0FR' }));
  const frText = (fr.json as { text: string }).text;
  expect(frText).toContain('limite quotidienne de son forfait Jaunt');
  expect(frText).toMatch(/\|lun\. 23 nov\., 01:00 UTC\+1>/);

  const who = { id: 'U0FR', username: 'fr', name: 'fr', team_id: TEAM };
  const submitted = await send(
    interaction({
      type: 'view_submission',
      team: { id: TEAM, domain: 'limits' },
      user: who,
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: 'trig-limits-submit',
      view: {
        id: 'V0LIMITS',
        type: 'modal',
        callback_id: 'activity_book',
        private_metadata: '{}',
        blocks: [
          { type: 'section', block_id: 'total', text: { type: 'mrkdwn', text: 'x' } },
          { type: 'input', block_id: 'quantity', element: { type: 'number_input' } },
        ],
        state: { values: {} },
      },
    }),
  );
  expect(submitted.json).toMatchObject({
    response_action: 'errors',
    errors: { quantity: expect.stringContaining('Réessayez après lun. 23 nov., 01:00 UTC+1') },
  });

  const mark = fake.calls.length;
  await send(
    interaction({
      type: 'block_actions',
      team: { id: TEAM, domain: 'limits' },
      user: { ...who, id: 'U0EN' },
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: 'trig-limits-more',
      response_url: fake.responseUrl('more'),
      container: { type: 'message', message_ts: '1.1', channel_id: 'C0GENERAL', is_ephemeral: true },
      channel: { id: 'C0GENERAL', name: 'general' },
      actions: [{ type: 'button', action_id: 'activity_details', block_id: 'b', value: 'x', action_ts: '1' }],
    }),
  );
  const told = await fake.waitFor('respond:more', () => true, 5000, mark);
  expect(told.params).toMatchObject({ response_type: 'ephemeral', replace_original: false });
  expect(String(told.params.text)).toContain(`<!date^${RESET_EPOCH}^`);
  expect(fake.calls.slice(mark).some((c) => c.method === 'views.open')).toBe(false);

  // App Home's Get tickets has no response URL: the refusal opens a small modal.
  const homeMark = fake.calls.length;
  await send(
    interaction({
      type: 'block_actions',
      team: { id: TEAM, domain: 'limits' },
      user: { ...who, id: 'U0EN' },
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: 'trig-limits-home',
      container: { type: 'view', view_id: 'V0HOME' },
      view: { id: 'V0HOME', type: 'home', blocks: [] },
      actions: [{ type: 'button', action_id: 'get_tickets', block_id: 'b', value: 'bk_x', action_ts: '1' }],
    }),
  );
  const modal = await fake.waitFor('views.open', () => true, 5000, homeMark);
  expect(JSON.stringify(modal.params.view)).toContain('Plan limit reached');
  expect(JSON.stringify(modal.params.view)).toContain('daily allowance');
});

it('an assistant panel turn is charged too: over the quota, the thread is told when to retry and nothing is searched', async () => {
  const t = { userId: 'U0EN', channelId: 'D0LIMITS', threadTs: '1800000000.000100' };
  const started = fake.calls.length;
  expect((await sendEvent(app, threadStartedEvent(fake, t, null), SECRET)).status).toBe(200);
  await replyAfter(fake, t, started); // the greeting
  const mark = fake.calls.length;
  expect((await sendEvent(app, messageEvent(fake, t, 'late night jazz'), SECRET)).status).toBe(200);
  const reply = await replyAfter(fake, t, mark);
  expect(String(reply.params.text)).toContain('plan’s daily allowance');
  expect(String(reply.params.text)).toContain(`<!date^${RESET_EPOCH}^`);
  expect(JSON.stringify(reply.params)).not.toContain('Late Set at the Village Vanguard');
});

it('charges the card menu’s Details, not its Share; help, votes and re-quotes are free', () => {
  const menu = (value: string) => ({
    type: 'block_actions',
    actions: [{ action_id: 'activity_more', selected_option: { value } }],
  });
  expect(chargedOperation(menu('details:act_1'))).toBe('action');
  expect(chargedOperation(menu('share:act_1'))).toBeNull();
  expect(chargedOperation({ command: '/activities', text: 'help' })).toBeNull();
  expect(chargedOperation({ command: '/activities', text: 'jazz tonight' })).toBe('command');
  for (const id of ['plan_vote', 'book_quantity', 'book_share'])
    expect(chargedOperation({ type: 'block_actions', actions: [{ action_id: id }] })).toBeNull();
  expect(chargedOperation({ type: 'view_submission', view: { callback_id: 'activity_book' } })).toBe(
    'submission',
  );
});
