/** The error table in src/platform/errors.ts is closed: every code thrown is in it, every code in it is thrown. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CODES, ERRORS } from '../../src/platform/errors.js';

const SRC = resolve('src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

/**
 * Where a code can come from: `new AppError('x', …)` anywhere; the renderer's own `code: 'x'` bodies
 * and `: ErrorCode = …` choices; the domain's quote refusals, rethrown as `new AppError(q.code, …)`.
 */
const RENDERER = 'api/errors.ts';
const QUOTE_REFUSALS = 'booking/booking-pricing.ts';

const codesIn = (file: string): { code: string; where: string }[] => {
  const text = readFileSync(file, 'utf8');
  const rel = relative(SRC, file);
  // A SignatureProblem is rethrown as an AppError of the same code by the agent gate (api/gate.ts).
  const found = [...text.matchAll(/new (?:AppError|SignatureProblem)\(\s*'([A-Za-z0-9_.-]+)'/g)].map(
    (m) => m[1] ?? '',
  );
  if (rel === RENDERER || rel === QUOTE_REFUSALS)
    found.push(...[...text.matchAll(/\bcode: '([A-Za-z0-9_.-]+)'/g)].map((m) => m[1] ?? ''));
  for (const line of text.split('\n').filter((l) => /: ErrorCode =/.test(l)))
    found.push(...[...line.matchAll(/'([A-Za-z0-9_.-]+)'/g)].map((m) => m[1] ?? ''));
  return found.map((code) => ({ code, where: rel }));
};

describe('the closed error table', () => {
  const thrown = files(SRC)
    .filter((f) => relative(SRC, f) !== 'platform/errors.ts')
    .flatMap(codesIn);

  it('finds the codes the service throws', () => {
    // Guards the scanner itself: a regex that matched nothing would make both checks vacuous.
    expect(thrown.map((t) => t.code)).toEqual(
      expect.arrayContaining(['key_malformed', 'bind_token_used', 'session_mismatch', 'internal']),
    );
  });

  it('holds every code that is thrown', () => {
    const missing = thrown.filter((t) => !(t.code in ERRORS)).map((t) => `${t.code} (${t.where})`);
    expect(missing).toEqual([]);
  });

  it('holds no code that is never thrown', () => {
    const used = new Set(thrown.map((t) => t.code));
    expect(ERROR_CODES.filter((c) => !used.has(c))).toEqual([]);
  });

  it('gives every code a status and a one-line meaning, and AppError takes the status from it', () => {
    for (const code of ERROR_CODES) {
      const { status, meaning } = ERRORS[code];
      // The agent interaction requirement (spec 3.2) is a 202 answered in the error shape.
      expect(
        (status >= 400 && status <= 599) || (code === 'interaction_required' && status === 202),
        code,
      ).toBe(true);
      expect(meaning.length > 10 && !meaning.includes('\n'), code).toBe(true);
      expect(new AppError(code, 'x').status).toBe(status);
    }
  });

  it('has no `extra.code` overrides left: the code thrown is the code rendered', () => {
    const overrides = files(SRC).filter((f) =>
      /new AppError\([^;]*\{\s*code:/s.test(readFileSync(f, 'utf8')),
    );
    expect(overrides.map((f) => relative(SRC, f))).toEqual([]);
  });
});
