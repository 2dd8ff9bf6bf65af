/**
 * A long message that is one sentence asks from its question on ("we've walked for days and the kids
 * are tired, any ideas for a calm afternoon indoors?"), and its background ("after running the
 * marathon") is no topic the message names. Prompts written for this test, over the chat catalogue.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHAT_NOW, chatNdjson } from '../eval/chat/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { parsePrompt } from '../helpers/parse-prompt.js';

const parse = (prompt: string) => parsePrompt(prompt, { now: Date.parse(CHAT_NOW) });

const WALKED =
  'we have been walking for three days around the city with our backpacks and the kids are tired, any ideas for a calm afternoon indoors?';
const MARATHON =
  'my legs are dead after running the marathon on sunday and my sister is in town for a few days, we want something chilled this evening, maybe a nice dinner';

describe('one long sentence', () => {
  test('asks from its question on: the clause before it is background', () => {
    const p = parse(WALKED);
    expect(p.long).toBe(true);
    expect(p.terms).not.toContain('backpacks');
    expect(p.concepts.find((h) => h.id === 'category.walk')?.salience ?? 1).toBeLessThan(1);
  });
});

describe('the message names the request, not the background', () => {
  let app: TestApp;
  let key: string;
  beforeAll(async () => {
    app = await startTestApp({ now: new Date(CHAT_NOW), ndjson: chatNdjson() });
    key = (await app.createKey('self-serve')).key;
  });
  afterAll(async () => {
    await app.close();
  });
  const message = async (prompt: string, location: string): Promise<string> => {
    const res = await app.request(`/partner/v1/search?${new URLSearchParams({ prompt, location })}`, { key });
    return (res.body as { message: string }).message;
  };

  test.each([
    [MARATHON, 'London', ['marathon', 'running', 'days'], 'dinner'],
    [WALKED, 'Madrid', ['walking', 'days', 'backpacks'], null],
  ])('%s', async (prompt, location, absent, present) => {
    const m = (await message(prompt, location)).toLowerCase();
    for (const w of absent) expect(m).not.toContain(w);
    if (present) expect(m).toContain(present);
  });
});
