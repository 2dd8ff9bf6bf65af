/**
 * The assistant panel over Socket Mode: the same events arrive as envelopes over the socket, are
 * acked there, and the thread answers through the same Web API calls as over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoNdjson } from '../../src/catalogue/demo/ndjson.js';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../helpers/app.js';
import { type FakeSlack, slashCommand, startFakeSlack } from '../helpers/fake-slack.js';
import {
  cardIds,
  DEMO_SIZE,
  messageEvent,
  replyAfter,
  summaryOf,
  type Thread,
  threadStartedEvent,
} from './assistant-events.js';

let fake: FakeSlack;
let app: TestApp;
const T: Thread = { userId: 'U0OWNER', channelId: 'DU0OWNER', threadTs: '1800000000.000400' };

beforeAll(async () => {
  fake = await startFakeSlack({ team: { id: 'T0SOCK', name: 'Sockets' } });
  fake.users.set('U0OWNER', { id: 'U0OWNER', is_owner: true });
  app = await startTestApp({
    env: {
      SLACK_APP_TOKEN: 'xapp-1-A0JAUNT-1-secret',
      SLACK_BOT_TOKEN: 'xoxb-sock',
      SLACK_API_URL: fake.apiUrl,
    },
  });
  await app.services.catalogue.importStream(demoNdjson(DEMO_SIZE, DEFAULT_NOW), { replace: false });
  await fake.socketConnected();
  const key = (await app.createKey('negotiated', { name: 'sock' })).key;
  await fake.sendEnvelope('interactive', {
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
  await fake.sendEnvelope(
    'slash_commands',
    slashCommand(fake, { text: 'location Manhattan', userId: 'U0OWNER', responseId: 'sock-loc' }).form,
  );
  await fake.waitFor('respond:sock-loc', () => true, 10_000);
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

describe('the assistant panel over Socket Mode', () => {
  it('starts a thread and answers a turn, as over HTTP', async () => {
    let mark = fake.calls.length;
    const started = await fake.sendEnvelope('events_api', threadStartedEvent(fake, T, 'C0GENERAL'));
    expect(started.ms).toBeLessThan(1000);
    const prompts = await fake.waitFor('assistant.threads.setSuggestedPrompts', () => true, 10_000, mark);
    expect(prompts.params).toMatchObject({ channel_id: T.channelId, thread_ts: T.threadTs });

    mark = fake.calls.length;
    await fake.sendEnvelope('events_api', messageEvent(fake, T, 'team drinks Friday evening under $40'));
    const reply = await replyAfter(fake, T, mark);
    const status = fake.calls.slice(mark).find((c) => c.method === 'assistant.threads.setStatus');
    expect(status?.params).toMatchObject({
      channel_id: T.channelId,
      thread_ts: T.threadTs,
      status: 'Looking…',
    });
    expect(summaryOf(reply)).toBe('drinks, team · Friday evening · under $40 each · in Manhattan');
    expect(cardIds(reply).length).toBeGreaterThan(0);
    const kept = await app.services.conversations.thread({
      teamId: 'T0SOCK',
      channelId: T.channelId,
      threadTs: T.threadTs,
    });
    expect(kept?.request.price?.maxMajor).toBe(40);
  });
});
