import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all, one, value } from '../helpers/db.js';
import {
  type FakeSlack,
  interaction,
  postToSlackEvents,
  slashCommand,
  startFakeSlack,
} from '../helpers/fake-slack.js';

const SECRET = 'test-signing-secret';
let fake: FakeSlack;
let app: TestApp;

const slackEnv = (f: FakeSlack): Record<string, string> => ({
  SLACK_SIGNING_SECRET: SECRET,
  SLACK_CLIENT_ID: '1111.2222',
  SLACK_CLIENT_SECRET: 'client-secret',
  SLACK_STATE_SECRET: 'state-secret-for-tests',
  SLACK_API_URL: f.apiUrl,
  JAUNT_PUBLIC_URL: 'https://jaunt.example.com',
});

const send = (
  payload: { form: Record<string, string> } | { json: unknown },
  headers?: Record<string, string>,
) => postToSlackEvents(app.url, payload, { secret: SECRET, ...(headers ? { headers } : {}) });

/** Runs Slack's OAuth dance against our /slack/install and /slack/oauth_redirect. */
const installViaOAuth = async (): Promise<Response> => {
  const start = await fetch(`${app.url}/slack/install`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location') ?? '');
  expect(authorize.host).toBe('slack.com');
  expect(authorize.searchParams.get('scope')).toContain('commands');
  const state = authorize.searchParams.get('state') ?? '';
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return fetch(`${app.url}/slack/oauth_redirect?code=oauth-code-1&state=${encodeURIComponent(state)}`, {
    headers: { cookie },
    redirect: 'manual',
  });
};

const tokenIn = (text: string): string => {
  const m = /jaunt_bind_[A-Za-z0-9_-]+/.exec(text);
  if (!m) throw new Error(`no bind token in ${text}`);
  return m[0];
};

const bind = (key: string, bindToken: string) =>
  app.request('/partner/v1/chat/workspaces/bind', { method: 'POST', key, body: { bind_token: bindToken } });

let welcomeToken = '';
let negotiated = '';
let other = '';

beforeAll(async () => {
  fake = await startFakeSlack();
  // Logs: a replay the app ignores shows as its log line, the event a test waits for.
  app = await startTestApp({ ndjson: fixtureNdjson, env: slackEnv(fake), logs: true });
  negotiated = (await app.createKey('negotiated', { name: 'acme' })).key;
  other = (await app.createKey('negotiated', { name: 'someone else' })).key;
  fake.users.set('U0ADMIN', { id: 'U0ADMIN', is_admin: true });
});
afterAll(async () => {
  await app.stop();
  await fake.close();
});

describe('install → welcome DM → bind', () => {
  it('the OAuth callback stores the installation and DMs the installer Connect Jaunt (token only in the body)', async () => {
    const done = await installViaOAuth();
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Jaunt is installed');
    expect(fake.callsTo('oauth.v2.access')[0]?.params).toMatchObject({
      code: 'oauth-code-1',
      client_id: '1111.2222',
    });
    const open = await fake.waitFor('conversations.open');
    expect(open.params.users).toBe('U0INSTALLER');
    expect(open.token).toBe('xoxb-fake-bot-token');
    const dm = await fake.waitFor('chat.postMessage', (c) => c.params.channel === 'DU0INSTALLER');
    const blocks = JSON.stringify(dm.params.blocks);
    expect(blocks).toContain('"action_id":"connect_jaunt"');
    expect(blocks).not.toContain('curl');
    // The notification text (lock screens, previews) never carries the token.
    expect(String(dm.params.text)).not.toMatch(/jaunt_bind_/);
    welcomeToken = tokenIn(blocks);
    // No chat:write.public: Jaunt only posts where it was invited.
    const scope = new URL(
      (await fetch(`${app.url}/slack/install`, { redirect: 'manual' })).headers.get('location') ?? '',
    ).searchParams.get('scope');
    expect(scope?.split(',')).not.toContain('chat:write.public');
    // Only the hash is stored.
    expect(await value(app.store, sql`SELECT count(*) AS n FROM slack_bind_token`)).toBe(1);
    const dump = JSON.stringify(await all(app.store, sql`SELECT * FROM slack_bind_token`));
    expect(dump).not.toContain(welcomeToken);
  });

  it('an unbound workspace gets an ephemeral explanation straight in the ack', async () => {
    const r = await send(slashCommand(fake, { text: 'near me' }));
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ response_type: 'ephemeral' });
    expect(r.text).toMatch(/connect/i);
  });

  it('binds with the token (bound:true), DMs the installer, then the same key again gets bound:false', async () => {
    const first = await bind(negotiated, welcomeToken);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, team_id: fake.team.id, bound: true });
    await fake.waitFor(
      'chat.postMessage',
      (c) => c.params.channel === 'DU0INSTALLER' && /now connected/.test(String(c.params.text)),
    );
    const again = await bind(negotiated, welcomeToken);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ok: true, team_id: fake.team.id, bound: false });
  });

  it('refuses a used, unknown or expired token with 400 saying which, and another key with 409', async () => {
    const used = await bind(other, welcomeToken);
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ code: 'bind_token_used' });
    expect(String((used.body as { error: string }).error)).toMatch(/already used/);
    const unknown = await bind(negotiated, 'jaunt_bind_nope');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'bind_token_unknown' });

    const fresh = await app.services.workspaces.issueBindToken(fake.team.id, 'U0ADMIN');
    const conflict = await bind(other, fresh.token);
    expect(conflict.status).toBe(409);
    expect(String((conflict.body as { error: string }).error)).toMatch(/different API key/);
    // The refused attempt did not burn the token: the bound key can still use it.
    const same = await bind(negotiated, fresh.token);
    expect(same.body).toEqual({ ok: true, team_id: fake.team.id, bound: false });

    const old = await app.services.workspaces.issueBindToken(fake.team.id, 'U0ADMIN');
    const saved = app.now.value;
    app.now.value = new Date(saved.getTime() + 7 * 24 * 3600 * 1000 + 1000);
    try {
      const expired = await bind(negotiated, old.token);
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({ code: 'bind_token_expired' });
      expect(String((expired.body as { error: string }).error)).toMatch(/expired/);
    } finally {
      app.now.value = saved;
    }
  });

  it('two keys racing to bind one workspace: exactly one wins, the other gets 409', async () => {
    const a = await app.services.workspaces.issueBindToken('T0RACE', 'U0ADMIN');
    const b = await app.services.workspaces.issueBindToken('T0RACE', 'U0ADMIN');
    const results = await Promise.all([bind(negotiated, a.token), bind(other, b.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200);
    expect(winner?.body).toEqual({ ok: true, team_id: 'T0RACE', bound: true });
    const row = await one<{ api_key_id: string | null }>(
      app.store,
      sql`SELECT api_key_id FROM slack_workspace WHERE team_id = 'T0RACE'`,
    );
    expect(row?.api_key_id).toEqual(expect.any(String));
  });

  it('validates the bind body like the rest of the API and needs a credential', async () => {
    const missing = await app.request('/partner/v1/chat/workspaces/bind', {
      method: 'POST',
      key: negotiated,
      body: {},
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ detail: [{ loc: ['body', 'bind_token'], type: 'missing' }] });
    const wrongType = await app.request('/partner/v1/chat/workspaces/bind', {
      method: 'POST',
      key: negotiated,
      body: { bind_token: 42 },
    });
    expect(wrongType.status).toBe(422);
    const anonymous = await app.request('/partner/v1/chat/workspaces/bind', {
      method: 'POST',
      body: { bind_token: 'x' },
    });
    expect(anonymous.status).toBe(401);
  });
});

const connectSubmit = (userId: string, key: string) =>
  send(
    interaction({
      type: 'view_submission',
      team: { id: fake.team.id, domain: 'acme' },
      user: { id: userId, name: userId.toLowerCase(), team_id: fake.team.id },
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: `trig-${Math.random()}`,
      view: {
        id: 'VCONNECT',
        type: 'modal',
        callback_id: 'connect_jaunt',
        private_metadata: '',
        state: { values: { api_key: { connect_key: { type: 'plain_text_input', value: key } } } },
      },
    }),
  );

describe('Connect Jaunt (no terminal)', () => {
  const bindTokenCount = () => value<number>(app.store, sql`SELECT count(*) AS n FROM slack_bind_token`);

  it('/activities connect politely refuses non-admins in the form it opened, and issues no bind token', async () => {
    const mark = fake.calls.length;
    const tokens = await bindTokenCount();
    const r = await send(slashCommand(fake, { text: 'connect', userId: 'U0BOB', responseId: 'refuse' }));
    expect(r.status).toBe(200);
    // The loading view opens with the trigger first (users.info may be slow), then says no.
    await fake.waitFor('views.open', () => true, 5000, mark);
    const refused = await fake.waitFor('views.update', () => true, 5000, mark);
    expect(JSON.stringify(refused.params.view)).toMatch(/Only workspace admins and owners/);
    expect(JSON.stringify(refused.params.view)).not.toContain('"callback_id":"connect_jaunt"');
    expect(await bindTokenCount()).toBe(tokens);
  });

  it('the Connect Jaunt button opens the key form for admins only', async () => {
    const click = (userId: string) =>
      send(
        interaction({
          type: 'block_actions',
          team: { id: fake.team.id, domain: 'acme' },
          user: { id: userId, username: userId, name: userId, team_id: fake.team.id },
          api_app_id: 'A0JAUNT',
          token: 't',
          trigger_id: `trig-${userId}`,
          container: { type: 'view', view_id: 'VHOME' },
          view: { id: 'VHOME', type: 'home', private_metadata: '' },
          actions: [
            {
              type: 'button',
              action_id: 'connect_jaunt',
              block_id: 'connect',
              value: 'connect',
              action_ts: '1',
            },
          ],
        }),
      );
    const mark = fake.calls.length;
    await click('U0ADMIN');
    await fake.waitFor('views.open', (c) => c.params.trigger_id === 'trig-U0ADMIN', 5000, mark);
    const admin = await fake.waitFor('views.update', () => true, 5000, mark);
    expect(JSON.stringify(admin.params.view)).toContain('"callback_id":"connect_jaunt"');
    const next = fake.calls.length;
    await click('U0BOB');
    await fake.waitFor('views.open', (c) => c.params.trigger_id === 'trig-U0BOB', 5000, next);
    const bob = await fake.waitFor('views.update', () => true, 5000, next);
    expect(JSON.stringify(bob.params.view)).toMatch(/Only workspace admins/);
  });

  it('a pasted key is checked: wrong keys land on the field; tries are throttled per workspace', async () => {
    const bad = await connectSubmit('U0ADMIN', 'jaunt_api_definitelynotakey');
    expect(bad.json).toMatchObject({
      response_action: 'errors',
      errors: { api_key: expect.stringMatching(/not a valid/) },
    });
    // The workspace is bound to `negotiated` already: the same key again is fine, another is refused.
    const same = await connectSubmit('U0ADMIN', negotiated);
    expect(same.json).toMatchObject({ response_action: 'update' });
    const elsewhere = await connectSubmit('U0ADMIN', other);
    expect(elsewhere.json).toMatchObject({
      errors: { api_key: expect.stringMatching(/different Jaunt account/) },
    });
    for (let i = 0; i < 3; i++) await connectSubmit('U0ADMIN', 'jaunt_api_nope');
    const throttled = await connectSubmit('U0ADMIN', negotiated);
    expect(throttled.json).toMatchObject({ errors: { api_key: expect.stringMatching(/Too many tries/) } });
  });
});

describe('replays and OAuth refusals', () => {
  it('a replayed signed slash command (same body, still fresh) runs once', async () => {
    const cmd = slashCommand(fake, { text: 'location Paris', userId: 'U0REPLAY', responseId: 'replay' });
    const first = await send(cmd);
    const second = await send(cmd);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    await fake.waitFor('respond:replay');
    // The one that ran answers twice: "Saved …", then what is on near the place.
    await fake.waitFor('respond:replay', (c) => !/Saved/.test(String(c.params.text)));
    // One of the two was refused as a replay: nothing more comes of it.
    await app.logged('slack command replay ignored', (r) => r.trigger === cmd.form.trigger_id);
    expect(fake.callsTo('respond:replay').filter((c) => /Saved/.test(String(c.params.text)))).toHaveLength(1);
  });

  it('?error=access_denied answers a friendly page, not a 500', async () => {
    const r = await fetch(`${app.url}/slack/oauth_redirect?error=access_denied&state=x`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    expect(await r.text()).toMatch(/cancelled the installation/);
    const broken = await fetch(`${app.url}/slack/oauth_redirect?code=x&state=forged`);
    expect(broken.status).toBe(400);
    expect(await broken.text()).toMatch(/start the installation again/);
    // The page speaks the browser's language (no Slack user is known there).
    const fr = await fetch(`${app.url}/slack/oauth_redirect?error=access_denied&state=x`, {
      headers: { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' },
    });
    const frPage = await fr.text();
    expect(frPage).toContain('<html lang="fr">');
    expect(frPage).toContain('Vous avez annulé l’installation');
  });
});

describe('signatures and retries', () => {
  it('rejects a bad signature and a stale timestamp with 401 and runs nothing', async () => {
    const tokenCount = () => value<number>(app.store, sql`SELECT count(*) AS n FROM slack_bind_token`);
    const tokensBefore = await tokenCount();
    const before = fake.calls.length;
    const cmd = slashCommand(fake, { text: 'connect', userId: 'U0ADMIN', responseId: 'forged' });
    const forged = await postToSlackEvents(app.url, cmd, { secret: 'wrong-secret' });
    expect(forged.status).toBe(401);
    const stale = await postToSlackEvents(app.url, cmd, {
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
    });
    expect(stale.status).toBe(401);
    const unsigned = await fetch(`${app.url}/slack/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(cmd.form).toString(),
    });
    expect(unsigned.status).toBe(401);
    await new Promise((r) => setTimeout(r, 100));
    expect(fake.calls.length).toBe(before);
    expect(await tokenCount()).toBe(tokensBefore);
  });

  it('answers Slack url_verification', async () => {
    const r = await send({ json: { type: 'url_verification', challenge: 'chal-123', token: 't' } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ challenge: 'chal-123' });
  });

  it('handles a retried event once (X-Slack-Retry-Num)', async () => {
    const event = {
      token: 't',
      team_id: fake.team.id,
      api_app_id: 'A0JAUNT',
      type: 'event_callback',
      event_id: 'Ev0HOME1',
      event_time: 1_800_000_000,
      event: {
        type: 'app_home_opened',
        user: 'U0ALICE',
        channel: 'D0ALICE',
        tab: 'home',
        event_ts: '1800000000.1',
      },
      authorizations: [
        { team_id: fake.team.id, user_id: 'U0BOT', is_bot: true, is_enterprise_install: false },
      ],
    };
    const before = fake.callsTo('views.publish').length;
    expect((await send({ json: event })).status).toBe(200);
    await fake.waitFor('views.publish', () => fake.callsTo('views.publish').length > before);
    const retry = await send(
      { json: event },
      { 'x-slack-retry-num': '1', 'x-slack-retry-reason': 'http_timeout' },
    );
    expect(retry.status).toBe(200);
    // The retry was recognised as a replay: nothing more comes of it.
    await app.logged('slack event replay ignored', (r) => r.event_id === 'Ev0HOME1');
    const published = fake.callsTo('views.publish').slice(before);
    expect(published).toHaveLength(1);
    expect(JSON.stringify(published[0]?.params.view)).toContain('is connected');
  });
});

describe('location', () => {
  it('saves a known place and refuses an unknown one', async () => {
    fake.users.set('U0CAROL', {
      id: 'U0CAROL',
      profile: { email: 'carol@example.com', first_name: 'Carol' },
    });
    const ok = await send(
      slashCommand(fake, { text: 'location Manhattan', userId: 'U0CAROL', responseId: 'loc-ok' }),
    );
    expect(ok.status).toBe(200);
    const saved = await fake.waitFor('respond:loc-ok');
    expect(String(saved.params.text)).toMatch(/Saved \*Manhattan\*/);
    const loc = await app.services.workspaces.savedLocation(fake.team.id, 'U0CAROL');
    expect(loc?.h3Cell).toMatch(/^87[0-9a-f]{13}$/);
    // The Slack user was provisioned as an external user of the bound key, from their profile;
    // a key that cannot buy for real keeps no email (only live purchases need it).
    const user = await one(
      app.store,
      sql`SELECT u.email, p.first_name FROM partner_user p JOIN service_user u ON u.id = p.user_id
          WHERE p.external_user_id = ${`slack:${fake.team.id}:U0CAROL`}`,
    );
    expect(user).toEqual({ email: null, first_name: 'Carol' });

    await send(slashCommand(fake, { text: 'location Atlantis', userId: 'U0CAROL', responseId: 'loc-bad' }));
    const bad = await fake.waitFor('respond:loc-bad');
    expect(String(bad.params.text)).toMatch(/no activities known around "Atlantis"/);
  });

  it('the Set location modal validates on the field', async () => {
    const submit = (value: string) =>
      send(
        interaction({
          type: 'view_submission',
          team: { id: fake.team.id, domain: 'acme' },
          user: { id: 'U0CAROL', name: 'carol', team_id: fake.team.id },
          api_app_id: 'A0JAUNT',
          token: 't',
          trigger_id: 'trig',
          view: {
            id: 'V0LOC',
            type: 'modal',
            callback_id: 'set_location',
            team_id: fake.team.id,
            app_id: 'A0JAUNT',
            bot_id: 'B0BOT',
            title: { type: 'plain_text', text: 'Your location' },
            blocks: [],
            private_metadata: JSON.stringify({ home: true }),
            hash: 'h',
            state: { values: { location: { location_input: { type: 'plain_text_input', value } } } },
            root_view_id: 'V0LOC',
            previous_view_id: null,
            clear_on_close: false,
            notify_on_close: false,
          },
        }),
      );
    const bad = await submit('Atlantis');
    expect(bad.status).toBe(200);
    expect(bad.json).toMatchObject({
      response_action: 'errors',
      errors: { location: expect.stringMatching(/Atlantis/) },
    });
    const good = await submit('Paris');
    expect(good.status).toBe(200);
    expect(good.text).toBe('');
    expect((await app.services.workspaces.savedLocation(fake.team.id, 'U0CAROL'))?.label).toBe('Paris');
  });
});

describe('uninstall', () => {
  it("app_uninstalled purges the workspace's Slack data (bookings stay); tokens_revoked after it is harmless", async () => {
    const team = fake.team.id;
    // Data to purge: a saved location, a bind token, a plan with a vote.
    await app.services.workspaces.saveLocation(team, 'U0PURGE', 'Paris');
    await app.services.workspaces.issueBindToken(team, 'U0ADMIN');
    const ids = (
      await all<{ activity_id: string }>(app.store, sql`SELECT activity_id FROM activity ORDER BY id LIMIT 3`)
    ).map((r) => r.activity_id);
    const plan = await app.services.plans.create({
      teamId: team,
      channelId: 'C0PLAN',
      organiserUserId: 'U0PURGE',
      prompt: '',
      options: ids.map((id) => ({ activityId: id, name: id, bookable: false })),
      durationMs: 3_600_000,
    });
    await app.services.plans.vote(plan.id, 'U0PURGE', ids[0] ?? '');
    type SlackTable = 'slack_user' | 'slack_bind_token' | 'slack_plan';
    const count = (table: SlackTable) =>
      value<number>(app.store, sql`SELECT count(*) FROM ${sql.table(table)} WHERE team_id = ${team}`);
    expect(await count('slack_user')).toBeGreaterThan(0);
    expect(await count('slack_bind_token')).toBeGreaterThan(0);
    expect(await count('slack_plan')).toBe(1);
    expect(await value(app.store, sql`SELECT count(*) FROM slack_plan_vote`)).toBe(1);
    const bookingsBefore = await value<number>(app.store, sql`SELECT count(*) FROM booking`);

    const envelope = (eventId: string, event: unknown) => ({
      json: {
        token: 't',
        team_id: team,
        api_app_id: 'A0JAUNT',
        type: 'event_callback',
        event_id: eventId,
        event_time: 1_800_000_001,
        event,
        authorizations: [{ team_id: team, user_id: 'U0BOT', is_bot: true, is_enterprise_install: false }],
      },
    });
    expect((await send(envelope('Ev0UNINST', { type: 'app_uninstalled', event_ts: '1' }))).status).toBe(200);
    const deadline = Date.now() + 3000;
    while ((await app.services.workspaces.workspace(team)) !== null && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await app.services.workspaces.installation(`T:${team}`)).toBeNull();
    expect(await app.services.workspaces.workspace(team)).toBeNull();
    expect(await count('slack_user')).toBe(0);
    expect(await count('slack_bind_token')).toBe(0);
    expect(await count('slack_plan')).toBe(0);
    expect(await value(app.store, sql`SELECT count(*) FROM slack_plan_vote`)).toBe(0);
    // Bookings belong to the partner account and stay.
    expect(await value(app.store, sql`SELECT count(*) FROM booking`)).toBe(bookingsBefore);
    const revoked = await send(
      envelope('Ev0REVOKE', { type: 'tokens_revoked', tokens: { bot: ['U0BOT'] }, event_ts: '2' }),
    );
    expect(revoked.status).toBe(200);
  });
});
