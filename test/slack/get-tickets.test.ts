/**
 * Tickets you can still open on the night (issue 37, item 6), against the local fake Slack and the
 * OCTO simulator: a live booking 10+ days out, "Get tickets" from App Home DMs fresh links minted at
 * the click, and those links still open on the night itself (past the 7-day TTL); nobody else gets
 * them. Receipts: the live one carries Get tickets, a test one says there is no ticket to show.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTicketLinks } from '../../src/booking/ticket-links.js';
import { bookingReceiptMessage } from '../../src/slack/blocks/workspace-messages.js';
import { value } from '../helpers/db.js';
import {
  type FakeSlack,
  interaction,
  postToSlackEvents,
  type SlackCall,
  startFakeSlack,
} from '../helpers/fake-slack.js';
import { bookFirst, bookingOf, sessionsOf, useOctoLive } from '../helpers/octo-live.js';
import { eventually } from '../helpers/wait.js';

const SECRET = 'tickets-signing-secret';
const TEAM = 'T0TIX';
let fake: FakeSlack;

beforeAll(async () => {
  fake = await startFakeSlack({ team: { id: TEAM, name: 'Tix' } });
});
const t = useOctoLive({
  SLACK_SIGNING_SECRET: SECRET,
  SLACK_BOT_TOKEN: 'xoxb-tix',
  JAUNT_PUBLIC_URL: 'https://jaunt.example.com',
  get SLACK_API_URL() {
    return fake.apiUrl;
  },
});
afterAll(async () => {
  await fake.close();
});

const send = (payload: { form: Record<string, string> } | { json: unknown }) =>
  postToSlackEvents(t.app.url, payload, { secret: SECRET });

const clickGetTickets = (userId: string, bookingId: string) =>
  send(
    interaction({
      type: 'block_actions',
      team: { id: TEAM, domain: 'tix' },
      user: { id: userId, username: userId, name: userId, team_id: TEAM },
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: `trig-${userId}-${Math.random()}`,
      container: { type: 'view', view_id: 'V0HOME' },
      view: { id: 'V0HOME', type: 'home' },
      actions: [
        { type: 'button', action_id: 'get_tickets', block_id: 'b', value: bookingId, action_ts: '1' },
      ],
    }),
  );

const dmAfter = (userId: string, mark: number): Promise<SlackCall> =>
  fake.waitFor('chat.postMessage', (c) => c.params.channel === `D${userId}`, 15_000, mark);

describe('Get tickets for a night 10+ days away', () => {
  let bookingId = '';
  let sessionDate = '';

  beforeAll(async () => {
    await t.app.services.workspaces.connectWithKey(TEAM, 'U0ADMIN', t.live.key);
    // The Slack user exists once Jaunt has seen them (provisioned from their profile).
    await t.app.services.chatUsers.actorFor(TEAM, 'U0TIX', async () => ({
      firstName: 'Tess',
      lastName: 'Ix',
      displayName: 'tess',
      email: 'tess@example.com',
      tz: 'America/New_York',
      locale: 'en-US',
    }));
    const ref = String(
      await value(t.app.store, sql`SELECT ref FROM activity WHERE ref LIKE 'octo:sim:%' LIMIT 1`),
    );
    const tenDays = new Date(t.app.now.value.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    const near = (await sessionsOf(t, ref)).map((s) => s.date).filter((d) => d < tenDays);
    const booked = await bookFirst(t, ref, { external_user_id: `slack:${TEAM}:U0TIX` }, near);
    bookingId = booked.id;
    sessionDate = booked.session.date;
    expect(sessionDate >= tenDays).toBe(true);
    await eventually(
      'the ticket files',
      async () => ((await bookingOf(t, bookingId)).ticket_details?.tickets[0]?.download_url ?? null) !== null,
      { timeoutMs: 15_000, everyMs: 50 },
    );
  });

  it('a key that buys for real keeps the email (the supplier needs it)', async () => {
    expect(
      await value(
        t.app.store,
        sql`SELECT u.email FROM partner_user p JOIN service_user u ON u.id = p.user_id
            WHERE p.external_user_id = ${`slack:${TEAM}:U0TIX`}`,
      ),
    ).toBe('tess@example.com');
  });

  it('DMs fresh links that still open on the night', async () => {
    const mark = fake.calls.length;
    await clickGetTickets('U0TIX', bookingId);
    const dm = await dmAfter('U0TIX', mark);
    const url = /https:\/\/[^|>\s"]+\/tickets\/[^|>\s"]+/.exec(JSON.stringify(dm.params.blocks))?.[0] ?? '';
    expect(url).toContain(bookingId);
    const link = new URL(url.replace(/\\u0026|&amp;/g, '&'));
    const expires = Number(link.searchParams.get('expires'));
    expect(expires * 1000).toBeGreaterThan(Date.parse(`${sessionDate}T00:00:00Z`));
    // On the night itself, more than 7 days after the click, the link still opens.
    const before = t.app.now.value;
    t.app.now.value = new Date(`${sessionDate}T18:00:00Z`);
    try {
      const r = await fetch(`${t.app.url}${link.pathname}${link.search}`);
      expect(r.status, `${link.href} ${await r.clone().text()}`).toBe(200);
      await r.arrayBuffer();
    } finally {
      t.app.now.value = before;
    }
  });

  it("someone else's click gets no links", async () => {
    await t.app.services.chatUsers.actorFor(TEAM, 'U0OTHER', async () => ({
      firstName: 'O',
      lastName: 'T',
      displayName: 'other',
      email: null,
      tz: null,
      locale: null,
    }));
    const mark = fake.calls.length;
    await clickGetTickets('U0OTHER', bookingId);
    const dm = await dmAfter('U0OTHER', mark);
    expect(JSON.stringify(dm.params)).not.toContain('/tickets/');
    expect(String(dm.params.text)).toMatch(/could not find/);
  });
});

describe('receipts', () => {
  const result = {
    booking_id: 'bk_1',
    status: 'confirmed',
    activity_id: 'a1',
    tickets: [{ ticket_type_name: 'GA', num_tickets: 1, session_date: '2026-12-10', session_time: '20:00' }],
    authorization_amount_cents: 5000,
    booking_fee_cents: 100,
    resolved_at: '2026-11-28T12:00:00Z',
    ticket_details: {
      confirmation_code: 'CONF1',
      venue_notes: 'Show the ticket code at the entrance',
      tickets: [
        { ticket_code: 'T1', download_url: 'https://jaunt.example.com/tickets/bk_1/T1.pdf?expires=1&sig=x' },
      ],
    },
  };
  it('a live receipt offers Get tickets', () => {
    const live = JSON.stringify(bookingReceiptMessage(result, 'Jazz', { test: false }).blocks);
    expect(live).toContain('"action_id":"get_tickets"');
    expect(live).toContain('"value":"bk_1"');
  });
  it('a test receipt says there is no ticket to show, and shows no ticket link or entrance note', () => {
    const test = JSON.stringify(bookingReceiptMessage(result, 'Jazz', { test: true }).blocks);
    expect(test).toContain('there is no ticket to show');
    expect(test).not.toContain('Show the ticket code');
    expect(test).not.toContain('/tickets/');
    expect(test).not.toContain('get_tickets');
  });
});

describe('session-bound ticket links', () => {
  const clock = { now: new Date('2026-11-22T12:00:00Z') };
  const links = createTicketLinks({
    secret: 's',
    publicUrl: 'https://j.test',
    ttlS: 7 * 86_400,
    clock: () => clock.now,
  });
  const until = Date.parse('2026-12-03T22:00:00Z') / 1000;
  const params = (url: string) => new URL(url).searchParams;
  it('live until the session ends, whenever they are checked, and no longer', () => {
    const p = params(links.mint('bk', 'T1', 'pdf', until).url);
    expect(Number(p.get('expires'))).toBe(until);
    const check = (at: string) => {
      clock.now = new Date(at);
      return links.verify('bk', 'T1', p.get('expires') ?? '', p.get('sig') ?? '');
    };
    expect(check('2026-11-22T12:00:00Z')).toBe('ok');
    expect(check('2026-12-02T18:00:00Z')).toBe('ok');
    expect(check('2026-12-04T00:00:00Z')).toBe('expired');
    clock.now = new Date('2026-11-22T12:00:00Z');
  });
  it('a TTL link cannot be relabelled as session-bound', () => {
    const p = params(links.mint('bk', 'T1').url);
    const later = String(Number(p.get('expires')) + 86_400);
    expect(links.verify('bk', 'T1', later, p.get('sig') ?? '')).toBe('bad_signature');
  });
});
