/**
 * `mail list [--unmatched | --failed | --needs-review] [--limit N] [--json]`: received vendor mail,
 * newest first; `mail purge`: deletes unmatched mail past JAUNT_INBOUND_UNMATCHED_DAYS now (the
 * server also does it as mail arrives, at most hourly).
 */
import { parseArgs } from 'node:util';
import { type CoreCommand, out, positiveInt, UsageError } from '../args.js';

export const mail: CoreCommand = async (core, argv) => {
  const [sub, ...args] = argv;
  if (sub === 'purge') {
    const r = await core.services.mail.purgeExpired();
    out(`deleted ${r.mails} expired mails and ${r.bodies} stored messages`);
    return 0;
  }
  if (sub !== 'list') throw new UsageError(`unknown mail command '${sub ?? ''}'`);
  const { values } = parseArgs({
    args,
    options: {
      unmatched: { type: 'boolean', default: false },
      failed: { type: 'boolean', default: false },
      'needs-review': { type: 'boolean', default: false },
      limit: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const status = values.unmatched ? 'unmatched' : values.failed ? 'failed' : undefined;
  const review = values['needs-review'];
  const list = await core.services.mail.list({
    limit: positiveInt(values.limit, '--limit', 50),
    ...(status ? { status } : {}),
    ...(review ? { needsReview: true } : {}),
  });
  if (values.json) out(JSON.stringify(list));
  else if (list.length === 0) out(review ? 'no mail needs review' : status ? `no ${status} mail` : 'no mail');
  else
    for (const m of list)
      out(
        `${m.receivedAt}  ${m.id}  ${m.processingStatus.padEnd(9)}  ${(m.classification ?? '-').padEnd(18)}  ` +
          `to ${m.recipient}  from ${m.sender ?? '-'}  ${JSON.stringify(m.subject ?? '')}` +
          (m.needsReview ? `  [review: spf ${m.spf ?? '-'}, dkim ${m.dkim ?? '-'}]` : '') +
          (m.error ? `  (${m.error})` : ''),
      );
  return 0;
};
