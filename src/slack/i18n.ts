/**
 * The words of the discovery surfaces in the user's Slack language (en, fr, es, de). Dates need no
 * table: Slack's `<!date^…>` tokens render in each reader's own language and zone.
 */
export type Lang = 'en' | 'fr' | 'es' | 'de';

type WordKey =
  | 'thingsNear'
  | 'details'
  | 'book'
  | 'tryBook'
  | 'share'
  | 'more'
  | 'showMore'
  | 'back'
  | 'changeLocation'
  | 'setLocation'
  | 'resultsFor'
  | 'nothingMatched'
  | 'nothingAround'
  | 'endOfShelf'
  | 'showing'
  | 'of'
  | 'shared';
export type Words = Record<WordKey, string>;

const WORDS: Record<Lang, Words> = {
  en: {
    thingsNear: 'Things to do near',
    details: 'Details',
    book: 'Book',
    tryBook: 'Try booking (test)',
    share: 'Share to channel',
    more: 'More',
    showMore: 'Show more',
    back: 'Back to all shelves',
    changeLocation: 'Change location',
    setLocation: 'Set location',
    resultsFor: 'Results for',
    nothingMatched: 'Nothing matched. Try fewer or different words.',
    nothingAround: 'Nothing is on around here right now. Try another place.',
    endOfShelf: 'That is everything on this shelf.',
    showing: 'Showing',
    of: 'of',
    shared: 'shared this',
  },
  fr: {
    thingsNear: 'À faire près de',
    details: 'Détails',
    book: 'Réserver',
    tryBook: 'Essayer (test)',
    share: 'Partager ici',
    more: 'Plus :',
    showMore: 'Voir plus',
    back: 'Retour aux rayons',
    changeLocation: 'Changer de lieu',
    setLocation: 'Choisir un lieu',
    resultsFor: 'Résultats pour',
    nothingMatched: 'Aucun résultat. Essayez d’autres mots.',
    nothingAround: 'Rien en ce moment par ici. Essayez un autre lieu.',
    endOfShelf: 'C’est tout pour ce rayon.',
    showing: 'Affichés',
    of: 'sur',
    shared: 'a partagé ceci',
  },
  es: {
    thingsNear: 'Qué hacer cerca de',
    details: 'Detalles',
    book: 'Reservar',
    tryBook: 'Probar (prueba)',
    share: 'Compartir aquí',
    more: 'Más:',
    showMore: 'Ver más',
    back: 'Volver a todo',
    changeLocation: 'Cambiar lugar',
    setLocation: 'Elegir lugar',
    resultsFor: 'Resultados para',
    nothingMatched: 'Sin resultados. Prueba con otras palabras.',
    nothingAround: 'No hay nada ahora por aquí. Prueba otro lugar.',
    endOfShelf: 'Eso es todo en esta sección.',
    showing: 'Mostrando',
    of: 'de',
    shared: 'compartió esto',
  },
  de: {
    thingsNear: 'Unternehmungen bei',
    details: 'Details',
    book: 'Buchen',
    tryBook: 'Testbuchung',
    share: 'Im Kanal teilen',
    more: 'Mehr:',
    showMore: 'Mehr zeigen',
    back: 'Zurück zur Übersicht',
    changeLocation: 'Ort ändern',
    setLocation: 'Ort festlegen',
    resultsFor: 'Ergebnisse für',
    nothingMatched: 'Nichts gefunden. Versuche andere Wörter.',
    nothingAround: 'Hier ist gerade nichts los. Versuche einen anderen Ort.',
    endOfShelf: 'Das ist alles in diesem Regal.',
    showing: 'Angezeigt',
    of: 'von',
    shared: 'hat das geteilt',
  },
};

const isLang = (l: string | undefined): l is Lang => l === 'en' || l === 'fr' || l === 'es' || l === 'de';

export const wordsFor = (lang: string | undefined): Words => (isLang(lang) ? WORDS[lang] : WORDS.en);
