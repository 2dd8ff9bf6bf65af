/**
 * Every TypeScript and curl example in README.md and docs/*.md, run as written against a started
 * service with the demo catalogue `npm start` loads. A fenced block's info string says what it is:
 * ```ts run / ```sh run are executed (TypeScript typechecked by tsc, then run through tsx; shell
 * through bash -e; the one substitution is the service's address for http://localhost:8080, and
 * JAUNT_KEY is a fresh key); ```ts no-run marks a fragment that cannot run alone. An unmarked
 * TypeScript or curl block fails.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoNdjson } from '../../src/catalogue/index.js';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../helpers/app.js';
import { childDatabaseEnv } from '../helpers/test-db.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'jaunt-examples-'));
let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp();
  // What `npm start` loads into an empty database (JAUNT_DEMO_SIZE's default).
  await app.services.catalogue.importStream(demoNdjson(app.config.JAUNT_DEMO_SIZE, app.now.value), {
    replace: false,
  });
  key = (await app.createKey('negotiated', { name: 'examples' })).key;
}, 120_000);
afterAll(async () => {
  await app?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Block {
  file: string;
  line: number;
  lang: string;
  marks: string[];
  code: string;
}

const FILES = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

const blocksOf = (file: string): Block[] => {
  const out: Block[] = [];
  const lines = readFileSync(file, 'utf8').split('\n');
  let open: { line: number; info: string; body: string[] } | null = null;
  lines.forEach((text, i) => {
    if (!text.startsWith('```')) {
      open?.body.push(text);
      return;
    }
    if (open) {
      const [lang = '', ...marks] = open.info.split(/\s+/).filter(Boolean);
      out.push({ file, line: open.line, lang, marks, code: open.body.join('\n') });
      open = null;
    } else open = { line: i + 1, info: text.slice(3).trim(), body: [] };
  });
  return out;
};

const isExample = (b: Block) => ['ts', 'typescript'].includes(b.lang) || /\bcurl\b/.test(b.code);
const EXAMPLES = FILES.flatMap(blocksOf).filter(isExample);
const RUNNABLE = EXAMPLES.filter((b) => b.marks.includes('run'));

const env = () => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? dir,
  ...childDatabaseEnv(app.config),
  JAUNT_ENV: 'production',
  JAUNT_SECRET_KEY: TEST_SECRET_KEY,
  JAUNT_LOG_LEVEL: 'silent',
  JAUNT_KEY: key,
});
const here = (code: string) => code.replaceAll('http://localhost:8080', app.url);

const runBlock = async (b: Block): Promise<string> => {
  if (b.lang === 'ts' || b.lang === 'typescript') {
    // An ES module (top-level await) beside nothing: imports of ./src/ are the repository's.
    const file = join(dir, `example-${b.line}.mts`);
    writeFileSync(file, here(b.code).replaceAll("'./src/", `'${resolve('src')}/`));
    // A typed example must typecheck as well as run (strict, as the repository is).
    await run(
      resolve('node_modules/.bin/tsc'),
      [
        '--noEmit',
        '--strict',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        '--skipLibCheck',
        '--types',
        'node',
        file,
      ],
      { cwd: process.cwd() },
    );
    return (await run(process.execPath, ['--import', 'tsx', file], { env: env(), cwd: process.cwd() }))
      .stdout;
  }
  return (await run('bash', ['-euo', 'pipefail', '-c', here(b.code)], { env: env(), cwd: process.cwd() }))
    .stdout;
};

describe('the examples in README.md and docs/', () => {
  it('are each marked run or no-run', () => {
    expect(EXAMPLES.length).toBeGreaterThan(0);
    const unmarked = EXAMPLES.filter((b) => !b.marks.includes('run') && !b.marks.includes('no-run'));
    expect(unmarked.map((b) => `${b.file}:${b.line}`)).toEqual([]);
    expect(RUNNABLE.length).toBeGreaterThanOrEqual(2);
  });

  it.each(RUNNABLE.map((b) => [`${b.file}:${b.line} (${b.lang})`, b] as const))(
    'runs %s as written',
    async (_name, b) => {
      const out = await runBlock(b).catch((e: Error & { stderr?: string; stdout?: string }) => {
        throw new Error(`${b.file}:${b.line} failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
      });
      if (/\bcurl\b/.test(b.code)) expect(out).toMatch(/"ok":\s*true/);
      if (b.code.includes("'/partner/v1/bookings'")) expect(out).toMatch(/bk_\S+ accepted/);
    },
    60_000,
  );
});
