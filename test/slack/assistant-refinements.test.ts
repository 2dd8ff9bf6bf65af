/**
 * The assistant's conversation words (src/conversations/lexicon/refinements.ts) are found and taken
 * out of a turn, and nothing else is: what is left goes to search's parser as the person wrote it.
 */
import { describe, expect, it } from 'vitest';
import { readRefinements } from '../../src/conversations/read-refinements.js';
import type { PromptReading } from '../../src/discovery/read-prompt.js';
import { requestSummary } from '../../src/slack/assistant/request-summary.js';

describe('reading a turn’s conversation words', () => {
  it('takes the refinement words out and keeps the search words', () => {
    expect(readRefinements('tomorrow instead')).toMatchObject({ remainder: 'tomorrow', reset: false });
    expect(readRefinements('closer to Union Square').remainder).toBe('near Union Square');
    expect(readRefinements('cheaper')).toMatchObject({ cheaper: true, remainder: '' });
    expect(readRefinements('start over, museums tonight')).toMatchObject({
      reset: true,
      remainder: 'museums tonight',
    });
    expect(readRefinements('in French please')).toMatchObject({ language: 'fr', remainder: '' });
    expect(readRefinements('moins cher, pour 6 personnes')).toMatchObject({
      cheaper: true,
      remainder: 'pour 6 personnes',
    });
  });

  it('points at cards only with book, "not", "more like"', () => {
    expect(readRefinements('book the second one for 6')).toMatchObject({
      book: true,
      ordinals: [2],
      remainder: 'for 6',
    });
    expect(readRefinements('réserve le deuxième pour 6')).toMatchObject({ book: true, ordinals: [2] });
    expect(readRefinements('not the second')).toMatchObject({ notThat: true, ordinals: [2], remainder: '' });
    expect(readRefinements('not that one')).toMatchObject({ notThat: true, ordinals: [] });
    expect(readRefinements('more like the first')).toMatchObject({ moreLike: true, ordinals: [1] });
    expect(readRefinements('let the team vote between the first three')).toMatchObject({
      vote: true,
      ordinals: [1],
      count: 3,
      remainder: '',
    });
  });

  it('leaves searches that only look like refinements alone', () => {
    for (const text of [
      'book club tonight',
      "I'd like jazz",
      'copas esta noche',
      'Konzert dieses Wochenende',
    ])
      expect(readRefinements(text)).toMatchObject({
        book: false,
        moreLike: false,
        notThat: false,
        remainder: text,
      });
  });
});

describe('the summary line', () => {
  it('says a word search read both as a concept and as a term once', () => {
    const reading = {
      lang: 'en',
      time: null,
      place: null,
      price: { free: false, maxMajor: null, cheap: false },
      partySize: null,
      entityType: null,
      openNow: false,
      concepts: [
        { id: 'time.night', text: 'night' },
        { id: 'music.jazz', text: 'jazz' },
      ],
      excluded: [],
      terms: ['Night', 'vanguard'],
      excludedTerms: [],
    } as unknown as PromptReading;
    expect(requestSummary(reading, { request: {}, skipped: [] } as never, 'en')).toBe(
      'night, jazz, vanguard',
    );
  });
});
