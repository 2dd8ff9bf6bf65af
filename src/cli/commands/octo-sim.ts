/** `octo-sim [--port N] [--host H] [--products N] [--fail-first N] [--api-key KEY]`: the OCTO simulator alone. */
import { parseArgs } from 'node:util';
import { loadOctoSimulator } from '../../suppliers/index.js';
import { type Command, out, positiveInt } from '../args.js';

export const octoSim: Command = async (args) => {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      products: { type: 'string' },
      'fail-first': { type: 'string' },
      'api-key': { type: 'string' },
    },
  });
  const { startOctoSim } = await loadOctoSimulator();
  const sim = await startOctoSim({
    port: values.port === undefined ? 4020 : positiveInt(values.port, '--port', 4020),
    host: values.host ?? '127.0.0.1',
    products: values.products === undefined ? 0 : positiveInt(values.products, '--products', 1),
    failFirst: values['fail-first'] === undefined ? 0 : positiveInt(values['fail-first'], '--fail-first', 1),
    apiKey: values['api-key'],
  });
  out(`OCTO supplier simulator at ${sim.url}`);
  out(
    `  connect it: JAUNT_ALLOW_LOOPBACK_OUTBOUND=1 npm run jaunt -- suppliers add sim --octo-url ${sim.url} --api-key ${values['api-key'] ?? 'any-key'}`,
  );
  out(`  make it fail: curl -X POST ${sim.origin}/_sim/fail -d '{"count":3}'`);
  return -1; // keep running
};
