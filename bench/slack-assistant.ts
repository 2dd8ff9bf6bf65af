/**
 * The assistant panel's figure: how fast a turn (a person's message in a panel thread) is acked, and
 * how long until its answer (at most five cards and the summary line) is posted in the thread,
 * measured from the event's arrival, Slack's own latency excluded (goal ≤ 300 ms). The real server
 * as a child process in single-workspace mode against the local stand-in for Slack's Web API, on the
 * demo catalogue; threads of five refining turns, one message at a time.
 * Runnable alone: `tsx bench/slack-assistant.ts [--size 100000] [--turns 100]`.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { latencyRow, printTable, type Row, rssMb } from './lib.js';
import { withSlackBench } from './slack-setup.js';

/** A thread's five turns: a request, then refinements of it. */
const TURNS = [
  'team drinks Friday evening under $40',
  'somewhere quieter',
  'closer to Union Square',
  'cheaper',
  'tomorrow instead',
];

const eventBody = (teamId: string, event: Record<string, unknown>, n: number) => ({
  token: 't',
  team_id: teamId,
  api_app_id: 'A0JAUNT',
  type: 'event_callback',
  event_id: `Ev0BENCH${n}`,
  event_time: Math.floor(Date.now() / 1000),
  event,
  authorizations: [{ team_id: teamId, user_id: 'U0BOT', is_bot: true, is_enterprise_install: false }],
});

export const benchSlackAssistant = async (opts: { size?: number; turns?: number } = {}): Promise<Row[]> => {
  const size = opts.size ?? 100_000;
  const turns = opts.turns ?? 100;
  return withSlackBench({ name: 'assistant', size, place: 'Manhattan' }, async ({ server, fake, post }) => {
    let n = 0;
    const acks: number[] = [];
    const answers: number[] = [];
    const threads = Math.ceil((turns + 10) / TURNS.length);
    for (let t = 0; t < threads; t++) {
      const thread = { channel: 'DU0BENCH', ts: `1800000000.${String(t).padStart(6, '0')}` };
      let mark = fake.calls.length;
      await post({
        json: eventBody(
          fake.team.id,
          {
            type: 'assistant_thread_started',
            assistant_thread: {
              user_id: 'U0BENCH',
              channel_id: thread.channel,
              thread_ts: thread.ts,
              context: {},
            },
            event_ts: thread.ts,
          },
          ++n,
        ),
      });
      await fake.waitFor('assistant.threads.setSuggestedPrompts', () => true, 30_000, mark);
      for (const text of TURNS) {
        mark = fake.calls.length;
        const sent = Date.now();
        const r = await post({
          json: eventBody(
            fake.team.id,
            {
              type: 'message',
              channel: thread.channel,
              channel_type: 'im',
              user: 'U0BENCH',
              text,
              ts: `1800000100.${String(++n).padStart(6, '0')}`,
              thread_ts: thread.ts,
            },
            n,
          ),
        });
        if (r.status !== 200) throw new Error(`ack ${r.status}`);
        const reply = await fake.waitFor(
          'chat.postMessage',
          (c) => c.params.thread_ts === thread.ts && Array.isArray(c.params.blocks),
          30_000,
          mark,
        );
        // The first ten turns warm the server up; the rest are measured.
        if (n > 12) {
          acks.push(r.ms);
          answers.push(reply.at - sent);
        }
        if (acks.length >= turns) break;
      }
      if (acks.length >= turns) break;
    }
    const rss = `${rssMb(server.pid).toFixed(0)} MB`;
    return [
      latencyRow({
        operation: 'slack assistant turn: ack (c=1)',
        size,
        latencies: acks,
        rss,
        note: 'events are acked first',
      }),
      latencyRow({
        operation: 'slack assistant turn → answer in thread',
        size,
        latencies: answers,
        rss,
        note: 'event sent → cards posted; goal p95 ≤ 300 ms',
      }),
    ];
  });
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { size: { type: 'string', default: '100000' }, turns: { type: 'string', default: '100' } },
  });
  printTable(await benchSlackAssistant({ size: Number(values.size), turns: Number(values.turns) }));
}
