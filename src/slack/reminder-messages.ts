/**
 * The reminder DM (24 h and 2 h before a Slack booking's session) and App Home's reminders switch,
 * in the booker's Slack language (en, fr, es, de; the shape of i18n.ts). The session's time follows
 * THE time rule (kit.ts venueWhen: the venue's clock with its zone, then the reader's own); ticket
 * links are the ones minted for this reminder.
 */
import type { KnownBlock } from '@slack/types';
import type { ReminderNote } from '../reminders/index.js';
import { button, clip, context, esc, escClip, section, venueWhen } from './blocks/kit.js';
import { fill, type Lang, languageOfLocale } from './i18n.js';

/** App Home's switch: its value is what pressing it turns reminders to. */
export const REMINDERS_TOGGLE = 'reminders_toggle';

/** Labels (when, where, tickets, confirmationCode) carry their own colon: French spaces it. */
type ReminderKey =
  | 'in24h'
  | 'in2h'
  | 'when'
  | 'where'
  | 'map'
  | 'tickets'
  | 'ticket'
  | 'confirmationCode'
  | 'noLinks'
  | 'testNote'
  | 'fresh'
  | 'homeOn'
  | 'homeOff'
  | 'turnOff'
  | 'turnOn';
export type ReminderWords = Record<ReminderKey, string>;

const REMINDER: Record<Lang, ReminderWords> = {
  en: {
    in24h: 'Reminder: *{name}* is in 24 hours.',
    in2h: 'Reminder: *{name}* starts in 2 hours.',
    when: 'When:',
    where: 'Where:',
    map: 'Map',
    tickets: 'Tickets:',
    ticket: 'Ticket',
    confirmationCode: 'Confirmation code:',
    noLinks: 'Your tickets are not ready to download yet: the venue will have your name.',
    testNote: 'Test booking: nothing was charged, and these tickets are not valid for entry',
    fresh: 'Ticket links made just now. To stop reminders, use the switch in Jaunt’s Home tab',
    homeOn: ':bell: Reminders before your bookings (24 h and 2 h before) are *on*.',
    homeOff: ':no_bell: Reminders before your bookings are *off*.',
    turnOff: 'Turn off',
    turnOn: 'Turn on',
  },
  fr: {
    in24h: 'Rappel : *{name}*, c’est dans 24 heures.',
    in2h: 'Rappel : *{name}* commence dans 2 heures.',
    when: 'Quand :',
    where: 'Où :',
    map: 'Plan',
    tickets: 'Billets :',
    ticket: 'Billet',
    confirmationCode: 'Code de confirmation :',
    noLinks: 'Vos billets ne sont pas encore téléchargeables : le lieu a votre nom.',
    testNote: 'Réservation de test : rien n’a été débité et ces billets ne donnent pas accès',
    fresh:
      'Liens des billets créés à l’instant. Pour ne plus recevoir de rappels, utilisez l’interrupteur de l’onglet Accueil de Jaunt',
    homeOn: ':bell: Les rappels avant vos réservations (24 h et 2 h avant) sont *activés*.',
    homeOff: ':no_bell: Les rappels avant vos réservations sont *désactivés*.',
    turnOff: 'Désactiver',
    turnOn: 'Activer',
  },
  es: {
    in24h: 'Recordatorio: *{name}* es dentro de 24 horas.',
    in2h: 'Recordatorio: *{name}* empieza dentro de 2 horas.',
    when: 'Cuándo:',
    where: 'Dónde:',
    map: 'Mapa',
    tickets: 'Entradas:',
    ticket: 'Entrada',
    confirmationCode: 'Código de confirmación:',
    noLinks: 'Tus entradas aún no se pueden descargar: el lugar tiene tu nombre.',
    testNote: 'Reserva de prueba: no se cobró nada y estas entradas no son válidas para entrar',
    fresh:
      'Enlaces de las entradas creados ahora mismo. Para dejar de recibir recordatorios, usa el interruptor de la pestaña Inicio de Jaunt',
    homeOn: ':bell: Los recordatorios antes de tus reservas (24 h y 2 h antes) están *activados*.',
    homeOff: ':no_bell: Los recordatorios antes de tus reservas están *desactivados*.',
    turnOff: 'Desactivar',
    turnOn: 'Activar',
  },
  de: {
    in24h: 'Erinnerung: *{name}* ist in 24 Stunden.',
    in2h: 'Erinnerung: *{name}* beginnt in 2 Stunden.',
    when: 'Wann:',
    where: 'Wo:',
    map: 'Karte',
    tickets: 'Tickets:',
    ticket: 'Ticket',
    confirmationCode: 'Bestätigungscode:',
    noLinks: 'Deine Tickets sind noch nicht zum Herunterladen bereit: der Veranstalter hat deinen Namen.',
    testNote: 'Testbuchung: Es wurde nichts berechnet, und diese Tickets gelten nicht für den Einlass',
    fresh: 'Ticket-Links gerade eben erstellt. Erinnerungen schaltest du im Home-Tab von Jaunt ab',
    homeOn: ':bell: Erinnerungen vor deinen Buchungen (24 h und 2 h vorher) sind *an*.',
    homeOff: ':no_bell: Erinnerungen vor deinen Buchungen sind *aus*.',
    turnOff: 'Ausschalten',
    turnOn: 'Einschalten',
  },
};

export const reminderWordsFor = (lang: string | undefined): ReminderWords =>
  REMINDER[languageOfLocale(lang ?? null)];

/** Every language's reminder words (a test holds them complete). */
export const REMINDER_CATALOGUE = REMINDER;

/** The reminder DM. */
export const reminderMessage = (
  n: ReminderNote,
  opts: { lang?: string; readerTz?: string | null } = {},
): { text: string; blocks: KnownBlock[] } => {
  const lang = languageOfLocale(opts.lang ?? null);
  const w = REMINDER[lang];
  const name = escClip(n.activityName, 200);
  const headline = fill(n.leadMinutes >= 24 * 60 ? w.in24h : w.in2h, { name });
  const iso = `${n.session.date}T${n.session.time}`;
  const when = venueWhen(iso, n.zone, opts.readerTz ?? null, { lang }) ?? esc(iso);
  const place = [n.venue, n.address].filter((s): s is string => Boolean(s)).map((s) => escClip(s, 200));
  const where = [place.join(', '), n.mapUrl ? `<${n.mapUrl}|${w.map}>` : null].filter(Boolean).join(' · ');
  const tickets = n.tickets
    .slice(0, 20)
    .map((t, i) => `<${t.url}|${w.ticket} ${i + 1}${t.code ? ` (${escClip(t.code, 40)})` : ''}>`);
  const ticketLine =
    tickets.length > 0 ? `*${w.tickets}* ${tickets.join(' · ')}` : `*${w.tickets}* ${w.noLinks}`;
  const lines = [
    `:alarm_clock: ${headline}`,
    `*${w.when}* ${when}`,
    ...(where ? [`*${w.where}* ${where}`] : []),
    ticketLine,
    // A code is copied as written: inside a code span nothing formats, so only entities are escaped.
    ...(n.confirmationCode ? [`*${w.confirmationCode}* \`${clip(esc(n.confirmationCode), 100)}\``] : []),
  ];
  const plainHeadline = headline.replace(/\*/g, '');
  return {
    text: `${n.test ? '[test] ' : ''}${plainHeadline}`,
    blocks: [
      section(lines.join('\n')),
      ...(n.test ? [context(`:test_tube: ${w.testNote}.`)] : []),
      context(`${w.fresh}.`),
    ],
  };
};

/** App Home's reminders line with its switch. */
export const remindersHomeBlock = (on: boolean, lang?: string): KnownBlock => {
  const w = reminderWordsFor(lang);
  return {
    type: 'section',
    block_id: 'home_reminders',
    text: { type: 'mrkdwn', text: on ? w.homeOn : w.homeOff },
    accessory: button(on ? w.turnOff : w.turnOn, REMINDERS_TOGGLE, on ? 'off' : 'on'),
  };
};
