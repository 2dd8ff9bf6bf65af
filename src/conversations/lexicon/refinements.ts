/**
 * The words of a conversation that are not search terms, by language: how people refine the request
 * a thread keeps ("cheaper", "start over", "instead", "not that one", "more like the second", "book
 * the second one", "in French please") and the words used to write a kept request back as a prompt
 * for search. Data only: src/conversations/read-refinements.ts reads every language's entries
 * (a person may switch language mid-thread). Lower case; matching folds accents.
 *
 * Adding a language: copy an entry, translate every list; `render` must be phrases search's own
 * parser reads (test/slack/assistant-*.test.ts checks the structured request of each turn).
 */

export type ThreadLang = 'en' | 'fr' | 'es' | 'de';

export interface RefinementLexicon {
  /** Clears the kept request. */
  reset: readonly string[];
  /** Lowers the kept price cap (or asks for cheap things when there is none). */
  cheaper: readonly string[];
  /** Turns down a card of the last answer ("not that one"): it is not shown again in this thread. */
  notThat: readonly string[];
  /** Negation words that turn down a card when an ordinal follows ("not the second"). */
  negation: readonly string[];
  /** "more like the second": the card's kind of thing becomes what is looked for. */
  moreLike: readonly string[];
  /** Opens the Book form for a card (with an ordinal or a reference; never books by itself). */
  book: readonly string[];
  /** Words pointing at a card without an ordinal ("that one", "it"); read only with book or "more like". */
  reference: readonly string[];
  /** "let the team vote between the first three": a plan poll in the channel in context. */
  vote: readonly string[];
  /** Conversation glue with no meaning for search ("instead", "please"). */
  filler: readonly string[];
  /** Small words taken with an ordinal or a reference ("the second one", "la deuxième"). */
  articles: readonly string[];
  /** Phrases search reads better in another form ("closer to" → "near"). */
  rewrite: Readonly<Record<string, string>>;
  /** Ordinal words → position in the last answer (1-based). */
  ordinals: Readonly<Record<string, number>>;
  /** "in French please" → the thread's answer language. */
  languages: Readonly<Record<string, ThreadLang>>;
  /**
   * Words that write a kept constraint back into a prompt ({amount}, {place}, {n}, {words}). The
   * price cap is per person: `under` says so, or search would share it among the party.
   */
  render: {
    under: string;
    near: string;
    in: string;
    party: string;
    cheap: string;
    free: string;
    without: string;
  };
}

export const REFINEMENTS: Readonly<Record<ThreadLang, RefinementLexicon>> = {
  en: {
    reset: ['start over', 'start again', 'new search', 'from scratch', 'forget all that', 'reset'],
    cheaper: ['cheaper', 'less expensive', 'more affordable', 'lower budget', 'cheaper one'],
    notThat: ['not that one', 'not this one', 'something else'],
    negation: ['not', 'no'],
    moreLike: ['more like', 'something like', 'similar to', 'like'],
    book: ['book', 'reserve', 'get tickets for'],
    reference: ['that one', 'this one', 'it'],
    vote: ['let the team vote', 'let us vote', 'team vote', 'vote between', 'vote on', 'poll'],
    filler: ['instead', 'rather', 'actually', 'please', 'then'],
    articles: ['the', 'one', 'ones', 'of', 'between'],
    rewrite: { 'closer to': 'near', 'nearer to': 'near', closer: 'near' },
    ordinals: {
      first: 1,
      '1st': 1,
      second: 2,
      '2nd': 2,
      third: 3,
      '3rd': 3,
      fourth: 4,
      '4th': 4,
      fifth: 5,
      '5th': 5,
    },
    languages: {
      'in english': 'en',
      'in french': 'fr',
      'in spanish': 'es',
      'in german': 'de',
    },
    render: {
      under: 'under {amount} each',
      near: 'near {place}',
      in: 'in {place}',
      party: 'for {n}',
      cheap: 'cheap',
      free: 'free',
      without: 'no {words}',
    },
  },
  fr: {
    reset: ['on recommence', 'recommencer', 'recommence', 'on repart de zero', 'nouvelle recherche'],
    cheaper: ['moins cher', 'moins chere', 'moins chers', 'moins cheres', 'plus abordable'],
    notThat: ['pas celui-la', 'pas celle-la', 'pas celui la', 'pas celle la', 'autre chose'],
    negation: ['pas', 'non'],
    moreLike: ['plus comme', 'dans le genre de', 'dans le genre du', 'comme'],
    book: ['reserve', 'reserver', 'reservez', 'reserve-moi'],
    reference: ['celui-la', 'celle-la', 'celui-ci', 'celle-ci'],
    vote: ['faisons voter', "fais voter l'equipe", 'vote entre', 'sondage', 'faire voter'],
    filler: ['plutot', 'a la place', "s'il te plait", "s'il vous plait", 'stp', 'svp', 'finalement'],
    articles: ['le', 'la', 'les', 'du', 'des', 'entre'],
    rewrite: { 'plus pres de': 'pres de', 'plus proche de': 'pres de', 'plus pres du': 'pres du' },
    ordinals: {
      premier: 1,
      premiere: 1,
      '1er': 1,
      deuxieme: 2,
      second: 2,
      seconde: 2,
      '2e': 2,
      troisieme: 3,
      '3e': 3,
      quatrieme: 4,
      '4e': 4,
      cinquieme: 5,
      '5e': 5,
    },
    languages: {
      'en anglais': 'en',
      'en francais': 'fr',
      'en espagnol': 'es',
      'en allemand': 'de',
    },
    render: {
      under: 'moins de {amount} par personne',
      near: 'près de {place}',
      in: 'à {place}',
      party: 'pour {n} personnes',
      cheap: 'pas cher',
      free: 'gratuit',
      without: 'sans {words}',
    },
  },
  es: {
    reset: [
      'empezar de nuevo',
      'empecemos de nuevo',
      'desde cero',
      'nueva busqueda',
      'otra vez desde el principio',
    ],
    cheaper: ['mas barato', 'mas barata', 'mas baratos', 'mas economico', 'mas economica'],
    notThat: ['ese no', 'esa no', 'otra cosa'],
    negation: ['no'],
    moreLike: ['mas como', 'parecido a', 'parecida a', 'algo como', 'como'],
    book: ['reserva', 'reservar', 'resérvame', 'reservame'],
    reference: ['ese', 'esa', 'este', 'esta'],
    vote: ['que vote el equipo', 'votemos', 'votacion entre', 'encuesta'],
    filler: ['en su lugar', 'por favor', 'entonces'],
    articles: ['el', 'la', 'los', 'las', 'del', 'entre'],
    rewrite: { 'mas cerca de': 'cerca de', 'mas cerca del': 'cerca del' },
    ordinals: {
      primero: 1,
      primera: 1,
      segundo: 2,
      segunda: 2,
      tercero: 3,
      tercera: 3,
      cuarto: 4,
      cuarta: 4,
      quinto: 5,
      quinta: 5,
    },
    languages: {
      'en ingles': 'en',
      'en frances': 'fr',
      'en espanol': 'es',
      'en aleman': 'de',
    },
    render: {
      under: 'menos de {amount} por persona',
      near: 'cerca de {place}',
      in: 'en {place}',
      party: 'para {n} personas',
      cheap: 'barato',
      free: 'gratis',
      without: 'sin {words}',
    },
  },
  de: {
    reset: ['von vorne', 'von vorn', 'neu anfangen', 'nochmal von vorne', 'neue suche'],
    cheaper: ['billiger', 'gunstiger', 'preiswerter', 'weniger teuer'],
    notThat: ['nicht das da', 'nicht dieses', 'nicht diesen', 'etwas anderes'],
    negation: ['nicht', 'kein', 'keine'],
    moreLike: ['eher wie', 'mehr wie', 'so wie', 'ahnlich wie', 'wie'],
    book: ['buche', 'buchen', 'reserviere', 'reservieren'],
    reference: ['dieses', 'diesen', 'das da'],
    vote: ['lass das team abstimmen', 'abstimmen', 'abstimmung zwischen', 'umfrage'],
    filler: ['stattdessen', 'lieber', 'bitte', 'doch', 'dann'],
    articles: ['der', 'die', 'das', 'den', 'dem', 'zwischen'],
    rewrite: { 'naher an': 'nahe', 'naher am': 'nahe', 'naher bei': 'nahe' },
    ordinals: {
      erste: 1,
      ersten: 1,
      erstes: 1,
      zweite: 2,
      zweiten: 2,
      zweites: 2,
      dritte: 3,
      dritten: 3,
      drittes: 3,
      vierte: 4,
      vierten: 4,
      funfte: 5,
      funften: 5,
    },
    languages: {
      'auf englisch': 'en',
      'auf franzosisch': 'fr',
      'auf spanisch': 'es',
      'auf deutsch': 'de',
    },
    render: {
      under: 'unter {amount} pro Person',
      near: 'in der Nähe von {place}',
      in: 'in {place}',
      party: 'für {n} Personen',
      cheap: 'günstig',
      free: 'kostenlos',
      without: 'ohne {words}',
    },
  },
};
