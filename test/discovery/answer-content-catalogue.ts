/**
 * A small catalogue of our own for the answer-content tests (an unmatched word never empties an
 * answer, a generic event word is a weak hint, a specific head held nowhere answers nothing): a few
 * places in Cologne (inland) and Lisbon (on the coast), written for these tests only.
 */
import type { CatalogueRecord } from '../../src/catalogue/record.js';

/** Wednesday 2 December 2026, 17:00 UTC (18:00 in Cologne, 17:00 in Lisbon). */
export const ANSWER_NOW = '2026-12-02T17:00:00Z';

interface Spec {
  ref: string;
  name: string;
  description: string;
  de?: string;
  categories: string[];
  tags?: string[];
  city: 'cologne' | 'lisbon';
  hours?: string;
  price: number;
}

const CENTRES = {
  cologne: { lat: 50.9375, lng: 6.9603, tz: 'Europe/Berlin', currency: 'EUR', area: 'Altstadt-Nord, Köln' },
  lisbon: { lat: 38.7223, lng: -9.1393, tz: 'Europe/Lisbon', currency: 'EUR', area: 'Baixa, Lisboa' },
};

const record = (s: Spec, i: number): CatalogueRecord => {
  const c = CENTRES[s.city];
  return {
    ref: s.ref,
    entity_type: 'place',
    name: s.name,
    short_description: s.description,
    description: s.description,
    ...(s.de ? { descriptions: { de: s.de } } : {}),
    categories: s.categories,
    tags: s.tags ?? ['indoor'],
    venue: s.name,
    semantic_location: c.area,
    city: s.city,
    location: { lat: c.lat + i * 0.001, lng: c.lng + i * 0.001 },
    timezone: c.tz,
    rating: 4.5 - i * 0.01,
    rating_count: 200,
    popularity: 0.5,
    opening_hours: s.hours ?? 'Mo-Su 11:00-23:30',
    booking_url: `https://tickets.example.org/${s.ref}`,
    is_bookable: false,
    ticket_price: {
      currency: c.currency,
      sessions: [{ date: null, time: null, tickets: [{ name: 'Typical spend', price: s.price }] }],
    },
  } as unknown as CatalogueRecord;
};

const SPECS: Spec[] = [
  {
    ref: 'cgn-brauhaus',
    name: 'Brauhaus am Dom',
    description: 'Traditional brewery tavern pouring Kölsch in small glasses, hearty food.',
    de: 'Traditionelles Brauhaus, Kölsch in Stangen, deftige Küche.',
    categories: ['restaurant', 'beer hall'],
    city: 'cologne',
    price: 25,
  },
  {
    ref: 'cgn-comedy',
    name: 'Lachkeller',
    description: 'Stand-up comedy club, new comics every night.',
    categories: ['comedy', 'stand-up', 'nightlife'],
    city: 'cologne',
    hours: 'Mo-Su 19:00-23:59',
    price: 18,
  },
  {
    ref: 'cgn-openmic',
    name: 'Offene Bühne Ehrenfeld',
    description: 'Open mic: sign up at the bar, five minutes each.',
    categories: ['open mic', 'live music', 'music'],
    city: 'cologne',
    hours: 'Mo-Su 19:00-23:59',
    price: 0,
  },
  {
    ref: 'cgn-winebar',
    name: 'Weinbar Belgisches Viertel',
    description: 'Wine bar with natural wines and happy hour.',
    categories: ['bar', 'wine', 'nightlife'],
    city: 'cologne',
    price: 9,
  },
  {
    ref: 'cgn-bierhalle',
    name: 'Bierhalle Deutz',
    description: 'Beer hall on the Rhine with long tables and draught beer.',
    categories: ['bar', 'beer'],
    city: 'cologne',
    price: 12,
  },
  {
    ref: 'cgn-club',
    name: 'Club Bahnhof',
    description: 'Techno club in a former station.',
    categories: ['club', 'nightlife'],
    city: 'cologne',
    hours: 'Mo-Su 22:00-05:00',
    price: 15,
  },
  {
    ref: 'cgn-pottery',
    name: 'Töpferwerkstatt Südstadt',
    description: 'Pottery lessons for beginners, wheel and glaze.',
    categories: ['workshop', 'pottery'],
    city: 'cologne',
    price: 45,
  },
  {
    ref: 'cgn-kayak',
    name: 'Kajak am Rhein',
    description: 'Kayak rental and paddling lessons on the Rhine.',
    categories: ['kayaking', 'water sports', 'sport'],
    city: 'cologne',
    price: 30,
  },
  {
    ref: 'cgn-pool',
    name: 'Hallenbad Ehrenfeld',
    description: 'Indoor swimming pool with lanes and a sauna.',
    categories: ['swimming', 'pool'],
    city: 'cologne',
    price: 6,
  },
  {
    ref: 'lis-fado',
    name: 'Casa de Fado',
    description: 'Fado house with dinner and live singers.',
    categories: ['live music', 'music', 'restaurant'],
    city: 'lisbon',
    price: 40,
  },
  {
    ref: 'lis-surf',
    name: 'Carcavelos Surf School',
    description: 'Surf lessons for beginners on the beach, boards included.',
    categories: ['surfing', 'water sports', 'sport'],
    city: 'lisbon',
    price: 35,
  },
];

export const answerNdjson = (): string => `${SPECS.map((s, i) => JSON.stringify(record(s, i))).join('\n')}\n`;
