/**
 * Entity concepts: explicit words for "an event" (sessions) or "a place" (opening hours). Entity
 * type is a hard constraint, so only words that name the kind outright are listed.
 */
import { defineConcepts } from '../define.js';

export const ENTITIES = defineConcepts('entity', [
  {
    id: 'entity.event',
    facets: { entityType: 'event' },
    terms: 'event, events, tickets, lineup, performance, session',
    forms: {
      en: 'event, events, tickets, ticketed event, lineup, line-up',
      fr: "événement, événements, évènement, évènements, évent, events, à l'affiche, billets, programmation",
      es: 'evento, eventos, cartelera, entradas, boletos, programación',
      de: 'event, events, veranstaltung, veranstaltungen, tickets',
      it: 'evento, eventi, in cartellone, biglietti',
      pt: 'evento, eventos, em cartaz, ingressos, bilhetes, programação',
    },
    emoji: '🎟️ 🎫',
  },
  {
    id: 'entity.place',
    facets: { entityType: 'place' },
    terms: 'place, venue, spot, hangout',
    forms: {
      en: 'venue, venues, spot, spots, hangout, hang-out, hangouts, joint, joints, hole in the wall, a place, a venue, places',
      fr: 'lieu, lieux, endroit, endroits, adresse, adresses, spot, spots, coin sympa, QG',
      es: 'lugar, lugares, sitio, sitios, local, locales, spot, spots, garito, garitos, huequito',
      de: 'ort, orte, location, locations, lokal, lokale, spot, spots, schuppen, adresse',
      it: 'posto, posti, luogo, luoghi, locale, spot, indirizzo, indirizzi, posticino',
      pt: 'lugar, lugares, local, locais, spot, spots, cantinho, point',
    },
    weight: 0.5,
  },
]);
