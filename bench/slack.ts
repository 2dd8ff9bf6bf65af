/**
 * Slack figures: how fast `/activities` is acknowledged (Slack gives 3 s; our target is p95 ≤ 100 ms)
 * and how long until the shelves reach the response URL. Starts the real server as a child process
 * in single-workspace mode against a local stand-in for Slack's Web API, binds the workspace the
 * way an admin would (Connect Jaunt with the API key), then sends signed slash commands.
 * Runnable alone: `tsx bench/slack.ts [--size 3000] [--requests 300]`.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { slashCommand } from '../test/helpers/fake-slack.js';
import { latencyRow, load, printTable, type Row, rssMb } from './lib.js';
import { withSlackBench } from './slack-setup.js';

export const benchSlack = async (opts: { size?: number; requests?: number } = {}): Promise<Row[]> => {
  const size = opts.size ?? 3000;
  const requests = opts.requests ?? 300;
  return withSlackBench({ name: 'slack', size, place: 'New York' }, async ({ server, fake, post }) => {
    const send = (text: string, userId: string, responseId: string) =>
      post(slashCommand(fake, { text, userId, responseId }));

    for (let i = 0; i < 30; i++) await send('near me', 'U0BENCH', `warm-${i}`);
    await fake.waitFor('respond:warm-29', () => true, 30_000);

    const sentAt = new Map<string, number>();
    const serial = await load(requests, 1, async (i) => {
      const id = `near-${i}`;
      sentAt.set(id, Date.now());
      const r = await send('near me', 'U0BENCH', id);
      if (r.status !== 200) throw new Error(`ack ${r.status}`);
    });
    // End to end: command sent → shelves posted to the response URL.
    const delivered: number[] = [];
    for (const [id, at] of sentAt) {
      const posted = await fake.waitFor(`respond:${id}`, () => true, 60_000);
      delivered.push(posted.at - at);
    }
    const parallel = await load(requests, 8, async (i) => {
      const r = await send('near me', 'U0BENCH', `par-${i}`);
      if (r.status !== 200) throw new Error(`ack ${r.status}`);
    });
    const search = await load(Math.min(requests, 100), 1, async (i) => {
      const r = await send(
        `live music ${i % 5 === 0 ? 'tonight' : 'this weekend'}`,
        'U0BENCH',
        `search-${i}`,
      );
      if (r.status !== 200) throw new Error(`ack ${r.status}`);
    });
    const rss = `${rssMb(server.pid).toFixed(0)} MB`;
    const row = (operation: string, l: { latencies: number[]; perSecond?: number }, note: string): Row =>
      latencyRow({
        operation,
        size,
        latencies: l.latencies,
        throughput: l.perSecond ? `${l.perSecond.toFixed(0)}/s` : '',
        rss,
        note,
      });
    return [
      row('slack /activities near me: ack (c=1)', serial, 'target p95 ≤ 100 ms'),
      row('slack /activities near me: ack (c=8)', parallel, 'target p95 ≤ 100 ms'),
      row('slack /activities <prompt>: ack (c=1)', search, 'ack says "Looking for…"'),
      row('slack near me → shelves at response_url', { latencies: delivered }, 'end to end, c=1'),
    ];
  });
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { size: { type: 'string', default: '3000' }, requests: { type: 'string', default: '300' } },
  });
  printTable(await benchSlack({ size: Number(values.size), requests: Number(values.requests) }));
}
