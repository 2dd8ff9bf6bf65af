/**
 * What the assistant tests send and read: Jaunt on a demo catalogue in single-workspace HTTP mode
 * against the recording stand-in for Slack's Web API, connected by an admin and located in New York;
 * signed `assistant_thread_started`, `assistant_thread_context_changed` and `message.im` events; and
 * the answers (the thread's replies, their cards, the kept structured request).
 */
import { expect } from 'vitest';
import { demoNdjson } from '../../src/catalogue/demo/ndjson.js';
import type { ThreadState } from '../../src/conversations/index.js';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../helpers/app.js';
import {
  connectSubmission,
  type FakeSlack,
  postToSlackEvents,
  type SlackCall,
  slashCommand,
} from '../helpers/fake-slack.js';

export const SECRET = 'assistant-signing-secret';
export const DEMO_SIZE = 1500;

export const assistantEnv = (fake: FakeSlack): Record<string, string> => ({
  SLACK_SIGNING_SECRET: SECRET,
  SLACK_BOT_TOKEN: 'xoxb-assistant',
  SLACK_API_URL: fake.apiUrl,
});

/** Jaunt with the demo catalogue; `dbOf` reopens another app's database (a restart, a second instance). */
export const startAssistantApp = async (fake: FakeSlack, dbOf?: TestApp): Promise<TestApp> => {
  const app = await startTestApp({
    env: { ...assistantEnv(fake), ...(dbOf ? { JAUNT_DB: dbOf.config.JAUNT_DB } : {}) },
  });
  if (!dbOf)
    await app.services.catalogue.importStream(demoNdjson(DEMO_SIZE, DEFAULT_NOW), { replace: false });
  return app;
};

/** An admin connects the workspace with a key (App Home's Connect form), then people set a place. */
export const connectWorkspace = async (app: TestApp, fake: FakeSlack, users: string[]): Promise<void> => {
  fake.users.set('U0ADMIN', { id: 'U0ADMIN', is_admin: true });
  const key = (await app.createKey('negotiated', { name: 'assistant' })).key;
  const r = await postToSlackEvents(app.url, connectSubmission(fake, key), { secret: SECRET });
  expect(r.text).toContain('Connected');
  for (const u of users) {
    const id = `loc-${u}`;
    await postToSlackEvents(
      app.url,
      slashCommand(fake, { text: 'location Manhattan', userId: u, responseId: id }),
      {
        secret: SECRET,
      },
    );
    await fake.waitFor(`respond:${id}`, () => true, 10_000);
  }
};

let seq = 0;
const envelope = (fake: FakeSlack, event: Record<string, unknown>) => ({
  token: 't',
  team_id: fake.team.id,
  api_app_id: 'A0JAUNT',
  type: 'event_callback',
  event_id: `Ev0ASSIST${++seq}${Math.random().toString(36).slice(2, 8)}`,
  event_time: 1_800_000_000 + seq,
  event,
  authorizations: [{ team_id: fake.team.id, user_id: 'U0BOT', is_bot: true, is_enterprise_install: false }],
});

export interface Thread {
  userId: string;
  channelId: string;
  threadTs: string;
}

export const threadStartedEvent = (fake: FakeSlack, t: Thread, contextChannel: string | null) =>
  envelope(fake, {
    type: 'assistant_thread_started',
    assistant_thread: {
      user_id: t.userId,
      channel_id: t.channelId,
      thread_ts: t.threadTs,
      context: contextChannel
        ? { channel_id: contextChannel, team_id: fake.team.id, enterprise_id: null }
        : {},
    },
    event_ts: t.threadTs,
  });

export const contextChangedEvent = (fake: FakeSlack, t: Thread, contextChannel: string) =>
  envelope(fake, {
    type: 'assistant_thread_context_changed',
    assistant_thread: {
      user_id: t.userId,
      channel_id: t.channelId,
      thread_ts: t.threadTs,
      context: { channel_id: contextChannel, team_id: fake.team.id, enterprise_id: null },
    },
    event_ts: `${t.threadTs}1`,
  });

export const messageEvent = (fake: FakeSlack, t: Thread, text: string) =>
  envelope(fake, {
    type: 'message',
    channel: t.channelId,
    channel_type: 'im',
    user: t.userId,
    text,
    ts: `1800000100.${String(++seq).padStart(6, '0')}`,
    thread_ts: t.threadTs,
    event_ts: `1800000100.${String(seq).padStart(6, '0')}`,
  });

export const sendEvent = async (
  app: TestApp,
  body: unknown,
  secret = SECRET,
): Promise<{ status: number; ms: number }> => {
  const r = await postToSlackEvents(app.url, { json: body }, { secret });
  return { status: r.status, ms: r.ms };
};

/** The thread's replies (chat.postMessage in the thread), after call index `after`. */
export const replyAfter = (
  fake: FakeSlack,
  t: Thread,
  after: number,
  timeoutMs = 10_000,
): Promise<SlackCall> =>
  fake.waitFor(
    'chat.postMessage',
    (c) => c.params.channel === t.channelId && c.params.thread_ts === t.threadTs,
    timeoutMs,
    after,
  );

/** The activity ids a reply's cards carry (their Book or Details buttons), in order. */
export const cardIds = (c: SlackCall): string[] => {
  const blocks = (c.params.blocks ?? []) as {
    type: string;
    block_id?: string;
    elements?: { value?: string; options?: { value: string }[] }[];
  }[];
  return blocks
    .filter((b) => b.type === 'actions' && /^r\d+:act$/.test(b.block_id ?? ''))
    .map((b) => {
      const e = b.elements?.[0];
      return (e?.value ?? '').split('|')[0] ?? '';
    });
};

/** The "I read this as" line of a reply. */
export const summaryOf = (c: SlackCall): string => {
  const blocks = (c.params.blocks ?? []) as { type: string; elements?: { text?: string }[] }[];
  const line = blocks.find((b) => b.type === 'context' && /:\s\*/.test(b.elements?.[0]?.text ?? ''));
  return (line?.elements?.[0]?.text ?? '').replace(/^[^:]*:\s*\*|\*$/g, '');
};

/** A turn: the message sent, its reply, and the thread's kept state after it. */
export const turn = async (
  app: TestApp,
  fake: FakeSlack,
  t: Thread,
  text: string,
): Promise<{ reply: SlackCall; state: ThreadState; ackMs: number }> => {
  const mark = fake.calls.length;
  const sent = await sendEvent(app, messageEvent(fake, t, text));
  expect(sent.status).toBe(200);
  const reply = await replyAfter(fake, t, mark);
  const state = await app.services.conversations.thread({
    teamId: fake.team.id,
    channelId: t.channelId,
    threadTs: t.threadTs,
  });
  if (!state) throw new Error('no thread state');
  return { reply, state, ackMs: sent.ms };
};
