/** `demo [--size N] [--out FILE]`: writes the deterministic demo catalogue as NDJSON. */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { demoNdjson } from '../../catalogue/index.js';
import { loadConfig } from '../../platform/config.js';
import { type Command, err, positiveInt } from '../args.js';

export const demo: Command = async (args) => {
  const { values } = parseArgs({
    args,
    options: { size: { type: 'string' }, out: { type: 'string' } },
  });
  const size = positiveInt(values.size, '--size', 3000);
  const target = values.out ? createWriteStream(values.out) : process.stdout;
  // Pictures point at where this Jaunt will serve them (JAUNT_PUBLIC_URL).
  await pipeline(demoNdjson(size, new Date(), loadConfig().JAUNT_PUBLIC_URL), target);
  if (values.out) err(`wrote ${size} demo activities to ${values.out}`);
  return 0;
};
