/**
 * Natural-language search (spec 4.5) in milliseconds, in five stages, one file each: understand
 * (the prompt through the query pipeline, the place resolved once), retrieve (the text index's
 * candidates and evidence), filter (place, time, free, price cap, entity type; relaxed one at a time
 * when nothing fits, and said so), rank (concepts and leftover words rank, negated concepts push
 * down) and answer (results, `why`, the message). Returns nothing rather than unrelated filler. This
 * file only assembles the stages.
 */

import { type Actor, anonymousActor } from '../../access/index.js';
import { fromMinor } from '../../catalogue/index.js';
import type { SearchResponse } from '../../contract/partner.js';
import type { CpuTurns } from '../../platform/cpu-turns.js';
import type { Clock } from '../../platform/time.js';
import { profileContext } from '../homescreen/build-homescreen.js';
import type { Concept } from '../query/lexicon/types.js';
import { LEXICON } from '../query/lexicon-compiled.js';
import { facetKeys } from '../query/relevance.js';
import type { SeenSets } from '../seen-sets.js';
import type { DiscoveryIndex, Snapshot } from '../snapshot/discovery-index.js';
import { answer } from './answer.js';
import { type Constraint, type Filtered, type FilterInput, filter } from './filter.js';
import { locateNamedPlace } from './locate-named-place.js';
import { rank } from './rank.js';
import { retrieve } from './retrieve.js';
import { type SearchQuery, type Understanding, understand } from './understand.js';

export { DEFAULT_RESULTS, type SearchQuery } from './understand.js';

export interface SearchDeps {
  seen: SeenSets;
  index: DiscoveryIndex;
  clock: Clock;
  cpu: CpuTurns;
}

export interface SearchService {
  /** The answer to one prompt for the actor: results ranked for them, and a message. */
  search(actor: Actor, q: SearchQuery): Promise<SearchResponse>;
  /**
   * Runs a few searches that touch every stage (a place, a time, a price, concepts, free text) once,
   * before the server listens: the first use of some code paths costs 50–150 ms of one-time work
   * (Unicode regular expressions compiled on first use, lazily loaded modules, the JIT), and the
   * word lists take a second or two to hash, all of which would otherwise block the event loop on
   * the first real request. Processes that never listen (the CLI) skip all of it.
   */
  warmUp(): Promise<void>;
}

/** Priced activities of an anchor's concept read for its typical price. */
const ANCHOR_SCAN = 2_000;

/**
 * "cheaper than a cooking class": the median ticket of that concept's activities (in the place's
 * city when one is named) becomes the price cap, and the concept itself is pushed down, never sought.
 */
const withAnchor = (u: Understanding, snap: Pick<Snapshot, 'facets'>): Understanding => {
  const c = u.parsed.anchor ? LEXICON.concepts.get(u.parsed.anchor) : undefined;
  if (!c) return u;
  const scope = u.place && u.place.kind !== 'point' && u.place.city ? `${u.place.city}|` : '';
  const seen = new Set<number>();
  const prices: number[] = [];
  // The concept's own category ("c:ballet"), not the neighbours its facets also accept ("c:dance").
  const first = c.facets.categories?.[0];
  const same = (x: string) => first !== undefined && x.replace(/[ _]/g, '-') === first.replace(/[ _]/g, '-');
  // Its first category in whichever spelling the catalogue uses ("cooking class", "cooking-class").
  const primary = (c.facets.categories ?? []).find((x) => same(x) && snap.facets.has(`${scope}c:${x}`));
  const keys = primary ? [`c:${primary}`] : facetKeys(c);
  for (const key of keys)
    for (const d of snap.facets.get(scope + key) ?? []) {
      if (seen.size >= ANCHOR_SCAN) break;
      if (seen.has(d.pk)) continue;
      seen.add(d.pk);
      if (d.minPriceMinor !== null && d.minPriceMinor > 0 && d.currency)
        prices.push(fromMinor(d.minPriceMinor, d.currency));
    }
  prices.sort((a, b) => a - b);
  const median = prices[Math.floor((prices.length - 1) / 2)];
  const disliked = u.disliked.includes(c) ? u.disliked : [...u.disliked, c];
  const concepts = u.concepts.some((x) => x.kind === 'category') ? u.concepts : [...u.concepts, ...kindOf(c)];
  if (median === undefined) return { ...u, disliked, concepts };
  // Cheaper than the typical one: below its median, in whole units ("under 71").
  const cap = Math.min(
    u.parsed.price.maxMajor ?? Number.POSITIVE_INFINITY,
    Math.max(0, Math.ceil(median) - 1),
  );
  return {
    ...u,
    parsed: { ...u.parsed, price: { ...u.parsed.price, maxMajor: cap } },
    disliked,
    concepts,
    constrained: true,
  };
};

/**
 * The generic kinds an anchor belongs to ("cheaper than a cooking class, but hands-on": a class or
 * workshop): generic concepts sharing one of its categories. What is asked when nothing else is named.
 */
const kindOf = (anchor: Concept): Concept[] =>
  [...LEXICON.concepts.values()].filter(
    (g) =>
      g.generic === true &&
      g !== anchor &&
      (g.facets.categories ?? []).some((x) => anchor.facets.categories?.includes(x)),
  );

/**
 * Does some kept activity carry the own category of every category the prompt names ("ballet", not
 * "dance")? In a long message, only the categories of its request and likings count.
 */
const answersStrongly = (f: Filtered, u: Understanding): boolean => {
  const weight = new Map<string, number>();
  for (const h of u.parsed.concepts) weight.set(h.id, Math.max(weight.get(h.id) ?? 0, h.salience ?? 1));
  const top = Math.max(0, ...u.concepts.map((c) => weight.get(c.id) ?? 1));
  const own = u.concepts.flatMap((c) =>
    c.kind === 'category' && (weight.get(c.id) ?? 1) >= top && c.facets.categories?.[0]
      ? [c.facets.categories[0]]
      : [],
  );
  return f.kept.some((d) => own.every((x) => d.categories.includes(x)));
};

/**
 * Never a weak answer when a relaxed reading has good ones: when nothing kept under every
 * constraint is of the category asked for (only its neighbours: salsa for "ballet under $20"), the
 * least certain constraints are dropped (price, then price and time) until something is, and the
 * answer says which (filter's `relaxed`, worded by the answer stage in the user's language).
 */
const relaxWeakest = (input: FilterInput, f: Filtered): Filtered => {
  const u = input.understanding;
  if (!input.retrieval.lookingFor || !u.concepts.some((c) => c.kind === 'category') || f.conceptsRelaxed)
    return f;
  if (answersStrongly(f, u)) return f;
  const p = u.parsed;
  const noPrice: Understanding = {
    ...u,
    parsed: { ...p, price: { ...p.price, free: false, maxMajor: null } },
  };
  const steps: [Constraint[], Understanding][] = [];
  if (p.price.free || p.price.maxMajor !== null) steps.push([['price'], noPrice]);
  if (p.time || p.openNow)
    steps.push([
      p.price.free || p.price.maxMajor !== null ? ['price', 'time'] : ['time'],
      {
        ...noPrice,
        parsed: { ...noPrice.parsed, time: null, openNow: false },
        windowFor: null,
        openDuring: () => null,
      },
    ]);
  for (const [dropped, relaxed] of steps) {
    const g = filter({ ...input, understanding: relaxed });
    if (answersStrongly(g, u)) return { ...g, relaxed: new Set([...f.relaxed, ...g.relaxed, ...dropped]) };
  }
  return f;
};

/** One search through the stages; bench/search-profile.ts runs the same stages with a timer each. */
const runSearch = async (deps: SearchDeps, actor: Actor, q: SearchQuery): Promise<SearchResponse> => {
  const { index } = deps;
  const snap = await index.current();
  const profile = await profileContext(deps.seen, actor);
  // From here to the answer's activities: CPU only, in one turn.
  await deps.cpu.turn();
  const now = deps.clock().getTime();
  const understood = understand({
    snap,
    query: q,
    now,
    userHome: profile.userHome,
    userCity: actor.user?.city ?? null,
  });
  const understanding = withAnchor(locateNamedPlace(understood, snap), snap);
  const retrieval = retrieve({ snap, understanding });
  const filtered = relaxWeakest(
    { snap, understanding, retrieval, now },
    filter({ snap, understanding, retrieval, now }),
  );
  const scored = rank({ understanding, retrieval, kept: filtered.kept, profile, now });
  return answer({
    index,
    text: snap.text,
    understanding,
    retrieval,
    filtered,
    scored,
    userHome: profile.userHome,
    now,
  });
};

const warmUp = async (deps: SearchDeps): Promise<void> => {
  const snap = await deps.index.current();
  const city = snap.gazetteer.cities.values().next().value;
  const actor = anonymousActor('warm-up');
  for (const prompt of [
    `free things to do in ${city?.label ?? 'town'} tonight`,
    'museums with kids under 20 euros this weekend',
    'jazz',
  ])
    await runSearch(deps, actor, { prompt, location: null, language: 'en' });
};

export const createSearchService = (deps: SearchDeps): SearchService => ({
  search: (actor, q) => runSearch(deps, actor, q),
  warmUp: () => warmUp(deps),
});
