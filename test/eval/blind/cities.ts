/**
 * The six cities of the blind set: zone, currency, language, neighbourhoods (as `semantic_location`
 * labels with a centre) and famous landmarks with their real-world coordinates, so that "near the
 * Colosseum" has a true answer by distance.
 */

export type CityKey = 'ro' | 'am' | 'li' | 'ch' | 'vi' | 'mx';
export type Lang = 'en' | 'it' | 'nl' | 'pt' | 'de' | 'es';

export interface Landmark {
  lat: number;
  lng: number;
  /** Prefix of the area label the landmark lies in. */
  area: string;
}

export interface City {
  slug: string;
  timezone: string;
  currency: string;
  /** Factor from the archetype's EUR base price into the local currency. */
  fx: number;
  lang: Lang;
  areas: [label: string, lat: number, lng: number][];
  landmarks: Record<string, Landmark>;
}

export const CITIES: Record<CityKey, City> = {
  ro: {
    slug: 'rome',
    timezone: 'Europe/Rome',
    currency: 'EUR',
    fx: 0.9,
    lang: 'it',
    areas: [
      ['Trastevere, Municipio I', 41.8897, 12.47],
      ['Monti, Municipio I', 41.895, 12.492],
      ['Testaccio, Municipio I', 41.8765, 12.4757],
      ['Prati, Municipio I', 41.907, 12.462],
      ['Centro Storico, Municipio I', 41.8989, 12.477],
      ['San Lorenzo, Municipio II', 41.898, 12.516],
      ['Pigneto, Municipio V', 41.8885, 12.53],
      ['Esquilino, Municipio I', 41.896, 12.503],
      ['Ostiense, Municipio VIII', 41.868, 12.48],
    ],
    landmarks: {
      colosseum: { lat: 41.8902, lng: 12.4922, area: 'Monti' },
      pantheon: { lat: 41.8986, lng: 12.4769, area: 'Centro Storico' },
      trevi: { lat: 41.9009, lng: 12.4833, area: 'Centro Storico' },
      stpeters: { lat: 41.9022, lng: 12.4539, area: 'Prati' },
      termini: { lat: 41.901, lng: 12.5018, area: 'Esquilino' },
      navona: { lat: 41.8992, lng: 12.4731, area: 'Centro Storico' },
      spanishSteps: { lat: 41.906, lng: 12.4828, area: 'Centro Storico' },
    },
  },
  am: {
    slug: 'amsterdam',
    timezone: 'Europe/Amsterdam',
    currency: 'EUR',
    fx: 1.1,
    lang: 'nl',
    areas: [
      ['Jordaan, Centrum', 52.3745, 4.8811],
      ['De Pijp, Zuid', 52.354, 4.895],
      ['Grachtengordel, Centrum', 52.368, 4.89],
      ['De Wallen, Centrum', 52.374, 4.898],
      ['Oud-West, West', 52.365, 4.87],
      ['NDSM, Noord', 52.401, 4.892],
      ['Oost, Oost', 52.36, 4.93],
      ['Museumkwartier, Zuid', 52.358, 4.88],
      ['Westerpark, West', 52.387, 4.873],
    ],
    landmarks: {
      rijksmuseum: { lat: 52.36, lng: 4.8852, area: 'Museumkwartier' },
      anneFrank: { lat: 52.3752, lng: 4.884, area: 'Jordaan' },
      dam: { lat: 52.3731, lng: 4.8926, area: 'De Wallen' },
      centraal: { lat: 52.3791, lng: 4.9003, area: 'De Wallen' },
      vondelpark: { lat: 52.358, lng: 4.8686, area: 'Oud-West' },
      heineken: { lat: 52.3578, lng: 4.8918, area: 'De Pijp' },
    },
  },
  li: {
    slug: 'lisbon',
    timezone: 'Europe/Lisbon',
    currency: 'EUR',
    fx: 0.75,
    lang: 'pt',
    areas: [
      ['Alfama, Santa Maria Maior', 38.7118, -9.13],
      ['Baixa, Santa Maria Maior', 38.7107, -9.1366],
      ['Bairro Alto, Misericórdia', 38.713, -9.145],
      ['Cais do Sodré, Misericórdia', 38.7066, -9.1446],
      ['Belém, Belém', 38.697, -9.206],
      ['Alcântara, Alcântara', 38.705, -9.178],
      ['Príncipe Real, Misericórdia', 38.717, -9.149],
      ['Parque das Nações, Parque das Nações', 38.768, -9.094],
      ['Graça, São Vicente', 38.717, -9.131],
    ],
    landmarks: {
      belemTower: { lat: 38.6916, lng: -9.216, area: 'Belém' },
      jeronimos: { lat: 38.6979, lng: -9.2068, area: 'Belém' },
      comercio: { lat: 38.7075, lng: -9.1364, area: 'Baixa' },
      castle: { lat: 38.7139, lng: -9.1335, area: 'Alfama' },
      lxFactory: { lat: 38.7037, lng: -9.1785, area: 'Alcântara' },
      oriente: { lat: 38.7678, lng: -9.099, area: 'Parque das Nações' },
    },
  },
  ch: {
    slug: 'chicago',
    timezone: 'America/Chicago',
    currency: 'USD',
    fx: 1.2,
    lang: 'en',
    areas: [
      ['The Loop, Downtown', 41.881, -87.6298],
      ['River North, Near North Side', 41.892, -87.634],
      ['Streeterville, Near North Side', 41.893, -87.62],
      ['Wicker Park, West Town', 41.9088, -87.6796],
      ['Logan Square, Logan Square', 41.9231, -87.7093],
      ['Pilsen, Lower West Side', 41.8579, -87.6598],
      ['Lincoln Park, Lincoln Park', 41.9214, -87.6513],
      ['Wrigleyville, Lakeview', 41.947, -87.656],
      ['Hyde Park, Hyde Park', 41.7943, -87.5907],
      ['West Loop, Near West Side', 41.8827, -87.647],
      ['Andersonville, Edgewater', 41.98, -87.668],
    ],
    landmarks: {
      bean: { lat: 41.8827, lng: -87.6233, area: 'The Loop' },
      willis: { lat: 41.8789, lng: -87.6359, area: 'The Loop' },
      navyPier: { lat: 41.8917, lng: -87.6086, area: 'Streeterville' },
      wrigley: { lat: 41.9484, lng: -87.6553, area: 'Wrigleyville' },
      artInstitute: { lat: 41.8796, lng: -87.6237, area: 'The Loop' },
      unionStation: { lat: 41.8787, lng: -87.6403, area: 'West Loop' },
    },
  },
  vi: {
    slug: 'vienna',
    timezone: 'Europe/Vienna',
    currency: 'EUR',
    fx: 1,
    lang: 'de',
    areas: [
      ['Innere Stadt, 1. Bezirk', 48.2082, 16.3738],
      ['Leopoldstadt, 2. Bezirk', 48.216, 16.392],
      ['Landstraße, 3. Bezirk', 48.199, 16.393],
      ['Wieden, 4. Bezirk', 48.192, 16.368],
      ['Mariahilf, 6. Bezirk', 48.196, 16.35],
      ['Neubau, 7. Bezirk', 48.202, 16.349],
      ['Josefstadt, 8. Bezirk', 48.21, 16.348],
      ['Favoriten, 10. Bezirk', 48.175, 16.377],
      ['Hietzing, 13. Bezirk', 48.184, 16.303],
      ['Ottakring, 16. Bezirk', 48.212, 16.31],
      ['Grinzing, 19. Bezirk', 48.257, 16.35],
    ],
    landmarks: {
      stephansdom: { lat: 48.2085, lng: 16.3731, area: 'Innere Stadt' },
      schoenbrunn: { lat: 48.1845, lng: 16.3122, area: 'Hietzing' },
      riesenrad: { lat: 48.2166, lng: 16.3958, area: 'Leopoldstadt' },
      belvedere: { lat: 48.1915, lng: 16.3809, area: 'Landstraße' },
      staatsoper: { lat: 48.203, lng: 16.369, area: 'Innere Stadt' },
      naschmarkt: { lat: 48.1986, lng: 16.362, area: 'Wieden' },
      hauptbahnhof: { lat: 48.1851, lng: 16.3762, area: 'Favoriten' },
    },
  },
  mx: {
    slug: 'mexico-city',
    timezone: 'America/Mexico_City',
    currency: 'MXN',
    fx: 12,
    lang: 'es',
    areas: [
      ['Centro Histórico, Cuauhtémoc', 19.434, -99.137],
      ['Roma Norte, Cuauhtémoc', 19.419, -99.162],
      ['Condesa, Cuauhtémoc', 19.411, -99.173],
      ['Juárez, Cuauhtémoc', 19.427, -99.157],
      ['Coyoacán, Coyoacán', 19.35, -99.162],
      ['Polanco, Miguel Hidalgo', 19.433, -99.195],
      ['Chapultepec, Miguel Hidalgo', 19.42, -99.185],
      ['San Ángel, Álvaro Obregón', 19.346, -99.19],
      ['Xochimilco, Xochimilco', 19.261, -99.104],
    ],
    landmarks: {
      zocalo: { lat: 19.4326, lng: -99.1332, area: 'Centro Histórico' },
      bellasArtes: { lat: 19.4352, lng: -99.1412, area: 'Centro Histórico' },
      casaAzul: { lat: 19.3551, lng: -99.1625, area: 'Coyoacán' },
      angel: { lat: 19.427, lng: -99.1677, area: 'Juárez' },
      antropologia: { lat: 19.426, lng: -99.1863, area: 'Chapultepec' },
      chapultepecCastle: { lat: 19.4204, lng: -99.1819, area: 'Chapultepec' },
    },
  },
};

/** Great-circle distance in kilometres. */
export const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};
