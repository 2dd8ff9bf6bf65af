/**
 * Authoring helper for the concept data files: forms, terms and emoji are written as one
 * comma-separated (emoji: space-separated) string per language so a concept reads on a few lines.
 */
import type { Lang } from '../../../platform/i18n/lang.js';
import type { Concept, ConceptFacets, ConceptKind } from './types.js';

export interface ConceptSource {
  /** `<kind>.<name>`; the kind prefix must be the kind the file declares. */
  id: string;
  facets: ConceptFacets;
  /** English evidence words, comma separated. */
  terms: string;
  /** Surface forms per language, comma separated. */
  forms: Readonly<Record<Lang, string>>;
  /** Emoji, space separated. */
  emoji?: string;
  weight?: number;
}

const list = (text: string, separator: string | RegExp): string[] => [
  ...new Set(
    text
      .split(separator)
      .map((s) => s.trim().toLowerCase())
      .filter((s) => s.length > 0),
  ),
];

const toConcept = (kind: ConceptKind, source: ConceptSource): Concept => {
  const forms = {
    en: list(source.forms.en, ','),
    fr: list(source.forms.fr, ','),
    es: list(source.forms.es, ','),
    de: list(source.forms.de, ','),
    it: list(source.forms.it, ','),
    pt: list(source.forms.pt, ','),
  };
  const concept: Concept = {
    id: source.id,
    kind,
    facets: source.facets,
    terms: list(source.terms, ','),
    forms,
  };
  const withEmoji = source.emoji === undefined ? concept : { ...concept, emoji: list(source.emoji, /\s+/) };
  return source.weight === undefined ? withEmoji : { ...withEmoji, weight: source.weight };
};

export const defineConcepts = (kind: ConceptKind, sources: readonly ConceptSource[]): readonly Concept[] =>
  sources.map((source) => toConcept(kind, source));
