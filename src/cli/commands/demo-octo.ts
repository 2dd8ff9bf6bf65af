/**
 * `demo-octo [--sim-port 4020] [--days 14]`: starts the service with the OCTO simulator connected as
 * supplier 'octo-demo' and synced (development only; loopback outbound allowed for this run).
 */
import { parseArgs } from 'node:util';
import type { CredentialsService } from '../../access/index.js';
import { loadConfig, loadDotEnv } from '../../platform/config.js';
import type { SuppliersService } from '../../suppliers/index.js';
import { loadOctoSimulator } from '../../suppliers/index.js';
import { type Command, positiveInt, UsageError } from '../args.js';

const DEMO_SUPPLIER = 'octo-demo';
const DEMO_SUPPLIER_KEY = 'octo-demo-key';

/** (Re)connects the simulator as the demo supplier (its URL may have changed) and syncs it. */
const connectDemoSupplier = async (suppliers: SuppliersService, url: string, days: number) => {
  const known = (await suppliers.list()).find((s) => s.name === DEMO_SUPPLIER);
  if (known && known.octoUrl !== url) await suppliers.remove(DEMO_SUPPLIER);
  if (!known || known.octoUrl !== url)
    await suppliers.add({ name: DEMO_SUPPLIER, octoUrl: url, apiKey: DEMO_SUPPLIER_KEY });
  return suppliers.sync(DEMO_SUPPLIER, { days });
};

/**
 * A fresh negotiated key of this (development) server that may charge: acceptance lets it buy only
 * from suppliers on this machine, the simulator. Printed once, as `keys create` prints a key.
 */
export const demoBuyerKey = async (credentials: Pick<CredentialsService, 'create'>): Promise<string> =>
  (
    await credentials.create({
      kind: 'negotiated',
      name: 'demo-octo buyer',
      environment: 'staging',
      canChargeStoredCard: true,
    })
  ).key;

export const demoOcto: Command = async (args) => {
  const { values } = parseArgs({
    args,
    options: { 'sim-port': { type: 'string' }, days: { type: 'string' } },
  });
  const simPort = values['sim-port'] === undefined ? 4020 : Number(values['sim-port']);
  if (!Number.isInteger(simPort) || simPort < 0 || simPort > 65_535)
    throw new UsageError('--sim-port must be a port number (0: any free port)');
  const days = positiveInt(values.days, '--days', 14);
  loadDotEnv();
  if (loadConfig().JAUNT_ENV === 'production')
    throw new UsageError('demo-octo is for trying Jaunt out: it refuses JAUNT_ENV=production');
  // The simulator is on this machine: outbound calls to loopback are allowed for this run.
  const loopback = { JAUNT_ALLOW_LOOPBACK_OUTBOUND: '1', JAUNT_ALLOW_LOOPBACK_WEBHOOKS: undefined };
  const { runMain } = await import('../../main.js');
  const { startOctoSim } = await loadOctoSimulator();
  await runMain(async (running) => {
    const sim = await startOctoSim({ port: simPort, host: '127.0.0.1', apiKey: DEMO_SUPPLIER_KEY });
    try {
      const summary = await connectDemoSupplier(running.services.suppliers, sim.url, days);
      const key = await demoBuyerKey(running.services.credentials);
      const base = running.config.JAUNT_PUBLIC_URL;
      return {
        lines: [
          `OCTO supplier simulator at ${sim.url}, connected as supplier '${DEMO_SUPPLIER}':`,
          `  ${summary.records} activities synced (${summary.sessions} sessions over ${days} days), refs octo:${DEMO_SUPPLIER}:…`,
          `  a key that may buy live from the simulator (development only, nowhere else): ${key}`,
          `  search them: curl -H "Authorization: Bearer ${key}" '${base}/partner/v1/search?prompt=kayak'`,
          `  buy one: POST ${base}/partner/v1/users {"external_user_id":"me"}, read the activity's sessions and ticket types, then`,
          `    POST ${base}/partner/v1/bookings with "payment_mode":"live_purchase" (an http webhook_url is fine here);`,
          `    GET ${base}/partner/v1/bookings/<booking_id> shows the simulator's confirmation and the PDF tickets`,
        ],
        close: () => sim.close(),
      };
    } catch (e) {
      await sim.close();
      throw e;
    }
  }, loopback);
  return -1; // keep running
};
