/**
 * The unseen set's cities: slug, language, zone, currency, neighbourhood centres and well-known
 * landmarks with real-world coordinates (so "near X" has a true answer by distance). Cities are
 * ones no other judged set, nor the demo data, uses as a catalogue city.
 */

export interface Point {
  lat: number;
  lng: number;
}

export interface Hood {
  label: string;
  at: Point;
}

export interface City {
  slug: string;
  lang: 'it' | 'pt' | 'de' | 'fr' | 'es';
  timezone: string;
  currency: string;
  /** Local currency per euro, for archetype base prices. */
  rate: number;
  hoods: Record<string, Hood>;
  landmarks: Record<string, Point>;
}

const h = (label: string, lat: number, lng: number): Hood => ({ label, at: { lat, lng } });
const p = (lat: number, lng: number): Point => ({ lat, lng });

export const CITIES = {
  mil: {
    slug: 'milan',
    lang: 'it',
    timezone: 'Europe/Rome',
    currency: 'EUR',
    rate: 1,
    hoods: {
      navigli: h('Navigli, Milano', 45.452, 9.176),
      brera: h('Brera, Milano', 45.472, 9.188),
      isola: h('Isola, Milano', 45.488, 9.189),
      portaVenezia: h('Porta Venezia, Milano', 45.476, 9.206),
      centro: h('Centro Storico, Milano', 45.4642, 9.19),
      cittaStudi: h('Città Studi, Milano', 45.478, 9.227),
      nolo: h('NoLo, Milano', 45.495, 9.216),
      sempione: h('Sempione, Milano', 45.476, 9.17),
    },
    landmarks: {
      duomo: p(45.4642, 9.1916),
      castello: p(45.4705, 9.1794),
      scala: p(45.4674, 9.1895),
      centrale: p(45.4864, 9.2042),
      sanSiro: p(45.4781, 9.124),
      cenacolo: p(45.466, 9.171),
      darsena: p(45.454, 9.176),
    },
  },
  coi: {
    slug: 'coimbra',
    lang: 'pt',
    timezone: 'Europe/Lisbon',
    currency: 'EUR',
    rate: 0.9,
    hoods: {
      baixa: h('Baixa, Coimbra', 40.21, -8.429),
      alta: h('Alta, Coimbra', 40.208, -8.425),
      santaClara: h('Santa Clara, Coimbra', 40.201, -8.434),
      celas: h('Celas, Coimbra', 40.218, -8.414),
      solum: h('Solum, Coimbra', 40.2, -8.409),
      olivais: h('Santo António dos Olivais, Coimbra', 40.214, -8.404),
    },
    landmarks: {
      universidade: p(40.2075, -8.426),
      seVelha: p(40.2086, -8.4292),
      santaCruz: p(40.2114, -8.429),
      pequenitos: p(40.203, -8.433),
      botanico: p(40.206, -8.422),
      estadio: p(40.2029, -8.4078),
      estacaoA: p(40.2095, -8.4335),
    },
  },
  cgn: {
    slug: 'cologne',
    lang: 'de',
    timezone: 'Europe/Berlin',
    currency: 'EUR',
    rate: 1,
    hoods: {
      altstadt: h('Altstadt-Nord, Köln', 50.94, 6.956),
      belgisches: h('Belgisches Viertel, Neustadt-Nord', 50.939, 6.937),
      ehrenfeld: h('Ehrenfeld, Köln', 50.949, 6.917),
      suedstadt: h('Südstadt, Neustadt-Süd', 50.921, 6.96),
      deutz: h('Deutz, Köln', 50.937, 6.975),
      agnes: h('Agnesviertel, Neustadt-Nord', 50.952, 6.956),
      latang: h('Kwartier Latäng, Neustadt-Süd', 50.929, 6.938),
      muelheim: h('Mülheim, Köln', 50.962, 7.005),
    },
    landmarks: {
      dom: p(50.9413, 6.9583),
      hbf: p(50.943, 6.9589),
      hohenzollern: p(50.9413, 6.9655),
      schoko: p(50.9322, 6.9642),
      stadion: p(50.9335, 6.8753),
      lanxess: p(50.9385, 6.983),
      flora: p(50.959, 6.97),
    },
  },
  mrs: {
    slug: 'marseille',
    lang: 'fr',
    timezone: 'Europe/Paris',
    currency: 'EUR',
    rate: 1,
    hoods: {
      vieuxPort: h('Vieux-Port, 1er arrondissement', 43.295, 5.374),
      panier: h('Le Panier, 2e arrondissement', 43.299, 5.368),
      coursJulien: h('Cours Julien, 6e arrondissement', 43.294, 5.383),
      noailles: h('Noailles, 1er arrondissement', 43.296, 5.381),
      joliette: h('La Joliette, 2e arrondissement', 43.304, 5.366),
      endoume: h('Endoume, 7e arrondissement', 43.285, 5.355),
      castellane: h('Castellane, 6e arrondissement', 43.286, 5.384),
      prado: h('Prado, 8e arrondissement', 43.27, 5.389),
    },
    landmarks: {
      ombriere: p(43.2953, 5.3749),
      ndGarde: p(43.284, 5.3712),
      mucem: p(43.2967, 5.361),
      velodrome: p(43.2698, 5.3959),
      stCharles: p(43.3027, 5.3807),
      longchamp: p(43.3046, 5.3946),
      vallon: p(43.2855, 5.35),
    },
  },
  gdl: {
    slug: 'guadalajara',
    lang: 'es',
    timezone: 'America/Mexico_City',
    currency: 'MXN',
    rate: 19,
    hoods: {
      centro: h('Centro Histórico, Guadalajara', 20.676, -103.347),
      americana: h('Colonia Americana, Guadalajara', 20.672, -103.37),
      lafayette: h('Lafayette, Guadalajara', 20.674, -103.376),
      providencia: h('Providencia, Guadalajara', 20.695, -103.388),
      santaTere: h('Santa Teresita, Guadalajara', 20.683, -103.364),
      chapalita: h('Chapalita, Guadalajara', 20.665, -103.4),
      zapopan: h('Centro de Zapopan, Zapopan', 20.721, -103.391),
      tlaquepaque: h('Centro de Tlaquepaque, San Pedro Tlaquepaque', 20.64, -103.312),
    },
    landmarks: {
      catedral: p(20.6767, -103.3475),
      cabanas: p(20.6766, -103.3386),
      sanJuanDeDios: p(20.6745, -103.3395),
      degollado: p(20.6768, -103.344),
      minerva: p(20.6744, -103.3918),
      akron: p(20.6818, -103.4627),
      basilicaZapopan: p(20.7213, -103.3913),
    },
  },
} satisfies Record<string, City>;

export type CityKey = keyof typeof CITIES;

/** Great-circle distance in km. */
export const distanceKm = (a: Point, b: Point): number => {
  const r = Math.PI / 180;
  const dLat = (b.lat - a.lat) * r;
  const dLng = (b.lng - a.lng) * r;
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(s));
};
