/**
 * Time-of-day concepts that stand for a catalogue tag; plain time words live in each language
 * folder's `time.ts`.
 */
import { defineConcepts } from '../define.js';

export const TIMES_OF_DAY = defineConcepts('time-of-day', [
  {
    id: 'time-of-day.late-night',
    facets: { tags: ['late-night'], categories: ['nightlife', 'club', 'bar'] },
    terms: 'late night, late-night, after midnight, till late, until late, open late, after hours, night owl',
    emoji: '🦉 🌙 🌃',
  },
]);
