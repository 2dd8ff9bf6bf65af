/**
 * Tenant isolation (issue 8, findings 1 and 2): a key that links to another tenant's user by email
 * or phone can never change that user's identity or the profile another credential wrote, and sees
 * only the effect of what happened through its own credential.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedKey } from '../../src/access/credentials/credentials.js';
import { EVAL_NOW, evalNdjson } from '../eval/catalogue-source.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
let a: CreatedKey;
let b: CreatedKey;

const provision = (k: CreatedKey, body: Record<string, unknown>) =>
  app.request('/partner/v1/users', { method: 'POST', key: k.key, body });
/** The user as the given key's mapping sees it (the Actor every request of that mapping gets). */
const viewOf = async (k: CreatedKey, externalUserId: string) =>
  (await app.services.actors.forCredential(k.id, externalUserId)).user;

beforeAll(async () => {
  app = await startTestApp();
  a = await app.createKey('negotiated', { name: 'tenant A' });
  b = await app.createKey('negotiated', { name: 'tenant B' });
});
afterAll(() => app.stop());

describe('finding 1: a linked mapping never writes another tenant’s user', () => {
  it('B links to A’s user by email, then cannot change A’s email, names or onboarding', async () => {
    const created = await provision(a, {
      external_user_id: 'alice',
      email: 'alice@example.com',
      first_name: 'Alice',
      usual_plans: ['date-nights'],
      dietary_preferences: ['vegan'],
      neighborhood_lat: 40.72,
      neighborhood_lng: -73.99,
    });
    expect(created.body).toMatchObject({ created: true });
    const linked = await provision(b, { external_user_id: 'm', email: 'ALICE@example.com' });
    expect(linked.body).toEqual({ external_user_id: 'm', created: false, linked: true, updated: false });

    const attack = await provision(b, {
      external_user_id: 'm',
      email: 'attacker@evil.test',
      phone: '+15550001111',
      first_name: 'Hacked',
      usual_plans: ['pet-friendly'],
      dietary_preferences: ['kosher'],
      neighborhood_lat: 1,
      neighborhood_lng: 1,
    });
    expect(attack.status).toBe(201);
    expect(attack.body).toEqual({ external_user_id: 'm', created: false, linked: false, updated: true });

    const alice = await viewOf(a, 'alice');
    expect(alice).toMatchObject({
      email: 'alice@example.com',
      phone: null,
      firstName: 'Alice',
      usualPlans: ['date-nights'],
      dietaryPreferences: ['vegan'],
      neighborhood: { lat: 40.72, lng: -73.99 },
    });
    // The shared identity still answers to Alice's address, not the attacker's.
    const relink = await provision(b, { external_user_id: 'm2', email: 'alice@example.com' });
    expect(relink.body).toMatchObject({ linked: true });
    const fresh = await provision(b, { external_user_id: 'm3', email: 'attacker@evil.test' });
    expect(fresh.body).toMatchObject({ created: true, linked: false });
    const byPhone = await provision(b, { external_user_id: 'm4', phone: '+15550001111' });
    expect(byPhone.body).toMatchObject({ created: true, linked: false });

    // B's own mapping reads what B wrote, and nothing of A's profile.
    const seenByB = await viewOf(b, 'm');
    expect(seenByB?.id).toBe(alice?.id);
    expect(seenByB).toMatchObject({
      email: 'attacker@evil.test',
      firstName: 'Hacked',
      usualPlans: ['pet-friendly'],
      dietaryPreferences: ['kosher'],
      neighborhood: { lat: 1, lng: 1 },
    });
    const m2 = await viewOf(b, 'm2');
    expect(m2).toMatchObject({ firstName: null, usualPlans: [], dietaryPreferences: [], neighborhood: null });
  });

  it('linking writes no profile, and neither does any later call of a mapping to its user’s identity', async () => {
    await provision(a, { external_user_id: 'bob', phone: '+14155550123', first_name: 'Bob' });
    const link = await provision(b, {
      external_user_id: 'bob-b',
      phone: '+1 415 555 0123',
      first_name: 'Robert',
      usual_plans: ['staying-active'],
    });
    expect(link.body).toEqual({ external_user_id: 'bob-b', created: false, linked: true, updated: false });
    expect(await viewOf(b, 'bob-b')).toMatchObject({ firstName: null, usualPlans: [] });
    await provision(b, { external_user_id: 'bob-b', phone: null, email: 'x@evil.test' });
    expect(await viewOf(a, 'bob')).toMatchObject({ phone: '+14155550123', firstName: 'Bob', email: null });
    const stillLinks = await provision(b, { external_user_id: 'bob-c', phone: '+14155550123' });
    expect(stillLinks.body).toMatchObject({ linked: true });
  });

  it('protects a self-serve key’s owner the same way', async () => {
    const owner = await app.createKey('self-serve', { email: 'owner@example.com' });
    const link = await provision(b, { external_user_id: 'own', email: 'owner@example.com' });
    expect(link.body).toMatchObject({ linked: true });
    const r = await provision(b, { external_user_id: 'own', email: 'evil@evil.test', first_name: 'Hacked' });
    expect(r.status).toBe(201);
    const self = await app.services.actors.forCredential(owner.id, null);
    expect(self.user).toMatchObject({ email: 'owner@example.com', firstName: null });
    expect(self.user?.id).toBe((await viewOf(b, 'own'))?.id);
  });

  it('answers an email change to another user’s address like any accepted update (no existence probe)', async () => {
    await provision(a, { external_user_id: 'carol', email: 'carol@example.com' });
    await provision(a, { external_user_id: 'dave', email: 'dave@example.com', first_name: 'Dave' });
    const taken = await provision(a, { external_user_id: 'dave', email: 'carol@example.com' });
    const free = await provision(a, { external_user_id: 'dave', email: 'dave2@example.com' });
    expect(taken.status).toBe(201);
    expect(free.status).toBe(201);
    expect(taken.body).toEqual({ external_user_id: 'dave', created: false, linked: false, updated: false });
    expect(free.body).toEqual(taken.body);
    // The creating mapping may move its own user's identity to a free address, never onto another user's.
    expect((await provision(b, { external_user_id: 'c1', email: 'carol@example.com' })).body).toMatchObject({
      linked: true,
    });
    const c1 = await viewOf(b, 'c1');
    expect(c1?.id).toBe((await viewOf(a, 'carol'))?.id);
    expect((await provision(b, { external_user_id: 'd1', email: 'dave2@example.com' })).body).toMatchObject({
      linked: true,
    });
    expect((await viewOf(b, 'd1'))?.id).toBe((await viewOf(a, 'dave'))?.id);
  });
});

describe('finding 2: SEEN interactions are scoped to the credential they happened through', () => {
  let disc: TestApp;
  const NYC_CELL = '872a1072bffffff';
  beforeAll(async () => {
    disc = await startTestApp({ now: new Date(EVAL_NOW), ndjson: evalNdjson() });
  });
  afterAll(() => disc.stop());

  const ranked = async (key: string, ext: string | null): Promise<string[]> => {
    const r = await disc.request(`/partner/v1/homescreen?h3_cell=${NYC_CELL}`, {
      key,
      headers: ext ? { 'x-external-user-id': ext } : {},
    });
    expect(r.status).toBe(200);
    return (
      (r.body as { shelves: { activities: { activity_id: string }[] }[] }).shelves[0]?.activities.map(
        (x) => x.activity_id,
      ) ?? []
    );
  };
  const open = (key: string, ext: string | null, id: string) =>
    disc.request(`/partner/v1/activities/${id}`, { key, headers: ext ? { 'x-external-user-id': ext } : {} });

  it('B’s homescreen does not demote what the user opened in A’s app, but does what they opened themselves', async () => {
    const ka = await disc.createKey('negotiated');
    const kb = await disc.createKey('negotiated');
    const own = await disc.createKey('self-serve', { email: 'eve@example.com' });
    for (const [k, ext] of [
      [ka, 'eve-a'],
      [kb, 'eve-b'],
    ] as const)
      await disc.request('/partner/v1/users', {
        method: 'POST',
        key: k.key,
        body: { external_user_id: ext, email: 'eve@example.com' },
      });
    const before = await ranked(kb.key, 'eve-b');
    const [first, second, third] = before;
    if (!first || !second || !third) throw new Error('homescreen too short');
    for (const id of [first, second]) expect((await open(ka.key, 'eve-a', id)).status).toBe(200);
    // A sees the effect of its own interactions...
    const seenByA = await ranked(ka.key, 'eve-a');
    expect(seenByA.indexOf(first)).toBeGreaterThan(1);
    // ...B sees none of it.
    const seenByB = await ranked(kb.key, 'eve-b');
    expect(seenByB.slice(0, 3)).toEqual([first, second, third]);
    // What the user opened through their own key counts for every partner acting for them.
    expect((await open(own.key, null, third)).status).toBe(200);
    const afterOwn = await ranked(kb.key, 'eve-b');
    expect(afterOwn.slice(0, 2)).toEqual([first, second]);
    expect(afterOwn.indexOf(third)).toBeGreaterThan(2);
  });
});
