/**
 * `npm run jaunt -- …`: runs the CLI from the built dist/ (plain Node, no TypeScript compiler at run
 * time), building it first when dist/ is missing or older than anything under src/, package.json or
 * the build script (the same `npm run build` as `npm start`'s; dist/.jaunt-built marks when). Everything after the script name is the CLI's.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Run at every command, so kept cheap: one stat per source file, no exceptions, no module beyond
// node:fs until a build is needed (about 10 ms instead of 35 ms; docs/benchmarks/2026-11-28-cli-dist.md).
const root = fileURLToPath(new URL('..', import.meta.url));
const entry = `${root}dist/cli/index.js`;
/** Written after each build this script runs: esbuild leaves an unchanged output file's time alone. */
const stamp = `${root}dist/.jaunt-built`;

/** A file's modification time, 0 when it is missing. */
const mtime = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/** Whether a file under a directory was modified after `since` (stops at the first found). */
const changedSince = (dir, since) => {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory() ? changedSince(path, since) : mtime(path) > since) return true;
  }
  return false;
};

const built = mtime(entry) === 0 ? 0 : mtime(stamp);
const stale =
  built === 0 ||
  mtime(`${root}package.json`) > built ||
  mtime(`${root}bin/build.mjs`) > built ||
  changedSince(`${root}src`, built);
if (stale) {
  process.stderr.write('jaunt: building dist/ (src/ changed since the last build)…\n');
  const { spawnSync } = await import('node:child_process');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    process.stderr.write('jaunt: the build failed; fix the errors above and run the command again.\n');
    process.exit(r.status ?? 1);
  }
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}
await import(pathToFileURL(entry).href);
