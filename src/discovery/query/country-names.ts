/**
 * Country names as place context, derived, not listed: every region name Intl.DisplayNames knows in
 * each supported language ("Mexique", "Spanien", "Estados Unidos", "Regno Unito"), built once. Said
 * where a place is (after a place preposition, after a city, or opening a clause: "..., au
 * Mexique", "Valencia, Spain"), a country name is context: never corrected into a topic word (the
 * French "Mexique" is no "musique"), never a word to look for. A name the gazetteer knows as a
 * place of its own stays a place. Pure.
 */
import { LANGUAGES } from '../../platform/i18n/lang.js';
import { fold } from './text.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

let names: Map<string, string> | null = null;
let longest = 1;

/** Folded country name → ISO 3166 region code, in every supported language. */
const countryNames = (): Map<string, string> => {
  if (names) return names;
  const out = new Map<string, string>();
  for (const lang of LANGUAGES) {
    const display = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    for (const a of LETTERS)
      for (const b of LETTERS) {
        const code = a + b;
        let name: string | undefined;
        try {
          name = display.of(code);
        } catch {
          name = undefined;
        }
        if (!name || name === code) continue;
        const key = fold(name);
        if (key.length < 4) continue;
        out.set(key, code);
        longest = Math.max(longest, key.split(' ').length);
      }
  }
  names = out;
  return out;
};

/**
 * The indexes of the words that name a country where a place is (`placeContext(start)`), skipping
 * names inside a name the gazetteer holds (`isPlace`, names of up to `placeWords` words).
 */
export const countryWords = (
  words: readonly string[],
  placeContext: (start: number) => boolean,
  isPlace: (key: string) => boolean,
  placeWords: number,
): number[] => {
  const table = countryNames();
  // Inside a place's name ("Monaco di Baviera" holds the Italian "Monaco"), a country is that place.
  const inPlace = (start: number, end: number): boolean => {
    for (let s = Math.max(0, end - placeWords); s <= start; s++)
      for (let e = end; e <= Math.min(words.length, s + placeWords); e++)
        if (isPlace(words.slice(s, e).join(' '))) return true;
    return false;
  };
  const out: number[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(longest, words.length - i); n >= 1; n--) {
      const key = words.slice(i, i + n).join(' ');
      if (!table.has(key) || !placeContext(i) || inPlace(i, i + n)) continue;
      for (let k = i; k < i + n; k++) out.push(k);
      i += n - 1;
      break;
    }
  }
  return out;
};
