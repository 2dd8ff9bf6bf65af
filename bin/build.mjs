/**
 * `npm run build [-- --outdir=DIR]`: src/ → dist/ with esbuild, one output file per source file (so
 * every path a module computes from its own `import.meta.url`, workers and data files included, is
 * what it is in src/), except for a few dependencies that are slow to load as published: each is
 * bundled once into dist/vendor/NAME.js and our modules import it from there. Node 20 spends most of
 * a CLI command's start-up loading modules: chrono-node (266 ESM files), kysely (262) and jose (46)
 * are resolved and read file by file, h3-js's CommonJS build is one 600 kB file whose exports Node
 * finds by scanning it at every start (its ES build is bundled instead); bundled, each loads several times faster
 * (docs/benchmarks/2026-11-28-cli-dist.md).
 *
 * Only packages that no other runtime dependency imports are vendored (`npm ls NAME`), so there is
 * one copy of each at run time: not zod (the MCP SDK imports it and receives our schemas), undici
 * (Slack's socket mode), nodemailer, htmlparser2 or domutils (imported by each other or by mail
 * libraries).
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'src');
/** `--outdir=DIR` (tests build a stand-in checkout), else dist/. */
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const out = resolve(values.outdir ?? join(root, 'dist'));
const VENDORED = ['chrono-node', 'kysely', 'jose', 'h3-js', 'structured-headers'];

const common = { platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning', absWorkingDir: root };

/** Each vendored package as one file: `export * from 'NAME'` bundled with what it imports. */
const vendor = () =>
  build({
    ...common,
    bundle: true,
    // Their ES module builds (h3-js's `module` field; the others' export maps), whose names esbuild sees.
    mainFields: ['module', 'main'],
    // A CommonJS module inside a bundle may still require() Node's own modules.
    banner: { js: "import { createRequire as jauntRequire } from 'node:module';\nconst require = jauntRequire(import.meta.url);" },
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

/** An import of a vendored package, by its exact name (a subpath such as `pkg/x` is left alone). */
const vendoredImport = new RegExp(`^(${VENDORED.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

/**
 * Our modules, each on its own: bundling is on only so that a vendored package's import can be
 * pointed at dist/vendor/; every other import stays as written (`external: ['*']`).
 */
const modules = () =>
  build({
    ...common,
    bundle: true,
    external: ['*'],
    entryPoints: sources(src),
    outbase: src,
    outdir: out,
    plugins: [
      {
        name: 'vendored-imports',
        setup(b) {
          b.onResolve({ filter: vendoredImport }, (a) => {
            const path = relative(dirname(a.importer), join(src, 'vendor', `${a.path}.js`)).replaceAll('\\', '/');
            return { path: path.startsWith('.') ? path : `./${path}`, external: true };
          });
        },
      },
    ],
  });

const mtime = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;
/** The vendored files are rebuilt only when the installed packages or this script changed since. */
const vendorFresh = () => {
  const since = Math.max(mtime(join(root, 'package-lock.json')), mtime(fileURLToPath(import.meta.url)));
  return VENDORED.every((name) => mtime(join(out, 'vendor', `${name}.js`)) > since);
};

if (vendorFresh()) await modules();
else {
  rmSync(join(out, 'vendor'), { recursive: true, force: true });
  await Promise.all([vendor(), modules()]);
}
