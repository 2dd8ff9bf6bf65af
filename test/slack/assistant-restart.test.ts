/**
 * An assistant thread's state lives in the database: a restart between turns, and a turn handled by
 * a second instance on the same database (Postgres with JAUNT_TEST_DATABASE_URL; SQLite shares its
 * file too), continue the conversation where it was; uninstalling deletes the threads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { type FakeSlack, startFakeSlack } from '../helpers/fake-slack.js';
import { eventually } from '../helpers/wait.js';
import {
  connectWorkspace,
  sendEvent,
  startAssistantApp,
  summaryOf,
  type Thread,
  turn,
} from './assistant-events.js';

let fake: FakeSlack;
let app: TestApp;
const opened: TestApp[] = [];

const T: Thread = { userId: 'U0BOB', channelId: 'DU0BOB', threadTs: '1800000000.000300' };

beforeAll(async () => {
  fake = await startFakeSlack();
  app = await startAssistantApp(fake);
  await connectWorkspace(app, fake, [T.userId]);
}, 60_000);
afterAll(async () => {
  for (const a of opened) await a.stop().catch(() => undefined);
  await fake?.close();
});

describe('an assistant thread across restarts and instances', () => {
  it('continues after a restart between turns', async () => {
    const t1 = await turn(app, fake, T, 'team drinks Friday evening under $40');
    expect(t1.state.request.price?.maxMajor).toBe(40);
    // Stop without removing the database, then start again on it.
    await app.close();
    app = await startAssistantApp(fake, app);
    opened.push(app);
    const t2 = await turn(app, fake, T, 'cheaper');
    expect(t2.state.turns).toBe(2);
    expect(t2.state.request).toMatchObject({
      what: { concepts: ['category.bar'] },
      time: { words: 'friday evening' },
    });
    expect(t2.state.request.price?.maxMajor).toBe(30);
    expect(summaryOf(t2.reply)).toContain('Friday evening · under $30 each');
  });

  it('a second instance on the same database takes the next turn', async () => {
    const second = await startAssistantApp(fake, app);
    opened.push(second);
    const t3 = await turn(second, fake, T, 'tomorrow instead');
    expect(t3.state.turns).toBe(3);
    expect(t3.state.request).toMatchObject({ time: { words: 'tomorrow' }, price: { maxMajor: 30 } });
    // And the first instance sees what the second kept.
    const t4 = await turn(app, fake, T, 'for 6 of us');
    expect(t4.state.turns).toBe(4);
    expect(t4.state.request).toMatchObject({ time: { words: 'tomorrow' }, party: 6 });
  });

  it('uninstalling the app deletes the workspace’s threads', async () => {
    const key = { teamId: fake.team.id, channelId: T.channelId, threadTs: T.threadTs };
    expect(await app.services.conversations.thread(key)).not.toBeNull();
    await sendEvent(app, {
      token: 't',
      team_id: fake.team.id,
      api_app_id: 'A0JAUNT',
      type: 'event_callback',
      event_id: 'Ev0UNINSTALL',
      event_time: 1_800_000_900,
      event: { type: 'app_uninstalled' },
    });
    await eventually(
      'the thread to be forgotten',
      async () => (await app.services.conversations.thread(key)) === null,
    );
  });
});
