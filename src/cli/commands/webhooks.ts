/**
 * `webhooks list [--failed] [--limit N] [--json]`: partners' callback deliveries, most recently
 * changed first (`--failed`: given up, or retrying after a failure); `webhooks redeliver ID…`: run the
 * deliveries with those webhook-ids again now, with the whole retry schedule.
 */
import { parseArgs } from 'node:util';
import { CommandFailed, type CoreCommand, out, positiveInt, UsageError } from '../args.js';

const list: CoreCommand = async (core, args) => {
  const { values } = parseArgs({
    args,
    options: {
      failed: { type: 'boolean', default: false },
      limit: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const deliveries = await core.services.bookings.webhookDeliveries({
    failed: values.failed,
    limit: positiveInt(values.limit, '--limit', 50),
  });
  if (values.json) out(JSON.stringify(deliveries));
  else if (deliveries.length === 0) out(values.failed ? 'no failed deliveries' : 'no deliveries');
  else
    for (const d of deliveries)
      out(
        `${d.webhookId}  ${d.state.padEnd(9)}  attempts ${d.attempts}  last ${d.lastStatus ?? '-'}` +
          `${d.lastAttemptAt ? ` at ${d.lastAttemptAt}` : ''}  next ${d.nextAttemptAt ?? '-'}  ` +
          `to ${d.target}${d.lastError ? `  (${d.lastError})` : ''}`,
      );
  return 0;
};

const redeliver: CoreCommand = async (core, ids) => {
  if (ids.length === 0) throw new UsageError('webhooks redeliver takes webhook ids (msg_…)');
  for (const id of ids) {
    const r = await core.services.bookings.redeliverWebhook(id);
    if (r === 'running') throw new CommandFailed(`${id} is being delivered right now; try again in a moment`);
    out(`${id} queued for delivery now (a worker of the running service sends it)`);
  }
  return 0;
};

export const webhooks: CoreCommand = async (core, argv) => {
  const [sub, ...args] = argv;
  if (sub === 'list') return list(core, args);
  if (sub === 'redeliver') return redeliver(core, args);
  throw new UsageError(`unknown webhooks command '${sub ?? ''}'`);
};
