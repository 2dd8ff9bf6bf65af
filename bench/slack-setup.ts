/**
 * What the Slack benches share: the built server as a child process in single-workspace mode on the
 * demo catalogue, against the local stand-in for Slack's Web API, connected the way an admin does
 * (Connect Jaunt with the API key) and a person located; torn down after the bench's run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  connectSubmission,
  type FakeSlack,
  postToSlackEvents,
  slashCommand,
  startFakeSlack,
} from '../test/helpers/fake-slack.js';
import { createBenchKey, type ServerProcess, startServer } from './lib.js';

const SECRET = 'bench-signing-secret';

/** The benches' person (U0BENCH), located where `place` says. */
const BENCH_USER = 'U0BENCH';

export interface SlackBench {
  server: ServerProcess;
  fake: FakeSlack;
  /** A signed request to the server's Slack endpoint, as Slack sends it. */
  post(
    payload: { form: Record<string, string> } | { json: unknown },
  ): Promise<{ status: number; text: string; json: unknown; ms: number }>;
}

export const withSlackBench = async <T>(
  opts: { name: string; size: number; place: string },
  run: (bench: SlackBench) => Promise<T>,
): Promise<T> => {
  const dir = mkdtempSync(join(tmpdir(), `jaunt-bench-${opts.name}-`));
  const dbPath = join(dir, 'bench.db');
  const fake = await startFakeSlack();
  fake.users.set('U0ADMIN', { id: 'U0ADMIN', is_admin: true });
  try {
    const key = createBenchKey(dbPath, `${opts.name}-bench`);
    const server = await startServer({
      JAUNT_DB: dbPath,
      JAUNT_DEMO_ON_EMPTY: '1',
      JAUNT_DEMO_SIZE: String(opts.size),
      SLACK_SIGNING_SECRET: SECRET,
      SLACK_BOT_TOKEN: 'xoxb-bench-token',
      SLACK_API_URL: fake.apiUrl,
    });
    try {
      const post: SlackBench['post'] = (payload) =>
        postToSlackEvents(server.url, payload, { secret: SECRET });
      const connected = await post(connectSubmission(fake, key));
      if (!connected.text.includes('Connected')) throw new Error(`connect failed: ${connected.text}`);
      await post(
        slashCommand(fake, { text: `location ${opts.place}`, userId: BENCH_USER, responseId: 'loc' }),
      );
      await fake.waitFor('respond:loc', () => true, 30_000);
      return await run({ server, fake, post });
    } finally {
      await server.stop();
    }
  } finally {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
