/**
 * `keys create|limits|list|disable`: API keys of this server's JAUNT_ENV (staging and development
 * issue staging keys, which never charge the card) and their request windows and daily quota.
 */
import { parseArgs } from 'node:util';
import { keyEnvironmentOf } from '../../access/index.js';
import type { AccessCore } from '../../main.js';
import { AppError } from '../../platform/errors.js';
import { formatWindowLimits } from '../../platform/window-limits.js';
import { type AccessCommand, databaseOf, out, positiveInt, UsageError } from '../args.js';

interface KeysArgs {
  values: {
    kind?: string;
    name?: string;
    email?: string;
    staging: boolean;
    'live-purchase': boolean;
    json: boolean;
  };
  positionals: string[];
  /** --rate and --daily-quota, checked. */
  limits: { rate: string | undefined; dailyQuota: number | undefined };
}

const parseKeysArgs = (args: string[]): KeysArgs => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      kind: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      staging: { type: 'boolean', default: false },
      'live-purchase': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      rate: { type: 'string' },
      'daily-quota': { type: 'string' },
    },
  });
  const limits = {
    rate: values.rate,
    dailyQuota:
      values['daily-quota'] === undefined
        ? undefined
        : positiveInt(values['daily-quota'], '--daily-quota', 1),
  };
  return { values, positionals, limits };
};

/** `keys limits ID [--rate …] [--daily-quota N] [--json]`: shows, or changes then shows, a key's limits. */
const limitsOf = async (core: AccessCore, { values, positionals, limits }: KeysArgs): Promise<number> => {
  const id = positionals[0];
  if (!id) throw new UsageError('keys limits needs the key ID (see keys list)');
  if (!(await core.services.credentials.list()).some((k) => k.id === id))
    throw new AppError('not_found', `key ${id} not found`);
  if (limits.rate !== undefined || limits.dailyQuota !== undefined)
    await core.services.limits.setKeyLimits(id, limits);
  const now = await core.services.limits.describeKey(id);
  if (values.json) out(JSON.stringify({ id, ...now }));
  else
    out(
      `${id}  rate ${formatWindowLimits(now.rate)}${now.overridden.rate ? '' : ' (default)'}  daily quota ${now.daily_quota}${now.overridden.daily_quota ? '' : ' (default)'}`,
    );
  if (!values.json && (limits.rate !== undefined || limits.dailyQuota !== undefined))
    out(`changed in ${databaseOf(core)}`);
  return 0;
};

/** `keys create --kind … --name …`: the key and its webhook secret, shown only this once. */
const create = async (core: AccessCore, { values, limits }: KeysArgs): Promise<number> => {
  // Refuse a bad --rate before a key exists.
  if (limits.rate !== undefined) core.services.limits.parseRate(limits.rate);
  if (values.kind !== 'negotiated' && values.kind !== 'self-serve')
    throw new UsageError('--kind must be negotiated or self-serve');
  if (!values.name) throw new UsageError('--name is required');
  // Keys are for the server this database belongs to: its JAUNT_ENV decides their kind.
  const environment = keyEnvironmentOf(core.config.JAUNT_ENV);
  if (values.staging && environment !== 'staging')
    throw new UsageError(
      `--staging: this is a ${core.config.JAUNT_ENV} server's database, which accepts only ${environment} keys; issue staging keys with JAUNT_ENV=staging against the staging database`,
    );
  const created = await core.services.credentials.create({
    kind: values.kind,
    name: values.name,
    email: values.email,
    environment,
    canChargeStoredCard: values['live-purchase'],
  });
  if (limits.rate !== undefined || limits.dailyQuota !== undefined)
    await core.services.limits.setKeyLimits(created.id, limits);
  if (values.json) out(JSON.stringify(created));
  else
    out(
      [
        `Created ${created.kind} key ${created.id} (${created.name}, ${created.environment}) in ${databaseOf(core)}.`,
        '',
        `  API key:        ${created.key}`,
        `  Webhook secret: ${created.webhook_secret}`,
        '',
        'Both are shown only this once: store them now. Only a hash of the key is kept.',
      ].join('\n'),
    );
  return 0;
};

const list = async (core: AccessCore, { values }: KeysArgs): Promise<number> => {
  const keys = await core.services.credentials.list();
  if (values.json) out(JSON.stringify(keys));
  else
    for (const k of keys)
      out(
        `${k.id}  ${k.kind.padEnd(10)}  ${k.environment.padEnd(10)}  ${k.enabled ? 'enabled ' : 'disabled'}  ` +
          `${k.can_charge_stored_card ? 'live-purchase' : 'dry-run-only '}  ${k.prefix}  ${k.name}`,
      );
  return 0;
};

const disable = async (core: AccessCore, { positionals }: KeysArgs): Promise<number> => {
  const id = positionals[0];
  if (!id) throw new UsageError('keys disable needs the key ID (see keys list)');
  await core.services.credentials.disable(id);
  out(`disabled ${id} in ${databaseOf(core)}`);
  return 0;
};

const SUBCOMMANDS = new Map([
  ['limits', limitsOf],
  ['create', create],
  ['list', list],
  ['disable', disable],
]);

export const keys: AccessCommand = async (core, argv) => {
  const [sub, ...args] = argv;
  const parsed = parseKeysArgs(args);
  const run = sub === undefined ? undefined : SUBCOMMANDS.get(sub);
  if (!run) throw new UsageError(`unknown keys command '${sub ?? ''}'`);
  return run(core, parsed);
};
