/**
 * `npm run jaunt -- …`: runs the CLI from the built dist/ (plain Node, no TypeScript compiler at run
 * time), building it first when dist/ is missing or older than anything under src/, package.json or
 * the build script (the same `npm run build` as `npm start`'s; dist/.jaunt-built marks when). Everything after the script name is the CLI's.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = join(root, 'dist', 'cli', 'index.js');
/** Written after each build this script runs: esbuild leaves an unchanged output file's time alone. */
const stamp = join(root, 'dist', '.jaunt-built');

const mtime = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
};

/** The newest modification time of the files under a directory. */
const newest = (dir) => {
  let latest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    latest = Math.max(latest, e.isDirectory() ? newest(path) : mtime(path));
  }
  return latest;
};

const built = mtime(entry) === 0 ? 0 : mtime(stamp);
const inputs = [newest(join(root, 'src')), mtime(join(root, 'package.json')), mtime(join(root, 'bin', 'build.mjs'))];
if (built === 0 || built < Math.max(...inputs)) {
  process.stderr.write('jaunt: building dist/ (src/ changed since the last build)…\n');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    process.stderr.write('jaunt: the build failed; fix the errors above and run the command again.\n');
    process.exit(r.status ?? 1);
  }
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}
await import(pathToFileURL(entry).href);
