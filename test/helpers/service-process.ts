/**
 * The service as its own process (`node --import tsx src/start.ts`: the sources of what `npm start`
 * builds and runs), for tests that kill it with SIGKILL or run several instances: resolves with its
 * URL once it listens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { pino } from 'pino';
import { type Core, openCore } from '../../src/main.js';
import { loadConfig } from '../../src/platform/config.js';
import { bookingNdjson } from '../fixtures/bookings.js';
import { value } from './db.js';

export type CreatedKey = Awaited<ReturnType<Core['services']['credentials']['create']>>;

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
}

export const startServiceProcess = (env: Record<string, string | undefined>): Promise<ServiceProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/start.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let errors = '';
    child.stderr?.on('data', (c: Buffer) => {
      errors += c.toString();
    });
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /"port":(\d+)/.exec(out);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`service exited early (${code}): ${errors}`)));
  });

/**
 * Seeds the database that service processes started with `env` will use, from this process: the
 * booking fixtures' catalogue and one negotiated production key per name. Returns the open core
 * (the caller closes its store), the created keys in the order of `keyNames`, and the jazz activity's
 * id.
 */
export const seedBookingService = async (
  env: Record<string, string | undefined>,
  keyNames: string[],
): Promise<{ core: Core; keys: CreatedKey[]; activityId: string }> => {
  const core = await openCore(loadConfig({ ...env, JAUNT_LOG_LEVEL: 'silent' }), {
    log: pino({ level: 'silent' }),
  });
  await core.services.catalogue.importStream(Readable.from([bookingNdjson]), { replace: false });
  const keys: CreatedKey[] = [];
  for (const name of keyNames)
    keys.push(
      await core.services.credentials.create({
        kind: 'negotiated',
        name,
        environment: 'production',
        canChargeStoredCard: false,
      }),
    );
  const activityId = String(
    await value(core.store, sql`SELECT activity_id FROM activity WHERE ref = 'bk-jazz'`),
  );
  return { core, keys, activityId };
};
