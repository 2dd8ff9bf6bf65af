/**
 * The persisted discovery snapshot (issue 39): written after a catalogue change and loaded, not
 * rebuilt, on the next start; an older file is served while the rebuild runs; a corrupt or truncated
 * file is refused and rebuilt, never served. /healthz answers throughout and /readyz (and search)
 * answer 503 not_ready until the snapshot is in use. Builds are held with an injected hook, never
 * timed. Runs on SQLite and, with JAUNT_TEST_DATABASE_URL, on Postgres (the file then lives in
 * JAUNT_SNAPSHOT_DIR).
 */
import {
  linkSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import Database from 'better-sqlite3';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/discovery/query/gazetteer.js';
import type { Snapshot } from '../../src/discovery/snapshot/discovery-index.js';
import type { DocList } from '../../src/discovery/snapshot/doc-columns.js';
import { openCore, type RunningService, startService } from '../../src/main.js';
import { loadConfig } from '../../src/platform/config.js';
import { EVAL_NOW, evalNdjson } from '../eval/catalogue-source.js';
import { JUDGMENTS } from '../eval/judgments.js';
import { fixtureNdjson, jazzLine, toNdjson } from '../fixtures/catalogue.js';
import { DEFAULT_NOW, type LogRecord, TEST_SECRET_KEY } from '../helpers/app.js';
import { databaseEnv } from '../helpers/test-db.js';
import { eventually } from '../helpers/wait.js';

const dir = mkdtempSync(join(tmpdir(), 'jaunt-snapshot-'));
const snapshotDir = join(dir, 'snapshots');
const database = await databaseEnv(join(dir, 'jaunt.db'));
const evalDatabase = await databaseEnv(join(dir, 'eval.db'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = (extra: Record<string, string> = {}) =>
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    ...database,
    JAUNT_LOG_LEVEL: 'silent',
    JAUNT_DEMO_ON_EMPTY: '0',
    JAUNT_ENV: 'production',
    JAUNT_SECRET_KEY: TEST_SECRET_KEY,
    JAUNT_SNAPSHOT_DIR: snapshotDir,
    // The eval set's searches come one after another from one key.
    JAUNT_RATE_LIMITS: '100000/s,1000000/min,10000000/h',
    JAUNT_DAILY_QUOTA: '10000000',
    ...extra,
  });

interface Started {
  running: RunningService;
  logs: LogRecord[];
  logged(msg: string): Promise<LogRecord>;
  get(
    path: string,
    key?: string,
  ): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }>;
  /** Lets held builds go on. */
  release(): void;
}

/** The real service; `hold`: builds from the database wait until release(), and it returns once listening. */
const start = async (
  opts: { hold?: boolean; env?: Record<string, string>; now?: Date; returnBeforeReady?: boolean } = {},
): Promise<Started> => {
  const logs: LogRecord[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line) as LogRecord) });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const running = await startService(env(opts.env), {
    clock: () => opts.now ?? DEFAULT_NOW,
    log,
    ...(opts.hold ? { holdSnapshotBuild: () => held, returnBeforeReady: true } : {}),
    ...(opts.returnBeforeReady ? { returnBeforeReady: true } : {}),
  });
  return {
    running,
    logs,
    release,
    logged: async (msg) => {
      await eventually(`the log line "${msg}"`, () => logs.some((r) => r.msg === msg));
      return logs.find((r) => r.msg === msg) as LogRecord;
    },
    get: async (path, key) => {
      const res = await fetch(
        `${running.url}${path}`,
        key ? { headers: { authorization: `Bearer ${key}` } } : {},
      );
      return {
        status: res.status,
        body: (await res.json()) as Record<string, unknown>,
        headers: res.headers,
      };
    },
  };
};

const snapshotFile = (): string => {
  const files = readdirSync(snapshotDir).filter((f) => f.endsWith('.snapshot'));
  expect(files).toHaveLength(1);
  return join(snapshotDir, files[0] as string);
};
/** The text index's file beside the snapshot file. */
const textFile = (): string => {
  const files = readdirSync(snapshotDir).filter((f) => /\.snapshot\.fts-[0-9a-f]{8}$/.test(f));
  expect(files).toHaveLength(1);
  return join(snapshotDir, files[0] as string);
};
/** Text index files of this process (its own copies) in the temporary directory. */
const privateCopies = (): string[] =>
  readdirSync(tmpdir()).filter((f) => f.startsWith(`jaunt-text-${process.pid}-`) && f.endsWith('.db'));
const fileVersion = (): number => readFileSync(snapshotFile()).readDoubleLE(24);

/** The file's meta record (the first, after the 64-byte header and its 16-byte frame) as text. */
const fileMeta = (path: string): { at: number; text: string } => {
  const b = readFileSync(path);
  const length = b.readDoubleLE(64 + 8);
  return { at: 64 + 16, text: b.toString('utf8', 64 + 16, 64 + 16 + length) };
};
const fileDerivation = (): string =>
  (JSON.parse(fileMeta(snapshotFile()).text) as { derivation: string }).derivation;

/**
 * Rewrites the file's derivation fingerprint (as if written by other code or place data), with a
 * checksum that matches again: a sound file whose maps this process must not trust.
 */
const otherDerivation = (path: string): void => {
  const b = readFileSync(path);
  const meta = fileMeta(path);
  const derivation = (JSON.parse(meta.text) as { derivation: string }).derivation;
  const other = [...derivation].map((c) => (c === '0' ? '1' : '0')).join('');
  const at = meta.at + Buffer.byteLength(meta.text.slice(0, meta.text.indexOf(derivation)));
  b.write(other, at, 'utf8');
  b.writeUInt32LE(crc32(b.subarray(64)), 12);
  writeFileSync(path, b);
};

/** A snapshot's maps in pks (positions differ between a loaded, an incremental and a fresh build). */
const mapsByPk = (snap: Snapshot) => {
  const pks = (l: DocList): number[] => Array.from(l, (d) => d.pk);
  const lists = (m: ReadonlyMap<string, DocList>) => new Map([...m].map(([k, l]) => [k, pks(l)]));
  const place = (p: Place) => ({ ...p, members: p.members ? Array.from(p.members.pks) : null });
  const g = snap.gazetteer;
  return {
    byQuality: pks(snap.byQuality),
    byCell: lists(snap.byCell),
    counts: snap.counts,
    facets: lists(snap.facets),
    entries: new Map([...g.entries].map(([k, p]) => [k, place(p)])),
    cities: new Map([...g.cities].map(([k, p]) => [k, place(p)])),
    maxWords: g.maxWords,
    nameWords: g.nameWords,
    vocabulary: snap.vocabulary,
  };
};

const names = (body: Record<string, unknown>): string[] =>
  ((body.results ?? []) as { name: string }[]).map((r) => r.name).sort();

let key = '';

/** Bumps the catalogue version from a process that writes no snapshot (the file stays behind). */
const changeCatalogue = async (ndjson: string): Promise<void> => {
  const core = await openCore(env({ JAUNT_SNAPSHOT_DIR: 'off' }), { log: pino({ level: 'silent' }) });
  try {
    await core.services.catalogue.importStream(Readable.from([ndjson]), { replace: false });
  } finally {
    await core.closeServices();
    await core.store.close();
  }
};

describe('the persisted discovery snapshot', () => {
  it('is written after an import and loaded, not rebuilt, on the next start', async () => {
    const first = await start();
    await first.running.services.catalogue.importStream(Readable.from([fixtureNdjson]), { replace: false });
    await first.running.services.discoveryIndex.saved();
    key = (
      await first.running.services.credentials.create({
        kind: 'self-serve',
        name: 'snapshot test',
        email: 'snapshot@example.com',
        environment: 'production',
        canChargeStoredCard: false,
      })
    ).key;
    const before = await first.get('/partner/v1/search?prompt=jazz', key);
    expect(before.status).toBe(200);
    expect(names(before.body)).toContain(jazzLine.name);
    await first.logged('discovery snapshot saved');
    await first.running.close();

    const second = await start();
    try {
      const loaded = await second.logged('discovery snapshot loaded');
      // The maps over the docs (gazetteer, facets, quality order, cells) come from the file too.
      expect(loaded).toMatchObject({ stale: false, docs: 3, maps: 'file' });
      expect(second.logs.some((r) => r.msg === 'discovery snapshot built')).toBe(false);
      const after = await second.get('/partner/v1/search?prompt=jazz', key);
      expect(after.body).toEqual(before.body);
      expect((await second.get('/readyz')).status).toBe(200);
    } finally {
      await second.running.close();
    }
  });

  it('serves an older file while the rebuild runs, then writes the new one', async () => {
    const versionBefore = fileVersion();
    await changeCatalogue(toNdjson([{ ...jazzLine, ref: 'nyc-kayak-001', name: 'Sunset Kayak Paddle' }]));
    const app = await start({ hold: true });
    try {
      expect(await app.logged('discovery snapshot loaded')).toMatchObject({ stale: true, docs: 3 });
      expect((await app.get('/readyz')).status).toBe(200);
      expect((await app.get('/healthz')).body).toMatchObject({ status: 'ok', activities: 3 });
      // The old snapshot answers while the build is held.
      expect(names((await app.get('/partner/v1/search?prompt=jazz', key)).body)).not.toContain(
        'Sunset Kayak Paddle',
      );
      app.release();
      await app.logged('discovery snapshot built');
      expect((await app.get('/healthz')).body).toMatchObject({ activities: 4 });
      expect(names((await app.get('/partner/v1/search?prompt=jazz', key)).body)).toContain(
        'Sunset Kayak Paddle',
      );
      await app.running.services.discoveryIndex.saved();
      expect(fileVersion()).toBeGreaterThan(versionBefore);
    } finally {
      await app.running.close();
    }
  });

  it('a CLI or MCP stdio process waits for the catch-up instead of answering from an older file', async () => {
    const versionBefore = fileVersion();
    await changeCatalogue(
      toNdjson([{ ...jazzLine, ref: 'nyc-kayak-001', name: 'Sunset Kayak Paddle at dusk' }]),
    );
    // openCore as `jaunt mcp` and the CLI call it (no server, no background refresh).
    const core = await openCore(env(), { log: pino({ level: 'silent' }) });
    try {
      const snap = await core.services.discoveryIndex.current();
      expect(snap.version).toBeGreaterThan(versionBefore);
    } finally {
      await core.closeServices();
      await core.store.close();
    }
  });

  it('works the maps out again when the file was written by other code or place data, and rewrites it', async () => {
    const path = snapshotFile();
    const own = fileDerivation();
    const before = await start();
    let answer: unknown;
    try {
      await before.logged('discovery snapshot loaded');
      answer = (await before.get('/partner/v1/search?prompt=jazz', key)).body;
    } finally {
      await before.running.close();
    }
    otherDerivation(path);
    expect(fileDerivation()).not.toBe(own);
    const app = await start();
    try {
      // The file's docs and text index are sound and used; its maps are not trusted.
      expect(await app.logged('discovery snapshot loaded')).toMatchObject({
        stale: false,
        maps: 'worked out (derivation changed)',
      });
      expect(app.logs.some((r) => r.msg === 'discovery snapshot built')).toBe(false);
      expect((await app.get('/partner/v1/search?prompt=jazz', key)).body).toEqual(answer);
      await app.running.services.discoveryIndex.saved();
      expect(fileDerivation()).toBe(own);
    } finally {
      await app.running.close();
    }
  });

  const refusedThenRebuilt = async (damage: (path: string) => void, reason: string) => {
    damage(snapshotFile());
    const app = await start({ hold: true });
    try {
      expect(await app.logged('discovery snapshot file refused')).toMatchObject({ reason });
      // Alive, not ready: nothing from the damaged file is served.
      expect((await app.get('/healthz')).status).toBe(200);
      const notReady = await app.get('/readyz');
      expect(notReady.status).toBe(503);
      expect(notReady.body).toMatchObject({ code: 'not_ready' });
      expect(notReady.headers.get('retry-after')).toBe('5');
      const search = await app.get('/partner/v1/search?prompt=jazz', key);
      expect(search.status).toBe(503);
      expect(search.body).toMatchObject({ code: 'not_ready' });
      expect(app.running.services.discoveryIndex.latest()).toBeNull();
      app.release();
      await eventually('ready', async () => (await app.get('/readyz')).status === 200);
      expect(names((await app.get('/partner/v1/search?prompt=jazz', key)).body)).toContain(jazzLine.name);
      await app.running.services.discoveryIndex.saved();
    } finally {
      await app.running.close();
    }
    // The rebuilt file loads again.
    const next = await start();
    try {
      expect(await next.logged('discovery snapshot loaded')).toMatchObject({ stale: false, docs: 4 });
    } finally {
      await next.running.close();
    }
  };

  it('refuses a file with a flipped byte and rebuilds', async () => {
    await refusedThenRebuilt((path) => {
      const b = readFileSync(path);
      const at = Math.floor(b.length / 2);
      b[at] = (b[at] as number) ^ 0x40;
      writeFileSync(path, b);
    }, 'checksum');
  });

  it('refuses a truncated file and rebuilds', async () => {
    await refusedThenRebuilt((path) => truncateSync(path, readFileSync(path).length - 100), 'truncated');
  });

  it('refuses a damaged text index file and rebuilds', async () => {
    await refusedThenRebuilt(() => {
      const path = textFile();
      const b = readFileSync(path);
      const at = Math.floor(b.length / 2);
      b[at] = (b[at] as number) ^ 0x40;
      writeFileSync(path, b);
    }, 'checksum');
    await refusedThenRebuilt(() => truncateSync(textFile(), statSync(textFile()).size - 4096), 'truncated');
  });

  it('searches the text index file in place; the first change writes to a private copy, removed at shutdown', async () => {
    const shared = textFile();
    // A second name for the same file: a write in place would show here even once a newer save removed the name.
    const witness = join(dir, 'text-witness');
    rmSync(witness, { force: true });
    linkSync(shared, witness);
    const sharedCrc = crc32(readFileSync(witness));
    const app = await start();
    // Two processes may hold it at once: a read-only opening of our own beside the server's.
    const other = new Database(shared, { readonly: true, fileMustExist: true });
    try {
      await app.logged('discovery snapshot loaded');
      expect(privateCopies()).toEqual([]);
      expect(names((await app.get('/partner/v1/search?prompt=jazz', key)).body)).toContain(jazzLine.name);
      const docs = (app.running.services.discoveryIndex.latest() as Snapshot).docs.length;
      expect(other.prepare('SELECT count(*) FROM search_doc').pluck().get()).toBe(docs);
      await changeCatalogue(toNdjson([{ ...jazzLine, ref: 'nyc-kayak-001', name: 'Moonlit Kayak Paddle' }]));
      await app.running.services.discoveryIndex.refresh();
      await app.logged('discovery snapshot built');
      expect(names((await app.get('/partner/v1/search?prompt=jazz', key)).body)).toContain(
        'Moonlit Kayak Paddle',
      );
      expect(privateCopies()).toHaveLength(1);
      expect(crc32(readFileSync(witness))).toBe(sharedCrc);
      expect(
        other.prepare("SELECT count(*) FROM search_doc WHERE search_doc MATCH 'moonlit'").pluck().get(),
      ).toBe(0);
      await app.running.services.discoveryIndex.saved();
    } finally {
      other.close();
      await app.running.close();
    }
    expect(privateCopies()).toEqual([]);
    expect(crc32(readFileSync(witness))).toBe(sharedCrc);
    rmSync(witness, { force: true });
  });

  it('with the demo catalogue asked for, /readyz says ready only once the whole demo is in', async () => {
    // The catalogue refresh (every 500 ms) runs while the demo imports: a snapshot of part of it is
    // in use before the demo is in, and a load balancer must not send traffic to that.
    const demoSize = 4000;
    const app = await start({
      hold: false,
      env: {
        ...(await databaseEnv(join(dir, 'demo.db'))),
        JAUNT_SNAPSHOT_DIR: 'off',
        JAUNT_DEMO_ON_EMPTY: '1',
        JAUNT_DEMO_SIZE: String(demoSize),
      },
      returnBeforeReady: true,
    });
    try {
      const seen: number[] = [];
      await eventually(
        '/readyz 200',
        async () => {
          const r = await app.get('/readyz');
          if (r.status === 200) seen.push(r.body.activities as number);
          return r.status === 200;
        },
        { timeoutMs: 60_000 },
      );
      expect(seen[0]).toBe(demoSize);
    } finally {
      await app.running.close();
    }
  }, 90_000);

  it('ranks the eval set identically from a loaded file and from a fresh build', async () => {
    const evalEnv = { ...evalDatabase, JAUNT_SNAPSHOT_DIR: join(dir, 'eval-snapshots') };
    const now = new Date(EVAL_NOW);
    const answers = async (app: Started, evalKey: string): Promise<unknown[]> => {
      const out: unknown[] = [];
      for (const j of JUDGMENTS) {
        const qs = new URLSearchParams({ prompt: j.prompt, ...(j.location ? { location: j.location } : {}) });
        out.push((await app.get(`/partner/v1/search?${qs}`, evalKey)).body);
      }
      return out;
    };
    const built = await start({ env: evalEnv, now });
    let evalKey = '';
    let fromBuild: unknown[] = [];
    try {
      await built.running.services.catalogue.importStream(Readable.from([evalNdjson()]), { replace: false });
      await built.running.services.discoveryIndex.saved();
      evalKey = (
        await built.running.services.credentials.create({
          kind: 'self-serve',
          name: 'eval',
          email: 'eval@example.com',
          environment: 'production',
          canChargeStoredCard: false,
        })
      ).key;
      fromBuild = await answers(built, evalKey);
    } finally {
      await built.running.close();
    }
    const loaded = await start({ env: evalEnv, now });
    let loadedMaps: unknown = null;
    try {
      expect(await loaded.logged('discovery snapshot loaded')).toMatchObject({ stale: false, maps: 'file' });
      expect(await answers(loaded, evalKey)).toEqual(fromBuild);
      // Answered from the text index file in place: no copy of it was made.
      expect(privateCopies()).toEqual([]);
      loadedMaps = mapsByPk(loaded.running.services.discoveryIndex.latest() as Snapshot);
    } finally {
      await loaded.running.close();
    }
    // A full build from the tables (no file) ranks the same as well, from the same maps.
    const fresh = await start({ env: { ...evalEnv, JAUNT_SNAPSHOT_DIR: 'off' }, now });
    try {
      expect(await answers(fresh, evalKey)).toEqual(fromBuild);
      const freshMaps = mapsByPk(fresh.running.services.discoveryIndex.latest() as Snapshot);
      expect(freshMaps.byQuality.length).toBeGreaterThan(100);
      expect(freshMaps.entries.size).toBeGreaterThan(100);
      expect(loadedMaps).toEqual(freshMaps);
    } finally {
      await fresh.running.close();
    }
  });
});
