/**
 * Search stage 4, rank: the kept candidates scored by the shared ranking (src/discovery/ranking.ts)
 * with relevance as its text input, negated words and disliked concepts pushed down; the `limit`
 * best come back with their signals (for `why`). Pure CPU, deterministic (ties broken by pk).
 */

import type { ProfileContext } from '../homescreen/build-homescreen.js';
import { insidePlace } from '../query/gazetteer.js';
import { carries } from '../query/relevance.js';
import type { Scored } from '../ranking.js';
import { type RankContext, scoreDoc, scoreOf } from '../ranking.js';
import type { DiscoveryDoc } from '../snapshot/ranking-docs.js';
import type { Retrieval } from './retrieve.js';
import type { Understanding } from './understand.js';

/** Relevance (0..1) times this is the ranking's text input: covering what was asked comes first. */
const RELEVANCE_SCALE = 2.5;
/** Score taken from activities that mention a negated word or have a disliked concept. */
const NEGATED_PENALTY = 3;
/** "Near X": the ones beyond a walk (added when few were within it) come after those within it. */
const BEYOND_WALK_PENALTY = 5;

export interface RankInput {
  understanding: Understanding;
  retrieval: Retrieval;
  /** The filter stage's candidates. */
  kept: readonly DiscoveryDoc[];
  profile: ProfileContext;
  now: number;
}

/** The ranking context: the place's centre (else the user's home or city), the prompt's soft wishes. */
const rankContext = ({ understanding: u, profile, now }: RankInput): RankContext => {
  const { place, homeCity, concepts } = u;
  const softType =
    u.parsed.entityType ??
    (() => {
      const types = new Set(concepts.map((c) => c.facets.entityType).filter((x) => x !== undefined));
      return types.size === 1 ? ([...types][0] ?? null) : null;
    })();
  return {
    now,
    centre: place?.centre ?? profile.userHome ?? homeCity?.centre ?? null,
    radiusKm: place?.radiusKm ?? (profile.userHome ? 5 : (homeCity?.radiusKm ?? 10)),
    plans: u.plans,
    ...profile,
    windowFor: u.windowFor,
    dietary: u.dietary,
    entityType: softType,
    cheap: u.parsed.price.cheap,
  };
};

/** The rank stage: the `limit` best candidates, best first, with their signals. */
export const rank = (input: RankInput): Scored[] => {
  const { understanding: u, retrieval: r, kept } = input;
  const ctx = rankContext(input);
  const walk = u.near && u.place && u.place.kind !== 'city' ? u.place : null;
  // Every candidate gets a score; only the `limit` best get signals (for `why`): one scoring body,
  // so the numbers and the order are those of scoring them all with signals.
  const n = kept.length;
  const texts = new Float64Array(n);
  const scores = new Float64Array(n);
  const pks = new Float64Array(n);
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    const d = kept[i] as DiscoveryDoc;
    const text = r.relevance(d) * (r.lookingFor ? RELEVANCE_SCALE : 0);
    let score = scoreOf(d, ctx, text);
    if (r.negatedTermHits.has(d.pk)) score -= NEGATED_PENALTY;
    if (walk && !insidePlace(walk, d, true)) score -= BEYOND_WALK_PENALTY;
    for (const c of u.disliked)
      if (carries(c, d)) {
        score -= NEGATED_PENALTY;
        break;
      }
    texts[i] = text;
    scores[i] = score;
    pks[i] = d.pk;
    order.push(i);
  }
  order.sort(
    (a, b) => (scores[b] as number) - (scores[a] as number) || (pks[a] as number) - (pks[b] as number),
  );
  return order.slice(0, u.limit).map((i) => {
    const s = scoreDoc(kept[i] as DiscoveryDoc, ctx, texts[i] as number);
    s.score = scores[i] as number;
    return s;
  });
};
