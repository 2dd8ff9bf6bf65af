/**
 * Words no one language owns: currency codes and unit abbreviations read in every prompt, and the
 * names people use for catalogue cities (nicknames and other languages' names). A city name counts
 * in a prompt of any language: "Londres" in an English prompt is still London.
 */

/** Currency codes after an amount ("30 eur"); each language folder lists its currency words. */
export const CURRENCY_CODES: readonly string[] = ['eur', 'usd', 'gbp', 'mxn', 'brl', 'chf'];

/** Unit abbreviations after a number that make it no price ("under 5 km", "max 30 min"). */
export const UNIT_WORDS: readonly string[] = ['min', 'km'];

/** Hand-written names people use for catalogue cities (only those present are used). */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'new-york': ['nyc', 'ny', 'new york city', 'big apple', 'the big apple', 'nueva york', 'new york'],
  'los-angeles': ['la', 'l a', 'los angeles', 'lax'],
  'san-francisco': ['sf', 'san fran', 'frisco', 'bay area'],
  'mexico-city': ['cdmx', 'mexico df', 'ciudad de mexico', 'mexico city', 'df', 'mexico'],
  london: ['londres', 'londra', 'london town', 'londen', 'ldn', 'lndn'],
  paris: ['parigi', 'paree', 'parís', 'paname', 'pantruche'],
  berlin: ['berlino', 'berlim', 'berlín', 'bln'],
  tokyo: ['tokio', 'toquio'],
  lisbon: ['lisboa', 'lissabon', 'lisbonne', 'lisbona', 'lx'],
  munich: ['munchen', 'muenchen', 'monaco di baviera', 'munique'],
  rome: ['roma', 'rom'],
  chicago: ['chi town', 'chitown', 'windy city'],
  barcelona: ['bcn', 'barcelone'],
  madrid: ['madri'],
  amsterdam: ['amsterda', 'amsterdao'],
};

/**
 * Words that say what kind of landmark a name is, in the six languages: people often drop them ("San
 * Pietro" for the Basilica di San Pietro, "Oriente" for the Gare do Oriente, "Termini" for Termini
 * Station), so the gazetteer also knows each landmark by the rest of its name.
 */
// biome-ignore format: word lists read better packed than one per line
export const LANDMARK_KIND_WORDS: readonly string[] = [
  'basilica', 'basilique', 'basílica', 'basilika', 'cathedral', 'cathédrale', 'catedral', 'cattedrale',
  'kathedrale', 'church', 'église', 'iglesia', 'chiesa', 'igreja', 'kirche', 'station', 'gare',
  'estación', 'estação', 'stazione', 'bahnhof', 'museum', 'musée', 'museo', 'museu', 'square', 'plaza',
  'piazza', 'praça', 'platz', 'palace', 'palais', 'palacio', 'palazzo', 'palácio', 'palast', 'tower',
  'torre', 'turm', 'castle', 'château', 'castillo', 'castello', 'castelo', 'schloss', 'park', 'parc',
  'parque', 'parco', 'bridge', 'pont', 'puente', 'ponte', 'brücke', 'street', 'rue', 'calle', 'via',
  'rua', 'straße', 'avenue', 'avenida', 'market', 'marché', 'mercado', 'mercato', 'markt', 'fountain',
  'fontaine', 'fuente', 'fontana', 'brunnen', 'gate', 'puerta', 'porta', 'place',
];

/**
 * Words that make a name a street or a square, in the six languages and Dutch (catalogue cities'
 * own): with LANDMARK_KIND_WORDS they may sit inside a place name the gazetteer does not know ("Rua
 * Augusta", "Carnaby Street", "Plaza de Olavide"), which the search then locates from the
 * catalogue's own text. Never looked for as words.
 */
// biome-ignore format: word lists read better packed than one per line
export const STREET_WORDS: readonly string[] = [
  'road', 'rd', 'st', 'lane', 'ln', 'ave', 'boulevard', 'blvd', 'drive', 'row', 'terrace', 'crescent',
  'hill', 'quay', 'wharf', 'quai', 'allée', 'impasse', 'passage', 'cours', 'paseo',
  'carrera', 'callejón', 'glorieta', 'corso', 'viale', 'vicolo', 'largo', 'lungotevere', 'travessa',
  'rossio', 'beco', 'calçada', 'strasse', 'gasse', 'weg', 'allee', 'ring', 'damm', 'ufer', 'gracht',
  'straat', 'plein', 'steeg', 'kade', 'markt', 'mercat', 'piazzale', 'campo',
];
