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

/** "fr-FR" → "fr"; anything we do not translate → "en". */
export const languageOfLocale = (locale: string | null): Lang => {
  const lang = (locale ?? '').slice(0, 2).toLowerCase();
  return isLang(lang) ? lang : 'en';
};

const isLang = (l: string | undefined): l is Lang => l === 'en' || l === 'fr' || l === 'es' || l === 'de';

export const wordsFor = (lang: string | undefined): Words => (isLang(lang) ? WORDS[lang] : WORDS.en);

/** The booker's receipt and the channel summary. */
type ReceiptKey =
  | 'testNote'
  | 'testConfirmed'
  | 'booked'
  | 'ticketsReady'
  | 'confirmationCode'
  | 'tickets'
  | 'bookingFee'
  | 'totalCharged'
  | 'testBooking'
  | 'booking'
  | 'failed'
  | 'cancelled'
  | 'noReason'
  | 'nothingCharged'
  | 'nowStatus'
  | 'bookedVerb'
  | 'testTag'
  | 'noTicket'
  | 'getTickets';
export type ReceiptWords = Record<ReceiptKey, string>;

const RECEIPT: Record<Lang, ReceiptWords> = {
  en: {
    testNote: 'Test booking: nothing was charged',
    testConfirmed: 'Test booking confirmed',
    booked: 'Booked',
    ticketsReady: 'Your tickets are ready',
    confirmationCode: 'Confirmation code',
    tickets: 'Tickets',
    bookingFee: 'booking fee',
    totalCharged: 'total charged',
    testBooking: 'test booking',
    booking: 'booking',
    failed: 'failed',
    cancelled: 'was cancelled',
    noReason: 'no reason given',
    nothingCharged: 'Nothing was charged.',
    nowStatus: 'is now',
    bookedVerb: 'booked',
    testTag: 'test booking',
    noTicket: 'This was a test booking: there is no ticket to show',
    getTickets: 'Get tickets',
  },
  fr: {
    testNote: 'Réservation test : rien n’a été débité',
    testConfirmed: 'Réservation test confirmée',
    booked: 'Réservé',
    ticketsReady: 'Vos billets sont prêts',
    confirmationCode: 'Code de confirmation',
    tickets: 'Billets',
    bookingFee: 'frais de réservation',
    totalCharged: 'total débité',
    testBooking: 'réservation test',
    booking: 'réservation',
    failed: 'a échoué',
    cancelled: 'a été annulée',
    noReason: 'sans motif',
    nothingCharged: 'Rien n’a été débité.',
    nowStatus: 'est maintenant',
    bookedVerb: 'a réservé',
    testTag: 'réservation test',
    noTicket: 'C’était une réservation test : il n’y a pas de billet à montrer',
    getTickets: 'Obtenir les billets',
  },
  es: {
    testNote: 'Reserva de prueba: no se cobró nada',
    testConfirmed: 'Reserva de prueba confirmada',
    booked: 'Reservado',
    ticketsReady: 'Tus entradas están listas',
    confirmationCode: 'Código de confirmación',
    tickets: 'Entradas',
    bookingFee: 'gastos de reserva',
    totalCharged: 'total cobrado',
    testBooking: 'reserva de prueba',
    booking: 'reserva',
    failed: 'falló',
    cancelled: 'se canceló',
    noReason: 'sin motivo',
    nothingCharged: 'No se cobró nada.',
    nowStatus: 'ahora está',
    bookedVerb: 'reservó',
    testTag: 'reserva de prueba',
    noTicket: 'Fue una reserva de prueba: no hay ninguna entrada que mostrar',
    getTickets: 'Obtener entradas',
  },
  de: {
    testNote: 'Testbuchung: nichts wurde berechnet',
    testConfirmed: 'Testbuchung bestätigt',
    booked: 'Gebucht',
    ticketsReady: 'Deine Tickets sind fertig',
    confirmationCode: 'Bestätigungscode',
    tickets: 'Tickets',
    bookingFee: 'Buchungsgebühr',
    totalCharged: 'insgesamt berechnet',
    testBooking: 'Testbuchung',
    booking: 'Buchung',
    failed: 'ist fehlgeschlagen',
    cancelled: 'wurde storniert',
    noReason: 'ohne Angabe von Gründen',
    nothingCharged: 'Es wurde nichts berechnet.',
    nowStatus: 'ist jetzt',
    bookedVerb: 'hat gebucht:',
    testTag: 'Testbuchung',
    noTicket: 'Das war eine Testbuchung: Es gibt kein Ticket vorzuzeigen',
    getTickets: 'Tickets abrufen',
  },
};

export const receiptWordsFor = (lang: string | undefined): ReceiptWords =>
  isLang(lang) ? RECEIPT[lang] : RECEIPT.en;
