/** `mail list [--unmatched | --failed] [--limit N] [--json]`: received vendor mail, newest first. */
import { parseArgs } from 'node:util';
import { type CoreCommand, out, positiveInt, UsageError } from '../args.js';

export const mail: CoreCommand = async (core, argv) => {
  const [sub, ...args] = argv;
  if (sub !== 'list') throw new UsageError(`unknown mail command '${sub ?? ''}'`);
  const { values } = parseArgs({
    args,
    options: {
      unmatched: { type: 'boolean', default: false },
      failed: { type: 'boolean', default: false },
      limit: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const status = values.unmatched ? 'unmatched' : values.failed ? 'failed' : undefined;
  const list = await core.services.mail.list({
    limit: positiveInt(values.limit, '--limit', 50),
    ...(status ? { status } : {}),
  });
  if (values.json) out(JSON.stringify(list));
  else if (list.length === 0) out(status ? `no ${status} mail` : 'no mail');
  else
    for (const m of list)
      out(
        `${m.receivedAt}  ${m.id}  ${m.processingStatus.padEnd(9)}  ${(m.classification ?? '-').padEnd(18)}  ` +
          `to ${m.recipient}  from ${m.sender ?? '-'}  ${JSON.stringify(m.subject ?? '')}` +
          (m.error ? `  (${m.error})` : ''),
      );
  return 0;
};
