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
    emoji: '🎟️ 🎫',
  },
  {
    id: 'entity.place',
    facets: { entityType: 'place' },
    terms: 'place, venue, spot, hangout',
    weight: 0.5,
  },
]);
