/**
 * Explanations built only from signals that actually matched: the one-sentence `why` of a search
 * result and the `message` summary of a search. Pure.
 */
import { isFreeEntry } from './discovery.js';
import { formatMoney } from './pricing.js';
import type { Scored } from './ranking.js';
import { localParts } from './time.js';

const PLAN_PHRASES: Record<string, string> = {
  'date-nights': 'good for a date night',
  'fun-with-kids': 'great with kids',
  'pet-friendly': 'dog friendly',
  'accessible-wheelchair-outings': 'wheelchair accessible',
  'friends-hangout': 'good with friends',
  'meet-new-people': 'good for meeting people',
  'staying-active': 'keeps you active',
  'nature-time': 'time in nature',
  'visit-the-city': 'a city classic',
  'work-meetups': 'good for a team outing',
};

const DIETARY_LABELS: Record<string, string> = {
  vegan: 'vegan',
  vegetarian: 'vegetarian',
  kosher: 'kosher',
  halal: 'halal',
  gluten_free: 'gluten-free',
  pescatarian: 'pescatarian',
  alcohol_free: 'alcohol-free',
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const capitalise = (s: string): string => (s.length > 0 ? (s[0] ?? '').toUpperCase() + s.slice(1) : s);

/** "Fri 22:30" in the activity's zone; "today 19:00" / "tomorrow 10:00" when close. */
export const shortWhen = (instant: number, now: number, timeZone: string): string => {
  const p = localParts(instant, timeZone);
  const n = localParts(now, timeZone);
  const hhmm = `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
  const sameDay = p.year === n.year && p.month === n.month && p.day === n.day;
  if (sameDay) return `today ${hhmm}`;
  const days = (Date.UTC(p.year, p.month - 1, p.day) - Date.UTC(n.year, n.month - 1, n.day)) / 86_400_000;
  if (days === 1) return `tomorrow ${hhmm}`;
  if (days < 7) return `${WEEKDAYS[p.weekday] ?? ''} ${hhmm}`;
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')} ${hhmm}`;
};

export interface WhyInput {
  scored: Scored;
  now: number;
  /** Category/tag words that the text query hit (from FTS highlights). */
  matchedTopics: string[];
  /** Show distance when the centre is meaningful to the user (a point or their neighbourhood). */
  showDistance: boolean;
  /** Price words were asked for. */
  priceAsked: boolean;
}

export const why = ({ scored, now, matchedTopics, showDistance }: WhyInput): string => {
  const { doc, signals } = scored;
  const topic = matchedTopics[0] ?? doc.categories[0] ?? doc.entityType;
  let head = capitalise(topic.replaceAll('-', ' '));
  if (doc.venue && !doc.name.toLowerCase().includes(doc.venue.toLowerCase())) head += ` at ${doc.venue}`;
  const area = doc.semanticLocation?.split(',')[0]?.trim();
  if (area) head += ` in ${area}`;
  const parts = [head];
  if (doc.entityType === 'event' && signals.startsAt !== null)
    parts.push(shortWhen(signals.startsAt, now, doc.timezone));
  else if (signals.open === 'open') parts.push('open now');
  if (isFreeEntry(doc)) parts.push('free');
  else if (doc.minPriceMinor !== null && doc.currency)
    parts.push(`from ${formatMoney(doc.minPriceMinor, doc.currency)} with fees`);
  if (showDistance && signals.distanceKm !== null) parts.push(`${signals.distanceKm.toFixed(1)} km away`);
  const extras: string[] = [];
  const diet = signals.dietary.map((d) => DIETARY_LABELS[d] ?? d);
  if (diet.length > 0) extras.push(`${diet.join(' and ')} options`);
  for (const p of signals.plans.slice(0, 2)) {
    const phrase = PLAN_PHRASES[p];
    if (phrase) extras.push(phrase);
  }
  const sentence = parts.join(', ');
  return `${sentence}${extras.length > 0 ? ` — ${extras.join(', ')}` : ''}.`;
};

export interface MessageInput {
  count: number;
  /** What was asked, in words: "jazz", "vegan places". */
  topic: string | null;
  entityType: 'event' | 'place' | null;
  placeLabel: string | null;
  timeLabel: string | null;
  free: boolean;
  maxPriceLabel: string | null;
  /** Constraints dropped to find anything ("free", "tonight"). */
  relaxed: string[];
  /** Words that matched nothing in the catalogue. */
  ignored: string[];
  /** The `location` hint could not be placed. */
  unknownLocation: string | null;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

export const searchMessage = (m: MessageInput): string => {
  // "gigs", "galleries" already name the things found.
  const plainNoun = m.entityType === 'event' ? 'event' : m.entityType === 'place' ? 'place' : 'result';
  const noun = m.topic && /s$/.test(m.topic) && !/ss$/.test(m.topic) ? '' : plainNoun;
  const what = [m.free ? 'free' : null, m.topic].filter(Boolean).join(' ');
  const where = m.placeLabel ? ` in ${m.placeLabel}` : '';
  const when = m.timeLabel ? ` ${m.timeLabel}` : '';
  const price = m.maxPriceLabel ? ` under ${m.maxPriceLabel}` : '';
  const notes: string[] = [];
  if (m.unknownLocation)
    notes.push(`I could not place "${m.unknownLocation}", so this search is not limited to one place.`);
  if (m.ignored.length > 0)
    notes.push(`No activity mentions ${m.ignored.map((w) => `"${w}"`).join(', ')}, so I left it out.`);
  const tail = notes.length > 0 ? ` ${notes.join(' ')}` : '';
  if (m.count === 0) return `Nothing${what ? ` ${what}` : ''} matched${where}${when}${price}.${tail}`;
  if (m.relaxed.length > 0) {
    const dropped = m.relaxed.join(' and ');
    return `Nothing ${dropped} matched${m.topic ? ` ${m.topic}` : ''}${where}${when}${price}; here are the ${m.count} closest ${plainNoun}${m.count === 1 ? '' : 's'} without that.${tail}`;
  }
  const found = noun ? plural(m.count, `${what ? `${what} ` : ''}${noun}`) : `${m.count} ${what}`;
  return `Found ${found}${where}${when}${price}.${tail}`;
};
