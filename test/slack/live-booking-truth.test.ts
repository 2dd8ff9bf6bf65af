/**
 * A live workspace's Book is true of what will happen: an activity a connected supplier sells (the
 * OCTO simulator) opens the form on a real purchase, preselected; a catalogue activity no supplier
 * sells gets no Book button and, from an old message, a form that says why instead of "Buy".
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { value } from '../helpers/db.js';
import { type FakeSlack, interaction, postToSlackEvents, startFakeSlack } from '../helpers/fake-slack.js';
import { useOctoLive } from '../helpers/octo-live.js';

const SECRET = 'live-truth-signing-secret';
let fake: FakeSlack;

beforeAll(async () => {
  fake = await startFakeSlack({ team: { id: 'T0LIVE', name: 'Live' } });
});
const t = useOctoLive({
  SLACK_SIGNING_SECRET: SECRET,
  SLACK_BOT_TOKEN: 'xoxb-live',
  get SLACK_API_URL() {
    return fake.apiUrl;
  },
});
afterAll(async () => {
  await fake.close();
});

const bookClick = (userId: string, activityId: string) =>
  postToSlackEvents(
    t.app.url,
    interaction({
      type: 'block_actions',
      team: { id: 'T0LIVE', domain: 'live' },
      user: { id: userId, username: userId, name: userId, team_id: 'T0LIVE' },
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: `trig-${activityId}`,
      response_url: fake.responseUrl(`book-${activityId}`),
      container: { type: 'message', message_ts: '1', channel_id: 'C0GENERAL', is_ephemeral: true },
      channel: { id: 'C0GENERAL', name: 'general' },
      actions: [
        { type: 'button', action_id: 'activity_book', block_id: 'x', value: activityId, action_ts: '1' },
      ],
    }),
    { secret: SECRET },
  );

const formFor = async (activityId: string): Promise<string> => {
  const mark = fake.calls.length;
  expect((await bookClick('U0LIVE', activityId)).status).toBe(200);
  return JSON.stringify((await fake.waitFor('views.update', () => true, 10_000, mark)).params.view);
};

describe('a live workspace offers a real purchase only where one can be made', () => {
  beforeAll(async () => {
    await t.app.importNdjson(fixtureNdjson);
    const bound = await t.app.services.workspaces.connectWithKey('T0LIVE', 'U0LIVE', t.live.key);
    expect(bound).toMatchObject({ ok: true });
  });

  it('an activity the connected supplier sells: the form opens on "Buy the tickets", titled Book', async () => {
    const ref = String(
      await value(t.app.store, sql`SELECT ref FROM activity WHERE ref LIKE 'octo:sim:%' LIMIT 1`),
    );
    const id = String(await value(t.app.store, sql`SELECT activity_id FROM activity WHERE ref = ${ref}`));
    expect(await t.app.services.sellsLive(id)).toBe(true);
    const form = await formFor(id);
    expect(form).toContain('"title":{"type":"plain_text","text":"Book tickets"');
    expect(form).toMatch(/"initial_option":\{"text":\{"type":"plain_text","text":"Buy the tickets"/);
    expect(form).not.toContain('dry_run_failure');
  });

  it('an activity no supplier sells: no "Buy", the form says why', async () => {
    const id = String(
      await value(t.app.store, sql`SELECT activity_id FROM activity WHERE ref = 'nyc-jazz-001'`),
    );
    expect(await t.app.services.sellsLive(id)).toBe(false);
    const form = await formFor(id);
    expect(form).not.toContain('live_purchase');
    expect(form).toContain('not sold by a supplier connected to Jaunt');
  });
});
