/**
 * Explanations built only from signals that actually matched: the one-sentence `why` of a search
 * result and the `message` summary of a search, in the answer's language (src/platform/i18n). Pure.
 */

import { formatMoney, openState } from '../catalogue/index.js';
import type { Lang } from '../platform/i18n/lang.js';
import type { MessageKey } from '../platform/i18n/messages.js';
import { joinList, plural, t } from '../platform/i18n/translate.js';
import { localParts } from '../platform/time.js';
import type { Scored } from './ranking.js';

const capitalise = (s: string): string => (s.length > 0 ? (s[0] ?? '').toUpperCase() + s.slice(1) : s);
const pad = (n: number): string => String(n).padStart(2, '0');

// Building an Intl.DateTimeFormat costs far more than formatting with one: one per (language, zone).
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
const weekdayFormat = (lang: Lang, timeZone: string): Intl.DateTimeFormat => {
  const key = `${lang}|${timeZone}`;
  let f = weekdayFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone });
    if (weekdayFormats.size >= 1_000) weekdayFormats.clear();
    weekdayFormats.set(key, f);
  }
  return f;
};

/** "Fri 22:30" in the activity's zone; "today 19:00" / "tomorrow 10:00" when close. */
export const shortWhen = (instant: number, now: number, timeZone: string, lang: Lang = 'en'): string => {
  const p = localParts(instant, timeZone);
  const n = localParts(now, timeZone);
  const time = `${pad(p.hour)}:${pad(p.minute)}`;
  const days = (Date.UTC(p.year, p.month - 1, p.day) - Date.UTC(n.year, n.month - 1, n.day)) / 86_400_000;
  if (days === 0) return t(lang, 'why.today', { time });
  if (days === 1) return t(lang, 'why.tomorrow', { time });
  if (days < 7) {
    const weekday = weekdayFormat(lang, timeZone).format(instant);
    return t(lang, 'why.weekday', { weekday, time });
  }
  return t(lang, 'why.date', { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time });
};

export interface WhyInput {
  scored: Scored;
  now: number;
  lang: Lang;
  /** What the prompt asked for that this activity has (a concept label, a matched category). */
  topic: string | null;
  /** Show distance when the centre is meaningful to the user (a point or their neighbourhood). */
  showDistance: boolean;
  /**
   * The place is open at some point of the time window the prompt asked for (its hours say so), and
   * that window still holds (it was not relaxed).
   */
  openThen: boolean;
  /**
   * The prompt asked for a time that is not now ("Friday evening"): whether a place is open at the
   * moment of the request is not what was asked, so "open now" is never said.
   */
  otherTime?: boolean;
  /** The place the prompt named for "near X": the distance is said from it ("8 min walk from the Louvre"). */
  from?: string | null;
}

/**
 * "Free" as the record says it: a `free` tag or a free ticket. A walk-in place without a ticket price
 * may still charge (a gallery, a spa), so it is not called free.
 */
export const saysFree = (doc: Scored['doc']): boolean =>
  doc.tags.includes('free') || (doc.isFree && doc.minPriceMinor !== null);

/** Up to this far a distance is said in minutes on foot (80 m a minute). */
const WALK_KM = 2.5;

const distanceFrom = (lang: Lang, km: number, place: string): string =>
  km <= WALK_KM
    ? t(lang, 'why.walk_from', { min: String(Math.max(1, Math.round((km * 1000) / 80))), place })
    : t(lang, 'why.km_from', { km: km.toFixed(1), place });

export const why = ({
  scored,
  now,
  lang,
  topic,
  showDistance,
  openThen,
  otherTime,
  from,
}: WhyInput): string => {
  const { doc, signals } = scored;
  let head = capitalise(
    (topic ?? doc.categories[0] ?? t(lang, `entity.${doc.entityType}`)).replaceAll('-', ' '),
  );
  if (doc.venue && !doc.name.toLowerCase().includes(doc.venue.toLowerCase()))
    head = t(lang, 'why.at_venue', { head, venue: doc.venue });
  const area = doc.semanticLocation?.split(',')[0]?.trim();
  if (area) head = t(lang, 'why.in_area', { head, area });
  const parts = [head];
  // A session is a fact of the record, whatever the entity type (an escape room's slots).
  if (signals.startsAt !== null && (doc.entityType === 'event' || doc.sessionStarts.length > 0))
    parts.push(shortWhen(signals.startsAt, now, doc.timezone, lang));
  else if (doc.entityType === 'place') {
    // "open now" only when open at the moment of the request in the place's own zone; the ranking
    // signal may describe the asked window ("tomorrow morning") instead.
    if (!otherTime && openState(doc.openingHours, now, doc.timezone) === 'open')
      parts.push(t(lang, 'why.open_now'));
    else if (openThen) parts.push(t(lang, 'why.open_then'));
  }
  if (saysFree(doc)) parts.push(t(lang, 'why.free'));
  else if (doc.minPriceMinor !== null && doc.minPriceMinor > 0 && doc.currency)
    parts.push(t(lang, 'why.from_price', { price: formatMoney(doc.minPriceMinor, doc.currency) }));
  if (from && signals.distanceKm !== null) parts.push(distanceFrom(lang, signals.distanceKm, from));
  else if (showDistance && signals.distanceKm !== null)
    parts.push(t(lang, 'why.distance', { km: signals.distanceKm.toFixed(1) }));
  const extras: string[] = [];
  const diet = signals.dietary.map((d) => t(lang, `diet.${d}` as MessageKey));
  if (diet.length > 0) extras.push(t(lang, 'why.dietary_options', { diets: joinList(lang, diet) }));
  for (const p of signals.plans.slice(0, 2)) {
    const key = `plan.${p}` as MessageKey;
    if (t(lang, key) !== key) extras.push(t(lang, key));
  }
  const sentence = parts.join(t(lang, 'why.sep'));
  return extras.length > 0
    ? t(lang, 'why.extras', { sentence, extras: extras.join(t(lang, 'why.sep')) })
    : t(lang, 'why.sentence', { sentence });
};

export interface MessageInput {
  lang: Lang;
  count: number;
  /** What was asked, in words: "jazz", "vegan". */
  topic: string | null;
  entityType: 'event' | 'place' | null;
  placeLabel: string | null;
  near: boolean;
  timeLabel: string | null;
  free: boolean;
  maxPriceLabel: string | null;
  /** Constraints dropped to find anything, already worded (`dropped.*`). */
  relaxed: string[];
  /** Words that matched nothing in the catalogue. */
  ignored: string[];
  /** Negated concepts and words that were left out. */
  excluded: string[];
  /** Said not to be wanted but still among the results, ranked lower (a dislike, a word only pushed down). */
  lowered: string[];
  corrections: { from: string; to: string }[];
  /** The `location` hint could not be placed. */
  unknownLocation: string | null;
  /** Nothing in the prompt was understood. */
  notUnderstood: boolean;
}

export const searchMessage = (m: MessageInput): string => {
  const { lang } = m;
  if (m.notUnderstood) return t(lang, 'not_understood');
  const quote = (word: string) => t(lang, 'quote.word', { word });
  const nounKey = m.entityType ?? 'result';
  const noun = (count: number) => t(lang, `noun.${nounKey}.${count === 1 ? 'one' : 'other'}` as MessageKey);
  // "galleries", "museums" already name the things found (English plural topics).
  const topicIsNoun = lang === 'en' && m.topic !== null && /s$/.test(m.topic) && !/ss$/.test(m.topic);
  const what = (count: number): string => {
    const base = m.topic
      ? topicIsNoun
        ? t(lang, 'what.topic_only', { topic: m.topic })
        : t(lang, 'what.topic_noun', { topic: m.topic, noun: noun(count) })
      : noun(count);
    return m.free ? t(lang, 'what.free', { what: base }) : base;
  };
  const where = m.placeLabel ? t(lang, m.near ? 'where.near' : 'where.in', { place: m.placeLabel }) : '';
  const when = m.timeLabel ? t(lang, 'when.words', { time: m.timeLabel }) : '';
  const price = m.maxPriceLabel ? t(lang, 'price.under', { amount: m.maxPriceLabel }) : '';
  let notes = '';
  // A place kept around what could not be placed ("near the X bridge in Bilbao") is said as such.
  if (m.unknownLocation)
    notes +=
      m.placeLabel && !m.near
        ? t(lang, 'note.unplaced_in', { location: m.unknownLocation, place: m.placeLabel })
        : t(lang, 'note.unknown_location', { location: m.unknownLocation });
  if (m.corrections.length > 0)
    notes += t(lang, 'note.corrected', {
      from: joinList(
        lang,
        m.corrections.map((c) => quote(c.from)),
      ),
      to: joinList(
        lang,
        m.corrections.map((c) => quote(c.to)),
      ),
    });
  if (m.excluded.length > 0)
    notes += t(lang, 'note.excluded', { things: joinList(lang, m.excluded.map(quote)) });
  if (m.lowered.length > 0)
    notes += t(lang, 'note.lowered', { things: joinList(lang, m.lowered.map(quote)) });
  if (m.ignored.length > 0)
    notes += plural(lang, 'note.ignored', m.ignored.length, { words: joinList(lang, m.ignored.map(quote)) });
  if (m.count === 0) {
    const asked = m.topic ?? '';
    const whatText = m.free
      ? ` ${asked ? t(lang, 'what.free', { what: asked }) : t(lang, 'dropped.free')}`
      : asked
        ? ` ${asked}`
        : '';
    return `${t(lang, 'nothing', { what: whatText, where, when, price })}${notes}`;
  }
  if (m.relaxed.length > 0) {
    return `${plural(lang, 'relaxed', m.count, {
      dropped: joinList(lang, m.relaxed),
      topic: m.topic ? t(lang, 'topic.for', { topic: m.topic }) : '',
      where,
      when,
      price,
      noun: noun(m.count),
    })}${notes}`;
  }
  return `${plural(lang, 'found', m.count, { what: what(m.count), where, when, price })}${notes}`;
};
