/**
 * The OCTO simulator's catalogue: the four scenario products (see ../simulator.ts) and the generated
 * START_TIME products (`gen-0001`…) added for load.
 */

export interface SimUnit {
  id: string;
  type: string;
  title: string;
  /** Retail in minor units at the product's precision. */
  retail: number;
  minQuantity: number | null;
  maxQuantity: number | null;
}

export interface SimOption {
  id: string;
  title: string;
  times: string[]; // START_TIME: HH:MM; OPENING_HOURS: none
  cutoffHours: number;
  maxUnits: number | null;
  units: SimUnit[];
}

export interface SimProduct {
  id: string;
  title: string;
  shortDescription: string;
  description: string;
  timeZone: string;
  availabilityType: 'START_TIME' | 'OPENING_HOURS';
  instantConfirmation: boolean;
  currency: string;
  precision: number;
  capacity: number;
  openingHours: { from: string; to: string } | null;
  closedWeekdays: number[]; // 0 = Sunday
  soldOutDayOffsets: number[];
  place: { venue: string; street: string; city: string; country: string; lat: number; lng: number };
  categories: string[];
  options: SimOption[];
}

const CITIES = [
  { city: 'Lisbon', country: 'PT', tz: 'Europe/Lisbon', lat: 38.7223, lng: -9.1393, cur: 'EUR' },
  { city: 'London', country: 'GB', tz: 'Europe/London', lat: 51.5072, lng: -0.1276, cur: 'GBP' },
  { city: 'New York', country: 'US', tz: 'America/New_York', lat: 40.7128, lng: -74.006, cur: 'USD' },
  { city: 'Paris', country: 'FR', tz: 'Europe/Paris', lat: 48.8566, lng: 2.3522, cur: 'EUR' },
  { city: 'Berlin', country: 'DE', tz: 'Europe/Berlin', lat: 52.52, lng: 13.405, cur: 'EUR' },
  { city: 'Tokyo', country: 'JP', tz: 'Asia/Tokyo', lat: 35.6762, lng: 139.6503, cur: 'JPY' },
] as const;

const ADJECTIVES = ['Hidden', 'Historic', 'Evening', 'Secret', 'Grand', 'Little', 'Riverside', 'Old Town'];
const NOUNS = ['Food Walk', 'Bike Tour', 'Street Art Tour', 'Boat Trip', 'Tasting', 'Ghost Walk'];

const person = (
  id: string,
  title: string,
  type: string,
  retail: number,
  max: number | null = 10,
): SimUnit => ({
  id,
  type,
  title,
  retail,
  minQuantity: null,
  maxQuantity: max,
});

/** `city-walk`: START_TIME in Lisbon, EUR, PDF and QR tickets. */
const cityWalk = (capacity: number): SimProduct => ({
  id: 'city-walk',
  title: 'Old Town Walking Tour',
  shortDescription: 'Two hours through Alfama with a local guide',
  description: 'Climb the lanes of Alfama, hear the fado stories and finish at a miradouro.',
  timeZone: 'Europe/Lisbon',
  availabilityType: 'START_TIME',
  instantConfirmation: true,
  currency: 'EUR',
  precision: 2,
  capacity,
  openingHours: null,
  closedWeekdays: [],
  soldOutDayOffsets: [],
  place: {
    venue: 'Largo do Chafariz de Dentro',
    street: 'Largo do Chafariz de Dentro 1',
    city: 'Lisbon',
    country: 'PT',
    lat: 38.7112,
    lng: -9.1296,
  },
  categories: ['tours', 'walking_tours'],
  options: [
    {
      id: 'DEFAULT',
      title: 'Group tour',
      times: ['10:00', '15:00'],
      cutoffHours: 24,
      maxUnits: 10,
      units: [person('adult', 'Adult', 'ADULT', 2500), person('child', 'Child', 'CHILD', 1250)],
    },
  ],
});

/** `tower-pass`: OPENING_HOURS in Tokyo, JPY (precision 0), closed on Mondays. */
const towerPass = (capacity: number): SimProduct => ({
  id: 'tower-pass',
  title: 'Tower Museum Day Pass',
  shortDescription: 'Entry any time the museum is open',
  description: 'Permanent collection and the observation deck, valid all day.',
  timeZone: 'Asia/Tokyo',
  availabilityType: 'OPENING_HOURS',
  instantConfirmation: true,
  currency: 'JPY',
  precision: 0,
  capacity: capacity * 10,
  openingHours: { from: '09:00', to: '17:00' },
  closedWeekdays: [1],
  soldOutDayOffsets: [],
  place: {
    venue: 'Tower Museum',
    street: '4-2-8 Shibakoen',
    city: 'Tokyo',
    country: 'JP',
    lat: 35.6586,
    lng: 139.7454,
  },
  categories: ['museums'],
  options: [
    {
      id: 'DEFAULT',
      title: 'Day pass',
      times: [],
      cutoffHours: 0,
      maxUnits: null,
      units: [
        { ...person('adult', 'Adult', 'ADULT', 1800), minQuantity: 1 },
        person('child', 'Child (6-15)', 'CHILD', 900),
        person('infant', 'Infant', 'INFANT', 0, 2),
      ],
    },
  ],
});

/** `harbour-cruise`: two options; confirm answers PENDING, a later GET says CONFIRMED. */
const harbourCruise = (capacity: number): SimProduct => ({
  id: 'harbour-cruise',
  title: 'Harbour Sunset Cruise',
  shortDescription: 'Sail the Tagus at golden hour',
  description: 'A ninety-minute cruise past Belém; the skipper confirms each booking by hand.',
  timeZone: 'Europe/Lisbon',
  availabilityType: 'START_TIME',
  instantConfirmation: false,
  currency: 'EUR',
  precision: 2,
  capacity,
  openingHours: null,
  closedWeekdays: [],
  soldOutDayOffsets: [],
  place: {
    venue: 'Doca de Santo Amaro',
    street: 'Doca de Santo Amaro',
    city: 'Lisbon',
    country: 'PT',
    lat: 38.7031,
    lng: -9.1765,
  },
  categories: ['boat_tours'],
  options: [
    {
      id: 'DEFAULT',
      title: 'Shared boat',
      times: ['18:30'],
      cutoffHours: 48,
      maxUnits: 8,
      units: [person('adult', 'Adult', 'ADULT', 4900)],
    },
    {
      id: 'PREMIUM',
      title: 'Premium deck with drinks',
      times: ['18:30'],
      cutoffHours: 48,
      maxUnits: 4,
      units: [person('adult', 'Adult', 'ADULT', 7900, 4)],
    },
  ],
});

/** `sunset-kayak`: two places per slot; tomorrow is SOLD_OUT. */
const sunsetKayak = (): SimProduct => ({
  id: 'sunset-kayak',
  title: 'Sunset Kayak on the Hudson',
  shortDescription: 'Small groups, all gear included',
  description: 'Paddle past the piers at sunset with two guides; no experience needed.',
  timeZone: 'America/New_York',
  availabilityType: 'START_TIME',
  instantConfirmation: true,
  currency: 'USD',
  precision: 2,
  capacity: 2,
  openingHours: null,
  closedWeekdays: [],
  soldOutDayOffsets: [1],
  place: {
    venue: 'Pier 26',
    street: '233 West St',
    city: 'New York',
    country: 'US',
    lat: 40.7208,
    lng: -74.0138,
  },
  categories: ['water_sports'],
  options: [
    {
      id: 'DEFAULT',
      title: 'Shared kayak',
      times: ['17:00'],
      cutoffHours: 2,
      maxUnits: 2,
      units: [person('adult', 'Adult', 'ADULT', 6500, 2)],
    },
  ],
});

export const scenarioProducts = (capacity: number): SimProduct[] => [
  cityWalk(capacity),
  towerPass(capacity),
  harbourCruise(capacity),
  sunsetKayak(),
];

export const generatedProduct = (i: number, capacity: number): SimProduct => {
  const c = CITIES[i % CITIES.length] as (typeof CITIES)[number];
  const precision = c.cur === 'JPY' ? 0 : 2;
  const base = c.cur === 'JPY' ? 2000 + (i % 20) * 100 : 1500 + (i % 20) * 100;
  const jitter = ((i * 7919) % 1000) / 1000 - 0.5;
  const name = `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[i % NOUNS.length]} ${i}`;
  return {
    id: `gen-${String(i).padStart(4, '0')}`,
    title: name,
    shortDescription: `${name} in ${c.city}`,
    description: `A generated product of the OCTO simulator in ${c.city}.`,
    timeZone: c.tz,
    availabilityType: 'START_TIME',
    instantConfirmation: true,
    currency: c.cur,
    precision,
    capacity,
    openingHours: null,
    closedWeekdays: [],
    soldOutDayOffsets: [],
    place: {
      venue: `${c.city} meeting point ${i}`,
      street: `${(i % 200) + 1} Main Street`,
      city: c.city,
      country: c.country,
      lat: c.lat + jitter * 0.05,
      lng: c.lng + jitter * 0.05,
    },
    categories: ['tours'],
    options: [
      {
        id: 'DEFAULT',
        title: 'Standard',
        times: ['10:00', '16:00'],
        cutoffHours: 24,
        maxUnits: 10,
        units: [
          person('adult', 'Adult', 'ADULT', base),
          person('child', 'Child', 'CHILD', Math.round(base / 2)),
        ],
      },
    ],
  };
};
