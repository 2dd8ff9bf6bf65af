/**
 * The Slack app in the user's language (issue 37 item 7): every catalogue has every English key in
 * every language, with the same holes; and a French user's Book form, over the recording Slack
 * stand-in, is French (labels and the activity's name) when it opens, after a re-quote, and in the
 * "requested" confirmation and validation messages of its submission. The admin's side (install
 * welcome, Connect, App Home) is French for a French reader, with French spacing before : ; ? !
 * (test/slack/admins-connect drives it over the stand-in).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAT_SHELF, SHELF_RULES } from '../../src/discovery/homescreen/shelves.js';
import { locationModal } from '../../src/slack/blocks/modals.js';
import {
  adminConnectMessage,
  connectHereMessage,
  homeView,
  installedByMemberMessage,
  welcomeMessage,
} from '../../src/slack/blocks/workspace-messages.js';
import { CATALOGUES, shelfName } from '../../src/slack/i18n.js';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { value } from '../helpers/db.js';
import {
  type FakeSlack,
  interaction,
  postToSlackEvents,
  slashCommand,
  startFakeSlack,
} from '../helpers/fake-slack.js';

const holes = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('the message catalogue', () => {
  for (const [name, byLang] of Object.entries(CATALOGUES)) {
    const english = byLang.en as Record<string, string>;
    for (const [lang, words] of Object.entries(byLang) as [string, Record<string, string>][]) {
      it(`${name}: ${lang} has every English key, non-empty, with the same holes`, () => {
        const missing = Object.keys(english).filter((k) => !(k in words) || words[k]?.trim() === '');
        expect(missing).toEqual([]);
        const wrongHoles = Object.keys(english).filter(
          (k) => holes(words[k] ?? '').join() !== holes(english[k] ?? '').join(),
        );
        expect(wrongHoles).toEqual([]);
      });
    }
    it(`${name}: offers en, fr, es and de`, () => {
      expect(Object.keys(byLang).sort()).toEqual(['de', 'en', 'es', 'fr']);
    });
  }
});

describe("the admin's side in French", () => {
  it('spaces : ; ? ! as French does (emoji codes, code spans and links aside)', () => {
    const tight = Object.entries(CATALOGUES.admin.fr).filter(([, text]) =>
      /\S[:;?!]/.test(
        text
          .replace(/:[a-z_]+:/g, '')
          .replace(/`[^`]*`/g, '')
          .replace(/<[^>]*>/g, ''),
      ),
    );
    expect(tight).toEqual([]);
  });

  it("welcomes, asks the admins and builds App Home in the reader's language", () => {
    const welcome = JSON.stringify(
      welcomeMessage({
        token: 'jaunt_bind_x',
        expiresAt: '2026-12-01T00:00:00Z',
        teamName: 'Acme',
        lang: 'fr',
      }),
    );
    expect(welcome).toContain('Merci d’avoir installé Jaunt dans Acme.');
    expect(welcome).toContain('Bienvenue dans Jaunt');
    expect(welcome).toContain('(valable jusqu’au 2026-12-01) : `jaunt_bind_x`');
    expect(JSON.stringify(connectHereMessage('de'))).toContain('Jaunt ist installiert.');
    expect(
      JSON.stringify(installedByMemberMessage({ admins: ['U1'], teamName: null, lang: 'es' })),
    ).toContain('Pedí a <@U1> que lo conecten.');
    expect(JSON.stringify(adminConnectMessage({ installerUserId: 'U2', teamName: null }))).toContain(
      '<@U2> installed Jaunt',
    );
    const home = JSON.stringify(
      homeView({
        connected: true,
        teamName: 'Acme',
        accountName: 'Desk',
        location: 'Lyon',
        isAdmin: false,
        lang: 'fr',
        orders: [
          { id: 'o1', status: 'confirmed', activity_name: null, created_at: '2026-11-20T10:00:00Z' },
          { id: 'o2', status: 'confirmed', activity_name: 'Jazz', created_at: 'x', test: true },
        ],
      }),
    );
    expect(home).toContain('Votre lieu : *Lyon*');
    expect(home).toContain('"text":"Modifier"');
    expect(home).toContain('*Activité* · confirmée');
    expect(home).toContain('Réservé : <!date^');
    expect(home).toContain('"text":"Obtenir les billets"');
    expect(home).toContain('réservation test, rien n’a été débité');
    expect(home).not.toMatch(/Booked|Your location|Get tickets/);
  });
});

describe('the location form', () => {
  it('asks in the reader’s language', () => {
    const fr = JSON.stringify(locationModal('{}', 'fr'));
    for (const words of ['Votre lieu', 'Où chercher des choses à faire ?', 'Enregistrer', 'Annuler'])
      expect(fr).toContain(words);
    expect(fr).not.toContain('Your location');
  });
});

describe('shelf names', () => {
  it('every shelf discovery can return has a name in every language, looked up by its id', () => {
    const slugs = [...SHELF_RULES.map((r) => r.slug), FLAT_SHELF.slug];
    const english = CATALOGUES.shelf.en as Record<string, string>;
    expect(slugs.filter((s) => !(s in english))).toEqual([]);
    for (const rule of [...SHELF_RULES, FLAT_SHELF]) {
      // English is discovery's own name, so an English reader sees no change.
      expect(shelfName({ slug: rule.slug, display_name: rule.displayName }, 'en')).toBe(rule.displayName);
      for (const lang of ['fr', 'es', 'de'])
        expect(shelfName({ slug: rule.slug, display_name: rule.displayName }, lang)).not.toBe('');
    }
  });
});

const SECRET = 'locale-signing-secret';
const TEAM = 'T0LOCALE';
let fake: FakeSlack;
let app: TestApp;
let jazzId = '';

const send = (payload: { form: Record<string, string> } | { json: unknown }) =>
  postToSlackEvents(app.url, payload, { secret: SECRET });
const who = (id: string) => ({ id, username: id, name: id, team_id: TEAM });

type View = { callback_id: string; private_metadata: string; title: { text: string }; blocks: unknown[] };

/** The date the form preselected (the form shows a select when there are several). */
const sessionOf = (view: View): string | null => {
  const block = (
    view.blocks as { block_id?: string; element?: { initial_option?: { value: string } } }[]
  ).find((b) => b.block_id === 'session');
  return block?.element?.initial_option?.value ?? null;
};

const values = (session: string | null, quantity: string, mode = 'dry_run_success') => ({
  session: { book_session: { type: 'static_select', selected_option: session ? { value: session } : null } },
  ticket: { book_ticket: { type: 'static_select', selected_option: { value: 'i:0' } } },
  quantity: { book_quantity: { type: 'number_input', value: quantity } },
  payment_mode: { book_mode: { type: 'radio_buttons', selected_option: { value: mode } } },
});

/** The form Slack holds, with the user's choices, as block actions and submissions carry it. */
const heldView = (viewId: string, view: View, quantity: string) => ({
  id: viewId,
  type: 'modal',
  callback_id: view.callback_id,
  team_id: TEAM,
  app_id: 'A0JAUNT',
  bot_id: 'B0BOT',
  title: view.title,
  blocks: view.blocks,
  private_metadata: view.private_metadata,
  hash: 'h',
  root_view_id: viewId,
  previous_view_id: null,
  clear_on_close: false,
  notify_on_close: false,
  state: { values: values(sessionOf(view), quantity) },
});

beforeAll(async () => {
  fake = await startFakeSlack({ team: { id: TEAM, name: 'Locale & Co' } });
  fake.users.set('U0FR', { id: 'U0FR', locale: 'fr-FR', tz: 'Europe/Paris' });
  app = await startTestApp({
    ndjson: fixtureNdjson,
    env: {
      SLACK_SIGNING_SECRET: SECRET,
      SLACK_BOT_TOKEN: 'xoxb-locale',
      SLACK_API_URL: fake.apiUrl,
      JAUNT_PUBLIC_URL: 'https://jaunt.example.com',
    },
  });
  jazzId = String(await value(app.store, sql`SELECT activity_id FROM activity WHERE ref = 'nyc-jazz-001'`));
  const key = (await app.createKey('negotiated', { name: 'locale' })).key;
  await app.services.workspaces.connectWithKey(TEAM, 'U0ADMIN', key);
});
afterAll(async () => {
  await app.stop();
  await fake.close();
});

describe('a French user books in French', () => {
  it('the Book form, its re-quote and its submission speak French and keep the French name', async () => {
    let mark = fake.calls.length;
    await send(
      interaction({
        type: 'block_actions',
        team: { id: TEAM, domain: 'locale' },
        user: who('U0FR'),
        api_app_id: 'A0JAUNT',
        token: 't',
        trigger_id: 'trig-fr-book',
        response_url: fake.responseUrl('fr-book'),
        container: {
          type: 'message',
          message_ts: '1700000000.000001',
          channel_id: 'C0GENERAL',
          is_ephemeral: true,
        },
        channel: { id: 'C0GENERAL', name: 'general' },
        actions: [
          { type: 'button', action_id: 'activity_book', block_id: 'b', value: jazzId, action_ts: '1' },
        ],
      }),
    );
    const opened = await fake.waitFor(
      'views.update',
      (c) => JSON.stringify(c.params.view).includes('activity_book'),
      10_000,
      mark,
    );
    const viewId = String(opened.params.view_id);
    const form = opened.params.view as View;
    const text = JSON.stringify(form);
    expect(text).toContain('Concert tardif au Village Vanguard');
    expect(form.title.text).toBe('Réservation test');
    for (const label of ['Billet', 'Nombre de billets', 'Réservation', 'Annuler', 'Essayer'])
      expect(text).toContain(`"${label}"`);
    expect(text).toContain('Une répétition : rien n’est débité');
    expect(text).not.toContain('How many tickets');
    expect(text).not.toContain('Late Set at the Village Vanguard');

    // Changing the quantity re-quotes the form: still French, name included.
    mark = fake.calls.length;
    await send(
      interaction({
        type: 'block_actions',
        team: { id: TEAM, domain: 'locale' },
        user: who('U0FR'),
        api_app_id: 'A0JAUNT',
        token: 't',
        trigger_id: 'trig-fr-requote',
        container: { type: 'view', view_id: viewId },
        view: heldView(viewId, form, '2'),
        actions: [
          {
            type: 'number_input',
            action_id: 'book_quantity',
            block_id: 'quantity',
            value: '2',
            action_ts: '2',
          },
        ],
      }),
    );
    const requoted = await fake.waitFor('views.update', (c) => c.params.view_id === viewId, 10_000, mark);
    const again = JSON.stringify(requoted.params.view);
    expect(again).toContain('Concert tardif au Village Vanguard');
    expect(again).not.toContain('Late Set at the Village Vanguard');
    expect(again).toContain('Nombre de billets');
    expect(again).toContain('"2"');

    // A refused submission answers in French on the field it concerns.
    const submit = (quantity: string) =>
      send(
        interaction({
          type: 'view_submission',
          team: { id: TEAM, domain: 'locale' },
          user: who('U0FR'),
          api_app_id: 'A0JAUNT',
          token: 't',
          trigger_id: 'trig-fr-submit',
          view: heldView(viewId, requoted.params.view as View, quantity),
        }),
      );
    const refused = await submit('0');
    expect(refused.json).toMatchObject({
      response_action: 'errors',
      errors: { quantity: 'Saisissez un nombre entier de billets, au moins 1.' },
    });
    // The accepted one confirms in French, naming the activity as the form did.
    const accepted = await submit('2');
    expect(accepted.json).toMatchObject({
      response_action: 'update',
      view: { callback_id: 'book_accepted', title: { text: 'Test demandé' } },
    });
    const confirmation = JSON.stringify(accepted.json);
    expect(confirmation).toContain('Concert tardif au Village Vanguard');
    expect(confirmation).toContain('rien n’est débité');
  });

  it('once Jaunt knows the person, even the loading view that opens first is French', async () => {
    const mark = fake.calls.length;
    await send(
      interaction({
        type: 'block_actions',
        team: { id: TEAM, domain: 'locale' },
        user: who('U0FR'),
        api_app_id: 'A0JAUNT',
        token: 't',
        trigger_id: 'trig-fr-details',
        container: {
          type: 'message',
          message_ts: '1700000000.000002',
          channel_id: 'C0GENERAL',
          is_ephemeral: true,
        },
        channel: { id: 'C0GENERAL', name: 'general' },
        actions: [
          { type: 'button', action_id: 'activity_details', block_id: 'b', value: jazzId, action_ts: '3' },
        ],
      }),
    );
    const loading = JSON.stringify((await fake.waitFor("views.open", () => true, 10_000, mark)).params.view);
    for (const words of ['Activité', 'Chargement…', '"Fermer"']) expect(loading).toContain(words);
  });

  it('help and "Looking for…" answer a French user in French', async () => {
    const help = await send(
      slashCommand(fake, { text: 'help', userId: 'U0FR', responseId: 'fr-help', channelId: 'C0GENERAL' }),
    );
    expect(JSON.stringify(help.json)).toContain('à faire autour de votre lieu enregistré');
    const search = await send(
      slashCommand(fake, { text: 'jazz', userId: 'U0FR', responseId: 'fr-search', channelId: 'C0GENERAL' }),
    );
    expect(JSON.stringify(search.json)).toContain('Recherche de « jazz »');
    const english = await send(
      slashCommand(fake, { text: 'help', userId: 'U0EN', responseId: 'en-help', channelId: 'C0GENERAL' }),
    );
    expect(JSON.stringify(english.json)).toContain('things to do around your saved location');
  });
});
