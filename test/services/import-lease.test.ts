/**
 * Imports never run over each other: two imports started together (a scheduled supplier sync and an
 * operator's import, say) each land whole, one after the other, through the importer's lease.
 * Without it the second cleared the rows the first was staging and took the same row ids.
 */
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoNdjson } from '../../src/catalogue/demo/ndjson.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { value } from '../helpers/db.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const linesOf = async (size: number, prefix: string): Promise<string[]> => {
  const out: string[] = [];
  for await (const chunk of demoNdjson(size, app.now.value))
    for (const line of String(chunk).split('\n'))
      if (line.trim()) {
        const r = JSON.parse(line) as { ref: string };
        out.push(JSON.stringify({ ...r, ref: `${prefix}${r.ref}` }));
      }
  return out;
};

describe('the import lease', () => {
  it('runs two concurrent imports one after the other, both whole', async () => {
    const a = await linesOf(400, 'a:');
    const b = await linesOf(400, 'b:');
    const [ra, rb] = await Promise.all([
      app.services.catalogue.importStream(Readable.from([`${a.join('\n')}\n`]), { replace: false }),
      app.services.catalogue.importStream(Readable.from([`${b.join('\n')}\n`]), { replace: false }),
    ]);
    expect(ra.added).toBe(400);
    expect(rb.added).toBe(400);
    expect(Number(await value(app.store, sql`SELECT count(*) FROM activity WHERE ref LIKE 'a:%'`))).toBe(400);
    expect(Number(await value(app.store, sql`SELECT count(*) FROM activity WHERE ref LIKE 'b:%'`))).toBe(400);
    expect(Number(await value(app.store, sql`SELECT count(*) FROM activity_session`))).toBeGreaterThan(0);
    expect(await app.services.catalogue.count()).toBe(800);
    // The lease is released.
    expect(await value(app.store, sql`SELECT import_owner FROM discovery_state WHERE id = 1`)).toBeNull();
  });
});
