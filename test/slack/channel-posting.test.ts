/**
 * What people see is what happens in channels (issue 37, item 3), against the local fake Slack:
 * Jaunt knows whether it is in a channel before posting there; it joins a public channel when asked
 * to post in it; in a private channel or a DM it says plainly it cannot, and creates nothing (no plan
 * row, no close job); a shared card goes to the person by DM instead of failing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { value } from '../helpers/db.js';
import {
  type FakeSlack,
  interaction,
  postToSlackEvents,
  type SlackCall,
  slashCommand,
  startFakeSlack,
} from '../helpers/fake-slack.js';
import { outboxSettled } from '../helpers/wait.js';

const SECRET = 'channel-posting-secret';
const TEAM = 'T0CHAN';
let fake: FakeSlack;
let app: TestApp;

const send = (payload: { form: Record<string, string> } | { json: unknown }) =>
  postToSlackEvents(app.url, payload, { secret: SECRET });
const cmd = (text: string, userId: string, responseId: string, channelId: string) =>
  send(slashCommand(fake, { text, userId, responseId, channelId }));
const respondText = (c: SlackCall): string => String(c.params.text ?? '');

const plansIn = (channelId: string): Promise<number> =>
  value<number>(app.store, sql`SELECT count(*) AS n FROM slack_plan WHERE channel_id = ${channelId}`);
const closeJobs = (): Promise<number> =>
  value<number>(app.store, sql`SELECT count(*) AS n FROM job WHERE kind = 'slack.plan_close'`);

/** Slack's answers for channels Jaunt is not in: public ones it may join, private ones it cannot see. */
const channels = (open: Record<string, 'public' | 'private'>) =>
  fake.on('conversations.info', (p) => {
    const id = String(p.channel);
    const kind = open[id];
    if (kind === 'private') return { ok: false, error: 'channel_not_found' };
    if (kind === 'public')
      return { ok: true, channel: { id, is_channel: true, is_private: false, is_member: false } };
    return { ok: true, channel: { id, is_channel: true, is_private: false, is_member: true } };
  });

beforeAll(async () => {
  fake = await startFakeSlack({ team: { id: TEAM, name: 'Channel Co' } });
  app = await startTestApp({
    env: {
      SLACK_SIGNING_SECRET: SECRET,
      SLACK_BOT_TOKEN: 'xoxb-chan',
      SLACK_API_URL: fake.apiUrl,
      JAUNT_PUBLIC_URL: 'https://jaunt.example.com',
      JAUNT_DEMO_ON_EMPTY: '1',
      JAUNT_DEMO_SIZE: '300',
    },
  });
  const key = (await app.createKey('negotiated', { name: 'chan' })).key;
  await app.services.workspaces.connectWithKey(TEAM, 'U0ADMIN', key);
});
afterAll(async () => {
  await app.stop();
  await fake.close();
});

describe('/activities plan where Jaunt is not a member', () => {
  it('in a private channel: says plainly it cannot post, creates no plan and no close job', async () => {
    channels({ G0SECRET: 'private' });
    try {
      const jobsBefore = await closeJobs();
      const mark = fake.calls.length;
      const r = await cmd('plan live music', 'U0ORG', 'plan-private', 'G0SECRET');
      expect(r.status).toBe(200);
      const said = await fake.waitFor('respond:plan-private', () => true, 10_000, mark);
      expect(respondText(said)).toMatch(/can't post the poll here/);
      expect(respondText(said)).toContain('/invite @jaunt');
      expect(respondText(said)).not.toMatch(/went wrong/);
      expect(await plansIn('G0SECRET')).toBe(0);
      expect(await closeJobs()).toBe(jobsBefore);
      const posts = fake.calls.slice(mark).filter((c) => c.method === 'chat.postMessage');
      expect(posts.filter((c) => c.params.channel === 'G0SECRET')).toHaveLength(0);
      expect(fake.calls.slice(mark).filter((c) => c.method === 'conversations.join')).toHaveLength(0);
    } finally {
      fake.off('conversations.info');
    }
  });

  it('in a public channel: joins it, then posts the poll', async () => {
    channels({ C0OPEN: 'public' });
    try {
      const mark = fake.calls.length;
      await cmd('plan live music', 'U0ORG', 'plan-public', 'C0OPEN');
      const joined = await fake.waitFor('conversations.join', () => true, 10_000, mark);
      expect(joined.params.channel).toBe('C0OPEN');
      const posted = await fake.waitFor(
        'chat.postMessage',
        (c) => c.params.channel === 'C0OPEN',
        10_000,
        mark,
      );
      expect(posted.at).toBeGreaterThanOrEqual(joined.at);
      expect(await plansIn('C0OPEN')).toBe(1);
    } finally {
      fake.off('conversations.info');
    }
  });

  it('in a public channel it may not join: asks for an invite, creates nothing', async () => {
    channels({ C0LOCKED: 'public' });
    fake.on('conversations.join', () => ({ ok: false, error: 'restricted_action' }));
    try {
      const mark = fake.calls.length;
      await cmd('plan live music', 'U0ORG', 'plan-locked', 'C0LOCKED');
      const said = await fake.waitFor('respond:plan-locked', () => true, 10_000, mark);
      expect(respondText(said)).toContain('/invite @jaunt');
      expect(await plansIn('C0LOCKED')).toBe(0);
    } finally {
      fake.off('conversations.info');
      fake.off('conversations.join');
    }
  });
});

describe('Share to channel where Jaunt cannot post', () => {
  const shareClick = (channelId: string, responseId: string, activityId: string) =>
    send(
      interaction({
        type: 'block_actions',
        team: { id: TEAM, domain: 'chan' },
        user: { id: 'U0SHARER', username: 'sharer', name: 'sharer', team_id: TEAM },
        api_app_id: 'A0JAUNT',
        token: 't',
        trigger_id: `trig-${responseId}`,
        response_url: fake.responseUrl(responseId),
        container: {
          type: 'message',
          message_ts: '1700000000.000001',
          channel_id: channelId,
          is_ephemeral: true,
        },
        channel: { id: channelId, name: 'secret' },
        actions: [
          { type: 'button', action_id: 'activity_share', block_id: 'b', value: activityId, action_ts: '1' },
        ],
      }),
    );

  it('in a private channel: the card comes by DM, and the person is told why', async () => {
    const activityId = String(await value(app.store, sql`SELECT activity_id FROM activity LIMIT 1`));
    channels({ G0HIDDEN: 'private' });
    try {
      const mark = fake.calls.length;
      await shareClick('G0HIDDEN', 'share-private', activityId);
      const said = await fake.waitFor('respond:share-private', () => true, 10_000, mark);
      expect(respondText(said)).toMatch(/can't post this card here/);
      expect(respondText(said)).toMatch(/by DM instead/);
      const dm = await fake.waitFor(
        'chat.postMessage',
        (c) => c.params.channel === 'DU0SHARER',
        10_000,
        mark,
      );
      expect(JSON.stringify(dm.params.blocks)).toContain('<@U0SHARER>');
      expect(
        fake.calls
          .slice(mark)
          .filter((c) => c.params.channel === 'G0HIDDEN' && c.method === 'chat.postMessage'),
      ).toHaveLength(0);
    } finally {
      fake.off('conversations.info');
    }
  });
});

describe("the Book form's Share box", () => {
  const bookIn = async (channelId: string): Promise<string> => {
    const activityId = String(
      await value(app.store, sql`SELECT activity_id FROM activity WHERE is_bookable ORDER BY ref LIMIT 1`),
    );
    const mark = fake.calls.length;
    await send(
      interaction({
        type: 'block_actions',
        team: { id: TEAM, domain: 'chan' },
        user: { id: 'U0FORM', username: 'form', name: 'form', team_id: TEAM },
        api_app_id: 'A0JAUNT',
        token: 't',
        trigger_id: `trig-form-${channelId}`,
        response_url: fake.responseUrl(`form-${channelId}`),
        container: { type: 'message', message_ts: '1', channel_id: channelId, is_ephemeral: true },
        channel: { id: channelId, name: 'x' },
        actions: [
          { type: 'button', action_id: 'activity_book', block_id: 'x', value: activityId, action_ts: '1' },
        ],
      }),
    );
    return JSON.stringify((await fake.waitFor('views.update', () => true, 10_000, mark)).params.view);
  };

  it('is offered where Jaunt can post, and replaced by a plain line where it cannot', async () => {
    channels({ G0HIDDEN: 'private', C0JOINME: 'public' });
    try {
      const hidden = await bookIn('G0HIDDEN');
      expect(hidden).not.toContain('"block_id":"share"');
      expect(hidden).toContain('cannot post here');
      // A public channel Jaunt may join keeps the promise: the booking line joins first.
      expect(await bookIn('C0JOINME')).toContain('"block_id":"share"');
    } finally {
      fake.off('conversations.info');
    }
  });
});

describe('a shared booking line where Jaunt cannot post', () => {
  it('is not posted, and the booker is told so by DM beside the receipt', async () => {
    const who = await app.services.chatUsers.actorFor(TEAM, 'U0BOOKER', async () => ({
      firstName: 'B',
      lastName: 'K',
      displayName: 'booker',
      email: null,
      tz: null,
      locale: null,
    }));
    if (!who.bound) throw new Error('workspace not bound');
    const ids = await app.store.db
      .selectFrom('activity')
      .select('activity_id')
      .orderBy('ref')
      .limit(50)
      .execute();
    let item: {
      ticket_type_name: string;
      num_tickets: number;
      session_date: string | null;
      session_time: string | null;
    } | null = null;
    let activityId = '';
    for (const { activity_id } of ids) {
      const d = await app.services.catalogue.detail(who.actor, activity_id, ['en']);
      const session = d.ticket_price?.sessions.find((x) => x.tickets[0]?.available);
      if (d.is_bookable && session?.tickets[0]) {
        activityId = activity_id;
        item = {
          ticket_type_name: session.tickets[0].name,
          num_tickets: Math.max(1, session.tickets[0].min_quantity),
          session_date: session.date,
          session_time: session.time,
        };
        break;
      }
    }
    if (!item) throw new Error('no bookable activity in the demo catalogue');
    channels({ G0LOCKED: 'private' });
    try {
      const mark = fake.calls.length;
      const created = await app.services.bookings.create(
        who.actor,
        {
          external_user_id: who.actor.externalUserId ?? '',
          activity_id: activityId,
          tickets: [item],
          authorization_amount_cents: (await app.services.bookings.quote(activityId, [item])).totalCents,
          idempotency_key: 'share-locked-1',
          webhook_url: 'https://jaunt.example.com/slack/events',
          payment_mode: 'dry_run_success',
        },
        {
          kind: 'slack',
          teamId: TEAM,
          channelId: 'G0LOCKED',
          userId: 'U0BOOKER',
          threadTs: null,
          share: true,
        },
      );
      const toBooker = (re: RegExp) =>
        fake.waitFor(
          'chat.postMessage',
          (c) => c.params.channel === 'DU0BOOKER' && re.test(String(c.params.text)),
          10_000,
          mark,
        );
      await toBooker(/^Test booking/);
      await toBooker(/can't post your booking line in that channel/);
      await outboxSettled(app.store, created.booking_id);
      expect(
        fake.calls
          .slice(mark)
          .filter((c) => c.method === 'chat.postMessage' && c.params.channel === 'G0LOCKED'),
      ).toHaveLength(0);
    } finally {
      fake.off('conversations.info');
    }
  });
});

describe('a workspace installed before channels:read', () => {
  it('tries the post as before (missing_scope is not "cannot")', async () => {
    fake.on('conversations.info', () => ({ ok: false, error: 'missing_scope', needed: 'channels:read' }));
    try {
      const mark = fake.calls.length;
      await cmd('plan live music', 'U0ORG', 'plan-legacy', 'C0LEGACY');
      await fake.waitFor('chat.postMessage', (c) => c.params.channel === 'C0LEGACY', 10_000, mark);
      expect(await plansIn('C0LEGACY')).toBe(1);
    } finally {
      fake.off('conversations.info');
    }
  });

  it('a refused post is told plainly, not as "something went wrong"', async () => {
    fake.on('conversations.info', () => ({ ok: false, error: 'missing_scope', needed: 'channels:read' }));
    fake.on('chat.postMessage', (p) =>
      p.channel === 'C0GONE'
        ? { ok: false, error: 'not_in_channel' }
        : { ok: true, channel: p.channel, ts: '1.1' },
    );
    try {
      const mark = fake.calls.length;
      await cmd('plan live music', 'U0ORG', 'plan-gone', 'C0GONE');
      const said = await fake.waitFor('respond:plan-gone', () => true, 10_000, mark);
      expect(respondText(said)).toContain('/invite @jaunt');
      expect(respondText(said)).not.toMatch(/went wrong/);
    } finally {
      fake.off('conversations.info');
      fake.off('chat.postMessage');
    }
  });
});
