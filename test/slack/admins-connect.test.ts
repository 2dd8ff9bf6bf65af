/**
 * Only admins connect Jaunt (issue 37, item 4), over the real OAuth install against the local fake
 * Slack: a member who installs gets no bind token and no Connect, and is told an admin must connect;
 * the admins and owners (from every page of users.list, bots and deactivated people skipped) get
 * Connect by DM. App Home names the Jaunt account (the key's name, never the key) and offers admins
 * Disconnect behind a confirm dialog; a member's click changes nothing. A French admin gets all of it
 * in French (their Slack locale from users.info): the install DM, App Home, the Connect modal, its
 * errors and its confirmation.
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

const SECRET = 'admins-signing-secret';
let fake: FakeSlack;
let app: TestApp;

const send = (payload: { form: Record<string, string> } | { json: unknown }) =>
  postToSlackEvents(app.url, payload, { secret: SECRET });
const dmTo = (userId: string, from: number): SlackCall[] =>
  fake.calls.slice(from).filter((c) => c.method === 'chat.postMessage' && c.params.channel === `D${userId}`);
const body = (c: SlackCall | undefined): string => JSON.stringify(c?.params ?? null);

const install = async (): Promise<Response> => {
  const start = await fetch(`${app.url}/slack/install`, { redirect: 'manual' });
  const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return fetch(`${app.url}/slack/oauth_redirect?code=c1&state=${encodeURIComponent(state)}`, {
    headers: { cookie },
  });
};

let homeSeq = 0;
const openHome = async (userId: string): Promise<SlackCall> => {
  const mark = fake.calls.length;
  await send({
    json: {
      token: 't',
      team_id: fake.team.id,
      api_app_id: 'A0JAUNT',
      type: 'event_callback',
      event_id: `Ev0ADMINHOME${++homeSeq}`,
      event_time: 1_800_000_000,
      event: { type: 'app_home_opened', user: userId, channel: `D${userId}`, tab: 'home', event_ts: '1.2' },
      authorizations: [
        { team_id: fake.team.id, user_id: 'U0BOT', is_bot: true, is_enterprise_install: false },
      ],
    },
  });
  return fake.waitFor('views.publish', (c) => c.params.user_id === userId, 10_000, mark);
};

const clickDisconnect = (userId: string) =>
  send(
    interaction({
      type: 'block_actions',
      team: { id: fake.team.id, domain: 'acme' },
      user: { id: userId, username: userId, name: userId, team_id: fake.team.id },
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: `trig-${userId}-${Math.random()}`,
      container: { type: 'view', view_id: 'V0HOME' },
      view: { id: 'V0HOME', type: 'home' },
      actions: [
        {
          type: 'button',
          action_id: 'disconnect_jaunt',
          block_id: 'disconnect',
          value: 'disconnect',
          action_ts: '1',
        },
      ],
    }),
  );

beforeAll(async () => {
  fake = await startFakeSlack();
  app = await startTestApp({
    env: {
      SLACK_SIGNING_SECRET: SECRET,
      SLACK_CLIENT_ID: '1111.2222',
      SLACK_CLIENT_SECRET: 'client-secret',
      SLACK_STATE_SECRET: 'state-secret-for-tests',
      SLACK_API_URL: fake.apiUrl,
      JAUNT_PUBLIC_URL: 'https://jaunt.example.com',
    },
  });
  // A member installs; the admins are on two pages of users.list, beside a bot and a deactivated admin.
  fake.users.set('U0INSTALLER', { id: 'U0INSTALLER', is_admin: false });
  fake.users.set('U0OWNER', { id: 'U0OWNER', is_owner: true, locale: 'fr-FR' });
  fake.users.set('U0ADMIN', { id: 'U0ADMIN', is_admin: true });
  fake.users.set('U0MEMBER', { id: 'U0MEMBER' });
  fake.on('users.list', (p) =>
    p.cursor === 'page2'
      ? {
          ok: true,
          members: [
            { id: 'U0OWNER', is_owner: true, is_admin: true },
            { id: 'U0MEMBER' },
            { id: 'U0GONE', is_admin: true, deleted: true },
          ],
          response_metadata: { next_cursor: '' },
        }
      : {
          ok: true,
          members: [
            { id: 'U0BOTADMIN', is_admin: true, is_bot: true },
            { id: 'U0ADMIN', is_admin: true },
            { id: 'U0INSTALLER' },
          ],
          response_metadata: { next_cursor: 'page2' },
        },
  );
});
afterAll(async () => {
  await app.stop();
  await fake.close();
});

describe('a member installs Jaunt', () => {
  it('gets no token and no Connect; the admins and owners get Connect by DM', async () => {
    const mark = fake.calls.length;
    const done = await install();
    expect(done.status).toBe(200);
    await fake.waitFor('chat.postMessage', (c) => c.params.channel === 'DU0ADMIN', 10_000, mark);
    const [mine] = dmTo('U0INSTALLER', mark);
    expect(body(mine)).not.toMatch(/jaunt_bind_/);
    expect(body(mine)).not.toContain('connect_jaunt');
    expect(String(mine?.params.text)).toMatch(/admin must connect/);
    expect(body(mine)).toContain('<@U0OWNER>');
    expect(body(mine)).toContain('<@U0ADMIN>');
    for (const admin of ['U0OWNER', 'U0ADMIN']) {
      const [dm] = dmTo(admin, mark);
      expect(body(dm)).toContain('connect_jaunt');
      expect(body(dm)).not.toMatch(/jaunt_bind_/);
    }
    // Each admin reads it in their own Slack language: the owner's is French.
    const [owners] = dmTo('U0OWNER', mark);
    expect(String(owners?.params.text)).toContain('attend qu’un admin');
    expect(body(owners)).toContain('"text":"Connecter Jaunt"');
    expect(body(owners)).toContain('<@U0INSTALLER> a installé Jaunt');
    expect(String(dmTo('U0ADMIN', mark)[0]?.params.text)).toMatch(/needs a workspace admin/);
    for (const nobody of ['U0BOTADMIN', 'U0GONE', 'U0MEMBER']) expect(dmTo(nobody, mark)).toHaveLength(0);
    expect(
      fake.calls
        .slice(mark)
        .filter((c) => c.method === 'users.list')
        .map((c) => c.params.cursor ?? null),
    ).toEqual([null, 'page2']);
    expect(await value<number>(app.store, sql`SELECT count(*) AS n FROM slack_bind_token`)).toBe(0);
  });

  it('before anyone connects, a French member searching is told in French how it gets connected', async () => {
    fake.users.set('U0SEEKERFR', { id: 'U0SEEKERFR', locale: 'fr-FR' });
    const r = await send(slashCommand(fake, { text: 'jazz ce soir', userId: 'U0SEEKERFR' }));
    expect((r.json as { text: string }).text).toContain('n’est pas encore connecté à Jaunt');
  });
});

describe('App Home once connected', () => {
  let key = '';
  beforeAll(async () => {
    key = (await app.createKey('negotiated', { name: 'Acme travel desk' })).key;
    await app.services.workspaces.connectWithKey(fake.team.id, 'U0ADMIN', key);
  });

  it('names the Jaunt account (never the key) and offers admins Disconnect with a confirm', async () => {
    const home = body(await openHome('U0ADMIN'));
    expect(home).toContain('Acme travel desk');
    expect(home).not.toContain(key);
    expect(home).toContain('"action_id":"disconnect_jaunt"');
    expect(home).toContain('Disconnect Jaunt?');
    const members = body(await openHome('U0MEMBER'));
    expect(members).toContain('Acme travel desk');
    expect(members).not.toContain('disconnect_jaunt');
  });

  it("a member's Disconnect changes nothing; an admin's disconnects and Home offers Connect again", async () => {
    let mark = fake.calls.length;
    await clickDisconnect('U0MEMBER');
    await fake.waitFor('views.publish', (c) => c.params.user_id === 'U0MEMBER', 10_000, mark);
    expect((await app.services.workspaces.workspace(fake.team.id))?.bound).toBe(true);
    mark = fake.calls.length;
    await clickDisconnect('U0ADMIN');
    const after = await fake.waitFor('views.publish', (c) => c.params.user_id === 'U0ADMIN', 10_000, mark);
    expect((await app.services.workspaces.workspace(fake.team.id))?.bound).toBe(false);
    expect(body(after)).toContain('connect_jaunt');
    expect(body(after)).not.toContain('disconnect_jaunt');
  });
});

type ConnectView = { id: string; callback_id: string; private_metadata: string; blocks: unknown[] };

const pressConnect = (userId: string) =>
  send(
    interaction({
      type: 'block_actions',
      team: { id: fake.team.id, domain: 'acme' },
      user: { id: userId, username: userId, name: userId, team_id: fake.team.id },
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: `trig-connect-${userId}`,
      container: { type: 'view', view_id: 'V0HOME' },
      view: { id: 'V0HOME', type: 'home' },
      actions: [
        { type: 'button', action_id: 'connect_jaunt', block_id: 'connect', value: 'connect', action_ts: '1' },
      ],
    }),
  );

const submitConnect = (userId: string, viewId: string, view: ConnectView, key: string | null) =>
  send(
    interaction({
      type: 'view_submission',
      team: { id: fake.team.id, domain: 'acme' },
      user: { id: userId, username: userId, name: userId, team_id: fake.team.id },
      api_app_id: 'A0JAUNT',
      token: 't',
      trigger_id: `trig-submit-${userId}`,
      view: {
        ...view,
        id: viewId,
        type: 'modal',
        team_id: fake.team.id,
        app_id: 'A0JAUNT',
        bot_id: 'B0BOT',
        title: { type: 'plain_text', text: 'x' },
        hash: 'h',
        root_view_id: viewId,
        previous_view_id: null,
        clear_on_close: false,
        notify_on_close: false,
        state: {
          values: {
            api_key: { connect_key: { type: 'plain_text_input', value: key } },
            location: { location_input: { type: 'plain_text_input', value: null } },
          },
        },
      },
    }),
  );

describe('a French admin', () => {
  const FR = 'U0ADMINFR';
  beforeAll(() => {
    fake.users.set(FR, { id: FR, is_admin: true, locale: 'fr-FR', tz: 'Europe/Paris' });
  });

  it('sees App Home, the Connect modal, its errors and its confirmation in French', async () => {
    expect((await app.services.workspaces.workspace(fake.team.id))?.bound).toBe(false);
    const before = body(await openHome(FR));
    expect(before).toContain('"text":"Connecter Jaunt"');
    expect(before).toContain('Cet espace de travail n’est pas encore connecté à Jaunt.');
    expect(before).toContain('Aucun lieu enregistré pour l’instant.');
    expect(before).toContain('Vos réservations récentes');
    expect(before).toContain('Connectez l’espace de travail pour réserver.');
    expect(before).toContain('*/activities near me* : à faire autour de votre lieu enregistré');
    expect(before).not.toContain('Your location');

    const mark = fake.calls.length;
    await pressConnect(FR);
    const update = await fake.waitFor(
      'views.update',
      (c) => (c.params.view as ConnectView).callback_id === 'connect_jaunt',
      10_000,
      mark,
    );
    const form = update.params.view as ConnectView & {
      title: { text: string };
      submit: { text: string };
      close: { text: string };
    };
    expect(form.title.text).toBe('Connecter Jaunt');
    expect(form.submit.text).toBe('Connecter');
    expect(form.close.text).toBe('Annuler');
    const formText = JSON.stringify(form.blocks);
    expect(formText).toContain('Collez la clé d’API Jaunt reçue par votre entreprise.');
    expect(formText).toContain('Clé d’API Jaunt');
    expect(formText).toContain('Puis montrez-moi ce qu’il y a à faire près de');
    // The place is pre-filled from the Paris time zone.
    expect(formText).toContain('"initial_value":"Paris"');
    expect(formText).toContain('Pour les développeurs : ');

    const viewId = String(update.params.view_id);
    const empty = await submitConnect(FR, viewId, form, '');
    expect(empty.json).toEqual({ response_action: 'errors', errors: { api_key: 'Collez la clé d’API.' } });
    const wrong = await submitConnect(FR, viewId, form, 'jaunt_api_not_a_real_key');
    expect(wrong.json).toEqual({
      response_action: 'errors',
      errors: { api_key: 'Ce n’est pas une clé d’API Jaunt valide. Vérifiez-la et collez-la de nouveau.' },
    });

    const { key } = await app.createKey('negotiated', { name: 'Bureau des sorties' });
    const done = await submitConnect(FR, viewId, form, key);
    expect(done.json).toMatchObject({
      response_action: 'update',
      view: { title: { text: 'Connecter Jaunt' } },
    });
    expect(JSON.stringify(done.json)).toContain('Connecté. Chacun ici peut maintenant utiliser /activities.');
    expect((await app.services.workspaces.workspace(fake.team.id))?.bound).toBe(true);

    const after = body(await openHome(FR));
    expect(after).toContain('est connecté.');
    expect(after).toContain('Compte Jaunt : *Bureau des sorties*');
    expect(after).toContain('"text":"Déconnecter"');
    expect(after).toContain('Déconnecter Jaunt ?');
    expect(after).toContain('Personne ici ne pourra chercher ni réserver avec Jaunt');
    expect(after).toContain('Aucune réservation pour l’instant.');
    // The reminders switch (reminder-messages.ts) was French already.
    expect(after).toMatch(/Les rappels avant vos réservations/);
    expect(after).not.toContain(key);
  });

  it('a French member running /activities connect is told in French that only admins connect', async () => {
    fake.users.set('U0MEMBERFR', { id: 'U0MEMBERFR', locale: 'fr-FR' });
    const mark = fake.calls.length;
    await send(slashCommand(fake, { text: 'connect', userId: 'U0MEMBERFR' }));
    const refused = await fake.waitFor(
      'views.update',
      (c) => JSON.stringify(c.params.view).includes('Seuls les admins'),
      10_000,
      mark,
    );
    expect((refused.params.view as { title: { text: string } }).title.text).toBe('Connecter Jaunt');
  });
});
