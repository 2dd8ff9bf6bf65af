/**
 * What an answer holds when words do not match: a word the catalogue does not hold never empties an
 * answer that a rare word found beside it can give ("Kölsch schlürfen in Köln"), and a generic event
 * word ("soirée", "night") is a weak hint after the kind named outright, and a specific head held
 * nowhere in scope beside a generic modifier ("surf lessons" inland) answers nothing, while generic
 * prompts ("things to do", "something fun") still answer. Prompts written for this
 * test, over a small catalogue of our own, through the real HTTP search.
 */
import { describe, expect, test } from 'vitest';
import { searchOver } from '../helpers/search-over.js';
import { ANSWER_NOW, answerNdjson } from './answer-content-catalogue.js';

describe('what the answer holds when words do not match', () => {
  const search = searchOver({ now: ANSWER_NOW, ndjson: answerNdjson });

  test.each([
    ['Kölsch schlürfen in Köln', 'schlurfen'],
    ['kolsch probieren in Köln', 'probieren'],
    ['wo kann man Stangen Kölsch genießen', 'geniessen'],
  ])('%s: the rare word answers, the unknown one is left out', async (prompt, left) => {
    const r = await search(prompt);
    expect(r.refs[0]).toBe('cgn-brauhaus');
    expect(r.message).toContain(left);
  });

  test('open mic night: the open mic leads, the night out follows', async () => {
    const r = await search('open mic night in Cologne');
    expect(r.refs[0]).toBe('cgn-openmic');
    expect(r.refs.indexOf('cgn-openmic')).toBeLessThan(r.refs.indexOf('cgn-club') >>> 0);
  });

  test('une soirée stand-up: comedy first, labelled as comedy, not as a night out', async () => {
    const r = await search('une soirée stand-up à Cologne');
    expect(r.refs[0]).toBe('cgn-comedy');
    expect(r.whys[0]?.toLowerCase()).not.toContain('nocturne');
  });

  test.each(['surf lessons in Cologne', 'ski resort near Lisbon', 'partido de hockey sobre hielo en Köln'])(
    '%s: the head is held nowhere there, so no generic lessons, resorts or matches',
    async (prompt) => {
      const r = await search(prompt);
      expect(r.refs).toEqual([]);
    },
  );

  test.each([
    ['surf lessons in Lisbon', 'lis-surf'],
    ['pottery lessons in Cologne', 'cgn-pottery'],
    ['kayak lessons in Cologne', 'cgn-kayak'],
    ['clases de natación en Köln', 'cgn-pool'],
  ])('%s: a head held answers', async (prompt, ref) => {
    expect((await search(prompt)).refs[0]).toBe(ref);
  });

  test.each(['things to do in Cologne', 'something fun in Lisbon', 'cheap eats in Cologne'])(
    '%s: generic on purpose, still answers',
    async (prompt) => {
      expect((await search(prompt)).refs.length).toBeGreaterThan(0);
    },
  );

  test('a kind asked for outright wins over a broader one ruled out', async () => {
    // A beer hall is a bar too (the Bierhalle is filed under both): asked for by name, it stays; the other bars go.
    const r = await search(
      'a beer hall in Cologne for the afternoon, then something that is not just another bar',
    );
    expect(r.refs).toContain('cgn-bierhalle');
    expect(r.refs).not.toContain('cgn-winebar');
    expect(r.refs).not.toContain('cgn-club');
    // The other way round, the broader kind asked for spares nothing: clubs are nightlife too.
    const night = await search('nightlife in Cologne, but no clubs');
    expect(night.refs).toContain('cgn-winebar');
    expect(night.refs).not.toContain('cgn-club');
  });

  test('"Leaving out X" only when no result is X; a dislike still shown is said to be ranked lower', async () => {
    const ruled = await search('nightlife in Cologne, no clubs');
    expect(ruled.refs).not.toContain('cgn-club');
    expect(ruled.message).toContain('Leaving out "clubs"');
    const disliked = await search('nightlife in Cologne but I hate clubs');
    expect(disliked.refs).toContain('cgn-club');
    expect(disliked.refs[0]).not.toBe('cgn-club');
    expect(disliked.message).not.toContain('Leaving out');
    expect(disliked.message).toContain('I ranked "clubs" lower rather than leaving them out.');
  });
});
