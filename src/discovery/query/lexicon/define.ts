/**
 * Authoring helper for the concept data files: terms and emoji are written as one comma-separated
 * (emoji: space-separated) string so a concept reads on a few lines. A concept's forms come from
 * every language folder's `concepts.ts`, by the concept's id, written the same way.
 */
import { LANGUAGES, type Lang } from '../../../platform/i18n/lang.js';
import { LANGUAGE_LEXICONS } from './languages.js';
import type { Concept, ConceptFacets, ConceptKind } from './types.js';

export interface ConceptSource {
  /** `<kind>.<name>`; the kind prefix must be the kind the file declares. */
  id: string;
  facets: ConceptFacets;
  /** English evidence words, comma separated. */
  terms: string;
  /** Emoji, space separated. */
  emoji?: string;
  weight?: number;
  /** A generic kind (tours, classes) that a qualifier makes specific; see `Concept.generic`. */
  generic?: boolean;
}

const list = (text: string, separator: string | RegExp): string[] => [
  ...new Set(
    text
      .split(separator)
      .map((s) => s.trim().toLowerCase())
      .filter((s) => s.length > 0),
  ),
];

/** The concept's forms in every language; a language folder without them gives none (the tests say so). */
const formsOf = (id: string): Record<Lang, string[]> => {
  const forms = {} as Record<Lang, string[]>;
  for (const lang of LANGUAGES) forms[lang] = list(LANGUAGE_LEXICONS[lang].concepts[id] ?? '', ',');
  return forms;
};

/**
 * A catalogue writes a facet value as it likes: "open mic", "open-mic", "open_mic". Each category of
 * a concept stands for all three spellings.
 */
const spellings = (values: readonly string[]): string[] => [
  ...new Set(values.flatMap((v) => [v, v.replace(/[-_]/g, ' '), v.replace(/[ _]/g, '-')])),
];

const withSpellings = (f: ConceptFacets): ConceptFacets =>
  f.categories ? { ...f, categories: spellings(f.categories) } : f;

const toConcept = (kind: ConceptKind, source: ConceptSource): Concept => {
  const concept: Concept = {
    id: source.id,
    kind,
    facets: withSpellings(source.facets),
    terms: list(source.terms, ','),
    forms: formsOf(source.id),
  };
  const withEmoji = source.emoji === undefined ? concept : { ...concept, emoji: list(source.emoji, /\s+/) };
  const weighted = source.weight === undefined ? withEmoji : { ...withEmoji, weight: source.weight };
  return source.generic ? { ...weighted, generic: true } : weighted;
};

export const defineConcepts = (kind: ConceptKind, sources: readonly ConceptSource[]): readonly Concept[] =>
  sources.map((source) => toConcept(kind, source));
