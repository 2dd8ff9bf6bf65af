/**
 * Search over a catalogue of the test's own: a started service loaded with it, a self-serve key, and
 * a search through the real `GET /partner/v1/search` that answers with the results' catalogue refs.
 * Registers its own beforeAll and afterAll in the file (or describe block) that calls it.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp } from './app.js';
import { activityRefs } from './db.js';

export interface SearchAnswer {
  message: string;
  results: { activity_id: string; why: string }[];
  /** The results' catalogue refs, in order ('?' for an id the catalogue does not hold). */
  refs: string[];
  whys: string[];
}

export type SearchFn = (prompt: string, headers?: Record<string, string>) => Promise<SearchAnswer>;

export const searchOver = (catalogue: { now: string; ndjson: () => string }): SearchFn => {
  let app: TestApp;
  let key: string;
  let refOf: Map<string, string>;
  beforeAll(async () => {
    app = await startTestApp({ now: new Date(catalogue.now), ndjson: catalogue.ndjson() });
    key = (await app.createKey('self-serve')).key;
    refOf = await activityRefs(app.store);
  });
  afterAll(async () => app.stop());
  return async (prompt, headers = {}) => {
    const r = await app.request(`/partner/v1/search?${new URLSearchParams({ prompt })}`, { key, headers });
    expect(r.status).toBe(200);
    const body = r.body as Pick<SearchAnswer, 'message' | 'results'>;
    return {
      ...body,
      refs: body.results.map((x) => refOf.get(x.activity_id) ?? '?'),
      whys: body.results.map((x) => x.why),
    };
  };
};
