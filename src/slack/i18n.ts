/**
 * The words of the Slack surfaces in the user's Slack language (en, fr, es, de): discovery, Details
 * and the Book form, receipts, shelf names (by shelf id), the plan poll, and the day words of the
 * venue-time rule, and the admin's side (install welcome, Connect, Disconnect, App Home). Day and
 * month names come from Intl; the reader's own time is Slack's `<!date^…>`
 * token, which Slack renders in each reader's language and zone.
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
  | 'getTickets'
  | 'lineNotPosted';
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
    lineNotPosted:
      "I can't post your booking line in that channel: Jaunt isn't a member of it and can't join it by itself. Your tickets and receipt are here.",
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
    lineNotPosted:
      'Je n’ai pas pu annoncer votre réservation dans ce canal : Jaunt n’en est pas membre et ne peut pas le rejoindre seul. Vos billets et votre reçu sont ici.',
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
    lineNotPosted:
      'No pude anunciar tu reserva en ese canal: Jaunt no es miembro y no puede unirse por sí mismo. Tus entradas y tu recibo están aquí.',
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
    lineNotPosted:
      'Ich konnte deine Buchung in diesem Kanal nicht ankündigen: Jaunt ist kein Mitglied und kann nicht selbst beitreten. Tickets und Beleg findest du hier.',
  },
};

export const receiptWordsFor = (lang: string | undefined): ReceiptWords =>
  isLang(lang) ? RECEIPT[lang] : RECEIPT.en;

/**
 * The Details modal, the Book form, its validation messages and the "requested" confirmation.
 * `{name}`-style holes are filled by `fill`; every language must have every key (test/slack/locale).
 */
type FormKey =
  | 'activity'
  | 'when'
  | 'where'
  | 'price'
  | 'openNow'
  | 'yes'
  | 'no'
  | 'categories'
  | 'tips'
  | 'moreDates'
  | 'moreTicketTypes'
  | 'feeIncluded'
  | 'notOnSale'
  | 'notSold'
  | 'free'
  | 'bookTitle'
  | 'testTitle'
  | 'submitBook'
  | 'submitTry'
  | 'cancel'
  | 'close'
  | 'done'
  | 'date'
  | 'pickDate'
  | 'soldOut'
  | 'noTickets'
  | 'ticket'
  | 'pickTicket'
  | 'howMany'
  | 'between'
  | 'atLeast'
  | 'buy'
  | 'buyHint'
  | 'quotedTotal'
  | 'testMode'
  | 'rehearsal'
  | 'testDecline'
  | 'bookingLabel'
  | 'testOnly'
  | 'at'
  | 'authorised'
  | 'pickToTotal'
  | 'shareOption'
  | 'shareLabel'
  | 'cannotShare'
  | 'privateResult'
  | 'requestedTitle'
  | 'testRequestedTitle'
  | 'requested'
  | 'testRequested'
  | 'resultPrivately'
  | 'channelOnly'
  | 'bookingRef'
  | 'cannotBook'
  | 'notSoldHere'
  | 'noBookingHere'
  | 'expired'
  | 'wentWrong'
  | 'bookingWentWrong'
  | 'errNotBookable'
  | 'errDate'
  | 'errTicket'
  | 'errNotOnSale'
  | 'errWhole'
  | 'errAtLeast'
  | 'errAtMost'
  | 'errMode'
  | 'errTestOnly'
  | 'errModeListed';
export type FormWords = Record<FormKey, string>;

const FORM: Record<Lang, FormWords> = {
  en: {
    activity: 'Activity',
    when: 'When',
    where: 'Where',
    price: 'Price',
    openNow: 'Open now',
    yes: 'Yes',
    no: 'No',
    categories: 'Categories',
    tips: 'Tips',
    moreDates: '…and {n} more dates.',
    moreTicketTypes: '…and {n} more ticket types',
    feeIncluded: '(incl. {fee} fee)',
    notOnSale: 'Not on sale',
    notSold: 'Tickets for this one are not sold through Jaunt.',
    free: 'Free',
    bookTitle: 'Book tickets',
    testTitle: 'Test booking',
    submitBook: 'Book',
    submitTry: 'Try booking',
    cancel: 'Cancel',
    close: 'Close',
    done: 'Done',
    date: 'Date',
    pickDate: 'Pick a date',
    soldOut: 'Sold out',
    noTickets: 'No tickets are listed for this date.',
    ticket: 'Ticket',
    pickTicket: 'Pick a ticket type',
    howMany: 'How many tickets',
    between: 'Between {min} and {max} per order.',
    atLeast: 'At least {min} per order.',
    buy: 'Buy the tickets',
    buyHint: "Charges your company's card up to {total}",
    quotedTotal: 'the quoted total',
    testMode: 'Test booking',
    rehearsal: 'A rehearsal: nothing is charged',
    testDecline: 'Test a declined booking',
    bookingLabel: 'Booking',
    testOnly: 'Test bookings only here: nothing is ever charged.',
    at: 'at',
    authorised: 'Authorised total incl. booking fee: {total} (USD)',
    pickToTotal: 'Pick a ticket to see the total.',
    shareOption: 'Share in the channel that I booked (no codes or links)',
    shareLabel: 'Share',
    cannotShare: 'Jaunt is not in this channel and cannot post here, so nothing will be shared in it.',
    privateResult: 'Your tickets, codes and receipt come to you in a private message from Jaunt.',
    requestedTitle: 'Booking requested',
    testRequestedTitle: 'Test booking requested',
    requested: "Requested {name}: we'll DM you the result.",
    testRequested: "Test booking of {name} requested: nothing is charged. We'll DM you the result.",
    resultPrivately: 'The result, with any tickets and codes, comes to you in a private message.',
    channelOnly: 'If it succeeds, the channel only sees that you booked.',
    bookingRef: 'Booking',
    cannotBook: '{name} cannot be booked through Jaunt.',
    notSoldHere: '{name} is not sold by a supplier connected to Jaunt, so Jaunt cannot buy tickets for it.',
    noBookingHere: 'This workspace’s Jaunt account can find activities but not book them.',
    expired: 'This form has expired; press Book again.',
    wentWrong: 'Something went wrong.',
    bookingWentWrong: 'Something went wrong creating the booking. Please try again.',
    errNotBookable: 'This activity cannot be booked through Jaunt.',
    errDate: 'Pick one of the listed dates.',
    errTicket: 'Pick a ticket type offered for this date.',
    errNotOnSale: '{name} is not on sale for this date.',
    errWhole: 'Enter a whole number of tickets, at least 1.',
    errAtLeast: 'At least {n} tickets per order.',
    errAtMost: 'At most {n} tickets per order.',
    errMode: 'Choose how to book.',
    errTestOnly: 'Here Jaunt can only make test bookings of this activity: choose a test booking.',
    errModeListed: 'Choose one of the bookings listed on the form.',
  },
  fr: {
    activity: 'Activité',
    when: 'Quand',
    where: 'Où',
    price: 'Prix',
    openNow: 'Ouvert maintenant',
    yes: 'Oui',
    no: 'Non',
    categories: 'Catégories',
    tips: 'Conseils',
    moreDates: '…et {n} autres dates.',
    moreTicketTypes: '…et {n} autres types de billets',
    feeIncluded: '(dont {fee} de frais)',
    notOnSale: 'Pas en vente',
    notSold: 'Les billets de cette activité ne sont pas vendus via Jaunt.',
    free: 'Gratuit',
    bookTitle: 'Réserver des billets',
    testTitle: 'Réservation test',
    submitBook: 'Réserver',
    submitTry: 'Essayer',
    cancel: 'Annuler',
    close: 'Fermer',
    done: 'Terminé',
    date: 'Date',
    pickDate: 'Choisissez une date',
    soldOut: 'Complet',
    noTickets: 'Aucun billet pour cette date.',
    ticket: 'Billet',
    pickTicket: 'Choisissez un type de billet',
    howMany: 'Nombre de billets',
    between: 'Entre {min} et {max} par commande.',
    atLeast: 'Au moins {min} par commande.',
    buy: 'Acheter les billets',
    buyHint: 'Débite la carte de votre entreprise jusqu’à {total}',
    quotedTotal: 'le total indiqué',
    testMode: 'Réservation test',
    rehearsal: 'Une répétition : rien n’est débité',
    testDecline: 'Tester une réservation refusée',
    bookingLabel: 'Réservation',
    testOnly: 'Ici, seulement des réservations test : rien n’est jamais débité.',
    at: 'à',
    authorised: 'Total autorisé, frais de réservation compris : {total} (USD)',
    pickToTotal: 'Choisissez un billet pour voir le total.',
    shareOption: 'Dire dans le canal que j’ai réservé (sans codes ni liens)',
    shareLabel: 'Partager',
    cannotShare: 'Jaunt n’est pas dans ce canal et ne peut pas y écrire : rien n’y sera partagé.',
    privateResult: 'Vos billets, codes et reçu vous arrivent en message privé de Jaunt.',
    requestedTitle: 'Réservation demandée',
    testRequestedTitle: 'Test demandé',
    requested: '{name} demandé : nous vous enverrons le résultat en message privé.',
    testRequested:
      'Réservation test de {name} demandée : rien n’est débité. Le résultat vous arrive en message privé.',
    resultPrivately: 'Le résultat, avec billets et codes éventuels, vous arrive en message privé.',
    channelOnly: 'Si elle réussit, le canal voit seulement que vous avez réservé.',
    bookingRef: 'Réservation',
    cannotBook: '{name} ne peut pas être réservé via Jaunt.',
    notSoldHere:
      '{name} n’est vendu par aucun fournisseur relié à Jaunt : Jaunt ne peut pas en acheter les billets.',
    noBookingHere: 'Le compte Jaunt de cet espace peut trouver des activités, mais pas les réserver.',
    expired: 'Ce formulaire a expiré ; appuyez de nouveau sur Réserver.',
    wentWrong: 'Une erreur s’est produite.',
    bookingWentWrong: 'La réservation n’a pas pu être créée. Veuillez réessayer.',
    errNotBookable: 'Cette activité ne peut pas être réservée via Jaunt.',
    errDate: 'Choisissez une des dates proposées.',
    errTicket: 'Choisissez un type de billet proposé pour cette date.',
    errNotOnSale: '{name} n’est pas en vente pour cette date.',
    errWhole: 'Saisissez un nombre entier de billets, au moins 1.',
    errAtLeast: 'Au moins {n} billets par commande.',
    errAtMost: 'Au plus {n} billets par commande.',
    errMode: 'Choisissez comment réserver.',
    errTestOnly: 'Ici, Jaunt ne peut faire que des réservations test de cette activité : choisissez un test.',
    errModeListed: 'Choisissez une des réservations proposées.',
  },
  es: {
    activity: 'Actividad',
    when: 'Cuándo',
    where: 'Dónde',
    price: 'Precio',
    openNow: 'Abierto ahora',
    yes: 'Sí',
    no: 'No',
    categories: 'Categorías',
    tips: 'Consejos',
    moreDates: '…y {n} fechas más.',
    moreTicketTypes: '…y {n} tipos de entrada más',
    feeIncluded: '(incl. {fee} de gastos)',
    notOnSale: 'No a la venta',
    notSold: 'Las entradas de esta actividad no se venden a través de Jaunt.',
    free: 'Gratis',
    bookTitle: 'Reservar entradas',
    testTitle: 'Reserva de prueba',
    submitBook: 'Reservar',
    submitTry: 'Probar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    done: 'Listo',
    date: 'Fecha',
    pickDate: 'Elige una fecha',
    soldOut: 'Agotado',
    noTickets: 'No hay entradas para esta fecha.',
    ticket: 'Entrada',
    pickTicket: 'Elige un tipo de entrada',
    howMany: 'Cuántas entradas',
    between: 'Entre {min} y {max} por pedido.',
    atLeast: 'Al menos {min} por pedido.',
    buy: 'Comprar las entradas',
    buyHint: 'Cobra a la tarjeta de tu empresa hasta {total}',
    quotedTotal: 'el total indicado',
    testMode: 'Reserva de prueba',
    rehearsal: 'Un ensayo: no se cobra nada',
    testDecline: 'Probar una reserva rechazada',
    bookingLabel: 'Reserva',
    testOnly: 'Aquí solo reservas de prueba: nunca se cobra nada.',
    at: 'a',
    authorised: 'Total autorizado con gastos de reserva: {total} (USD)',
    pickToTotal: 'Elige una entrada para ver el total.',
    shareOption: 'Decir en el canal que reservé (sin códigos ni enlaces)',
    shareLabel: 'Compartir',
    cannotShare: 'Jaunt no está en este canal y no puede publicar aquí: no se compartirá nada.',
    privateResult: 'Tus entradas, códigos y recibo te llegan en un mensaje privado de Jaunt.',
    requestedTitle: 'Reserva solicitada',
    testRequestedTitle: 'Prueba solicitada',
    requested: '{name} solicitado: te enviaremos el resultado por mensaje privado.',
    testRequested:
      'Reserva de prueba de {name} solicitada: no se cobra nada. Te enviaremos el resultado por mensaje privado.',
    resultPrivately: 'El resultado, con entradas y códigos si los hay, te llega en un mensaje privado.',
    channelOnly: 'Si sale bien, el canal solo ve que reservaste.',
    bookingRef: 'Reserva',
    cannotBook: '{name} no se puede reservar a través de Jaunt.',
    notSoldHere:
      '{name} no lo vende ningún proveedor conectado a Jaunt, así que Jaunt no puede comprar entradas.',
    noBookingHere: 'La cuenta de Jaunt de este espacio puede buscar actividades, pero no reservarlas.',
    expired: 'Este formulario ha caducado; pulsa Reservar otra vez.',
    wentWrong: 'Algo salió mal.',
    bookingWentWrong: 'No se pudo crear la reserva. Inténtalo de nuevo.',
    errNotBookable: 'Esta actividad no se puede reservar a través de Jaunt.',
    errDate: 'Elige una de las fechas de la lista.',
    errTicket: 'Elige un tipo de entrada de esta fecha.',
    errNotOnSale: '{name} no está a la venta para esta fecha.',
    errWhole: 'Escribe un número entero de entradas, al menos 1.',
    errAtLeast: 'Al menos {n} entradas por pedido.',
    errAtMost: 'Como máximo {n} entradas por pedido.',
    errMode: 'Elige cómo reservar.',
    errTestOnly: 'Aquí Jaunt solo puede hacer reservas de prueba de esta actividad: elige una prueba.',
    errModeListed: 'Elige una de las reservas del formulario.',
  },
  de: {
    activity: 'Aktivität',
    when: 'Wann',
    where: 'Wo',
    price: 'Preis',
    openNow: 'Jetzt geöffnet',
    yes: 'Ja',
    no: 'Nein',
    categories: 'Kategorien',
    tips: 'Tipps',
    moreDates: '…und {n} weitere Termine.',
    moreTicketTypes: '…und {n} weitere Ticketarten',
    feeIncluded: '(inkl. {fee} Gebühr)',
    notOnSale: 'Nicht im Verkauf',
    notSold: 'Tickets hierfür werden nicht über Jaunt verkauft.',
    free: 'Kostenlos',
    bookTitle: 'Tickets buchen',
    testTitle: 'Testbuchung',
    submitBook: 'Buchen',
    submitTry: 'Testen',
    cancel: 'Abbrechen',
    close: 'Schließen',
    done: 'Fertig',
    date: 'Termin',
    pickDate: 'Termin wählen',
    soldOut: 'Ausverkauft',
    noTickets: 'Für diesen Termin sind keine Tickets gelistet.',
    ticket: 'Ticket',
    pickTicket: 'Ticketart wählen',
    howMany: 'Wie viele Tickets',
    between: 'Zwischen {min} und {max} pro Bestellung.',
    atLeast: 'Mindestens {min} pro Bestellung.',
    buy: 'Tickets kaufen',
    buyHint: 'Belastet die Firmenkarte mit bis zu {total}',
    quotedTotal: 'dem genannten Betrag',
    testMode: 'Testbuchung',
    rehearsal: 'Eine Probe: nichts wird berechnet',
    testDecline: 'Abgelehnte Buchung testen',
    bookingLabel: 'Buchung',
    testOnly: 'Hier nur Testbuchungen: es wird nie etwas berechnet.',
    at: 'zu',
    authorised: 'Autorisierter Betrag inkl. Buchungsgebühr: {total} (USD)',
    pickToTotal: 'Wähle ein Ticket, um den Betrag zu sehen.',
    shareOption: 'Im Kanal sagen, dass ich gebucht habe (ohne Codes oder Links)',
    shareLabel: 'Teilen',
    cannotShare: 'Jaunt ist nicht in diesem Kanal und kann hier nicht posten: hier wird nichts geteilt.',
    privateResult: 'Tickets, Codes und Beleg bekommst du als private Nachricht von Jaunt.',
    requestedTitle: 'Buchung angefragt',
    testRequestedTitle: 'Test angefragt',
    requested: '{name} angefragt: das Ergebnis kommt als private Nachricht.',
    testRequested:
      'Testbuchung von {name} angefragt: nichts wird berechnet. Das Ergebnis kommt als private Nachricht.',
    resultPrivately: 'Das Ergebnis, mit allen Tickets und Codes, kommt als private Nachricht.',
    channelOnly: 'Wenn es klappt, sieht der Kanal nur, dass du gebucht hast.',
    bookingRef: 'Buchung',
    cannotBook: '{name} kann nicht über Jaunt gebucht werden.',
    notSoldHere:
      '{name} wird von keinem mit Jaunt verbundenen Anbieter verkauft, daher kann Jaunt keine Tickets kaufen.',
    noBookingHere: 'Das Jaunt-Konto dieses Workspace kann Aktivitäten finden, aber nicht buchen.',
    expired: 'Dieses Formular ist abgelaufen; bitte erneut auf Buchen drücken.',
    wentWrong: 'Etwas ist schiefgelaufen.',
    bookingWentWrong: 'Die Buchung konnte nicht angelegt werden. Bitte erneut versuchen.',
    errNotBookable: 'Diese Aktivität kann nicht über Jaunt gebucht werden.',
    errDate: 'Wähle einen der gelisteten Termine.',
    errTicket: 'Wähle eine Ticketart dieses Termins.',
    errNotOnSale: '{name} ist für diesen Termin nicht im Verkauf.',
    errWhole: 'Gib eine ganze Zahl an Tickets ein, mindestens 1.',
    errAtLeast: 'Mindestens {n} Tickets pro Bestellung.',
    errAtMost: 'Höchstens {n} Tickets pro Bestellung.',
    errMode: 'Wähle, wie gebucht werden soll.',
    errTestOnly: 'Hier kann Jaunt diese Aktivität nur testweise buchen: wähle eine Testbuchung.',
    errModeListed: 'Wähle eine der Buchungen im Formular.',
  },
};

export const formWordsFor = (lang: string | undefined): FormWords => (isLang(lang) ? FORM[lang] : FORM.en);

/** Fills `{hole}`s of a catalogue string; a hole with no value stays as written. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (hole, key: string) => (key in values ? String(values[key]) : hole));

/** `/activities help` and the "Looking for…" ack; `{cmd}` is the slash command, `{prompt}` escaped. */
type CommandKey =
  | 'helpNear'
  | 'helpLocation'
  | 'helpSearch'
  | 'helpPlan'
  | 'helpConnect'
  | 'lookingFor'
  | 'planInDm'
  | 'planTooFew';
export type CommandWords = Record<CommandKey, string>;

const COMMAND_WORDS: Record<Lang, CommandWords> = {
  en: {
    helpNear: '*{cmd} near me*: things to do around your saved location',
    helpLocation: '*{cmd} location Brooklyn*: save where you are',
    helpSearch: '*{cmd} &lt;what you feel like&gt;*: search, e.g. `{cmd} live jazz tonight`',
    helpPlan: '*{cmd} plan &lt;idea or nothing&gt; [by 6pm]*: let the channel vote on a few options',
    helpConnect: '*{cmd} connect*: (admins) connect this workspace to Jaunt',
    lookingFor: ':mag: Looking for “{prompt}”… results will appear here.',
    planInDm: 'Plans are for channels: run this where your friends can vote.',
    planTooFew: 'I could not find at least 3 options for that. Try other words.',
  },
  fr: {
    helpNear: '*{cmd} near me* : à faire autour de votre lieu enregistré',
    helpLocation: '*{cmd} location Paris* : enregistrer où vous êtes',
    helpSearch: '*{cmd} &lt;ce qui vous tente&gt;* : rechercher, p. ex. `{cmd} jazz ce soir`',
    helpPlan: '*{cmd} plan &lt;idée ou rien&gt; [by 18h]* : faire voter le canal sur quelques idées',
    helpConnect: '*{cmd} connect* : (admins) relier cet espace de travail à Jaunt',
    lookingFor: ':mag: Recherche de « {prompt} »… les résultats s’afficheront ici.',
    planInDm: 'Les plans se font dans un canal : lancez-le là où vos amis peuvent voter.',
    planTooFew: 'Je n’ai pas trouvé au moins 3 idées pour cela. Essayez d’autres mots.',
  },
  es: {
    helpNear: '*{cmd} near me*: qué hacer cerca de tu lugar guardado',
    helpLocation: '*{cmd} location Madrid*: guarda dónde estás',
    helpSearch: '*{cmd} &lt;lo que te apetezca&gt;*: buscar, p. ej. `{cmd} jazz esta noche`',
    helpPlan: '*{cmd} plan &lt;idea o nada&gt; [by 18h]*: que el canal vote entre unas opciones',
    helpConnect: '*{cmd} connect*: (admins) conecta este espacio de trabajo a Jaunt',
    lookingFor: ':mag: Buscando «{prompt}»… los resultados aparecerán aquí.',
    planInDm: 'Los planes son para canales: úsalo donde tus amigos puedan votar.',
    planTooFew: 'No encontré al menos 3 opciones para eso. Prueba con otras palabras.',
  },
  de: {
    helpNear: '*{cmd} near me*: Unternehmungen rund um deinen gespeicherten Ort',
    helpLocation: '*{cmd} location Berlin*: speichern, wo du bist',
    helpSearch: '*{cmd} &lt;worauf du Lust hast&gt;*: suchen, z. B. `{cmd} Jazz heute Abend`',
    helpPlan:
      '*{cmd} plan &lt;Idee oder nichts&gt; [by 18 Uhr]*: den Kanal über ein paar Vorschläge abstimmen lassen',
    helpConnect: '*{cmd} connect*: (Admins) diesen Workspace mit Jaunt verbinden',
    lookingFor: ':mag: Suche nach „{prompt}“… die Ergebnisse erscheinen hier.',
    planInDm: 'Pläne sind für Kanäle: starte das dort, wo deine Freunde abstimmen können.',
    planTooFew: 'Ich habe dafür keine 3 Vorschläge gefunden. Versuche andere Wörter.',
  },
};

export const commandWordsFor = (lang: string | undefined): CommandWords =>
  isLang(lang) ? COMMAND_WORDS[lang] : COMMAND_WORDS.en;

/** The help of `/activities` in a language, one line a verb. */
export const helpFor = (lang: string | undefined, cmd: string): string => {
  const w = commandWordsFor(lang);
  return [w.helpNear, w.helpLocation, w.helpSearch, w.helpPlan, w.helpConnect]
    .map((line) => fill(line, { cmd }))
    .join('\n');
};

/** Day words of the one time rule (kit.ts venueTime): the venue's today and tomorrow, and fallbacks. */
type DayKey = 'tonight' | 'today' | 'tomorrow' | 'yourTime' | 'anyDay' | 'anyDate';
export type DayWords = Record<DayKey, string>;

const DAY_WORDS: Record<Lang, DayWords> = {
  en: {
    tonight: 'Tonight',
    today: 'Today',
    tomorrow: 'Tomorrow',
    yourTime: 'your time',
    anyDay: 'Any day',
    anyDate: 'Any date',
  },
  fr: {
    tonight: 'Ce soir',
    today: 'Aujourd’hui',
    tomorrow: 'Demain',
    yourTime: 'chez vous',
    anyDay: 'Tous les jours',
    anyDate: 'Date libre',
  },
  es: {
    tonight: 'Esta noche',
    today: 'Hoy',
    tomorrow: 'Mañana',
    yourTime: 'tu hora',
    anyDay: 'Cualquier día',
    anyDate: 'Cualquier fecha',
  },
  de: {
    tonight: 'Heute Abend',
    today: 'Heute',
    tomorrow: 'Morgen',
    yourTime: 'deine Zeit',
    anyDay: 'Jeden Tag',
    anyDate: 'Beliebiger Termin',
  },
};

export const dayWords = (lang: string | undefined): DayWords =>
  isLang(lang) ? DAY_WORDS[lang] : DAY_WORDS.en;

/**
 * Shelf names by the shelf's stable slug (discovery's SHELF_RULES and FLAT_SHELF): discovery names
 * shelves in English, the Slack edge names them in the reader's language. A slug not listed keeps
 * discovery's name.
 */
type ShelfSlug =
  | 'rainy-day'
  | 'sunny-outdoors'
  | 'tonight'
  | 'open-now'
  | 'late-night'
  | 'this-weekend'
  | 'with-kids'
  | 'date-night'
  | 'pet-friendly'
  | 'staying-active'
  | 'nature-time'
  | 'friends-hangout'
  | 'meet-new-people'
  | 'free'
  | 'popular-nearby'
  | 'for-you';
export type ShelfNames = Record<ShelfSlug, string>;

const SHELF_NAMES: Record<Lang, ShelfNames> = {
  en: {
    'rainy-day': 'Rainy day picks',
    'sunny-outdoors': 'Make the most of the sun',
    tonight: 'Tonight',
    'open-now': 'Open now',
    'late-night': 'Late night',
    'this-weekend': 'This weekend',
    'with-kids': 'Fun with kids',
    'date-night': 'Date night',
    'pet-friendly': 'Bring the dog',
    'staying-active': 'Stay active',
    'nature-time': 'Nature time',
    'friends-hangout': 'With friends',
    'meet-new-people': 'Meet new people',
    free: 'Free',
    'popular-nearby': 'Popular nearby',
    'for-you': 'For you',
  },
  fr: {
    'rainy-day': 'Idées pour un jour de pluie',
    'sunny-outdoors': 'Profitez du soleil',
    tonight: 'Ce soir',
    'open-now': 'Ouvert maintenant',
    'late-night': 'Tard le soir',
    'this-weekend': 'Ce week-end',
    'with-kids': 'Avec les enfants',
    'date-night': 'En amoureux',
    'pet-friendly': 'Avec le chien',
    'staying-active': 'Bouger',
    'nature-time': 'Nature',
    'friends-hangout': 'Entre amis',
    'meet-new-people': 'Faire des rencontres',
    free: 'Gratuit',
    'popular-nearby': 'Populaire près d’ici',
    'for-you': 'Pour vous',
  },
  es: {
    'rainy-day': 'Planes para un día de lluvia',
    'sunny-outdoors': 'Aprovecha el sol',
    tonight: 'Esta noche',
    'open-now': 'Abierto ahora',
    'late-night': 'De noche',
    'this-weekend': 'Este fin de semana',
    'with-kids': 'Con niños',
    'date-night': 'En pareja',
    'pet-friendly': 'Con el perro',
    'staying-active': 'Mantente activo',
    'nature-time': 'Naturaleza',
    'friends-hangout': 'Con amigos',
    'meet-new-people': 'Conocer gente',
    free: 'Gratis',
    'popular-nearby': 'Popular cerca',
    'for-you': 'Para ti',
  },
  de: {
    'rainy-day': 'Für Regentage',
    'sunny-outdoors': 'Raus in die Sonne',
    tonight: 'Heute Abend',
    'open-now': 'Jetzt geöffnet',
    'late-night': 'Spät am Abend',
    'this-weekend': 'Dieses Wochenende',
    'with-kids': 'Mit Kindern',
    'date-night': 'Zu zweit',
    'pet-friendly': 'Mit Hund',
    'staying-active': 'Aktiv bleiben',
    'nature-time': 'Natur',
    'friends-hangout': 'Mit Freunden',
    'meet-new-people': 'Leute kennenlernen',
    free: 'Kostenlos',
    'popular-nearby': 'Beliebt in der Nähe',
    'for-you': 'Für dich',
  },
};

/** A shelf's name in the reader's language, by its slug; discovery's own name for a slug not listed. */
export const shelfName = (
  shelf: { slug: string; display_name: string },
  lang: string | undefined,
): string => {
  const names: Record<string, string> = isLang(lang) ? SHELF_NAMES[lang] : SHELF_NAMES.en;
  return Object.hasOwn(names, shelf.slug) ? (names[shelf.slug] ?? shelf.display_name) : shelf.display_name;
};

/** The plan poll (posted in a channel, in the organiser's language) and the organiser's nudge. */
type PlanKey =
  | 'planTitle'
  | 'planUntitled'
  | 'asks'
  | 'asked'
  | 'vote'
  | 'votes'
  | 'oneVote'
  | 'noVotes'
  | 'wins'
  | 'closedNoVotes'
  | 'closedWins'
  | 'closedNone'
  | 'voteFor'
  | 'yourPlanClosed'
  | 'yourPlanClosedText'
  | 'bookGroup';
export type PlanWords = Record<PlanKey, string>;

const PLAN_WORDS: Record<Lang, PlanWords> = {
  en: {
    planTitle: 'Plan: {prompt}',
    planUntitled: 'Plan: what shall we do?',
    asks: '{who} asks: vote by {when}. One vote each; press another to change it.',
    asked: '{who} asked · voting closed',
    vote: 'Vote',
    votes: '{n} votes',
    oneVote: '1 vote',
    noVotes: 'no votes yet',
    wins: '{name} wins with {n} vote(s).',
    closedNoVotes: 'Voting closed with no votes.',
    closedWins: 'Plan closed: {name} wins',
    closedNone: 'Plan closed with no votes',
    voteFor: 'vote for',
    yourPlanClosed: 'Your plan closed: {name} won. {n} people voted.',
    yourPlanClosedText: 'Your plan closed: {name} won',
    bookGroup: 'Book for the group',
  },
  fr: {
    planTitle: 'Sortie : {prompt}',
    planUntitled: 'Sortie : on fait quoi ?',
    asks: '{who} demande : votez avant {when}. Un vote chacun ; appuyez sur une autre option pour changer.',
    asked: '{who} a demandé · vote clos',
    vote: 'Voter',
    votes: '{n} votes',
    oneVote: '1 vote',
    noVotes: 'aucun vote',
    wins: '{name} l’emporte avec {n} vote(s).',
    closedNoVotes: 'Vote clos sans aucun vote.',
    closedWins: 'Sortie close : {name} l’emporte',
    closedNone: 'Sortie close sans vote',
    voteFor: 'votez pour',
    yourPlanClosed: 'Votre sortie est close : {name} l’emporte. {n} personnes ont voté.',
    yourPlanClosedText: 'Votre sortie est close : {name} l’emporte',
    bookGroup: 'Réserver pour le groupe',
  },
  es: {
    planTitle: 'Plan: {prompt}',
    planUntitled: 'Plan: ¿qué hacemos?',
    asks: '{who} pregunta: vota antes de {when}. Un voto cada uno; pulsa otra opción para cambiarlo.',
    asked: '{who} preguntó · votación cerrada',
    vote: 'Votar',
    votes: '{n} votos',
    oneVote: '1 voto',
    noVotes: 'sin votos aún',
    wins: '{name} gana con {n} voto(s).',
    closedNoVotes: 'Votación cerrada sin votos.',
    closedWins: 'Plan cerrado: gana {name}',
    closedNone: 'Plan cerrado sin votos',
    voteFor: 'vota por',
    yourPlanClosed: 'Tu plan se cerró: ganó {name}. Votaron {n} personas.',
    yourPlanClosedText: 'Tu plan se cerró: ganó {name}',
    bookGroup: 'Reservar para el grupo',
  },
  de: {
    planTitle: 'Plan: {prompt}',
    planUntitled: 'Plan: Was machen wir?',
    asks: '{who} fragt: abstimmen bis {when}. Eine Stimme pro Person; eine andere Option ändert sie.',
    asked: '{who} hat gefragt · Abstimmung beendet',
    vote: 'Abstimmen',
    votes: '{n} Stimmen',
    oneVote: '1 Stimme',
    noVotes: 'noch keine Stimmen',
    wins: '{name} gewinnt mit {n} Stimme(n).',
    closedNoVotes: 'Abstimmung ohne Stimmen beendet.',
    closedWins: 'Plan beendet: {name} gewinnt',
    closedNone: 'Plan ohne Stimmen beendet',
    voteFor: 'stimmt ab für',
    yourPlanClosed: 'Dein Plan ist beendet: {name} hat gewonnen. {n} Personen haben abgestimmt.',
    yourPlanClosedText: 'Dein Plan ist beendet: {name} hat gewonnen',
    bookGroup: 'Für die Gruppe buchen',
  },
};

export const planWordsFor = (lang: string | undefined): PlanWords =>
  isLang(lang) ? PLAN_WORDS[lang] : PLAN_WORDS.en;

/** A booking's status (spec 2.13) as the receipt says it; an unknown status is shown as given. */
type StatusKey = 'pending' | 'processing' | 'confirmed' | 'deliverable_ready' | 'failed' | 'cancelled';
export type StatusWords = Record<StatusKey, string>;

const STATUS_WORDS: Record<Lang, StatusWords> = {
  en: {
    pending: 'pending',
    processing: 'processing',
    confirmed: 'confirmed',
    deliverable_ready: 'tickets ready',
    failed: 'failed',
    cancelled: 'cancelled',
  },
  fr: {
    pending: 'en attente',
    processing: 'en cours',
    confirmed: 'confirmée',
    deliverable_ready: 'billets prêts',
    failed: 'échouée',
    cancelled: 'annulée',
  },
  es: {
    pending: 'pendiente',
    processing: 'en curso',
    confirmed: 'confirmada',
    deliverable_ready: 'entradas listas',
    failed: 'fallida',
    cancelled: 'cancelada',
  },
  de: {
    pending: 'ausstehend',
    processing: 'in Bearbeitung',
    confirmed: 'bestätigt',
    deliverable_ready: 'Tickets bereit',
    failed: 'fehlgeschlagen',
    cancelled: 'storniert',
  },
};

export const statusWord = (status: string, lang: string | undefined): string => {
  const words: Record<string, string> = isLang(lang) ? STATUS_WORDS[lang] : STATUS_WORDS.en;
  return Object.hasOwn(words, status) ? (words[status] ?? status) : status;
};

/**
 * The admin's side: the install welcome, Connect Jaunt (its message, modal, errors and confirmation),
 * Disconnect and App Home. `{cmd}` is the slash command; names and places come in escaped.
 */
type AdminKey =
  | 'connectJaunt'
  | 'welcomeTitle'
  | 'welcomeText'
  | 'welcomeTextIn'
  | 'welcomeIntro'
  | 'oneStepLeft'
  | 'devToken'
  | 'installedText'
  | 'installedHere'
  | 'askedAdmins'
  | 'askAnAdmin'
  | 'memberText'
  | 'memberTextIn'
  | 'memberBody'
  | 'adminText'
  | 'adminTextIn'
  | 'adminBody'
  | 'thisWorkspace'
  | 'nowConnectedText'
  | 'nowConnected'
  | 'notConnected'
  | 'connectRefused'
  | 'connectIntro'
  | 'keyLabel'
  | 'showNear'
  | 'showNearHint'
  | 'devTokenModal'
  | 'connect'
  | 'cancel'
  | 'errPasteKey'
  | 'errWentWrong'
  | 'errTooMany'
  | 'errElsewhere'
  | 'errInvalidKey'
  | 'connected'
  | 'alreadyConnected'
  | 'unknownPlace'
  | 'firstLook'
  | 'homeConnected'
  | 'account'
  | 'disconnect'
  | 'disconnectTitle'
  | 'disconnectText'
  | 'yourLocation'
  | 'noLocation'
  | 'change'
  | 'recentBookings'
  | 'noBookings'
  | 'connectToBook'
  | 'testNothingCharged'
  | 'bookedAt';
export type AdminWords = Record<AdminKey, string>;

const ADMIN_WORDS: Record<Lang, AdminWords> = {
  en: {
    connectJaunt: 'Connect Jaunt',
    welcomeTitle: 'Welcome to Jaunt',
    welcomeText: 'Thanks for installing Jaunt. Connect it to your Jaunt account to start.',
    welcomeTextIn: 'Thanks for installing Jaunt in {team}. Connect it to your Jaunt account to start.',
    welcomeIntro:
      'Jaunt finds things to do nearby (concerts, exhibitions, classes, walks) and books tickets without leaving Slack.\nOnce connected, anyone here can try `{cmd} near me` or `{cmd} jazz tonight`.',
    oneStepLeft:
      '*One step left:* press *Connect Jaunt* and paste the Jaunt API key your company received. Only workspace admins can do this.',
    devToken:
      'For developers: you can also bind over the Partner API with this one-time token (valid until {date}): `{token}`',
    installedText: 'Jaunt is installed. One step left: connect it to your Jaunt account.',
    installedHere:
      ':wave: *Jaunt is installed.* One step left: press *Connect Jaunt* and paste the Jaunt API key your company received. Only you can see this message.',
    askedAdmins: "I've asked {admins} to connect it.",
    askAnAdmin: "Ask a workspace admin to open Jaunt's Home tab and press *Connect Jaunt*.",
    memberText: 'Jaunt is installed. A workspace admin must connect it before anyone can use it.',
    memberTextIn: 'Jaunt is installed in {team}. A workspace admin must connect it before anyone can use it.',
    memberBody:
      "Jaunt is installed. *One step left, for a workspace admin:* only admins and owners can connect Jaunt to your company's Jaunt account. {asked}",
    adminText: 'Jaunt was installed and needs a workspace admin to connect it.',
    adminTextIn: 'Jaunt was installed in {team} and needs a workspace admin to connect it.',
    adminBody:
      '{installer} installed Jaunt, which finds things to do nearby and books tickets without leaving Slack. As a workspace admin, you can connect it: press *Connect Jaunt* and paste the Jaunt API key your company received.',
    thisWorkspace: 'This workspace',
    nowConnectedText: '{team} is now connected to Jaunt.',
    nowConnected: ':link: *{team}* is now connected to Jaunt. Everyone here can use `{cmd}`.',
    notConnected:
      "This workspace isn't connected to Jaunt yet. A workspace admin can connect it from the Jaunt app's Home tab (or with `{cmd} connect`).",
    connectRefused:
      'Only workspace admins and owners can connect Jaunt. Ask one of them to open the Jaunt app and press Connect Jaunt.',
    connectIntro:
      'Paste the Jaunt API key your company received. Jaunt checks it and connects this workspace; the key itself is not stored.',
    keyLabel: 'Jaunt API key',
    showNear: 'Then show me what’s on near',
    showNearHint: 'Your location, saved for you alone (change it any time). Leave it empty to skip.',
    devTokenModal:
      'For developers: bind over the Partner API instead with this one-time token (valid until {date}): `{token}`',
    connect: 'Connect',
    cancel: 'Cancel',
    errPasteKey: 'Paste the API key.',
    errWentWrong: 'Something went wrong. Please try again.',
    errTooMany: 'Too many tries. Wait 15 minutes and try again.',
    errElsewhere: 'This workspace is already connected to a different Jaunt account.',
    errInvalidKey: 'That is not a valid Jaunt API key. Check it and paste it again.',
    connected: 'Connected. Everyone here can now use {cmd}.',
    alreadyConnected: 'This workspace was already connected with that key.',
    unknownPlace: "I don't know any activities around “{place}”: set your place with {cmd} location <place>.",
    firstLook:
      "What's on near {place} is on its way, visible only to you (here in a channel Jaunt can post in, else by DM): press {tryBook} on a card for a first test booking.",
    homeConnected: ':large_green_circle: *{team}* is connected.',
    account: 'Jaunt account: *{name}*',
    disconnect: 'Disconnect',
    disconnectTitle: 'Disconnect Jaunt?',
    disconnectText:
      'Nobody here can search or book with Jaunt until an admin connects it again. Bookings already made are kept.',
    yourLocation: ':round_pushpin: Your location: *{place}*',
    noLocation: ':round_pushpin: No saved location yet.',
    change: 'Change',
    recentBookings: 'Your recent bookings',
    noBookings: 'No bookings yet.',
    connectToBook: 'Connect the workspace to book.',
    testNothingCharged: 'test booking, nothing charged',
    bookedAt: 'Booked {date}',
  },
  fr: {
    connectJaunt: 'Connecter Jaunt',
    welcomeTitle: 'Bienvenue dans Jaunt',
    welcomeText: 'Merci d’avoir installé Jaunt. Reliez-le à votre compte Jaunt pour commencer.',
    welcomeTextIn: 'Merci d’avoir installé Jaunt dans {team}. Reliez-le à votre compte Jaunt pour commencer.',
    welcomeIntro:
      'Jaunt trouve des choses à faire près de chez vous (concerts, expositions, cours, balades) et réserve des billets sans quitter Slack.\nUne fois connecté, chacun ici peut essayer `{cmd} near me` ou `{cmd} jazz ce soir`.',
    oneStepLeft:
      '*Plus qu’une étape :* appuyez sur *Connecter Jaunt* et collez la clé d’API Jaunt reçue par votre entreprise. Seuls les admins de l’espace de travail peuvent le faire.',
    devToken:
      'Pour les développeurs : vous pouvez aussi vous relier via l’API Partenaire avec ce jeton à usage unique (valable jusqu’au {date}) : `{token}`',
    installedText: 'Jaunt est installé. Plus qu’une étape : le relier à votre compte Jaunt.',
    installedHere:
      ':wave: *Jaunt est installé.* Plus qu’une étape : appuyez sur *Connecter Jaunt* et collez la clé d’API Jaunt reçue par votre entreprise. Vous seul voyez ce message.',
    askedAdmins: 'J’ai demandé à {admins} de le connecter.',
    askAnAdmin:
      'Demandez à un admin de l’espace de travail d’ouvrir l’onglet Accueil de Jaunt et d’appuyer sur *Connecter Jaunt*.',
    memberText:
      'Jaunt est installé. Un admin de l’espace de travail doit le connecter avant que quiconque puisse l’utiliser.',
    memberTextIn:
      'Jaunt est installé dans {team}. Un admin de l’espace de travail doit le connecter avant que quiconque puisse l’utiliser.',
    memberBody:
      'Jaunt est installé. *Plus qu’une étape, pour un admin de l’espace de travail :* seuls les admins et propriétaires peuvent relier Jaunt au compte Jaunt de votre entreprise. {asked}',
    adminText: 'Jaunt a été installé et attend qu’un admin de l’espace de travail le connecte.',
    adminTextIn: 'Jaunt a été installé dans {team} et attend qu’un admin de l’espace de travail le connecte.',
    adminBody:
      '{installer} a installé Jaunt, qui trouve des choses à faire près de chez vous et réserve des billets sans quitter Slack. En tant qu’admin de l’espace de travail, vous pouvez le connecter : appuyez sur *Connecter Jaunt* et collez la clé d’API Jaunt reçue par votre entreprise.',
    thisWorkspace: 'Cet espace de travail',
    nowConnectedText: '{team} est maintenant connecté à Jaunt.',
    nowConnected: ':link: *{team}* est maintenant connecté à Jaunt. Chacun ici peut utiliser `{cmd}`.',
    notConnected:
      'Cet espace de travail n’est pas encore connecté à Jaunt. Un admin de l’espace de travail peut le connecter depuis l’onglet Accueil de l’app Jaunt (ou avec `{cmd} connect`).',
    connectRefused:
      'Seuls les admins et propriétaires de l’espace de travail peuvent connecter Jaunt. Demandez à l’un d’eux d’ouvrir l’app Jaunt et d’appuyer sur Connecter Jaunt.',
    connectIntro:
      'Collez la clé d’API Jaunt reçue par votre entreprise. Jaunt la vérifie et connecte cet espace de travail ; la clé elle-même n’est pas conservée.',
    keyLabel: 'Clé d’API Jaunt',
    showNear: 'Puis montrez-moi ce qu’il y a à faire près de',
    showNearHint:
      'Votre lieu, enregistré pour vous seul (modifiable à tout moment). Laissez vide pour passer.',
    devTokenModal:
      'Pour les développeurs : reliez-vous plutôt via l’API Partenaire avec ce jeton à usage unique (valable jusqu’au {date}) : `{token}`',
    connect: 'Connecter',
    cancel: 'Annuler',
    errPasteKey: 'Collez la clé d’API.',
    errWentWrong: 'Un problème est survenu. Veuillez réessayer.',
    errTooMany: 'Trop d’essais. Attendez 15 minutes et réessayez.',
    errElsewhere: 'Cet espace de travail est déjà connecté à un autre compte Jaunt.',
    errInvalidKey: 'Ce n’est pas une clé d’API Jaunt valide. Vérifiez-la et collez-la de nouveau.',
    connected: 'Connecté. Chacun ici peut maintenant utiliser {cmd}.',
    alreadyConnected: 'Cet espace de travail était déjà connecté avec cette clé.',
    unknownPlace:
      'Je ne connais aucune activité autour de « {place} » : enregistrez votre lieu avec {cmd} location <lieu>.',
    firstLook:
      'Ce qu’il y a à faire près de {place} arrive, visible par vous seul (ici si Jaunt peut écrire dans ce canal, sinon en message privé) : appuyez sur {tryBook} sur une carte pour une première réservation test.',
    homeConnected: ':large_green_circle: *{team}* est connecté.',
    account: 'Compte Jaunt : *{name}*',
    disconnect: 'Déconnecter',
    disconnectTitle: 'Déconnecter Jaunt ?',
    disconnectText:
      'Personne ici ne pourra chercher ni réserver avec Jaunt tant qu’un admin ne l’aura pas reconnecté. Les réservations déjà faites sont conservées.',
    yourLocation: ':round_pushpin: Votre lieu : *{place}*',
    noLocation: ':round_pushpin: Aucun lieu enregistré pour l’instant.',
    change: 'Modifier',
    recentBookings: 'Vos réservations récentes',
    noBookings: 'Aucune réservation pour l’instant.',
    connectToBook: 'Connectez l’espace de travail pour réserver.',
    testNothingCharged: 'réservation test, rien n’a été débité',
    bookedAt: 'Réservé : {date}',
  },
  es: {
    connectJaunt: 'Conectar Jaunt',
    welcomeTitle: 'Te damos la bienvenida a Jaunt',
    welcomeText: 'Gracias por instalar Jaunt. Conéctalo a tu cuenta de Jaunt para empezar.',
    welcomeTextIn: 'Gracias por instalar Jaunt en {team}. Conéctalo a tu cuenta de Jaunt para empezar.',
    welcomeIntro:
      'Jaunt encuentra planes cerca (conciertos, exposiciones, clases, paseos) y reserva entradas sin salir de Slack.\nUna vez conectado, cualquiera aquí puede probar `{cmd} near me` o `{cmd} jazz esta noche`.',
    oneStepLeft:
      '*Solo falta un paso:* pulsa *Conectar Jaunt* y pega la clave de API de Jaunt que recibió tu empresa. Solo los administradores del espacio de trabajo pueden hacerlo.',
    devToken:
      'Para desarrolladores: también puedes vincularlo por la API de socios con este token de un solo uso (válido hasta el {date}): `{token}`',
    installedText: 'Jaunt está instalado. Solo falta un paso: conectarlo a tu cuenta de Jaunt.',
    installedHere:
      ':wave: *Jaunt está instalado.* Solo falta un paso: pulsa *Conectar Jaunt* y pega la clave de API de Jaunt que recibió tu empresa. Solo tú ves este mensaje.',
    askedAdmins: 'Pedí a {admins} que lo conecten.',
    askAnAdmin:
      'Pide a un administrador del espacio de trabajo que abra la pestaña Inicio de Jaunt y pulse *Conectar Jaunt*.',
    memberText:
      'Jaunt está instalado. Un administrador del espacio de trabajo debe conectarlo antes de que nadie pueda usarlo.',
    memberTextIn:
      'Jaunt está instalado en {team}. Un administrador del espacio de trabajo debe conectarlo antes de que nadie pueda usarlo.',
    memberBody:
      'Jaunt está instalado. *Solo falta un paso, para un administrador:* solo los administradores y propietarios pueden conectar Jaunt a la cuenta de Jaunt de tu empresa. {asked}',
    adminText: 'Se instaló Jaunt y necesita que un administrador del espacio de trabajo lo conecte.',
    adminTextIn:
      'Se instaló Jaunt en {team} y necesita que un administrador del espacio de trabajo lo conecte.',
    adminBody:
      '{installer} instaló Jaunt, que encuentra planes cerca y reserva entradas sin salir de Slack. Como administrador del espacio de trabajo, puedes conectarlo: pulsa *Conectar Jaunt* y pega la clave de API de Jaunt que recibió tu empresa.',
    thisWorkspace: 'Este espacio de trabajo',
    nowConnectedText: '{team} ya está conectado a Jaunt.',
    nowConnected: ':link: *{team}* ya está conectado a Jaunt. Cualquiera aquí puede usar `{cmd}`.',
    notConnected:
      'Este espacio de trabajo aún no está conectado a Jaunt. Un administrador puede conectarlo desde la pestaña Inicio de la app Jaunt (o con `{cmd} connect`).',
    connectRefused:
      'Solo los administradores y propietarios del espacio de trabajo pueden conectar Jaunt. Pide a uno de ellos que abra la app Jaunt y pulse Conectar Jaunt.',
    connectIntro:
      'Pega la clave de API de Jaunt que recibió tu empresa. Jaunt la comprueba y conecta este espacio de trabajo; la clave en sí no se guarda.',
    keyLabel: 'Clave de API de Jaunt',
    showNear: 'Después, muéstrame qué hay cerca de',
    showNearHint:
      'Tu ubicación, guardada solo para ti (puedes cambiarla cuando quieras). Déjalo vacío para omitirlo.',
    devTokenModal:
      'Para desarrolladores: vincúlalo por la API de socios con este token de un solo uso (válido hasta el {date}): `{token}`',
    connect: 'Conectar',
    cancel: 'Cancelar',
    errPasteKey: 'Pega la clave de API.',
    errWentWrong: 'Algo salió mal. Inténtalo de nuevo.',
    errTooMany: 'Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.',
    errElsewhere: 'Este espacio de trabajo ya está conectado a otra cuenta de Jaunt.',
    errInvalidKey: 'No es una clave de API de Jaunt válida. Revísala y pégala de nuevo.',
    connected: 'Conectado. Ahora cualquiera aquí puede usar {cmd}.',
    alreadyConnected: 'Este espacio de trabajo ya estaba conectado con esa clave.',
    unknownPlace: 'No conozco actividades cerca de «{place}»: guarda tu lugar con {cmd} location <lugar>.',
    firstLook:
      'Lo que hay cerca de {place} está en camino, visible solo para ti (aquí si Jaunt puede escribir en este canal, si no por mensaje directo): pulsa {tryBook} en una tarjeta para una primera reserva de prueba.',
    homeConnected: ':large_green_circle: *{team}* está conectado.',
    account: 'Cuenta de Jaunt: *{name}*',
    disconnect: 'Desconectar',
    disconnectTitle: '¿Desconectar Jaunt?',
    disconnectText:
      'Nadie aquí podrá buscar ni reservar con Jaunt hasta que un administrador lo vuelva a conectar. Las reservas ya hechas se conservan.',
    yourLocation: ':round_pushpin: Tu ubicación: *{place}*',
    noLocation: ':round_pushpin: Aún no hay ubicación guardada.',
    change: 'Cambiar',
    recentBookings: 'Tus reservas recientes',
    noBookings: 'Aún no hay reservas.',
    connectToBook: 'Conecta el espacio de trabajo para reservar.',
    testNothingCharged: 'reserva de prueba, no se cobró nada',
    bookedAt: 'Reservado: {date}',
  },
  de: {
    connectJaunt: 'Jaunt verbinden',
    welcomeTitle: 'Willkommen bei Jaunt',
    welcomeText: 'Danke, dass du Jaunt installiert hast. Verbinde es mit deinem Jaunt-Konto, um loszulegen.',
    welcomeTextIn:
      'Danke, dass du Jaunt in {team} installiert hast. Verbinde es mit deinem Jaunt-Konto, um loszulegen.',
    welcomeIntro:
      'Jaunt findet Unternehmungen in der Nähe (Konzerte, Ausstellungen, Kurse, Spaziergänge) und bucht Tickets, ohne Slack zu verlassen.\nSobald es verbunden ist, kann hier jeder `{cmd} near me` oder `{cmd} Jazz heute Abend` ausprobieren.',
    oneStepLeft:
      '*Nur noch ein Schritt:* Drücke *Jaunt verbinden* und füge den Jaunt-API-Schlüssel ein, den deine Firma erhalten hat. Das können nur Workspace-Admins.',
    devToken:
      'Für Entwickler: Du kannst auch über die Partner-API verbinden, mit diesem Einmal-Token (gültig bis {date}): `{token}`',
    installedText: 'Jaunt ist installiert. Nur noch ein Schritt: Verbinde es mit deinem Jaunt-Konto.',
    installedHere:
      ':wave: *Jaunt ist installiert.* Nur noch ein Schritt: Drücke *Jaunt verbinden* und füge den Jaunt-API-Schlüssel ein, den deine Firma erhalten hat. Nur du siehst diese Nachricht.',
    askedAdmins: 'Ich habe {admins} gebeten, es zu verbinden.',
    askAnAdmin:
      'Bitte einen Workspace-Admin, den Home-Tab von Jaunt zu öffnen und *Jaunt verbinden* zu drücken.',
    memberText: 'Jaunt ist installiert. Ein Workspace-Admin muss es verbinden, bevor es jemand nutzen kann.',
    memberTextIn:
      'Jaunt ist in {team} installiert. Ein Workspace-Admin muss es verbinden, bevor es jemand nutzen kann.',
    memberBody:
      'Jaunt ist installiert. *Nur noch ein Schritt, für einen Workspace-Admin:* Nur Admins und Inhaber können Jaunt mit dem Jaunt-Konto deiner Firma verbinden. {asked}',
    adminText: 'Jaunt wurde installiert und muss von einem Workspace-Admin verbunden werden.',
    adminTextIn: 'Jaunt wurde in {team} installiert und muss von einem Workspace-Admin verbunden werden.',
    adminBody:
      '{installer} hat Jaunt installiert. Jaunt findet Unternehmungen in der Nähe und bucht Tickets, ohne Slack zu verlassen. Als Workspace-Admin kannst du es verbinden: Drücke *Jaunt verbinden* und füge den Jaunt-API-Schlüssel ein, den deine Firma erhalten hat.',
    thisWorkspace: 'Dieser Workspace',
    nowConnectedText: '{team} ist jetzt mit Jaunt verbunden.',
    nowConnected: ':link: *{team}* ist jetzt mit Jaunt verbunden. Alle hier können `{cmd}` nutzen.',
    notConnected:
      'Dieser Workspace ist noch nicht mit Jaunt verbunden. Ein Workspace-Admin kann ihn im Home-Tab der Jaunt-App verbinden (oder mit `{cmd} connect`).',
    connectRefused:
      'Nur Workspace-Admins und Inhaber können Jaunt verbinden. Bitte eine dieser Personen, die Jaunt-App zu öffnen und Jaunt verbinden zu drücken.',
    connectIntro:
      'Füge den Jaunt-API-Schlüssel ein, den deine Firma erhalten hat. Jaunt prüft ihn und verbindet diesen Workspace; der Schlüssel selbst wird nicht gespeichert.',
    keyLabel: 'Jaunt-API-Schlüssel',
    showNear: 'Danach zeig mir, was los ist in der Nähe von',
    showNearHint: 'Dein Ort, nur für dich gespeichert (jederzeit änderbar). Leer lassen zum Überspringen.',
    devTokenModal:
      'Für Entwickler: Verbinde stattdessen über die Partner-API, mit diesem Einmal-Token (gültig bis {date}): `{token}`',
    connect: 'Verbinden',
    cancel: 'Abbrechen',
    errPasteKey: 'Füge den API-Schlüssel ein.',
    errWentWrong: 'Etwas ist schiefgelaufen. Bitte erneut versuchen.',
    errTooMany: 'Zu viele Versuche. Warte 15 Minuten und versuche es erneut.',
    errElsewhere: 'Dieser Workspace ist bereits mit einem anderen Jaunt-Konto verbunden.',
    errInvalidKey: 'Das ist kein gültiger Jaunt-API-Schlüssel. Prüfe ihn und füge ihn erneut ein.',
    connected: 'Verbunden. Alle hier können jetzt {cmd} nutzen.',
    alreadyConnected: 'Dieser Workspace war bereits mit diesem Schlüssel verbunden.',
    unknownPlace:
      'Ich kenne keine Aktivitäten rund um „{place}“: Speichere deinen Ort mit {cmd} location <Ort>.',
    firstLook:
      'Was in der Nähe von {place} los ist, kommt gleich, nur für dich sichtbar (hier, wenn Jaunt in diesem Kanal posten kann, sonst per Direktnachricht): Drücke auf einer Karte {tryBook} für eine erste Testbuchung.',
    homeConnected: ':large_green_circle: *{team}* ist verbunden.',
    account: 'Jaunt-Konto: *{name}*',
    disconnect: 'Trennen',
    disconnectTitle: 'Jaunt trennen?',
    disconnectText:
      'Niemand hier kann mit Jaunt suchen oder buchen, bis ein Admin es wieder verbindet. Bestehende Buchungen bleiben erhalten.',
    yourLocation: ':round_pushpin: Dein Ort: *{place}*',
    noLocation: ':round_pushpin: Noch kein Ort gespeichert.',
    change: 'Ändern',
    recentBookings: 'Deine letzten Buchungen',
    noBookings: 'Noch keine Buchungen.',
    connectToBook: 'Verbinde den Workspace, um zu buchen.',
    testNothingCharged: 'Testbuchung, nichts berechnet',
    bookedAt: 'Gebucht: {date}',
  },
};

export const adminWordsFor = (lang: string | undefined): AdminWords =>
  isLang(lang) ? ADMIN_WORDS[lang] : ADMIN_WORDS.en;

/** Short notices: a modal's loading view and Close, and the few one-line answers of listeners. */
type NoticeKey =
  | 'loading'
  | 'close'
  | 'activityTitle'
  | 'noMessageText'
  | 'voteClosed'
  | 'shelfChanged'
  | 'ticketsNotFound'
  | 'locationEmpty'
  | 'locationFailed'
  | 'somethingWrong'
  | 'locationTitle'
  | 'locationLabel'
  | 'locationHint'
  | 'save'
  | 'cancel'
  | 'unknownPlace'
  | 'pageInstalled'
  | 'pageInstalledChannel'
  | 'pageInstalledDm'
  | 'pageNotInstalled'
  | 'pageCancelled'
  | 'pageExpired'
  | 'pageOpenSlack';
export type NoticeWords = Record<NoticeKey, string>;

const NOTICE_WORDS: Record<Lang, NoticeWords> = {
  en: {
    loading: ':hourglass_flowing_sand: Loading…',
    close: 'Close',
    activityTitle: 'Activity',
    noMessageText: 'That message has no text to search with.',
    voteClosed: 'Voting on this plan has closed.',
    shelfChanged: 'That shelf has changed since; run {cmd} near me again.',
    ticketsNotFound: 'Sorry, I could not find the tickets of that booking.',
    locationEmpty: 'Type a neighbourhood or city.',
    locationFailed: 'Could not save that.',
    somethingWrong: 'Sorry, something went wrong on our side. Please try again.',
    locationTitle: 'Your location',
    locationLabel: 'Where should I look for things to do?',
    locationHint: 'A neighbourhood or city, e.g. Brooklyn or London, or "lat, lng".',
    save: 'Save',
    cancel: 'Cancel',
    unknownPlace: 'I don’t know any activities around “{place}”.',
    pageInstalled: 'Jaunt is installed',
    pageInstalledChannel:
      'Opening Slack: the last step, connecting Jaunt to your Jaunt account, is waiting for you in your general channel (only you can see it), and in a message from Jaunt.',
    pageInstalledDm:
      'Opening Slack: Jaunt sent you a message with the last step, connecting it to your Jaunt account.',
    pageNotInstalled: 'Jaunt was not installed',
    pageCancelled:
      'You cancelled the installation. Nothing was added to your workspace. You can install Jaunt again at any time.',
    pageExpired: 'The installation link expired or was already used. Please start the installation again.',
    pageOpenSlack: 'Open Slack',
  },
  fr: {
    loading: ':hourglass_flowing_sand: Chargement…',
    close: 'Fermer',
    activityTitle: 'Activité',
    noMessageText: 'Ce message n’a pas de texte à rechercher.',
    voteClosed: 'Le vote sur ce plan est clos.',
    shelfChanged: 'Cette liste a changé depuis ; relancez {cmd} near me.',
    ticketsNotFound: 'Désolé, je n’ai pas trouvé les billets de cette réservation.',
    locationEmpty: 'Indiquez un quartier ou une ville.',
    locationFailed: 'Impossible d’enregistrer cela.',
    somethingWrong: 'Désolé, un problème est survenu de notre côté. Veuillez réessayer.',
    locationTitle: 'Votre lieu',
    locationLabel: 'Où chercher des choses à faire ?',
    locationHint: 'Un quartier ou une ville, p. ex. Montmartre ou Lyon, ou « lat, lng ».',
    save: 'Enregistrer',
    cancel: 'Annuler',
    unknownPlace: 'Je ne connais aucune activité autour de « {place} ».',
    pageInstalled: 'Jaunt est installé',
    pageInstalledChannel:
      'Ouverture de Slack : la dernière étape, relier Jaunt à votre compte Jaunt, vous attend dans votre canal général (vous seul·e la voyez) et dans un message de Jaunt.',
    pageInstalledDm:
      'Ouverture de Slack : Jaunt vous a envoyé un message avec la dernière étape, le relier à votre compte Jaunt.',
    pageNotInstalled: 'Jaunt n’a pas été installé',
    pageCancelled:
      'Vous avez annulé l’installation. Rien n’a été ajouté à votre espace de travail. Vous pouvez installer Jaunt à nouveau à tout moment.',
    pageExpired: 'Le lien d’installation a expiré ou a déjà servi. Recommencez l’installation.',
    pageOpenSlack: 'Ouvrir Slack',
  },
  es: {
    loading: ':hourglass_flowing_sand: Cargando…',
    close: 'Cerrar',
    activityTitle: 'Actividad',
    noMessageText: 'Ese mensaje no tiene texto para buscar.',
    voteClosed: 'La votación de este plan ha terminado.',
    shelfChanged: 'Esa lista ha cambiado; vuelve a ejecutar {cmd} near me.',
    ticketsNotFound: 'Lo siento, no encontré las entradas de esa reserva.',
    locationEmpty: 'Escribe un barrio o una ciudad.',
    locationFailed: 'No se pudo guardar.',
    somethingWrong: 'Lo siento, algo falló de nuestro lado. Inténtalo de nuevo.',
    locationTitle: 'Tu ubicación',
    locationLabel: '¿Dónde busco cosas que hacer?',
    locationHint: 'Un barrio o una ciudad, p. ej. Malasaña o Sevilla, o «lat, lng».',
    save: 'Guardar',
    cancel: 'Cancelar',
    unknownPlace: 'No conozco actividades cerca de «{place}».',
    pageInstalled: 'Jaunt está instalado',
    pageInstalledChannel:
      'Abriendo Slack: el último paso, conectar Jaunt a tu cuenta de Jaunt, te espera en tu canal general (solo tú lo ves) y en un mensaje de Jaunt.',
    pageInstalledDm:
      'Abriendo Slack: Jaunt te envió un mensaje con el último paso, conectarlo a tu cuenta de Jaunt.',
    pageNotInstalled: 'Jaunt no se instaló',
    pageCancelled:
      'Cancelaste la instalación. No se añadió nada a tu espacio de trabajo. Puedes instalar Jaunt de nuevo cuando quieras.',
    pageExpired: 'El enlace de instalación caducó o ya se usó. Vuelve a empezar la instalación.',
    pageOpenSlack: 'Abrir Slack',
  },
  de: {
    loading: ':hourglass_flowing_sand: Wird geladen…',
    close: 'Schließen',
    activityTitle: 'Aktivität',
    noMessageText: 'Diese Nachricht hat keinen Text zum Suchen.',
    voteClosed: 'Die Abstimmung über diesen Plan ist beendet.',
    shelfChanged: 'Diese Liste hat sich inzwischen geändert; führe {cmd} near me erneut aus.',
    ticketsNotFound: 'Leider habe ich die Tickets dieser Buchung nicht gefunden.',
    locationEmpty: 'Gib ein Viertel oder eine Stadt ein.',
    locationFailed: 'Das konnte nicht gespeichert werden.',
    somethingWrong: 'Leider ist bei uns etwas schiefgelaufen. Bitte versuche es erneut.',
    locationTitle: 'Dein Ort',
    locationLabel: 'Wo soll ich nach Unternehmungen suchen?',
    locationHint: 'Ein Viertel oder eine Stadt, z. B. Kreuzberg oder Hamburg, oder „lat, lng“.',
    save: 'Speichern',
    cancel: 'Abbrechen',
    unknownPlace: 'Ich kenne keine Aktivitäten rund um „{place}“.',
    pageInstalled: 'Jaunt ist installiert',
    pageInstalledChannel:
      'Slack wird geöffnet: Der letzte Schritt, Jaunt mit deinem Jaunt-Konto zu verbinden, wartet in deinem allgemeinen Kanal (nur für dich sichtbar) und in einer Nachricht von Jaunt.',
    pageInstalledDm:
      'Slack wird geöffnet: Jaunt hat dir eine Nachricht mit dem letzten Schritt geschickt, der Verbindung mit deinem Jaunt-Konto.',
    pageNotInstalled: 'Jaunt wurde nicht installiert',
    pageCancelled:
      'Du hast die Installation abgebrochen. Deinem Workspace wurde nichts hinzugefügt. Du kannst Jaunt jederzeit erneut installieren.',
    pageExpired:
      'Der Installationslink ist abgelaufen oder wurde schon benutzt. Bitte starte die Installation erneut.',
    pageOpenSlack: 'Slack öffnen',
  },
};

export const noticeWordsFor = (lang: string | undefined): NoticeWords =>
  isLang(lang) ? NOTICE_WORDS[lang] : NOTICE_WORDS.en;

/** Every catalogue by name, each per language: the locale test checks no language lacks a key. */
export const CATALOGUES = {
  words: WORDS,
  receipt: RECEIPT,
  form: FORM,
  command: COMMAND_WORDS,
  day: DAY_WORDS,
  shelf: SHELF_NAMES,
  plan: PLAN_WORDS,
  status: STATUS_WORDS,
  admin: ADMIN_WORDS,
  notice: NOTICE_WORDS,
} as const;
