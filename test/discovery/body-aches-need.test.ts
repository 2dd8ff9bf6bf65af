/**
 * Aching bodies and heavy rain are needs in every language: "my feet are killing me", "me duelen los
 * pies", "mir tun die Füße weh" ask for somewhere to recover (a spa, a massage, yoga), over HTTP;
 * "it's bucketing down", "es schüttet", "piove a dirotto" are rain. Prompts written for this test.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHAT_NOW, chatNdjson } from '../eval/chat/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { parsePrompt } from '../helpers/parse-prompt.js';

const ids = (prompt: string) => parsePrompt(prompt, { now: Date.parse(CHAT_NOW) }).concepts.map((c) => c.id);

describe('an aching body is a need', () => {
  test.each([
    'my feet are killing me after the museum',
    'me duelen los pies de tanto andar',
    "j'ai mal aux jambes après la rando",
    'mir tun die Füße weh',
    'mi fanno male i piedi',
    'estou com dor nas pernas',
  ])('%s', (prompt) => {
    expect(ids(prompt)).toContain('situation.sore');
  });
});

describe('heavy rain is rain', () => {
  test.each([
    "it's bucketing down",
    'está diluviando',
    'il pleut des cordes',
    'es schüttet',
    'piove a dirotto',
    'chuva forte hoje',
  ])('%s', (prompt) => {
    expect(ids(prompt)).toContain('weather.rain');
  });
});

describe('over HTTP', () => {
  let app: TestApp;
  let key: string;
  beforeAll(async () => {
    app = await startTestApp({ now: new Date(CHAT_NOW), ndjson: chatNdjson() });
    key = (await app.createKey('self-serve')).key;
  });
  afterAll(async () => {
    await app.close();
  });
  test('aching feet bring somewhere to recover first, and the message names no body part', async () => {
    const prompt = 'my feet are killing me, somewhere to recover?';
    const res = await app.request(
      `/partner/v1/search?${new URLSearchParams({ prompt, location: 'London' })}`,
      {
        key,
      },
    );
    const body = res.body as { message: string; results: { categories?: string[]; why: string }[] };
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.message.toLowerCase()).not.toContain('feet');
    expect(body.message.toLowerCase()).not.toContain('killing');
  });
});
