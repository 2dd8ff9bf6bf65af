/**
 * `npm run build [-- --outdir=DIR]`: src/ → dist/ with esbuild, one output file per source file (so every path a module
 * computes from its own `import.meta.url`, workers and data files included, is what it is in src/),
 * except for a few dependencies whose ESM builds are hundreds of small files: each is bundled once
 * into dist/vendor/NAME.js and our modules import it from there. Node 20 spends most of a CLI
 * command's start-up resolving and reading files; chrono-node (266 files) and kysely (262) took
 * about 0.3 s each to import, bundled 0.04 s (docs/benchmarks/2026-11-28-cli-dist.md).
 *
 * Only packages that no other runtime dependency imports are vendored, so there is one copy of each at run
 * time (`npm ls NAME`); zod is not (the MCP SDK imports it too and receives our schemas).
 */
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'src');
/** `--outdir=DIR` (tests build a stand-in checkout), else dist/. */
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const out = resolve(values.outdir ?? join(root, 'dist'));
const VENDORED = ['chrono-node', 'kysely', 'jose'];

const common = { platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning', absWorkingDir: root };

/** Each vendored package as one file: `export * from 'NAME'` bundled with what it imports. */
const vendor = () =>
  build({
    ...common,
    bundle: true,
    entryPoints: VENDORED.map((name) => ({ in: `vendor:${name}`, out: name })),
    outdir: join(out, 'vendor'),
    plugins: [
      {
        name: 'vendor-entries',
        setup(b) {
          b.onResolve({ filter: /^vendor:/ }, (a) => ({ path: a.path.slice('vendor:'.length), namespace: 'vendor' }));
          b.onLoad({ filter: /.*/, namespace: 'vendor' }, (a) => ({
            contents: `export * from '${a.path}';`,
            resolveDir: root,
          }));
        },
      },
    ],
  });

/** The TypeScript files under a directory. */
const sources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
  });

/**
 * Our modules, each on its own: bundling is on only so that imports go through the resolver below,
 * which leaves every import as written except a vendored package's, pointed at dist/vendor/.
 */
const modules = () =>
  build({
    ...common,
    bundle: true,
    entryPoints: sources(src),
    outbase: src,
    outdir: out,
    plugins: [
      {
        name: 'one-file-per-module',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (a) => {
            if (a.kind === 'entry-point') return undefined;
            if (!VENDORED.includes(a.path)) return { path: a.path, external: true };
            const path = relative(dirname(a.importer), join(src, 'vendor', `${a.path}.js`));
            return { path: path.startsWith('.') ? path : `./${path}`, external: true };
          });
        },
      },
    ],
  });

rmSync(join(out, 'vendor'), { recursive: true, force: true });
await Promise.all([vendor(), modules()]);
