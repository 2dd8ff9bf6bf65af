/**
 * Jaunt in Slack's assistant panel, over signed events against the recording stand-in for Slack's
 * Web API: a thread starts (greeting, suggested prompts from what is on near the person), then
 * five-turn conversations in English and in French, each turn checked for the structured request it
 * kept and the cards it answered; a contradicting refinement replaces the earlier constraint; status,
 * title and prompts go to the right Web API methods; "book the second one for 6" opens the Book form
 * only when the person presses its button; Share posts to the channel in context.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { exec, value } from '../helpers/db.js';
import { type FakeSlack, interaction, postToSlackEvents, startFakeSlack } from '../helpers/fake-slack.js';
import { eventually } from '../helpers/wait.js';
import {
  cardIds,
  connectWorkspace,
  contextChangedEvent,
  replyAfter,
  SECRET,
  sendEvent,
  startAssistantApp,
  summaryOf,
  type Thread,
  threadStartedEvent,
  turn,
} from './assistant-events.js';

let fake: FakeSlack;
let app: TestApp;

const EN: Thread = { userId: 'U0ALICE', channelId: 'DU0ALICE', threadTs: '1800000000.000100' };
const FR: Thread = { userId: 'U0CAMILLE', channelId: 'DU0CAMILLE', threadTs: '1800000000.000200' };

beforeAll(async () => {
  fake = await startFakeSlack();
  fake.users.set('U0CAMILLE', { id: 'U0CAMILLE', locale: 'fr-FR', tz: 'America/New_York' });
  app = await startAssistantApp(fake);
  await connectWorkspace(app, fake, [EN.userId, FR.userId]);
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

describe('assistant thread started', () => {
  it('greets in the person’s language and suggests prompts chosen from what is on near them', async () => {
    const mark = fake.calls.length;
    expect((await sendEvent(app, threadStartedEvent(fake, EN, 'C0GENERAL'))).status).toBe(200);
    const prompts = await fake.waitFor('assistant.threads.setSuggestedPrompts', () => true, 10_000, mark);
    expect(prompts.params).toMatchObject({
      channel_id: EN.channelId,
      thread_ts: EN.threadTs,
      title: 'Try one of these',
    });
    const list = prompts.params.prompts as { title: string; message: string }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(4);
    expect(list.at(-1)).toEqual({ title: 'Something for a team of 8', message: 'team outing for 8' });
    const hello = await replyAfter(fake, EN, mark);
    expect(String(hello.params.text)).toContain('Manhattan');
    const kept = await app.services.conversations.thread({ teamId: fake.team.id, ...EN });
    expect(kept?.contextChannelId).toBe('C0GENERAL');

    const fr = fake.calls.length;
    await sendEvent(app, threadStartedEvent(fake, FR, null));
    const frPrompts = await fake.waitFor(
      'assistant.threads.setSuggestedPrompts',
      (c) => c.params.channel_id === FR.channelId,
      10_000,
      fr,
    );
    expect(frPrompts.params.title).toBe('Essayez par exemple');
    expect((frPrompts.params.prompts as { title: string }[]).at(-1)?.title).toBe('Pour une équipe de 8');
  });
});

describe('a five-turn conversation in English', () => {
  it('sets the status at once and the title from the first turn', async () => {
    const mark = fake.calls.length;
    const t1 = await turn(app, fake, EN, 'team drinks Friday evening under $40');
    const status = fake.calls.slice(mark).find((c) => c.method === 'assistant.threads.setStatus');
    expect(status?.params).toEqual(
      expect.objectContaining({ channel_id: EN.channelId, thread_ts: EN.threadTs, status: 'Looking…' }),
    );
    const title = await fake.waitFor('assistant.threads.setTitle', () => true, 5000, mark);
    expect(title.params).toMatchObject({
      channel_id: EN.channelId,
      thread_ts: EN.threadTs,
      title: 'team drinks Friday evening under $40',
    });
    // Status first, then the answer.
    expect(fake.calls.indexOf(status as never)).toBeLessThan(fake.calls.indexOf(t1.reply));
    expect(t1.state.request).toMatchObject({
      what: { words: 'team drinks', concepts: ['category.bar'] },
      time: { words: 'friday evening' },
      price: { maxMajor: 40, symbol: '$', free: false },
      place: null,
      party: null,
    });
    expect(summaryOf(t1.reply)).toBe('drinks, team · Friday evening · under $40 each · in Manhattan');
    const ids = cardIds(t1.reply);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(5);
    expect(t1.state.shown.map((c) => c.activityId)).toEqual(ids);
  });

  it('refines instead of starting over: quieter, closer to Union Square, cheaper, tomorrow instead', async () => {
    const t2 = await turn(app, fake, EN, 'somewhere quieter');
    expect(t2.state.request.qualities).toEqual({ mood: { words: 'quieter', concepts: ['mood.quiet'] } });
    expect(t2.state.request.time).toEqual({ words: 'friday evening' });
    expect(summaryOf(t2.reply)).toBe(
      'drinks, quieter, team · Friday evening · under $40 each · in Manhattan',
    );

    const t3 = await turn(app, fake, EN, 'closer to Union Square');
    expect(t3.state.request.place).toEqual({ label: 'Union Square', near: true });
    expect(summaryOf(t3.reply)).toContain('near Union Square');
    expect(summaryOf(t3.reply)).not.toContain('Manhattan');

    const t4 = await turn(app, fake, EN, 'cheaper');
    expect(t4.state.request.price).toMatchObject({ maxMajor: 30, symbol: '$' });
    expect(summaryOf(t4.reply)).toContain('under $30 each');

    // A contradicting refinement replaces the earlier constraint of its kind.
    const t5 = await turn(app, fake, EN, 'tomorrow instead');
    expect(t5.state.request.time).toEqual({ words: 'tomorrow' });
    expect(summaryOf(t5.reply)).toBe('drinks, quieter, team · Tomorrow · under $30 each · near Union Square');
    expect(t5.state.turns).toBe(5);
    expect(cardIds(t5.reply).length).toBeLessThanOrEqual(5);
  });

  it('"not that one" never shows that card again; "for 6 of us" is kept; "start over" clears', async () => {
    const before = await app.services.conversations.thread({ teamId: fake.team.id, ...EN });
    const first = before?.shown[0];
    if (first) {
      const t = await turn(app, fake, EN, 'not that one');
      expect(t.state.skipped.map((c) => c.activityId)).toContain(first.activityId);
      expect(cardIds(t.reply)).not.toContain(first.activityId);
      expect(summaryOf(t.reply)).toContain(`not ${first.name}`);
    }
    const six = await turn(app, fake, EN, 'for 6 of us');
    expect(six.state.request.party).toBe(6);
    expect(summaryOf(six.reply)).toMatch(/ · for 6/);
    const over = await turn(app, fake, EN, 'start over');
    expect(over.state.request).toMatchObject({
      what: null,
      time: null,
      price: null,
      place: null,
      party: null,
      qualities: {},
    });
    expect(over.state.skipped).toEqual([]);
    expect(String(over.reply.params.text)).toMatch(/Starting over/);
  });

  it('"book the <n>th one for 6" answers with the Book form’s button; the form opens with 6 tickets on press', async () => {
    const t = await turn(app, fake, EN, 'live music this weekend');
    // The first card that shows Book (Book is offered only where it is true).
    const acts = (
      t.reply.params.blocks as { type: string; block_id?: string; elements?: { action_id: string }[] }[]
    ).filter((b) => b.type === 'actions' && /^r\d+:act$/.test(b.block_id ?? ''));
    const at = acts.findIndex((b) => b.elements?.[0]?.action_id === 'assistant_book');
    expect(at).toBeGreaterThanOrEqual(0);
    const second = t.state.shown[at];
    const ordinal = ['first', 'second', 'third', 'fourth', 'fifth'][at];
    const booked = await app.services.bookings.countByStatus();
    const ask = await turn(app, fake, EN, `book the ${ordinal} one for 6`);
    expect(ask.state.request.party).toBe(6);
    const button = (
      ask.reply.params.blocks as { type: string; elements?: { action_id: string; value: string }[] }[]
    ).find((b) => b.type === 'actions')?.elements?.[0];
    expect(button?.action_id).toBe('assistant_book');
    expect(button?.value.startsWith(`6#${second?.activityId}`)).toBe(true);
    // Nothing booked by the message itself.
    expect(await app.services.bookings.countByStatus()).toEqual(booked);

    const mark = fake.calls.length;
    await postToSlackEvents(
      app.url,
      interaction({
        type: 'block_actions',
        team: { id: fake.team.id, domain: 'acme' },
        user: { id: EN.userId, username: 'alice', name: 'alice', team_id: fake.team.id },
        api_app_id: 'A0JAUNT',
        token: 't',
        trigger_id: 'trig-assistant-book',
        container: {
          type: 'message',
          message_ts: String(ask.reply.answer && (ask.reply.answer as { ts?: string }).ts),
          channel_id: EN.channelId,
          is_ephemeral: false,
          thread_ts: EN.threadTs,
        },
        channel: { id: EN.channelId, name: 'directmessage' },
        message: { type: 'message', ts: '1800000200.000001', thread_ts: EN.threadTs, text: '' },
        actions: [
          {
            type: 'button',
            action_id: 'assistant_book',
            block_id: 'assistant:book',
            value: button?.value,
            action_ts: '1',
          },
        ],
      }),
      { secret: SECRET },
    );
    const form = await fake.waitFor('views.update', () => true, 10_000, mark);
    expect(JSON.stringify(form.params.view)).toContain('"initial_value":"6"');
    // The form's "Share" goes to the channel in context (private metadata carries it).
    expect(JSON.stringify(form.params.view)).toContain('C0GENERAL');
  });

  it('Share posts the card to the channel in context, which follows the person', async () => {
    await sendEvent(app, contextChangedEvent(fake, EN, 'C0PLANS'));
    // Events are acked before their listener runs.
    const kept = () => app.services.conversations.thread({ teamId: fake.team.id, ...EN });
    await eventually(
      'the new channel in context',
      async () => (await kept())?.contextChannelId === 'C0PLANS',
    );
    const state = await kept();
    const card = state?.shown[0];
    const mark = fake.calls.length;
    await postToSlackEvents(
      app.url,
      interaction({
        type: 'block_actions',
        team: { id: fake.team.id, domain: 'acme' },
        user: { id: EN.userId, username: 'alice', name: 'alice', team_id: fake.team.id },
        api_app_id: 'A0JAUNT',
        token: 't',
        trigger_id: 'trig-assistant-share',
        response_url: fake.responseUrl('assistant-share'),
        container: {
          type: 'message',
          message_ts: '1800000200.000002',
          channel_id: EN.channelId,
          is_ephemeral: false,
          thread_ts: EN.threadTs,
        },
        channel: { id: EN.channelId, name: 'directmessage' },
        message: { type: 'message', ts: '1800000200.000002', thread_ts: EN.threadTs, text: '' },
        actions: [
          {
            type: 'button',
            action_id: 'assistant_share',
            block_id: 'r0:act',
            value: card?.activityId,
            action_ts: '1',
          },
        ],
      }),
      { secret: SECRET },
    );
    const posted = await fake.waitFor(
      'chat.postMessage',
      (c) => c.params.channel === 'C0PLANS',
      10_000,
      mark,
    );
    expect(String(posted.params.text)).toContain(`<@${EN.userId}> shared`);
  });
});

describe('a group plan from the thread', () => {
  it('"let the team vote between the first three" polls the channel in context and reports the winner in the thread', async () => {
    const key = { teamId: fake.team.id, ...EN };
    await turn(app, fake, EN, 'start over');
    await turn(app, fake, EN, 'something this weekend');
    const before = await app.services.conversations.thread(key);
    expect(before?.contextChannelId).toBe('C0PLANS');
    const firstThree = (before?.shown ?? []).slice(0, 3).map((c) => c.activityId);
    expect(firstThree).toHaveLength(3);
    const mark = fake.calls.length;
    const t = await turn(app, fake, EN, 'let the team vote between the first three');
    expect(String(t.reply.params.text)).toBe('Poll posted in <#C0PLANS>. I will report the result here.');
    const poll = fake.calls
      .slice(mark)
      .find((c) => c.method === 'chat.postMessage' && c.params.channel === 'C0PLANS');
    expect(JSON.stringify(poll?.params.blocks)).toContain('plan_vote');
    const planId = String(
      await value(app.store, sql`SELECT plan_id FROM assistant_thread WHERE thread_ts = ${EN.threadTs}`),
    );
    const plan = await app.services.plans.get(planId);
    expect(plan?.plan.options.map((o) => o.activityId)).toEqual(firstThree);
    await app.services.plans.vote(planId, 'U0CAT', firstThree[1] ?? '');
    // The deadline comes: the close job runs now.
    const closing = fake.calls.length;
    await exec(
      app.store,
      sql`UPDATE job SET run_at = 0 WHERE kind = 'slack.plan_close' AND CAST(payload AS TEXT) LIKE ${`%${planId}%`}`,
    );
    app.services.jobs.notify();
    const report = await replyAfter(fake, EN, closing);
    expect(JSON.stringify(report.params.blocks ?? report.params.text)).toContain(
      plan?.plan.options[1]?.name.slice(0, 20) ?? '?',
    );
  });
});

describe('a five-turn conversation in French', () => {
  it('reads each turn with the same parser and answers in French', async () => {
    const t1 = await turn(app, fake, FR, 'un verre vendredi soir moins de 40 €');
    expect(t1.state.request).toMatchObject({
      what: { concepts: ['category.bar'] },
      time: { words: 'vendredi soir' },
      price: { maxMajor: 40, symbol: '€' },
      lang: 'fr',
    });
    expect(summaryOf(t1.reply)).toBe('un verre · Vendredi soir · moins de €40 par personne · à Manhattan');
    expect(JSON.stringify(t1.reply.params.blocks)).toContain('Résultats pour');

    const t2 = await turn(app, fake, FR, 'plus calme');
    expect(t2.state.request.qualities.mood?.concepts).toEqual(['mood.quiet']);
    const t3 = await turn(app, fake, FR, 'plus près de Union Square');
    expect(t3.state.request.place).toEqual({ label: 'Union Square', near: true });
    const t4 = await turn(app, fake, FR, 'demain plutôt');
    expect(t4.state.request.time).toEqual({ words: 'demain' });
    const t5 = await turn(app, fake, FR, 'moins cher, pour 6 personnes');
    expect(t5.state.request).toMatchObject({ price: { maxMajor: 30 }, party: 6 });
    expect(summaryOf(t5.reply)).toBe(
      'un verre, calme · Demain · moins de €30 par personne · près de Union Square · pour 6',
    );
    expect(t5.state.turns).toBe(5);
  });

  it('"in English please" switches the thread’s answers, keeping the request', async () => {
    const t = await turn(app, fake, FR, 'in English please');
    expect(t.state.language).toBe('en');
    expect(t.state.request.time).toEqual({ words: 'demain' });
    expect(JSON.stringify(t.reply.params.blocks)).toContain('I read this as');
  });
});
