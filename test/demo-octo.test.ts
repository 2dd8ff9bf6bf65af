/**
 * `npm run jaunt -- demo-octo` as a newcomer runs it: one real process starts the OCTO simulator,
 * connects it as a supplier, syncs it and serves; search finds a supplier activity; SIGTERM stops
 * both cleanly.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseEnv } from './helpers/test-db.js';

const dir = mkdtempSync(join(tmpdir(), 'jaunt-demo-octo-'));
let child: ChildProcess | null = null;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe('npm run jaunt -- demo-octo', () => {
  it('serves with the simulator connected and synced; search finds its activities', {
    timeout: 180_000,
  }, async () => {
    const port = await freePort();
    const env = {
      ...process.env,
      ...(await databaseEnv(join(dir, 'demo.db'))),
      PORT: String(port),
      HOST: '127.0.0.1',
      JAUNT_ENV: 'development',
      JAUNT_SECRET_KEY: Buffer.alloc(32, 3).toString('base64'),
      JAUNT_LOG_LEVEL: 'silent',
      JAUNT_DEMO_SIZE: '100',
      JAUNT_ALLOW_LOOPBACK_OUTBOUND: '',
    };
    const proc = spawn(
      'node',
      ['--import', 'tsx', 'src/cli/index.ts', 'demo-octo', '--sim-port', '0', '--days', '7'],
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = proc;
    let stdout = '';
    let stderr = '';
    proc.stdout?.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    proc.stderr?.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    await expect
      .poll(() => (proc.exitCode === null ? stdout : `exited ${proc.exitCode}: ${stderr}`), {
        timeout: 150_000,
        interval: 200,
      })
      .toMatch(/(\d+) activities synced|exited/);
    expect(stdout).toMatch(/connected as supplier 'octo-demo'/);
    expect(stdout).toMatch(/5 activities synced/);
    // The service's own first lines are still there (README's first commands stay true).
    expect(stdout).toMatch(/Jaunt \(development\) is running at/);

    const created = await promisify(execFile)(
      'node',
      [
        '--import',
        'tsx',
        'src/cli/index.ts',
        'keys',
        'create',
        '--kind',
        'self-serve',
        '--name',
        'demo',
        '--email',
        'd@example.com',
        '--json',
      ],
      { env },
    );
    const key = (JSON.parse(created.stdout) as { key: string }).key;
    const res = await fetch(`http://127.0.0.1:${port}/partner/v1/search?prompt=kayak`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.status).toBe(200);
    const names = ((await res.json()) as { results: { name: string }[] }).results.map((r) => r.name);
    expect(names).toContain('Sunset Kayak on the Hudson');

    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
