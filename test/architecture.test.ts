/**
 * Keeps the house's rooms (docs/architecture.md): a small shared platform, one folder per feature
 * behind its index.ts, thin front doors on top, one composition root. Read from the sources' own
 * import lines, so a violation fails here before anyone reviews it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { functionLengths } from './helpers/function-lengths.js';

const SRC = resolve('src');

const PLATFORM = 'platform';
const CONTRACT = 'contract';
/** Features, each owning its rules, use cases, tables and jobs behind `<feature>/index.ts`. */
const FEATURES = [
  'access',
  'catalogue',
  'discovery',
  'booking',
  'suppliers',
  'mail',
  'workspaces',
  'conversations',
  'reminders',
];
/** Front doors: they reach features through their index.ts and the contract, never their tables. */
const FRONT_DOORS = ['api', 'slack', 'mcp', 'cli'];
/** The composition root and its process-level companions: they may wire anything. */
const ROOT_FILES = ['main', 'start', 'cluster', 'services'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

/** `src/a/b/c.ts` → `a/b/c.ts`. */
const inSrc = (file: string): string => relative(SRC, file);
/** The top-level room of a path inside src: its folder, or a top-level file's name without `.ts`. */
const roomOf = (path: string): string => path.split('/')[0]?.replace(/\.ts$/, '') ?? '';

interface Import {
  from: string;
  to: string;
}

/** The module names a file imports: import and export declarations and dynamic `import()`, from its syntax. */
const specifiersOf = (file: string): string[] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** Every import of our own files (relative specifiers), resolved to paths inside src. */
const importsOf = (files: readonly string[]): Import[] =>
  files.flatMap((file) =>
    specifiersOf(file)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => ({
        from: inSrc(file),
        to: inSrc(resolve(dirname(file), spec.replace(/\.js$/, '.ts'))),
      })),
  );

/** What the rules refuse for one import, or null. */
const violation = ({ from, to }: Import): string | null => {
  const a = roomOf(from);
  const b = roomOf(to);
  if (a === b) return null;
  const face = `${b}/index.ts`;
  if (a === PLATFORM) return 'platform imports nothing of ours outside itself';
  if (a === CONTRACT && b !== PLATFORM) return 'the contract imports only platform';
  if (a === 'client') return 'the typed client ships to partners: its generated types only';
  if (FEATURES.includes(a) && ![PLATFORM, CONTRACT, ...FEATURES].includes(b))
    return 'a feature imports platform, contract and other features only';
  if (FRONT_DOORS.includes(a)) {
    if (to.startsWith('platform/db/')) return 'a front door never reaches the database itself';
    if (FRONT_DOORS.includes(b) && !(a === 'cli' && b === 'mcp'))
      return 'front doors do not import each other (the CLI starts the stdio MCP server)';
  }
  if (FEATURES.includes(b) && to !== face) return `reaches into ${b}'s insides instead of ${face}`;
  return null;
};

/** Rooms that import each other, directly or round a longer circle. */
const circles = (imports: readonly Import[]): string[][] => {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const a = roomOf(from);
    const b = roomOf(to);
    if (a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b));
  }
  const found: string[][] = [];
  // Each circle is found once, from its alphabetically first room.
  const walk = (start: string, room: string, path: string[]): void => {
    for (const next of edges.get(room) ?? []) {
      if (next === start) found.push([...path, next]);
      else if (!path.includes(next) && next > start) walk(start, next, [...path, next]);
    }
  };
  for (const room of edges.keys()) walk(room, room, [room]);
  return found;
};

describe('architecture: one room per feature', () => {
  const all = sourceFiles(SRC);
  const imports = importsOf(all);

  it('keeps every import inside the rules of its room', () => {
    // The reader itself: imports it failed to see would make the rules pass vacuously.
    expect(imports).toContainEqual({ from: 'main.ts', to: 'booking/index.ts' });
    const offenders = imports.flatMap((i) => {
      const why = violation(i);
      return why ? [`${i.from} → ${i.to}: ${why}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('fails on a feature reaching into another feature, and on a front door opening the database', () => {
    // The rules themselves, on imports nobody wrote: this test would pass vacuously if they never fired.
    expect(violation({ from: 'booking/acceptance.ts', to: 'catalogue/store.ts' })).toMatch(/insides/);
    expect(violation({ from: 'slack/app.ts', to: 'platform/db/index.ts' })).toMatch(/database/);
    expect(violation({ from: 'platform/config.ts', to: 'booking/index.ts' })).toMatch(/platform/);
    expect(violation({ from: 'booking/acceptance.ts', to: 'catalogue/index.ts' })).toBeNull();
    expect(circles([...imports, { from: 'catalogue/store.ts', to: 'booking/index.ts' }])).not.toEqual([]);
  });

  it('has no two top-level rooms importing each other, round any circle', () => {
    expect(circles(imports)).toEqual([]);
  });

  it('has only the rooms docs/architecture.md names', () => {
    const named = [PLATFORM, CONTRACT, 'client', ...FEATURES, ...FRONT_DOORS, ...ROOT_FILES];
    const rooms = [...new Set(all.map((f) => roomOf(inSrc(f))))];
    expect(rooms.filter((r) => !named.includes(r))).toEqual([]);
  });

  it('keeps a feature in one place: few file names repeat across folders', () => {
    const common = new Set(['index.ts', 'types.ts', 'schema.ts', 'routes.ts', 'store.ts', 'errors.ts']);
    const byName = new Map<string, string[]>();
    for (const f of all) byName.set(basename(f), [...(byName.get(basename(f)) ?? []), inSrc(f)]);
    const repeated = [...byName].filter(([name, paths]) => !common.has(name) && paths.length > 1);
    expect(repeated.length, JSON.stringify(repeated)).toBeLessThanOrEqual(6);
  });

  it('has no function longer than 120 lines (data tables aside)', () => {
    const long = functionLengths().filter((f) => f.lines > 120);
    expect(long.map((f) => `${f.where} (${f.lines} lines)`)).toEqual([]);
  });

  it('has h3-js imported only by platform/geo.ts', () => {
    const importers = all.filter((f) => /from 'h3-js'/.test(readFileSync(f, 'utf8'))).map(inSrc);
    expect(importers).toEqual(['platform/geo.ts']);
  });

  it('has process.env read only by platform/config.ts', () => {
    const readers = all.filter((f) => /process\.env\b/.test(readFileSync(f, 'utf8'))).map(inSrc);
    expect(readers).toEqual(['platform/config.ts']);
  });

  it('calls out over HTTP only through the one guarded client in platform/http', () => {
    const callers = all
      .filter((f) => /from 'undici'|\bfetch\(/.test(readFileSync(f, 'utf8')))
      .map(inSrc)
      .filter((f) => !f.startsWith('platform/http/'));
    expect(callers).toEqual([]);
  });

  it('reaches the database one way: Kysely from platform/db; drivers only where a module owns its own handle', () => {
    const drivers = all
      .filter((f) => /from '(better-sqlite3|pg)'/.test(readFileSync(f, 'utf8')))
      .map(inSrc)
      .sort();
    // copy: reads a foreign SQLite file; fts-index: each instance's own FTS5 index file;
    // limits/shared: rate-limiter-flexible's own pool.
    expect(drivers).toEqual([
      'access/limits/shared.ts',
      'discovery/snapshot/fts-index.ts',
      'platform/db/copy.ts',
      'platform/db/index.ts',
    ]);
  });

  it('opens transactions one way: store.transaction in platform/db, joined through withTransaction', () => {
    const openers = all
      .filter((f) => /\bsqlite\s*\.\s*transaction\b|\bBEGIN\b/.test(readFileSync(f, 'utf8')))
      .map(inSrc)
      .sort();
    // fts-index: a replacement staged in steps on the instance's own FTS5 file (not the store).
    expect(openers).toEqual(['discovery/snapshot/fts-index.ts', 'platform/db/index.ts']);
  });
});
