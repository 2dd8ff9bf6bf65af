/** Keeps the lanes of ../shared/design.md: who may import whom inside src/. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

const layerOf = (file: string): string => relative(SRC, file).split('/')[0]?.replace(/\.ts$/, '') ?? '';

const ourImports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/gm)].map((m) =>
    layerOf(resolve(dirname(file), m[1] ?? '')),
  );

/** For each layer, the layers of ours it must never import. */
const forbidden: Record<string, string[]> = {
  domain: [
    'contract',
    'store',
    'services',
    'api',
    'slack',
    'jobs',
    'adapters',
    'config',
    'errors',
    'main',
    'cli',
  ],
  contract: ['store', 'services', 'api', 'slack', 'jobs', 'adapters', 'main', 'cli'],
  store: ['services', 'api', 'slack', 'jobs', 'adapters', 'main', 'cli'],
  services: ['api', 'slack', 'jobs', 'adapters', 'main', 'cli'],
  api: ['slack', 'jobs', 'store', 'main', 'cli'],
  slack: ['api', 'jobs', 'store', 'main', 'cli'],
  jobs: ['api', 'slack', 'main', 'cli'],
  // The typed client ships to partners: its generated types and nothing else of ours.
  client: [
    'domain',
    'contract',
    'store',
    'services',
    'api',
    'slack',
    'jobs',
    'adapters',
    'config',
    'errors',
    'main',
    'cli',
    'mcp',
    'tools',
  ],
  mcp: ['api', 'slack', 'jobs', 'store', 'main', 'cli'],
};

describe('architecture lanes', () => {
  const all = files(SRC);
  it.each(Object.entries(forbidden))('%s imports none of the layers it must not', (layer, banned) => {
    const offenders = all
      .filter((f) => layerOf(f) === layer)
      .flatMap((f) =>
        ourImports(f)
          .filter((l) => banned.includes(l))
          .map((l) => `${relative(SRC, f)} → ${l}`),
      );
    expect(offenders).toEqual([]);
  });

  it('has h3-js imported only by domain/geo.ts', () => {
    const importers = all
      .filter((f) => /from 'h3-js'/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(importers).toEqual(['domain/geo.ts']);
  });

  it('has process.env read only by config.ts', () => {
    const readers = all
      .filter((f) => /process\.env\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(readers).toEqual(['config.ts']);
  });

  it('reaches the database one way: Kysely from store/db.ts; drivers only where a module owns its own handle', () => {
    const drivers = all
      .filter((f) => /from '(better-sqlite3|pg)'/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f))
      .sort();
    // copy: reads a foreign SQLite file; search-index: each instance's own FTS5 index file;
    // limits-shared: rate-limiter-flexible's own pool.
    expect(drivers).toEqual([
      'store/copy.ts',
      'store/db.ts',
      'store/limits-shared.ts',
      'store/search-index.ts',
    ]);
  });

  it('opens transactions one way: store.transaction (BEGIN IMMEDIATE on SQLite) in store/db.ts', () => {
    const openers = all
      .filter((f) => /\bsqlite\s*\.\s*transaction\b|\bBEGIN\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f))
      .sort();
    // search-index: a replacement staged in steps on the instance's own FTS5 file (not the store).
    expect(openers).toEqual(['store/db.ts', 'store/search-index.ts']);
  });
});
