/**
 * The English catalogue of every text search writes: the `message` summary and the pieces of each
 * result's `why`. Keyed, so other languages are the same keys with translated text.
 *
 * FORMAT (for translators)
 * - A translation is a file `src/platform/i18n/<lang>.ts` (fr, es, de, it, pt) exporting
 *   `export const MESSAGES_<LANG>: Catalog = { ... }` with EVERY key of `EN` below; `lang.ts` lists
 *   it, which makes <lang> a language of Jaunt. Missing keys fall back to English at run time (the
 *   tests ask for every key).
 * - `{name}` is a placeholder filled at run time; keep every placeholder of the English text (you may
 *   move it: word order is yours). Never add placeholders that the English text does not have.
 * - Keys ending in `.one` / `.other` are plural forms picked by `{count}` (1 → `.one`).
 * - Pieces that start with a space (" in {place}") are appended to a sentence: keep the leading space.
 * - `{what}` in the `found.*` and `nothing` keys is built from `what.*` (e.g. "3 jazz events",
 *   "3 événements jazz"); `{topic}` is the user's own words or a concept label, already translated.
 * - Apostrophes and quotes: write them naturally (’ or '); the text is plain, not HTML.
 */
export const EN = {
  // ----- message: the one-sentence summary of a search -----
  /** Results found; {what} e.g. "jazz events", {where} " in Paris", {when} " tonight", {price} " under 30 EUR". */
  'found.one': 'Found 1 {what}{where}{when}{price}.',
  'found.other': 'Found {count} {what}{where}{when}{price}.',
  /** Nothing fits; {what} may be empty (then the text reads "Nothing matched..."). */
  nothing: 'Nothing{what} matched{where}{when}{price}.',
  /** Hard constraints were dropped to find something; {dropped} e.g. "free and tonight". */
  'relaxed.one':
    'Nothing {dropped} matched{topic}{where}{when}{price}; here is the closest {noun} without that.',
  'relaxed.other':
    'Nothing {dropped} matched{topic}{where}{when}{price}; here are the {count} closest {noun} without that.',
  /** How {what} is built: topic words and a noun; "{topic} {noun}" → "jazz events". */
  'what.topic_noun': '{topic} {noun}',
  /** Topic words that already name the things found ("galleries", "museums"). */
  'what.topic_only': '{topic}',
  /** The "free" adjective in front of {what}: "free museums". */
  'what.free': 'free {what}',
  'noun.event.one': 'event',
  'noun.event.other': 'events',
  'noun.place.one': 'place',
  'noun.place.other': 'places',
  'noun.result.one': 'result',
  'noun.result.other': 'results',
  'where.in': ' in {place}',
  'where.near': ' near {place}',
  /** {time} is the user's own time words ("tonight", "ce soir"). */
  'when.words': ' {time}',
  'price.under': ' under {amount}',
  /** Leading space: appended after {where}{when}. */
  'topic.for': ' {topic}',
  /** Names of relaxed constraints, joined into {dropped}. */
  'dropped.free': 'free',
  'dropped.budget': 'in budget',
  'dropped.events': 'events',
  'dropped.places': 'places',
  /** {time} as in `when.words`. */
  'dropped.time': '{time}',
  'dropped.place': 'in {place}',
  /** Separators for lists of words. */
  'list.and': ' and ',
  'list.comma': ', ',
  /** A quoted word in notes. */
  'quote.word': '"{word}"',
  // Notes appended after the summary sentence (each starts with a space).
  'note.unknown_location': ' I could not place "{location}", so this search is not limited to one place.',
  'note.unplaced_in': ' I could not find "{location}", so these are from anywhere in {place}.',
  'note.ignored.one': ' No activity mentions {words}, so I left it out.',
  'note.ignored.other': ' No activity mentions {words}, so I left them out.',
  'note.excluded': ' Leaving out {things}, as you asked.',
  'note.lowered': ' I ranked {things} lower rather than leaving them out.',
  'note.corrected': ' Reading {from} as {to}.',
  /** Nothing in the prompt was understood and no text matched well: no results, said honestly. */
  not_understood:
    'I could not work out what you are looking for. Try an activity, a place or a time, for example "jazz tonight in Paris".',

  // ----- why: the rationale of one result -----
  /** The head: {topic} is the matched concept or category ("Jazz"). */
  'why.topic': '{topic}',
  'why.at_venue': '{head} at {venue}',
  'why.in_area': '{head} in {area}',
  /** Session times in the activity's zone: {time} is HH:MM, {date} YYYY-MM-DD, {weekday} localised short day. */
  'why.today': 'today {time}',
  'why.tomorrow': 'tomorrow {time}',
  'why.weekday': '{weekday} {time}',
  'why.date': '{date} {time}',
  /** Only said when the place is open at the moment of the request, in its own zone. */
  'why.open_now': 'open now',
  /** The place is open during the time the user asked for (but not necessarily now). */
  'why.open_then': 'open then',
  'why.free': 'free',
  'why.from_price': 'from {price} with fees',
  'why.distance': '{km} km away',
  /** From the place the prompt named ("near the Louvre"): up to 2.5 km as minutes on foot (80 m a minute). */
  'why.walk_from': '{min} min walk from {place}',
  'why.km_from': '{km} km from {place}',
  /** {diets} e.g. "vegan and gluten-free". */
  'why.dietary_options': '{diets} options',
  /** Joins the head, time, price and distance: "Jazz in Soho, today 21:00, from $20 with fees". */
  'why.sep': ', ',
  /** Joins the sentence and the extras (dietary, plans): "… — great with kids". */
  'why.extras': '{sentence} — {extras}.',
  'why.sentence': '{sentence}.',
  'plan.date-nights': 'good for a date night',
  'plan.fun-with-kids': 'great with kids',
  'plan.pet-friendly': 'dog friendly',
  'plan.accessible-wheelchair-outings': 'wheelchair accessible',
  'plan.friends-hangout': 'good with friends',
  'plan.meet-new-people': 'good for meeting people',
  'plan.staying-active': 'keeps you active',
  'plan.nature-time': 'time in nature',
  'plan.visit-the-city': 'a city classic',
  'plan.work-meetups': 'good for a team outing',
  'diet.vegan': 'vegan',
  'diet.vegetarian': 'vegetarian',
  'diet.kosher': 'kosher',
  'diet.halal': 'halal',
  'diet.gluten_free': 'gluten-free',
  'diet.pescatarian': 'pescatarian',
  'diet.alcohol_free': 'alcohol-free',
  /** Shown for an activity whose setting fits the weather asked about ("🌧️"). */
  'why.indoor': 'indoors',
  'why.outdoor': 'outdoors',
  'entity.event': 'event',
  'entity.place': 'place',
} as const;

export type MessageKey = keyof typeof EN;
/** A translation: the same keys; missing keys fall back to English. */
export type Catalog = Partial<Record<MessageKey, string>>;
