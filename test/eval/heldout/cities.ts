/**
 * The held-out set's six cities: slug, zone, currency, local language, neighbourhood centres and
 * well-known landmarks with real-world coordinates (rounded to about 20 m).
 */

export interface Point {
  lat: number;
  lng: number;
}

export interface HeldoutCity {
  slug: string;
  timezone: string;
  currency: string;
  /** Language of the local descriptions (English-only cities carry none). */
  lang: 'es' | 'de' | 'fr' | 'pt' | 'cs' | 'en';
  /** Rough price level against EUR, to turn an archetype's price into local money. */
  rate: number;
  hoods: Record<string, { label: string; at: Point }>;
  landmarks: Record<string, Point>;
}

const p = (lat: number, lng: number): Point => ({ lat, lng });

export const CITIES = {
  bcn: {
    slug: 'barcelona',
    timezone: 'Europe/Madrid',
    currency: 'EUR',
    lang: 'es',
    rate: 1,
    hoods: {
      gracia: { label: 'Gràcia, Barcelona', at: p(41.4025, 2.157) },
      born: { label: 'El Born, Ciutat Vella', at: p(41.385, 2.182) },
      gotic: { label: 'Barri Gòtic, Ciutat Vella', at: p(41.383, 2.176) },
      raval: { label: 'El Raval, Ciutat Vella', at: p(41.38, 2.168) },
      eixample: { label: "Dreta de l'Eixample, Eixample", at: p(41.393, 2.165) },
      barceloneta: { label: 'La Barceloneta, Ciutat Vella', at: p(41.38, 2.19) },
      poblenou: { label: 'Poblenou, Sant Martí', at: p(41.403, 2.2) },
      santantoni: { label: 'Sant Antoni, Eixample', at: p(41.378, 2.162) },
      poblesec: { label: 'Poble-sec, Sants-Montjuïc', at: p(41.373, 2.162) },
      sants: { label: 'Sants, Sants-Montjuïc', at: p(41.376, 2.135) },
    },
    landmarks: {
      sagrada: p(41.4036, 2.1744),
      parkGuell: p(41.4145, 2.1527),
      batllo: p(41.3917, 2.1649),
      campNou: p(41.3809, 2.1228),
      catalunya: p(41.387, 2.1701),
      santsStation: p(41.3791, 2.14),
      boqueria: p(41.3817, 2.1716),
      montjuic: p(41.3634, 2.166),
    },
  },
  muc: {
    slug: 'munich',
    timezone: 'Europe/Berlin',
    currency: 'EUR',
    lang: 'de',
    rate: 1.05,
    hoods: {
      altstadt: { label: 'Altstadt, München', at: p(48.137, 11.576) },
      maxvorstadt: { label: 'Maxvorstadt, München', at: p(48.15, 11.57) },
      schwabing: { label: 'Schwabing, München', at: p(48.162, 11.585) },
      glockenbach: { label: 'Glockenbachviertel, Isarvorstadt', at: p(48.131, 11.571) },
      haidhausen: { label: 'Haidhausen, Au-Haidhausen', at: p(48.129, 11.595) },
      sendling: { label: 'Sendling, München', at: p(48.118, 11.545) },
      westend: { label: 'Westend, Schwanthalerhöhe', at: p(48.138, 11.538) },
      neuhausen: { label: 'Neuhausen, Neuhausen-Nymphenburg', at: p(48.154, 11.532) },
      lehel: { label: 'Lehel, Altstadt-Lehel', at: p(48.14, 11.588) },
    },
    landmarks: {
      marienplatz: p(48.1374, 11.5755),
      englischerGarten: p(48.1527, 11.592),
      hofbraeuhaus: p(48.1376, 11.5799),
      deutschesMuseum: p(48.1299, 11.5834),
      nymphenburg: p(48.1583, 11.5033),
      olympiapark: p(48.1755, 11.5518),
      hauptbahnhof: p(48.1402, 11.5586),
      allianzArena: p(48.2188, 11.6247),
    },
  },
  mtl: {
    slug: 'montreal',
    timezone: 'America/Toronto',
    currency: 'CAD',
    lang: 'fr',
    rate: 1.5,
    hoods: {
      plateau: { label: 'Le Plateau-Mont-Royal, Montréal', at: p(45.522, -73.58) },
      mileEnd: { label: 'Mile End, Le Plateau-Mont-Royal', at: p(45.525, -73.6) },
      vieux: { label: 'Vieux-Montréal, Ville-Marie', at: p(45.507, -73.556) },
      spectacles: { label: 'Quartier des spectacles, Ville-Marie', at: p(45.5085, -73.565) },
      petiteItalie: { label: 'Petite-Italie, Rosemont–La Petite-Patrie', at: p(45.534, -73.613) },
      griffintown: { label: 'Griffintown, Le Sud-Ouest', at: p(45.492, -73.561) },
      hochelaga: { label: 'Hochelaga-Maisonneuve, Montréal', at: p(45.545, -73.545) },
      stHenri: { label: 'Saint-Henri, Le Sud-Ouest', at: p(45.478, -73.585) },
      village: { label: 'Le Village, Ville-Marie', at: p(45.519, -73.556) },
    },
    landmarks: {
      notreDame: p(45.5046, -73.5566),
      montRoyal: p(45.504, -73.587),
      oratoire: p(45.4925, -73.618),
      jeanTalon: p(45.5364, -73.6146),
      stadeOlympique: p(45.558, -73.5515),
      placeDesArts: p(45.508, -73.5665),
      gareCentrale: p(45.4998, -73.5669),
      vieuxPort: p(45.5075, -73.552),
    },
  },
  sao: {
    slug: 'sao-paulo',
    timezone: 'America/Sao_Paulo',
    currency: 'BRL',
    lang: 'pt',
    rate: 5.5,
    hoods: {
      vilaMadalena: { label: 'Vila Madalena, Pinheiros', at: p(-23.556, -46.691) },
      pinheiros: { label: 'Pinheiros, Zona Oeste', at: p(-23.566, -46.69) },
      jardins: { label: 'Jardins, Zona Sul', at: p(-23.565, -46.665) },
      belaVista: { label: 'Bela Vista, Centro', at: p(-23.561, -46.65) },
      liberdade: { label: 'Liberdade, Centro', at: p(-23.558, -46.635) },
      republica: { label: 'República, Centro', at: p(-23.543, -46.642) },
      vilaMariana: { label: 'Vila Mariana, Zona Sul', at: p(-23.589, -46.635) },
      barraFunda: { label: 'Barra Funda, Zona Oeste', at: p(-23.527, -46.665) },
      itaim: { label: 'Itaim Bibi, Zona Sul', at: p(-23.585, -46.678) },
    },
    landmarks: {
      masp: p(-23.5614, -46.6559),
      ibirapuera: p(-23.5874, -46.6576),
      mercadao: p(-23.5416, -46.6297),
      pinacoteca: p(-23.5342, -46.6339),
      becoDoBatman: p(-23.5561, -46.688),
      theatroMunicipal: p(-23.5452, -46.6383),
      allianzParque: p(-23.5275, -46.6783),
      se: p(-23.5503, -46.634),
    },
  },
  prg: {
    slug: 'prague',
    timezone: 'Europe/Prague',
    currency: 'CZK',
    lang: 'cs',
    rate: 25,
    hoods: {
      stareMesto: { label: 'Staré Město, Praha 1', at: p(50.087, 14.42) },
      malaStrana: { label: 'Malá Strana, Praha 1', at: p(50.087, 14.404) },
      vinohrady: { label: 'Vinohrady, Praha 2', at: p(50.076, 14.443) },
      zizkov: { label: 'Žižkov, Praha 3', at: p(50.084, 14.45) },
      holesovice: { label: 'Holešovice, Praha 7', at: p(50.103, 14.439) },
      karlin: { label: 'Karlín, Praha 8', at: p(50.093, 14.45) },
      noveMesto: { label: 'Nové Město, Praha 1', at: p(50.08, 14.422) },
      smichov: { label: 'Smíchov, Praha 5', at: p(50.07, 14.404) },
      letna: { label: 'Letná, Praha 7', at: p(50.099, 14.425) },
    },
    landmarks: {
      charlesBridge: p(50.0865, 14.4114),
      oldTownSquare: p(50.087, 14.4208),
      castle: p(50.0903, 14.4005),
      wenceslas: p(50.0813, 14.4266),
      dancingHouse: p(50.0755, 14.4142),
      petrin: p(50.0835, 14.3951),
      mainStation: p(50.0833, 14.4353),
      vysehrad: p(50.0645, 14.418),
    },
  },
  mel: {
    slug: 'melbourne',
    timezone: 'Australia/Melbourne',
    currency: 'AUD',
    lang: 'en',
    rate: 1.6,
    hoods: {
      cbd: { label: 'CBD, Melbourne', at: p(-37.8136, 144.9631) },
      fitzroy: { label: 'Fitzroy, City of Yarra', at: p(-37.799, 144.978) },
      collingwood: { label: 'Collingwood, City of Yarra', at: p(-37.802, 144.988) },
      carlton: { label: 'Carlton, Melbourne', at: p(-37.8, 144.967) },
      stKilda: { label: 'St Kilda, City of Port Phillip', at: p(-37.865, 144.98) },
      brunswick: { label: 'Brunswick, Merri-bek', at: p(-37.767, 144.961) },
      richmond: { label: 'Richmond, City of Yarra', at: p(-37.823, 144.998) },
      southbank: { label: 'Southbank, Melbourne', at: p(-37.824, 144.964) },
      footscray: { label: 'Footscray, Maribyrnong', at: p(-37.8, 144.9) },
    },
    landmarks: {
      flindersSt: p(-37.8183, 144.9671),
      queenVicMarket: p(-37.8076, 144.9568),
      botanicGardens: p(-37.8304, 144.9796),
      mcg: p(-37.82, 144.9834),
      ngv: p(-37.8226, 144.9689),
      stKildaPier: p(-37.8676, 144.974),
      southernCross: p(-37.8184, 144.9525),
      shrine: p(-37.8305, 144.9734),
    },
  },
} as const satisfies Record<string, HeldoutCity>;

export type CityKey = keyof typeof CITIES;

/** Great-circle distance in km. */
export const distanceKm = (a: Point, b: Point): number => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};
