/**
 * The per-process SEEN sets homescreen and search rank with: read once, dropped when the user sees
 * something through this process, read again after SEEN_TTL_MS for what other processes recorded,
 * and bounded in size. On the real store; only the monotonic clock is the test's.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../src/access/actor.js';
import { userStore } from '../../src/access/users/store.js';
import { createSeenSets, SEEN_TTL_MS } from '../../src/discovery/seen-sets.js';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all } from '../helpers/db.js';

let app: TestApp;
let pks: number[];
beforeAll(async () => {
  app = await startTestApp({ ndjson: fixtureNdjson });
  pks = (await all<{ pk: number }>(app.store, sql`SELECT id AS pk FROM activity ORDER BY id LIMIT 3`)).map(
    (r) => Number(r.pk),
  );
});
afterAll(() => app?.stop());

/** A self-serve key's actor (its one user), and a way to record SEEN rows as another process would. */
const selfServeActor = async (): Promise<Actor> => {
  const key = await app.createKey('self-serve');
  return app.services.actors.forCredential(key.id, null);
};
const recordElsewhere = (actor: Actor, pk: number) =>
  userStore(app.store).recordSeen(
    actor.user?.id as string,
    actor.credential.id,
    pk,
    new Date().toISOString(),
  );

describe('SEEN sets', () => {
  it('are empty without a user', async () => {
    const seen = createSeenSets(app.store);
    const key = await app.createKey('negotiated');
    const anonymous = await app.services.actors.forCredential(key.id, null);
    expect(anonymous.user).toBeNull();
    expect((await seen.of(anonymous)).size).toBe(0);
  });

  it('serve a read for SEEN_TTL_MS, then read again what another process recorded', async () => {
    const clock = { ms: 0 };
    const seen = createSeenSets(app.store, { monotonicNow: () => clock.ms });
    const actor = await selfServeActor();
    await recordElsewhere(actor, pks[0] as number);
    expect([...(await seen.of(actor))]).toEqual([pks[0]]);
    await recordElsewhere(actor, pks[1] as number);
    clock.ms += SEEN_TTL_MS - 1;
    expect([...(await seen.of(actor))]).toEqual([pks[0]]);
    clock.ms += 1;
    expect([...(await seen.of(actor))].sort()).toEqual([pks[0], pks[1]].sort());
  });

  it('drop the user’s sets at once when they see something through this process', async () => {
    const seen = createSeenSets(app.store, { monotonicNow: () => 0 });
    const actor = await selfServeActor();
    expect((await seen.of(actor)).size).toBe(0);
    await recordElsewhere(actor, pks[2] as number);
    seen.forget(actor.user?.id as string);
    expect([...(await seen.of(actor))]).toEqual([pks[2]]);
  });

  it('do not keep a read that was in flight when the user was forgotten', async () => {
    const seen = createSeenSets(app.store, { monotonicNow: () => 0 });
    const actor = await selfServeActor();
    const inFlight = seen.of(actor);
    seen.forget(actor.user?.id as string);
    expect((await inFlight).size).toBe(0);
    await recordElsewhere(actor, pks[0] as number);
    expect([...(await seen.of(actor))]).toEqual([pks[0]]);
  });

  it('are scoped to the credential: a negotiated key sees only its own user’s SEEN rows', async () => {
    const seen = createSeenSets(app.store, { monotonicNow: () => 0 });
    const own = await app.createKey('self-serve', { email: 'scoped@example.com' });
    const partner = await app.createKey('negotiated');
    const other = await app.createKey('negotiated');
    for (const k of [partner, other])
      await app.request('/partner/v1/users', {
        method: 'POST',
        key: k.key,
        body: { external_user_id: 'scoped', email: 'scoped@example.com' },
      });
    const viaOwn = await app.services.actors.forCredential(own.id, null);
    const viaPartner = await app.services.actors.forCredential(partner.id, 'scoped');
    const viaOther = await app.services.actors.forCredential(other.id, 'scoped');
    expect(viaPartner.user?.id).toBe(viaOwn.user?.id);
    await recordElsewhere(viaOther, pks[0] as number);
    expect([...(await seen.of(viaOwn))]).toEqual([pks[0]]);
    expect((await seen.of(viaPartner)).size).toBe(0);
    expect([...(await seen.of(viaOther))]).toEqual([pks[0]]);
  });

  it('hold at most pksMax pks together, dropping the least recently used user first', async () => {
    const clock = { ms: 0 };
    const seen = createSeenSets(app.store, { monotonicNow: () => clock.ms, pksMax: 2 });
    const [a, b] = [await selfServeActor(), await selfServeActor()];
    await recordElsewhere(a, pks[0] as number);
    await recordElsewhere(b, pks[1] as number);
    await recordElsewhere(b, pks[2] as number);
    expect((await seen.of(a)).size).toBe(1);
    // b's two pks push the total to three: a, the least recently used, goes.
    expect((await seen.of(b)).size).toBe(2);
    await recordElsewhere(a, pks[2] as number);
    await recordElsewhere(b, pks[0] as number);
    // b is still cached (its new row is not seen yet); a was dropped, so it is read again...
    expect((await seen.of(b)).size).toBe(2);
    expect((await seen.of(a)).size).toBe(2);
    // ...and that read dropped b in turn.
    expect((await seen.of(b)).size).toBe(3);
  });
});
