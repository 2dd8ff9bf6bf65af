/**
 * One unknown word never empties an answer an area frames: "any good pisco spots in Shoreditch?"
 * answers with Shoreditch and says the word was left out. Prompts written for this test, over the
 * chat catalogue.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHAT_NOW, chatNdjson } from '../eval/chat/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

describe('an unknown word next to an area', () => {
  let app: TestApp;
  let key: string;
  beforeAll(async () => {
    app = await startTestApp({ now: new Date(CHAT_NOW), ndjson: chatNdjson() });
    key = (await app.createKey('self-serve')).key;
  });
  afterAll(async () => {
    await app.close();
  });

  test.each([
    ['any good pisco spots in Shoreditch? innit', 'pisco'],
    ['any good pisco spots in Dalston?', 'pisco'],
  ])('%s', async (prompt, word) => {
    const res = await app.request(
      `/partner/v1/search?${new URLSearchParams({ prompt, location: 'London' })}`,
      {
        key,
      },
    );
    const body = res.body as { message: string; results: unknown[] };
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.message).toContain(word);
    expect(body.message).not.toContain('innit');
  });
});
