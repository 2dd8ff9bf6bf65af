/**
 * Search stage 2, retrieve: what the full-text index says about the prompt, for the resolved place.
 * Leftover words become FTS terms (the unknown ones are noted), text candidates get bm25 scores,
 * concepts whose facets hold few activities get evidence from their English terms, rare words the
 * user wrote for a concept count verbatim, and negated words mark the activities that mention them.
 * Also the relevance of an activity (0..1) from all of that, memoised, which filter and rank share.
 */

import { porter } from '../query/language-data.js';
import { LEXICON } from '../query/lexicon-compiled.js';
import { conceptFit, facetKeys } from '../query/relevance.js';
import { fold } from '../query/text.js';
import type { Snapshot } from '../snapshot/discovery-index.js';
import { buildMatch, type FtsTerm, type TextIndex } from '../snapshot/fts-index.js';
import type { DiscoveryDoc } from '../snapshot/ranking-docs.js';
import { isWord, type Understanding } from './understand.js';

/** Text candidates kept from FTS5 (by bm25) before re-ranking in TypeScript. */
export const TEXT_CANDIDATES = 1000;
/** Evidence candidates per concept from its English terms in categories, tags and descriptions. */
const EVIDENCE_CANDIDATES = 300;
/** Relevance added by rare words of the prompt's concepts found verbatim ("nutcracker"). */
const ECHO_SHARE = 0.5;
/** Below this many activities with a concept's facets, also look for its evidence terms in text. */
const EVIDENCE_WHEN_FEWER = 300;
/** A leftover word in at most this many activities (or this share of them) is a rare, specific match. */
const RARE_MATCH_MIN = 5;
const RARE_MATCH_SHARE = 0.02;
/** A concept matched only by words in a description is weaker evidence than a facet. */
const EVIDENCE_FIT = 0.45;

export interface RetrieveInput {
  snap: Pick<Snapshot, 'text' | 'docs' | 'vocabularyMap' | 'facets'>;
  understanding: Understanding;
}

export interface Retrieval {
  /** The prompt's leftover words the index knows, each as its FTS alternatives. */
  groups: FtsTerm[][];
  /** Leftover words of four letters or more the index does not know (said in the message). */
  ignored: string[];
  /**
   * A leftover word found in only a few activities ("Kölsch", "Blasmusik"): the prompt names
   * something the catalogue holds, so an unknown word beside it ("trinken") never empties the answer.
   */
  rareMatch: boolean;
  /** The last text MATCH run (highlighting the answer's topics), null without words. */
  match: string | null;
  /** Text candidates' bm25, scaled to 0..1, by pk. */
  text: Map<number, number>;
  /** Concept id → pks whose categories, tags or descriptions hold its terms. */
  evidence: Map<string, Set<number>>;
  /** Rare words of the prompt's concepts found verbatim: pk → 0..1. */
  echo: Map<number, number>;
  /** pks of activities that mention a negated word. */
  negatedTermHits: Set<number>;
  /**
   * Kinds named by a word no activity in scope holds, one more specific than the kind's own
   * label ("surf" of water sports, "hockey" of spectator sports, "ski"): by concept id.
   */
  absentHeads: string[];
  /** Concepts or words to look for (not only constraints). */
  lookingFor: boolean;
  /** Kinds the prompt names only by a generic event word ("soirée", "night"), by id: their weight (absent = 1). */
  specificity: ReadonlyMap<string, number>;
  /** How well the activity answers what was asked (0..1), worked out once per candidate. */
  relevance: (d: DiscoveryDoc) => number;
}

/** Does the index hold this exact term (stemmed by FTS5)? Stops at the first row. */
const known = (text: TextIndex, match: string | null): boolean => {
  if (!match) return false;
  try {
    return text.matchesAny(match);
  } catch {
    return false;
  }
};

/** A leftover word → its FTS alternatives: itself, else a prefix (last or long words); null if unknown. */
const resolveTerm = (text: TextIndex, term: string, isLast: boolean): FtsTerm[] | null => {
  if (known(text, buildMatch([[{ text: term }]], 'all'))) return [{ text: term }];
  if (
    term.length >= 3 &&
    (isLast || term.length >= 4) &&
    known(text, buildMatch([[{ text: term, prefix: true }]], 'all'))
  )
    return [{ text: term, prefix: true }];
  return null;
};

/** A city or an area of the place (not a point): the FTS region token that restricts to its city. */
const regionOf = (u: Understanding): string[] =>
  u.place && u.place.kind !== 'point' && u.place.city ? [`zc${u.place.city.replaceAll('-', '')}`] : [];

/** Leftover words → FTS term groups, and the unknown ones. */
const termGroups = (
  snap: RetrieveInput['snap'],
  u: Understanding,
): { groups: FtsTerm[][]; ignored: string[]; rareMatch: boolean } => {
  const groups: FtsTerm[][] = [];
  const ignored: string[] = [];
  let rareMatch = false;
  const terms = u.parsed.terms;
  // Next to concepts or constraints, a leftover word found in many documents ("week", "ideally") is
  // noise, not a wish.
  const commonLimit = Math.max(20, snap.docs.length * 0.03);
  // Next to concepts, an everyday word ("week", "ideally", "lab") is chat, not a wish, unless the
  // catalogue holds it in only a few documents ("dinosaurs").
  const fewDocs = Math.max(3, snap.docs.length * 0.01);
  // A word held by this few activities names them: it is specific, whatever else the prompt says.
  const rareDocs = Math.max(RARE_MATCH_MIN, snap.docs.length * RARE_MATCH_SHARE);
  terms.forEach((term, i) => {
    const docs = snap.vocabularyMap.get(porter(term)) ?? 0;
    if ((u.concepts.length > 0 || u.constrained) && docs > commonLimit) return;
    if (u.concepts.length > 0 && docs > fewDocs && isWord(term)) return;
    const r = resolveTerm(snap.text, term, i === terms.length - 1);
    if (r) {
      groups.push(r);
      if (docs > 0 && docs <= rareDocs) rareMatch = true;
    }
    // Short unknown tokens are chat shorthand ("xa", "tke"); longer ones were asked for and are not here.
    else if (term.length >= 4) ignored.push(term);
  });
  return { groups, ignored, rareMatch };
};

/** bm25 of documents holding every word; too few, then also those holding some, ranked below. */
const textCandidates = (
  fts: TextIndex,
  groups: FtsTerm[][],
  region: string[],
): { text: Map<number, number>; match: string | null } => {
  const text = new Map<number, number>();
  let match: string | null = null;
  if (groups.length > 0) {
    match = buildMatch(groups, 'all', region);
    const all = match ? fts.search(match, TEXT_CANDIDATES) : [];
    const bestAll = Math.min(-1e-9, ...all.map((h) => h.score));
    for (const h of all) text.set(h.pk, Math.max(0, h.score / bestAll));
    // Too few documents hold every word: also take those holding some, ranked below full matches.
    if (all.length < 5 && groups.length > 1) {
      match = buildMatch(groups, 'any', region);
      const any = match ? fts.search(match, TEXT_CANDIDATES) : [];
      const bestAny = Math.min(-1e-9, ...any.map((h) => h.score));
      for (const h of any) if (!text.has(h.pk)) text.set(h.pk, 0.4 * Math.max(0, h.score / bestAny));
    }
  }
  return { text, match };
};

/**
 * Concept evidence: the concept's English terms in categories, tags or descriptions (never names),
 * only where its facets hold few activities, and only with terms that are not everywhere: dense OR
 * queries cost ~1 µs per matching row at 100k.
 */
const conceptEvidence = (
  snap: RetrieveInput['snap'],
  u: Understanding,
  region: string[],
): Map<string, Set<number>> => {
  const evidence = new Map<string, Set<number>>();
  const vocab = snap.vocabularyMap;
  const evidenceLimit = Math.max(50, snap.docs.length * 0.05);
  for (const c of u.concepts) {
    const facetDocs = facetKeys(c).reduce((n, k) => n + (snap.facets.get(k)?.length ?? 0), 0);
    if (facetDocs >= EVIDENCE_WHEN_FEWER) continue;
    // Terms the Porter stemmer changes are left out: "blues" → "blue" would find a blue whale.
    const terms = c.terms
      .filter((x) => x.split(' ').every((w) => porter(w) === w && (vocab.get(w) ?? 0) < evidenceLimit))
      .slice(0, 8)
      .map((x) => [{ text: x }]);
    const m = buildMatch(terms, 'any', region, [], ['categories', 'tags', 'body']);
    if (!m) continue;
    evidence.set(c.id, new Set(snap.text.search(m, EVIDENCE_CANDIDATES).map((h) => h.pk)));
  }
  return evidence;
};

/** Rare words the user wrote for a concept also count verbatim ("nutcracker" → ballet, and this one). */
const echoOf = (
  snap: RetrieveInput['snap'],
  u: Understanding,
  region: string[],
  specificity: ReadonlyMap<string, number>,
): Map<number, number> => {
  const echo = new Map<number, number>();
  const rareLimit = Math.max(50, snap.docs.length * 0.02);
  // A generic event word ("night" of "open mic night") is no word to find verbatim.
  const echoWords = u.parsed.concepts
    .filter((h) => !specificity.has(h.id))
    .flatMap((h) => h.text.split(' '))
    .filter(
      (w) => w.length >= 4 && (snap.vocabularyMap.get(porter(w)) ?? Number.POSITIVE_INFINITY) < rareLimit,
    );
  if (echoWords.length > 0) {
    const m = buildMatch(
      echoWords.map((w) => [{ text: w }]),
      'any',
      region,
    );
    const hits = m ? snap.text.search(m, EVIDENCE_CANDIDATES) : [];
    const best = Math.min(-1e-9, ...hits.map((h) => h.score));
    for (const h of hits) echo.set(h.pk, Math.max(0, h.score / best));
  }
  return echo;
};

/** Activities whose name, categories or tags mention a negated word. */
const negatedHits = (fts: TextIndex, excludedTerms: readonly string[]): Set<number> => {
  const hits = new Set<number>();
  if (excludedTerms.length > 0) {
    const m = buildMatch(
      excludedTerms.map((x) => [{ text: x }]),
      'any',
      [],
      [],
      ['name', 'categories', 'tags'],
    );
    if (m) for (const h of fts.search(m, TEXT_CANDIDATES)) hits.add(h.pk);
  }
  return hits;
};

/** Words between a kind's word and a modifier beside it ("partido de hockey", "surf lessons"). */
const MODIFIER_REACH = 2;

/**
 * Kinds the prompt names by one of their members (a facet value of the kind: "surf" of water
 * sports, "hockey" of spectator sports, "ski" of skiing) that no activity of the place asked holds,
 * neither as a facet nor in its text, said beside a modifier (a generic kind such as lessons or
 * tours, or a leftover word within two words: "resort", "partido"); or, in any language, by a form
 * other than the kind's label that no activity anywhere holds, said with a generic kind ("curso de
 * mergulho", "diving lessons" where only pools are). The catalogue lacks what was asked; the
 * modifier's matches are not it. Synonyms of a kind ("resto", "cañas") said alone never count.
 */
const absentHeadsOf = (snap: RetrieveInput['snap'], u: Understanding, region: string[]): string[] => {
  const out = new Set<string>();
  const scope = region.length > 0 && u.place?.city ? `${u.place.city}|` : '';
  // Each word looked up once (the second pass asks again for the words of the kinds found absent).
  const heldWords = new Map<string, boolean>();
  const held = (w: string): boolean => {
    let is = heldWords.get(w);
    if (is === undefined) {
      is =
        (snap.facets.get(`${scope}c:${w}`)?.length ?? 0) > 0 ||
        (snap.vocabularyMap.has(porter(w)) && known(snap.text, buildMatch([[{ text: w }]], 'all', region)));
      heldWords.set(w, is);
    }
    return is;
  };
  const tokens = fold(u.prompt).split(/[^\p{L}\p{N}]+/u);
  const genericKind = u.concepts.some((c) => c.generic);
  const besideTerm = (text: string): boolean => {
    const at = tokens.indexOf(text.split(' ')[0] ?? '');
    return (
      at >= 0 &&
      u.parsed.terms.some((t) => {
        const j = tokens.indexOf(t);
        return j >= 0 && j !== at && Math.abs(j - at) <= MODIFIER_REACH;
      })
    );
  };
  const label = (id: string, text: string): boolean =>
    fold(LEXICON.label(id, u.lang)) === text || fold(LEXICON.label(id, 'en')) === text;
  // A word read as another ("Flieger" as "flipper") is our guess, not a head the person named.
  const guessed = new Set(u.parsed.corrections.map((x) => fold(x.to)));
  for (const h of u.parsed.concepts) {
    const c = LEXICON.concepts.get(h.id);
    if (c?.kind !== 'category' || c.generic || (h.salience ?? 1) < 1 || h.text.includes(' ')) continue;
    if (guessed.has(h.text)) continue;
    const members = c.facets.categories ?? [];
    const member = members.some((m) => m === h.text || porter(m) === porter(h.text));
    if (member && (genericKind || besideTerm(h.text)) && !held(h.text)) out.add(h.id);
    // Said with a generic kind in the prompt's own words ("curso de mergulho"): a form other than
    // the kind's label, which no activity anywhere holds, names a member the catalogue lacks.
    const qualifying = u.parsed.qualifyingConcepts.includes(h.id) && !label(h.id, h.text);
    if (qualifying && !snap.vocabularyMap.has(porter(h.text)) && !held(h.text)) out.add(h.id);
  }
  // A kind also named by a word the catalogue holds is not absent ("surf and kayak").
  for (const h of u.parsed.concepts)
    if (out.has(h.id) && h.text.split(' ').some((w) => held(w))) out.delete(h.id);
  return [...out];
};

/** Weight of a kind named only by a word for a time of day ("soirée", "night"), or a generic kind (lessons, tours), beside a kind named outright. */
const EVENT_WORD_WEIGHT = 0.3;

/**
 * Salience of the kinds a prompt names: a generic event word, one the time lexicon also holds
 * ("une soirée stand-up", "open mic night", "comedy evening"), is a weak hint beside a kind named
 * outright, which leads. A prompt naming one kind, or only such words, keeps every kind at 1.
 */
const kindSpecificity = (u: Understanding): Map<string, number> => {
  const out = new Map<string, number>();
  const kinds = new Set(u.concepts.filter((c) => c.kind === 'category').map((c) => c.id));
  const hits = u.parsed.concepts.filter((h) => kinds.has(h.id));
  const timeWord = (text: string): boolean =>
    LEXICON.timeWords.has(text) || text.split(' ').every((w) => LEXICON.timeWords.has(w));
  // A generic kind (lessons, tours) beside a specific one is a weak hint too: "clases de natación"
  // asks for swimming first, any lessons second.
  const generic = new Set(
    [...kinds].filter(
      (id) =>
        LEXICON.concepts.get(id)?.generic === true ||
        hits.filter((h) => h.id === id).every((h) => timeWord(h.text)),
    ),
  );
  if (generic.size === 0 || generic.size === kinds.size) return out;
  for (const id of generic) out.set(id, EVENT_WORD_WEIGHT);
  return out;
};

/** Relevance (0..1): concepts by facets (or evidence) plus echo, words by bm25; memoised by pk. */
const relevanceFor = (
  u: Understanding,
  found: Pick<Retrieval, 'groups' | 'text' | 'evidence' | 'echo'>,
  specificity: ReadonlyMap<string, number>,
): ((d: DiscoveryDoc) => number) => {
  const { concepts } = u;
  // A concept named only in a long message's background weighs less than one in its request.
  const salience = new Map<string, number>();
  for (const h of u.parsed.concepts) salience.set(h.id, Math.max(salience.get(h.id) ?? 0, h.salience ?? 1));
  const relevanceOf = (d: DiscoveryDoc): number => {
    let conceptScore = 0;
    if (concepts.length > 0) {
      let sum = 0;
      let weights = 0;
      for (const c of concepts) {
        const w = (c.weight ?? 1) * (salience.get(c.id) ?? 1) * (specificity.get(c.id) ?? 1);
        const fit = Math.max(conceptFit(c, d), found.evidence.get(c.id)?.has(d.pk) ? EVIDENCE_FIT : 0);
        sum += w * fit;
        weights += w;
      }
      conceptScore = sum / weights + ECHO_SHARE * (found.echo.get(d.pk) ?? 0);
    }
    const textScore = found.text.get(d.pk) ?? 0;
    if (concepts.length > 0 && found.groups.length > 0) return 0.75 * conceptScore + 0.25 * textScore;
    if (concepts.length > 0) return conceptScore;
    return textScore;
  };
  // Gathering filters by relevance and ranking weighs it: worked out once per candidate.
  const memo = new Map<number, number>();
  return (d: DiscoveryDoc): number => {
    let r = memo.get(d.pk);
    if (r === undefined) {
      r = relevanceOf(d);
      memo.set(d.pk, r);
    }
    return r;
  };
};

/** The retrieve stage: the understood prompt → text candidates, concept evidence and relevance. */
export const retrieve = ({ snap, understanding: u }: RetrieveInput): Retrieval => {
  const region = regionOf(u);
  const { groups, ignored, rareMatch } = termGroups(snap, u);
  const { text, match } = textCandidates(snap.text, groups, region);
  const evidence = conceptEvidence(snap, u, region);
  const specificity = kindSpecificity(u);
  const echo = echoOf(snap, u, region, specificity);
  const negatedTermHits = negatedHits(snap.text, u.parsed.excludedTerms);
  return {
    groups,
    ignored,
    rareMatch,
    match,
    text,
    evidence,
    echo,
    negatedTermHits,
    absentHeads: absentHeadsOf(snap, u, region),
    lookingFor: u.concepts.length > 0 || groups.length > 0,
    specificity,
    relevance: relevanceFor(u, { groups, text, evidence, echo }, specificity),
  };
};
