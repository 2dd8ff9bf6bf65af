/**
 * Ages said of people, per language: "with 2 kids under 5", "con niños menores de 6", "mit Kindern
 * unter 10", "avec des enfants de moins de 8 ans". A number bound right after one of these words for
 * children (behind an age cue, or followed by an age unit) is an age, never a price. Data only: `persons`
 * are the children an age is said of (adults are left out: "4 people under 40" is a price), `cues` the words between the person and the number, `units` the
 * words for years after it. Matching folds accents and case.
 */
import type { Lang } from '../../../platform/i18n/lang.js';

export interface AgeWords {
  persons: readonly string[];
  cues: readonly string[];
  units: readonly string[];
}

export const AGE_WORDS: Readonly<Record<Lang, AgeWords>> = {
  en: {
    // biome-ignore format: word lists read better packed than one per line
    persons: [
      'kids', 'kid', 'children', 'child', 'toddlers', 'toddler', 'little ones', 'boys', 'girls', 'son',
      'sons', 'daughter', 'daughters', 'teens', 'teenagers', 'grandkids', 'baby', 'babies', 'nephew',
      'niece', 'nephews', 'nieces',
    ],
    // biome-ignore format: word lists read better packed than one per line
    cues: [
      'under', 'below', 'aged', 'ages', 'age', 'over', 'younger than', 'older than', 'less than',
      'of', 'up to', 'between',
    ],
    units: ['years', 'year', 'yrs', 'yr', 'yo', 'y o', 'years old', 'year old', 'months', 'month'],
  },
  es: {
    // biome-ignore format: word lists read better packed than one per line
    persons: [
      'niños', 'niño', 'niñas', 'niña', 'hijos', 'hijas', 'hijo', 'hija', 'peques', 'críos', 'chicos',
      'bebés', 'bebé', 'nietos', 'sobrinos', 'menores',
    ],
    // biome-ignore format: word lists read better packed than one per line
    cues: [
      'menores de', 'menor de', 'de menos de', 'menos de', 'mayores de', 'de más de', 'de', 'entre',
      'hasta', 'con menos de',
    ],
    units: ['años', 'año', 'meses', 'mes'],
  },
  fr: {
    // biome-ignore format: word lists read better packed than one per line
    persons: [
      'enfants', 'enfant', 'gamins', 'gamin', 'petits', 'fils', 'filles', 'fille', 'ados', 'bébés',
      'bébé', 'petits-enfants', 'neveux',
    ],
    // biome-ignore format: word lists read better packed than one per line
    cues: [
      'de moins de', 'moins de', 'de plus de', 'plus de', 'sous', 'de', 'agés de', 'âgés de', 'entre',
      "jusqu'à",
    ],
    units: ['ans', 'an', 'mois'],
  },
  de: {
    // biome-ignore format: word lists read better packed than one per line
    persons: [
      'kinder', 'kindern', 'kind', 'kids', 'kleinen', 'sohn', 'söhne', 'tochter', 'töchter', 'enkel',
      'enkeln', 'babys', 'baby', 'jugendliche', 'jugendlichen',
    ],
    // biome-ignore format: word lists read better packed than one per line
    cues: [
      'unter', 'von', 'über', 'ab', 'bis', 'jünger als', 'älter als', 'im alter von', 'zwischen',
      'weniger als',
    ],
    units: ['jahre', 'jahren', 'jahr', 'monate', 'monaten', 'j'],
  },
  it: {
    // biome-ignore format: word lists read better packed than one per line
    persons: [
      'bambini', 'bambino', 'bambine', 'bimbi', 'bimbo', 'figli', 'figlio', 'figlia', 'figlie',
      'ragazzi', 'ragazzini', 'nipoti', 'neonati',
    ],
    // biome-ignore format: word lists read better packed than one per line
    cues: [
      'sotto i', 'sotto', 'di meno di', 'meno di', 'con meno di', 'di', 'sopra i', 'di età inferiore ai',
      'fino a', 'tra',
    ],
    units: ['anni', 'anno', 'mesi', 'mese'],
  },
  pt: {
    // biome-ignore format: word lists read better packed than one per line
    persons: [
      'crianças', 'criança', 'miúdos', 'filhos', 'filhas', 'filho', 'filha', 'bebês', 'bebés', 'bebê',
      'netos', 'sobrinhos', 'menores',
    ],
    // biome-ignore format: word lists read better packed than one per line
    cues: [
      'menores de', 'menor de', 'com menos de', 'de menos de', 'menos de', 'abaixo de', 'de', 'até',
      'entre', 'acima de', 'maiores de',
    ],
    units: ['anos', 'ano', 'meses', 'mês'],
  },
};
