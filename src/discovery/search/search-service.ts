/**
 * Natural-language search (spec 4.5) in milliseconds, in five stages, one file each: understand
 * (the prompt through the query pipeline, the place resolved once), retrieve (the text index's
 * candidates and evidence), filter (place, time, free, price cap, entity type; relaxed one at a time
 * when nothing fits, and said so), rank (concepts and leftover words rank, negated concepts push
 * down) and answer (results, `why`, the message). Returns nothing rather than unrelated filler. This
 * file only assembles the stages.
 */

import { type Actor, anonymousActor } from '../../access/index.js';
import type { SearchResponse } from '../../contract/partner.js';
import type { CpuTurns } from '../../platform/cpu-turns.js';
import type { Clock } from '../../platform/time.js';
import { profileContext } from '../homescreen/build-homescreen.js';
import type { SeenSets } from '../seen-sets.js';
import type { DiscoveryIndex } from '../snapshot/discovery-index.js';
import { answer } from './answer.js';
import { filter } from './filter.js';
import { rank } from './rank.js';
import { retrieve } from './retrieve.js';
import { type SearchQuery, understand } from './understand.js';

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

/** One search through the stages; bench/search-profile.ts runs the same stages with a timer each. */
const runSearch = async (deps: SearchDeps, actor: Actor, q: SearchQuery): Promise<SearchResponse> => {
  const { index } = deps;
  const snap = await index.current();
  const profile = await profileContext(deps.seen, actor);
  // From here to the answer's activities: CPU only, in one turn.
  await deps.cpu.turn();
  const now = deps.clock().getTime();
  const understanding = understand({
    snap,
    query: q,
    now,
    userHome: profile.userHome,
    userCity: actor.user?.city ?? null,
  });
  const retrieval = retrieve({ snap, understanding });
  const filtered = filter({ snap, understanding, retrieval, now });
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
