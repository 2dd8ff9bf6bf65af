/**
 * Per-category templates: what an activity of each kind is called, where it happens, what it costs,
 * how it is tagged and how it reads in French, German, Spanish and Japanese.
 */
import type { Lang } from './cities.js';

export type VenueType =
  | 'music'
  | 'club'
  | 'comedy'
  | 'theatre'
  | 'dance'
  | 'market'
  | 'kitchen'
  | 'winebar'
  | 'gallery'
  | 'park'
  | 'studio'
  | 'community'
  | 'cinema'
  | 'pier'
  | 'meeting';

export type LocalLang = Exclude<Lang, 'en'>;

export interface TicketSpec {
  name: string;
  /** Price multiplier of the archetype's base price. */
  f: number;
  category?: string;
  description?: string;
  min?: number;
  max?: number | null;
}

export interface Archetype {
  key: string;
  kind: 'event' | 'place';
  weight: number;
  /** Events happen at a venue of this type; places are their own venue. */
  venueType: VenueType;
  categories: readonly string[];
  tags: readonly string[];
  maybeTags: readonly (readonly [string, number])[];
  names: readonly string[];
  shorts: readonly string[];
  descriptions: readonly string[];
  /** Translations; `n[0]` is generic, other entries are used only when index-aligned with `names`. */
  l10n: Readonly<Record<LocalLang, { n: readonly string[]; d: readonly string[] }>>;
  highlights: readonly string[];
  tips: readonly string[];
  /** Event start times (local). */
  times?: readonly string[];
  /** Probability that an event runs on several dates. */
  multi?: number;
  /** Place opening hours in OpenStreetMap syntax. */
  hours?: readonly string[];
  /** Base price range in US dollars, converted per currency; null when never ticketed. */
  price: readonly [number, number] | null;
  freeProb: number;
  bookableProb: number;
  ticketSets: readonly (readonly TicketSpec[])[];
  /** Places only: chance of a ticket_price at all, and of dated (timed-entry) sessions instead of undated. */
  ticketProb?: number;
  timedProb?: number;
  dietary?: boolean;
  /** Places: templates for the proper-noun part of the name (default: the venue names of venueType). */
  brands?: readonly string[];
}

const GA: TicketSpec = { name: 'General Admission', f: 1, category: 'general' };
const VIP: TicketSpec = {
  name: 'VIP',
  f: 2.2,
  category: 'vip',
  description: 'Priority entry, reserved seating and a welcome drink',
  max: 4,
};
const STUDENT: TicketSpec = {
  name: 'Student',
  f: 0.7,
  category: 'concession',
  description: 'Valid student ID required',
};
const CHILD: TicketSpec = { name: 'Child (3-12)', f: 0.5, category: 'child' };
const EARLY: TicketSpec = { name: 'Early Bird', f: 0.8, category: 'general', description: 'Limited release' };
const ADULT: TicketSpec = { name: 'Adult', f: 1, category: 'adult' };
const SENIOR: TicketSpec = { name: 'Senior (65+)', f: 0.75, category: 'concession' };
const FAMILY: TicketSpec = {
  name: 'Family (2 adults + 2 children)',
  f: 2.8,
  category: 'family',
  description: 'Admits two adults and two children',
  max: 2,
};
const STANDING: TicketSpec = { name: 'Standing', f: 1, category: 'general' };
const SEATED: TicketSpec = { name: 'Seated', f: 1.4, category: 'general' };
const DOOR: TicketSpec = {
  name: 'On the Door',
  f: 1.15,
  category: 'general',
  description: 'Cash or card at the entrance',
};

export const ARCHETYPES: readonly Archetype[] = [
  {
    key: 'jazz',
    kind: 'event',
    weight: 6,
    venueType: 'music',
    categories: ['music', 'jazz', 'nightlife'],
    tags: ['indoor'],
    maybeTags: [
      ['date-nights', 0.7],
      ['friends-hangout', 0.5],
      ['late-night', 0.4],
      ['accessible-wheelchair-outings', 0.2],
    ],
    names: [
      '{artist} Quartet Live at {venue}',
      'Late Set: {artist} Trio',
      'Jazz Night at {venue}',
      '{artist} Plays Coltrane',
      'Jazz & Cocktails at {venue}',
      'Jam Session at {venue}',
    ],
    shorts: [
      'Small-room jazz, two sets nightly',
      'Straight-ahead jazz with a late jam',
      'Standards and originals in an intimate room',
      'Live jazz with cocktails and candlelight',
    ],
    descriptions: [
      '{artist} leads a tight band through hard-bop standards and new originals, with a late jam session open to local players.',
      'An evening of live jazz in one of the warmest rooms in {hood}: two sets, a short break and a bar that keeps pouring until the last note.',
      'Swing, bossa and ballads from a rotating cast of {city} musicians, played up close with no amplification to speak of.',
    ],
    l10n: {
      fr: {
        n: ['Concert de jazz au {venue}'],
        d: ['Deux sets de jazz dans une petite salle de {hood}, avec une jam session en fin de soirée.'],
      },
      de: {
        n: ['Jazzkonzert im {venue}'],
        d: ['Live-Jazz in intimer Atmosphäre in {hood}: zwei Sets, Standards und eigene Stücke.'],
      },
      es: {
        n: ['Noche de jazz en {venue}'],
        d: ['Jazz en directo en una sala íntima de {hood}: dos pases, estándares y temas propios.'],
      },
      ja: {
        n: ['{venue}のジャズライブ'],
        d: ['{hood}の小さなライブハウスで楽しむ生演奏のジャズ。2ステージ制、終演後はジャムセッション。'],
      },
    },
    highlights: [
      'Two sets nightly',
      'Intimate 80-seat room',
      'Late-night jam session',
      'Craft cocktail menu',
      'No cover before 8pm',
    ],
    tips: [
      'Arrive 20 minutes early for a table near the stage',
      'The second set is usually less crowded',
      'Table service only during sets',
    ],
    times: ['19:00', '19:30', '20:00', '21:00', '22:30'],
    multi: 0.45,
    price: [15, 45],
    freeProb: 0.1,
    bookableProb: 0.75,
    ticketSets: [[GA], [GA, VIP], [EARLY, GA], [STANDING, SEATED], [GA, STUDENT, DOOR]],
  },
  {
    key: 'concert',
    kind: 'event',
    weight: 7,
    venueType: 'music',
    categories: ['music', 'concert'],
    tags: ['indoor'],
    maybeTags: [
      ['friends-hangout', 0.7],
      ['late-night', 0.3],
      ['date-nights', 0.3],
      ['accessible-wheelchair-outings', 0.25],
    ],
    names: [
      '{band} Live',
      '{band}: {tour} Tour',
      '{band} with Special Guests',
      '{band} (Album Release Show)',
      'Indie Night: {band} + Support',
    ],
    shorts: [
      'Indie rock with a big live reputation',
      'Guitar-driven indie and a hometown crowd',
      'Album launch show with support acts',
      'Loud, sweaty and sold-out last time',
    ],
    descriptions: [
      '{band} bring their {tour} tour to {venue}: jangling guitars, big choruses and a set drawn mostly from the new record.',
      'After a sold-out run last year, {band} return for a night of indie rock. Local openers start at doors.',
      'A full-band show from {band}, with support from two of the best new acts in {city}. Standing room downstairs, limited seats on the balcony.',
    ],
    l10n: {
      fr: {
        n: ['{band} en concert au {venue}'],
        d: ['Rock indé en live : {band} présente son nouvel album au {venue}, avec deux premières parties.'],
      },
      de: {
        n: ['{band} live im {venue}'],
        d: ['Indie-Rock live: {band} stellen im {venue} ihr neues Album vor, mit zwei Vorbands.'],
      },
      es: {
        n: ['{band} en concierto en {venue}'],
        d: ['Rock indie en directo: {band} presentan su nuevo disco en {venue}, con dos teloneros.'],
      },
      ja: {
        n: ['{band} ライブ at {venue}'],
        d: ['{band}が{venue}で新作アルバムを披露するワンマンライブ。オープニングアクトあり。'],
      },
    },
    highlights: [
      'New album played live',
      'Two support acts',
      'Standing and balcony options',
      'Merch stand with exclusive vinyl',
    ],
    tips: [
      'Doors open an hour before the headliner',
      'Earplugs are sold at the bar',
      'Bag check is strict: bring a small bag',
    ],
    times: ['19:00', '19:30', '20:00', '20:30', '21:00'],
    multi: 0.2,
    price: [22, 75],
    freeProb: 0.03,
    bookableProb: 0.85,
    ticketSets: [[GA], [GA, VIP], [EARLY, GA, VIP], [STANDING, SEATED], [EARLY, GA, STUDENT, VIP]],
  },
  {
    key: 'comedy',
    kind: 'event',
    weight: 5,
    venueType: 'comedy',
    categories: ['comedy', 'nightlife'],
    tags: ['indoor'],
    maybeTags: [
      ['friends-hangout', 0.8],
      ['date-nights', 0.5],
      ['late-night', 0.3],
      ['meet-new-people', 0.2],
    ],
    names: [
      '{comedian}: {show}',
      'Stand-Up Showcase at {venue}',
      'Open Mic Comedy Night',
      'The Late Show at {venue}',
      'Improv Jam at {venue}',
    ],
    shorts: [
      'Five comics, one headliner, no filler',
      'Work-in-progress stand-up from a rising star',
      'New material, cheap drinks, good crowd',
      'Fast, loose improvised comedy',
    ],
    descriptions: [
      '{comedian} tests new material for the upcoming tour "{show}": an hour of sharp, personal stand-up about family, flatshares and getting older.',
      'A packed line-up of local and touring comics at {venue}, hosted by {comedian}. Expect a mix of seasoned headliners and the best new acts on the circuit.',
      'Sign-up at the door for the open mic; the audience decides who comes back next week.',
    ],
    l10n: {
      fr: {
        n: ['Soirée stand-up au {venue}'],
        d: ['Une soirée de stand-up au {venue} avec des humoristes locaux et un invité surprise.'],
      },
      de: {
        n: ['Comedy-Abend im {venue}'],
        d: ['Stand-up-Comedy im {venue}: lokale Talente und ein bekannter Headliner.'],
      },
      es: {
        n: ['Noche de monólogos en {venue}'],
        d: ['Monólogos en directo en {venue}, con cómicos locales y un cabeza de cartel.'],
      },
      ja: {
        n: ['{venue} スタンダップコメディ・ナイト'],
        d: ['{venue}で開催されるスタンダップコメディのショーケース。英語と日本語のネタあり。'],
      },
    },
    highlights: [
      'Headliner plus four support acts',
      'Two-drink minimum keeps prices low',
      'Regular surprise drop-ins',
    ],
    tips: [
      'Front row gets picked on',
      'Shows start on time: latecomers wait for a break',
      'Open mic sign-up closes 30 minutes before',
    ],
    times: ['19:00', '19:30', '20:00', '21:30', '22:00'],
    multi: 0.5,
    price: [10, 30],
    freeProb: 0.15,
    bookableProb: 0.7,
    ticketSets: [[GA], [GA, VIP], [EARLY, GA], [GA, STUDENT]],
  },
  {
    key: 'theatre',
    kind: 'event',
    weight: 5,
    venueType: 'theatre',
    categories: ['theatre', 'arts'],
    tags: ['indoor'],
    maybeTags: [
      ['date-nights', 0.6],
      ['visit-the-city', 0.3],
      ['accessible-wheelchair-outings', 0.5],
    ],
    names: ['{play}', '{play} (New Production)', '{play} at {venue}', '{play}: A Modern Staging'],
    shorts: [
      'A bold new staging of a classic',
      'Critically acclaimed revival, limited run',
      'An ensemble cast in an intimate theatre',
    ],
    descriptions: [
      'A stripped-back new production of {play}, directed by {artist} and performed by a young ensemble. Running time about two hours with one interval.',
      'The acclaimed revival of {play} transfers to {venue} for a strictly limited season. Surtitles available at selected performances.',
    ],
    l10n: {
      fr: {
        n: ['{play} au {venue}'],
        d: ['Une nouvelle mise en scène de {play}, pour une série limitée de représentations au {venue}.'],
      },
      de: {
        n: ['{play} im {venue}'],
        d: ['Eine neue Inszenierung von {play}, nur für kurze Zeit im {venue}.'],
      },
      es: { n: ['{play} en {venue}'], d: ['Un nuevo montaje de {play}, en temporada limitada en {venue}.'] },
      ja: { n: ['舞台「{play}」'], d: ['{venue}で上演される「{play}」の新演出版。期間限定公演。'] },
    },
    highlights: [
      'Limited run',
      'Surtitled performances',
      'Post-show talk on selected dates',
      'Matinees at the weekend',
    ],
    tips: [
      'Balcony seats have the best sightlines for the price',
      'The bar takes interval drink orders before the show',
      'Latecomers are admitted at a suitable break',
    ],
    times: ['14:30', '19:00', '19:30', '20:00'],
    multi: 0.8,
    price: [25, 110],
    freeProb: 0,
    bookableProb: 0.9,
    ticketSets: [
      [
        { name: 'Stalls', f: 1.3, category: 'seated' },
        { name: 'Dress Circle', f: 1.1, category: 'seated' },
        { name: 'Balcony', f: 0.7, category: 'seated' },
      ],
      [
        { name: 'Stalls', f: 1.2, category: 'seated' },
        { name: 'Balcony', f: 0.7, category: 'seated' },
        STUDENT,
      ],
      [GA, STUDENT],
      [
        { name: 'Premium Seat', f: 1.8, category: 'seated' },
        GA,
        { name: 'Restricted View', f: 0.5, category: 'seated' },
        STUDENT,
      ],
    ],
  },
  {
    key: 'dance',
    kind: 'event',
    weight: 4,
    venueType: 'dance',
    categories: ['dance', 'music'],
    tags: ['indoor'],
    maybeTags: [
      ['date-nights', 0.5],
      ['meet-new-people', 0.6],
      ['staying-active', 0.4],
      ['late-night', 0.2],
    ],
    names: [
      '{danceStyle} Night at {venue}',
      '{danceStyle} Social & Beginners’ Class',
      '{danceStyle} Evening with {artist}',
    ],
    shorts: [
      'Live guitar, cante and dance up close',
      'Beginners’ class then social dancing till late',
      'No partner needed, all levels welcome',
    ],
    descriptions: [
      'A night of {danceStyle} with live musicians, performed a few metres from your seat and led by {artist}.',
      'Start with a one-hour {danceStyle} class for beginners, then stay for social dancing with a live band. No partner or experience needed.',
    ],
    l10n: {
      fr: {
        n: ['Soirée {danceStyle} au {venue}'],
        d: [
          'Cours de {danceStyle} pour débutants puis bal jusqu’à tard, sans partenaire ni expérience requis.',
        ],
      },
      de: {
        n: ['{danceStyle}-Abend im {venue}'],
        d: ['Erst ein {danceStyle}-Anfängerkurs, dann freies Tanzen bis spät. Kein Partner nötig.'],
      },
      es: {
        n: ['Noche de {danceStyle} en {venue}'],
        d: ['Clase de {danceStyle} para principiantes y después baile social con música en directo.'],
      },
      ja: {
        n: ['{danceStyle}ナイト at {venue}'],
        d: ['{danceStyle}の初心者レッスンの後はフリーダンス。パートナー不要、経験不問。'],
      },
    },
    highlights: ['Live musicians', 'Beginners’ class included', 'No partner needed'],
    tips: ['Wear shoes with smooth soles', 'The class fills up: arrive on time', 'Water is free at the bar'],
    times: ['18:30', '19:30', '20:00', '21:00', '22:00'],
    multi: 0.6,
    price: [12, 40],
    freeProb: 0.1,
    bookableProb: 0.6,
    ticketSets: [
      [GA],
      [GA, STUDENT],
      [{ name: 'Show + Drink', f: 1.3, category: 'general' }, GA],
      [
        { name: 'Class + Social', f: 1.2 },
        { name: 'Social Only', f: 0.6 },
      ],
    ],
  },
  {
    key: 'night-market',
    kind: 'event',
    weight: 3,
    venueType: 'market',
    categories: ['food', 'market'],
    tags: ['outdoor'],
    maybeTags: [
      ['friends-hangout', 0.7],
      ['fun-with-kids', 0.5],
      ['pet-friendly', 0.4],
      ['visit-the-city', 0.4],
    ],
    names: [
      '{hood} Night Market',
      'Street Food Night at {venue}',
      'Makers & Flavours Market at {venue}',
      'Farmers’ Market at {venue}',
    ],
    shorts: [
      'Forty stalls of street food, drinks and makers',
      'Local producers, hot food and live music',
      'Dumplings, tacos, natural wine and a DJ',
    ],
    descriptions: [
      'Over forty traders take over {venue} with street food from every corner of {city}, craft beer, natural wine and a DJ until late.',
      'Seasonal produce from growers within a hundred kilometres, plus bread, cheese, flowers and hot breakfast stalls.',
    ],
    l10n: {
      fr: {
        n: ['Marché gourmand au {venue}'],
        d: ['Plus de quarante stands de cuisine de rue, vins nature et musique à {hood}.'],
      },
      de: {
        n: ['Streetfood-Markt im {venue}'],
        d: ['Über vierzig Stände mit Streetfood, Craft Beer und Musik in {hood}.'],
      },
      es: {
        n: ['Mercado gastronómico en {venue}'],
        d: ['Más de cuarenta puestos de comida callejera, vino natural y música en {hood}.'],
      },
      ja: {
        n: ['{venue}フードマーケット'],
        d: ['{hood}に40以上の屋台が集まるナイトマーケット。ストリートフードとクラフトビール、DJも。'],
      },
    },
    highlights: ['40+ stalls', 'Live DJ', 'Family-friendly until 8pm', 'Dog-friendly'],
    tips: [
      'Bring cash for smaller stalls',
      'Go early for the dumplings',
      'Bring your own cup for a discount',
    ],
    times: ['09:00', '10:00', '17:00', '18:00'],
    multi: 0.7,
    price: [5, 10],
    freeProb: 0.85,
    bookableProb: 0.1,
    ticketSets: [[{ name: 'Entry', f: 1 }]],
  },
  {
    key: 'cooking-class',
    kind: 'event',
    weight: 3,
    venueType: 'kitchen',
    categories: ['food', 'workshop', 'class'],
    tags: ['indoor'],
    maybeTags: [
      ['date-nights', 0.6],
      ['meet-new-people', 0.5],
      ['work-meetups', 0.2],
      ['friends-hangout', 0.4],
    ],
    names: ['{dish} Cooking Class', 'Hands-on {dish} Workshop at {venue}', '{dish} with {artist}'],
    shorts: [
      'Cook, then eat what you made',
      'Small-group class with a professional chef',
      'All ingredients and a glass of wine included',
    ],
    descriptions: [
      'Learn {dish} from scratch with chef {artist} in a small group of no more than twelve. You eat everything you cook, with a glass of wine.',
      'A relaxed three-hour class at {venue}: knife skills, technique and a shared meal at the end. Recipes sent by email afterwards.',
    ],
    l10n: {
      fr: {
        n: ['Cours de cuisine : {dish}'],
        d: ['Cours en petit groupe avec un chef : on cuisine {dish}, puis on déguste ensemble.'],
      },
      de: {
        n: ['Kochkurs: {dish}'],
        d: ['Kochkurs in kleiner Gruppe: {dish} mit einem Profikoch, danach wird gemeinsam gegessen.'],
      },
      es: {
        n: ['Clase de cocina: {dish}'],
        d: ['Clase en grupo reducido con chef: cocinamos {dish} y luego comemos juntos.'],
      },
      ja: {
        n: ['料理教室：{dish}'],
        d: ['少人数制の料理教室。プロのシェフと{dish}を作り、みんなで試食します。'],
      },
    },
    highlights: ['Max 12 people', 'Wine included', 'Take-home recipes', 'Vegetarian options on request'],
    tips: [
      'Tell the chef about allergies when booking',
      'Wear closed shoes',
      'Couples get adjacent stations',
    ],
    times: ['11:00', '14:00', '18:00', '18:30', '19:00'],
    multi: 0.6,
    price: [55, 120],
    freeProb: 0,
    bookableProb: 0.9,
    dietary: true,
    ticketSets: [
      [{ name: 'Place', f: 1, max: 6 }],
      [
        { name: 'Single Place', f: 1, max: 6 },
        { name: 'Couple (2 places)', f: 1.9, max: 3 },
      ],
    ],
  },
  {
    key: 'wine-tasting',
    kind: 'event',
    weight: 3,
    venueType: 'winebar',
    categories: ['food', 'drinks', 'wine'],
    tags: ['indoor'],
    maybeTags: [
      ['date-nights', 0.7],
      ['meet-new-people', 0.5],
      ['friends-hangout', 0.5],
      ['work-meetups', 0.15],
    ],
    names: [
      '{wine} Tasting at {venue}',
      'Discover {wine}: A Guided Tasting',
      'Blind Tasting Night at {venue}',
    ],
    shorts: [
      'Six wines, cheese and a sommelier who loves to talk',
      'A guided tasting for curious beginners',
      'Small producers, big flavours',
    ],
    descriptions: [
      'Our sommelier pours six {wine} from small producers and explains what makes each one tick, with bread, cheese and charcuterie.',
      'A friendly, no-jargon tasting at {venue} for people who want to know what they like and why. Bottles available to take home at shop prices.',
    ],
    l10n: {
      fr: {
        n: ['Dégustation : {wine} au {venue}'],
        d: ['Six {wine} de petits producteurs, commentés par notre sommelier, avec fromages et charcuterie.'],
      },
      de: {
        n: ['Weinprobe: {wine} im {venue}'],
        d: ['Sechs {wine} von kleinen Erzeugern, erklärt von unserer Sommelière, dazu Käse und Brot.'],
      },
      es: {
        n: ['Cata de {wine} en {venue}'],
        d: ['Seis {wine} de pequeños productores, comentados por nuestro sumiller, con quesos y embutidos.'],
      },
      ja: {
        n: ['{wine}テイスティング at {venue}'],
        d: ['ソムリエが厳選した{wine}6種をチーズと一緒に味わうテイスティング会。'],
      },
    },
    highlights: ['Six wines', 'Cheese and charcuterie included', 'Led by a sommelier'],
    tips: ['Eat something beforehand', 'Spitting is fine and encouraged', 'Bottles 10% off on the night'],
    times: ['18:00', '18:30', '19:00', '19:30'],
    multi: 0.4,
    price: [30, 75],
    freeProb: 0,
    bookableProb: 0.8,
    dietary: true,
    ticketSets: [[GA], [GA, { name: 'Premium Flight', f: 1.6, description: 'Adds three reserve wines' }]],
  },
  {
    key: 'exhibition',
    kind: 'event',
    weight: 4,
    venueType: 'gallery',
    categories: ['art', 'exhibition', 'gallery'],
    tags: ['indoor'],
    maybeTags: [
      ['date-nights', 0.3],
      ['visit-the-city', 0.5],
      ['accessible-wheelchair-outings', 0.5],
      ['fun-with-kids', 0.15],
    ],
    names: [
      '{artist}: {exhibition}',
      '{exhibition} (Group Show)',
      'Opening Night: {exhibition}',
      '{exhibition} at {venue}',
    ],
    shorts: [
      'New paintings and large-scale installations',
      'A group show of emerging photographers',
      'Immersive light installation, final weeks',
    ],
    descriptions: [
      '"{exhibition}" brings together new work by {artist}: large canvases, works on paper and a site-specific installation made for {venue}.',
      '"{exhibition}" sets new work by {artist} alongside pieces by emerging artists from {city}, exploring memory, the city and the everyday.',
    ],
    l10n: {
      fr: {
        n: [
          '{artist} : {exhibition}',
          '{exhibition} (exposition collective)',
          'Vernissage : {exhibition}',
          'Exposition « {exhibition} » au {venue}',
        ],
        d: [
          'Exposition de {artist} : peintures, œuvres sur papier et une installation inédite conçue pour le {venue}.',
        ],
      },
      de: {
        n: [
          '{artist}: {exhibition}',
          '{exhibition} (Gruppenausstellung)',
          'Vernissage: {exhibition}',
          'Ausstellung „{exhibition}“ im {venue}',
        ],
        d: ['Ausstellung von {artist}: Malerei, Arbeiten auf Papier und eine Installation für das {venue}.'],
      },
      es: {
        n: [
          '{artist}: {exhibition}',
          '{exhibition} (exposición colectiva)',
          'Inauguración: {exhibition}',
          'Exposición «{exhibition}» en {venue}',
        ],
        d: ['Exposición de {artist}: pintura, obra sobre papel y una instalación creada para {venue}.'],
      },
      ja: {
        n: [
          '{artist}展「{exhibition}」',
          'グループ展「{exhibition}」',
          'オープニング・ナイト「{exhibition}」',
          '展覧会「{exhibition}」',
        ],
        d: ['{artist}の新作を中心に、絵画やインスタレーションを紹介する展覧会。'],
      },
    },
    highlights: ['Final weeks', 'Artist talk on opening night', 'Free audio guide'],
    tips: [
      'Weekday mornings are quietest',
      'Photography allowed without flash',
      'The catalogue sells out quickly',
    ],
    times: ['10:00', '11:00', '18:00', '19:00'],
    multi: 0.6,
    price: [8, 25],
    freeProb: 0.45,
    bookableProb: 0.55,
    ticketSets: [[GA], [ADULT, STUDENT], [ADULT, STUDENT, CHILD], [ADULT, SENIOR, STUDENT, CHILD]],
  },
  {
    key: 'hike',
    kind: 'event',
    weight: 3,
    venueType: 'park',
    categories: ['outdoors', 'hiking', 'sports'],
    tags: ['outdoor'],
    maybeTags: [
      ['nature-time', 0.9],
      ['staying-active', 0.8],
      ['meet-new-people', 0.5],
      ['pet-friendly', 0.4],
    ],
    names: [
      'Sunrise Hike from {venue}',
      'Guided Nature Walk in {venue}',
      'Birdwatching Morning at {venue}',
      'Trail Run & Coffee',
    ],
    shorts: [
      'An easy-paced group walk with a naturalist',
      'Ten kilometres of trails and a coffee stop',
      'Spot herons, kingfishers and woodpeckers',
    ],
    descriptions: [
      'Meet at the main gate of {venue} for a guided walk of about eight kilometres, with stops to look at plants, birds and the local history of the area.',
      'A friendly group hike at a conversational pace. Bring water, sturdy shoes and a layer; we finish at a café around noon.',
    ],
    l10n: {
      fr: {
        n: ['Sortie nature au {venue}'],
        d: ['Randonnée de huit kilomètres à allure tranquille, avec un guide naturaliste.'],
      },
      de: {
        n: ['Naturerlebnis im {venue}'],
        d: ['Geführte Wanderung von etwa acht Kilometern in gemütlichem Tempo, mit Naturführer.'],
      },
      es: {
        n: ['Salida de naturaleza en {venue}'],
        d: ['Ruta de unos ocho kilómetros a ritmo tranquilo, con guía naturalista.'],
      },
      ja: {
        n: ['{venue}ネイチャーウォーク'],
        d: ['ナチュラリストと歩く約8kmのハイキング。ゆっくりペースで初心者も安心。'],
      },
    },
    highlights: ['Expert naturalist guide', 'About 8 km, easy pace', 'Coffee stop included'],
    tips: ['Wear sturdy shoes', 'Dogs on leads are welcome', 'Bring binoculars if you have them'],
    times: ['06:30', '07:00', '08:00', '09:00', '10:00'],
    multi: 0.5,
    price: [10, 25],
    freeProb: 0.55,
    bookableProb: 0.5,
    ticketSets: [[GA], [ADULT, CHILD]],
  },
  {
    key: 'yoga-session',
    kind: 'event',
    weight: 3,
    venueType: 'park',
    categories: ['sports', 'yoga', 'wellness'],
    tags: ['outdoor'],
    maybeTags: [
      ['staying-active', 0.9],
      ['nature-time', 0.5],
      ['meet-new-people', 0.4],
    ],
    names: ['Outdoor Vinyasa in {venue}', 'Community Yoga in {venue}', 'Yoga on the Lawn at {venue}'],
    shorts: [
      'All-levels flow on the grass',
      'Outdoor vinyasa, mats provided',
      'Donation-based community class',
    ],
    descriptions: [
      'A 60-minute all-levels vinyasa flow on the lawn of {venue}, led by {artist}. Mats are provided; bring water and a layer for the cool-down.',
      'Slow down with a gentle outdoor class that ends in a long savasana under the trees.',
    ],
    l10n: {
      fr: {
        n: ['Yoga en plein air au {venue}'],
        d: ['Cours de yoga en plein air, tous niveaux, tapis fournis.'],
      },
      de: {
        n: ['Yoga im Freien im {venue}'],
        d: ['Yoga im Freien für alle Niveaus, Matten werden gestellt.'],
      },
      es: {
        n: ['Yoga al aire libre en {venue}'],
        d: ['Clase de yoga al aire libre para todos los niveles, con esterillas incluidas.'],
      },
      ja: { n: ['{venue}で野外ヨガ'], d: ['芝生の上で行う全レベル対象の屋外ヨガ。マット貸出あり。'] },
    },
    highlights: ['Mats provided', 'All levels', 'Outdoors'],
    tips: ['Cancelled if it rains: check the page at noon', 'Bring a layer for savasana'],
    times: ['07:00', '08:00', '18:00', '18:30', '19:00'],
    multi: 0.8,
    price: [10, 22],
    freeProb: 0.35,
    bookableProb: 0.6,
    ticketSets: [
      [{ name: 'Drop-in Class', f: 1 }],
      [
        { name: 'Drop-in Class', f: 1 },
        { name: 'Mat Rental + Class', f: 1.3 },
      ],
    ],
  },
  {
    key: 'run-club',
    kind: 'event',
    weight: 2,
    venueType: 'park',
    categories: ['sports', 'running', 'outdoors'],
    tags: ['outdoor', 'free'],
    maybeTags: [
      ['staying-active', 1],
      ['meet-new-people', 0.8],
      ['pet-friendly', 0.3],
    ],
    names: ['{hood} Run Club: 5K Social', 'Parkrun-style 5K at {venue}', 'Long Run Club from {venue}'],
    shorts: ['Free 5K social run, all paces', 'Run, then coffee with the crew', 'No-drop group run'],
    descriptions: [
      'A free, no-drop social run of five kilometres from {venue}, with pace groups from 5:00 to 7:30 per km and coffee afterwards.',
    ],
    l10n: {
      fr: {
        n: ['Club de course de {hood}'],
        d: ['Course sociale gratuite de 5 km, tous rythmes, suivie d’un café.'],
      },
      de: { n: ['Lauftreff {hood}'], d: ['Kostenloser 5-km-Lauf in Tempogruppen, danach Kaffee.'] },
      es: {
        n: ['Club de running de {hood}'],
        d: ['Carrera social gratuita de 5 km, para todos los ritmos, con café al final.'],
      },
      ja: {
        n: ['{hood}ランクラブ'],
        d: ['誰でも参加できる無料の5kmソーシャルラン。ゴール後はコーヒーで交流。'],
      },
    },
    highlights: ['Free', 'Pace groups', 'Coffee afterwards'],
    tips: ['Bag drop at the café', 'Hi-vis recommended in winter'],
    times: ['07:00', '08:00', '18:30', '19:00'],
    multi: 0.9,
    price: null,
    freeProb: 1,
    bookableProb: 0.3,
    ticketSets: [],
  },
  {
    key: 'kids-workshop',
    kind: 'event',
    weight: 3,
    venueType: 'community',
    categories: ['kids', 'workshop', 'family'],
    tags: ['indoor', 'fun-with-kids'],
    maybeTags: [['accessible-wheelchair-outings', 0.3]],
    names: [
      'Little Scientists: {kidsTopic}',
      'Family Workshop: {kidsTopic}',
      '{kidsTopic} for Kids (6-10)',
      'Storytime & Crafts at {venue}',
    ],
    shorts: [
      'Hands-on fun for ages 5 to 10',
      'Messy, creative and educational',
      'A weekend morning workshop for families',
    ],
    descriptions: [
      'A 90-minute hands-on session where kids aged 5 to 10 explore {kidsTopic} with experiments, building and plenty of mess. All materials provided.',
      'Parents and children work together on a creative project to take home. Snacks and juice included.',
    ],
    l10n: {
      fr: {
        n: ['Atelier enfants : {kidsTopic}'],
        d: ['Atelier de 90 minutes pour les 5-10 ans autour du thème {kidsTopic}. Matériel fourni.'],
      },
      de: {
        n: ['Kinderworkshop: {kidsTopic}'],
        d: ['90 Minuten Mitmachspaß für Kinder von 5 bis 10 Jahren rund um {kidsTopic}. Material inklusive.'],
      },
      es: {
        n: ['Taller infantil: {kidsTopic}'],
        d: ['Taller de 90 minutos para niños de 5 a 10 años sobre {kidsTopic}. Materiales incluidos.'],
      },
      ja: {
        n: ['キッズワークショップ：{kidsTopic}'],
        d: ['5〜10歳向けの体験型ワークショップ（90分）。テーマは{kidsTopic}。材料費込み。'],
      },
    },
    highlights: ['Ages 5-10', 'All materials included', 'Take-home project'],
    tips: [
      'One adult must stay for under-7s',
      'Wear clothes that can get messy',
      'Buggy parking by the entrance',
    ],
    times: ['10:00', '11:00', '14:00', '15:30'],
    multi: 0.6,
    price: [10, 28],
    freeProb: 0.25,
    bookableProb: 0.8,
    ticketSets: [
      [CHILD],
      [
        { name: 'Child', f: 1, category: 'child', max: 4 },
        { name: 'Accompanying Adult', f: 0.3, category: 'adult', max: 2 },
      ],
      [{ name: 'Child + Adult', f: 1.3, max: 3 }],
    ],
  },
  {
    key: 'walking-tour',
    kind: 'event',
    weight: 4,
    venueType: 'meeting',
    categories: ['tour', 'walking-tour', 'sightseeing'],
    tags: ['outdoor', 'visit-the-city'],
    maybeTags: [
      ['meet-new-people', 0.4],
      ['staying-active', 0.3],
      ['pet-friendly', 0.15],
    ],
    names: [
      '{hood} Street Art Walking Tour',
      'Hidden {city}: A History Walk through {hood}',
      'Food Tour of {hood}',
      '{hood} by Night Walking Tour',
    ],
    shorts: [
      'Two hours on foot with a local guide',
      'Six tastings and the stories behind them',
      'Back streets, murals and secret courtyards',
    ],
    descriptions: [
      'A two-hour walk through {hood} with a local guide, from landmark buildings to murals, backyards and the places only residents know.',
      'Six tasting stops across {hood}, from old-school bakeries to the newest openings, with stories about the people who run them.',
    ],
    l10n: {
      fr: {
        n: [
          'Street art à {hood} : visite à pied',
          '{city} secret : balade historique dans {hood}',
          'Balade gourmande dans {hood}',
          '{hood} by night : visite à pied',
        ],
        d: [
          'Deux heures de balade dans {hood} avec un guide local : histoire, street art et adresses secrètes.',
        ],
      },
      de: {
        n: [
          'Street-Art-Tour durch {hood}',
          'Verborgenes {city}: Geschichtsspaziergang durch {hood}',
          'Kulinarischer Rundgang durch {hood}',
          '{hood} bei Nacht: Stadtführung',
        ],
        d: ['Zwei Stunden zu Fuß durch {hood} mit lokalem Guide: Geschichte, Street Art und Geheimtipps.'],
      },
      es: {
        n: [
          'Ruta de arte urbano por {hood}',
          '{city} oculta: paseo histórico por {hood}',
          'Ruta gastronómica por {hood}',
          '{hood} de noche: tour a pie',
        ],
        d: ['Dos horas a pie por {hood} con un guía local: historia, arte urbano y rincones secretos.'],
      },
      ja: {
        n: [
          '{hood}ストリートアート・ウォーキングツアー',
          '知られざる{city}：{hood}歴史散歩',
          '{hood}食べ歩きツアー',
          '夜の{hood}ウォーキングツアー',
        ],
        d: ['地元ガイドと歩く{hood}の2時間ツアー。歴史やストリートアート、隠れた名所を巡ります。'],
      },
    },
    highlights: ['Local guide', 'Small groups (max 15)', 'Tastings included on food tours'],
    tips: [
      'Wear comfortable shoes',
      'Tours run in light rain',
      'Tip-based tours: pay what you think it was worth',
    ],
    times: ['10:00', '11:00', '14:00', '16:00', '19:00'],
    multi: 0.85,
    price: [18, 65],
    freeProb: 0.2,
    bookableProb: 0.85,
    ticketSets: [
      [ADULT],
      [ADULT, CHILD],
      [ADULT, STUDENT, CHILD],
      [{ name: 'Private Group (up to 6)', f: 4.5, max: 1 }, ADULT],
    ],
  },
  {
    key: 'boat-tour',
    kind: 'event',
    weight: 2,
    venueType: 'pier',
    categories: ['tour', 'boat', 'sightseeing'],
    tags: ['outdoor', 'visit-the-city'],
    maybeTags: [
      ['date-nights', 0.5],
      ['fun-with-kids', 0.4],
      ['accessible-wheelchair-outings', 0.3],
    ],
    names: [
      'Sunset Cruise on {water}',
      'Harbour Lights Boat Tour',
      'Jazz Cruise on {water}',
      'Sightseeing Cruise from {venue}',
    ],
    shorts: [
      'Ninety minutes on the water at golden hour',
      'The skyline from the best seat in the city',
      'Live commentary, bar on board',
    ],
    descriptions: [
      'A 90-minute cruise on {water} departing from {venue}, with live commentary, an open deck and a bar serving local drinks.',
      'See {city} from the water as the lights come on. Heated indoor cabin and open-air top deck.',
    ],
    l10n: {
      fr: {
        n: ['Balade en bateau depuis {venue}'],
        d: ['Une croisière de 90 minutes avec commentaires en direct et bar à bord.'],
      },
      de: {
        n: ['Bootsfahrt ab {venue}'],
        d: ['Eine 90-minütige Bootstour mit Live-Kommentar und Bar an Bord.'],
      },
      es: {
        n: ['Paseo en barco desde {venue}'],
        d: ['Un paseo en barco de 90 minutos con comentarios en directo y bar a bordo.'],
      },
      ja: { n: ['{venue}発クルーズ'], d: ['ガイド解説付きの90分クルーズ。船内にはバーもあります。'] },
    },
    highlights: ['90 minutes', 'Open top deck', 'Bar on board', 'Step-free boarding'],
    tips: [
      'Boarding closes 10 minutes before departure',
      'Sit on the left side for the best views',
      'It is windy on deck: bring a jacket',
    ],
    times: ['11:00', '13:00', '16:00', '18:30', '19:30'],
    multi: 0.9,
    price: [25, 80],
    freeProb: 0,
    bookableProb: 0.9,
    ticketSets: [
      [ADULT, CHILD],
      [ADULT, CHILD, FAMILY],
      [GA, { name: 'Dinner Package', f: 2.5, description: 'Three-course dinner on board' }],
    ],
  },
  {
    key: 'screening',
    kind: 'event',
    weight: 3,
    venueType: 'cinema',
    categories: ['cinema', 'film'],
    tags: ['indoor'],
    maybeTags: [
      ['date-nights', 0.6],
      ['friends-hangout', 0.4],
      ['accessible-wheelchair-outings', 0.3],
    ],
    names: [
      '{film} (35mm Screening)',
      'Open-Air Cinema: {film}',
      'Cult Classics Night: {film}',
      '{film} + Director Q&A',
    ],
    shorts: [
      'A classic on the big screen',
      'Under the stars with deckchairs and popcorn',
      'Restored print, one night only',
    ],
    descriptions: [
      'A rare chance to see {film} on the big screen in a restored print, introduced by a local critic.',
      'Grab a deckchair for an open-air screening of {film}. Blankets, popcorn and drinks available on site.',
    ],
    l10n: {
      fr: {
        n: [
          'Projection : {film}',
          'Cinéma en plein air : {film}',
          'Soirée culte : {film}',
          '{film} + rencontre avec le réalisateur',
        ],
        d: ['Projection de {film} sur grand écran, en copie restaurée, présentée par un critique.'],
      },
      de: {
        n: [
          'Filmvorführung: {film}',
          'Open-Air-Kino: {film}',
          'Kultfilmnacht: {film}',
          '{film} + Gespräch mit der Regie',
        ],
        d: ['{film} auf der großen Leinwand, in restaurierter Fassung, mit Einführung.'],
      },
      es: {
        n: [
          'Proyección: {film}',
          'Cine al aire libre: {film}',
          'Noche de culto: {film}',
          '{film} + coloquio con el director',
        ],
        d: ['{film} en pantalla grande, en copia restaurada y con presentación.'],
      },
      ja: {
        n: [
          '上映会「{film}」',
          '野外シネマ「{film}」',
          'カルト映画ナイト「{film}」',
          '「{film}」上映＋監督トーク',
        ],
        d: ['名作「{film}」をデジタル修復版で上映。解説付き。'],
      },
    },
    highlights: ['Restored print', 'Introduced by a critic', 'Bar open before and after'],
    tips: ['Bring a blanket to open-air screenings', 'Subtitles in English'],
    times: ['18:00', '19:00', '20:30', '21:00'],
    multi: 0.3,
    price: [9, 20],
    freeProb: 0.1,
    bookableProb: 0.8,
    ticketSets: [[GA], [GA, STUDENT], [GA, { name: 'Deckchair', f: 1.5 }]],
  },
  {
    key: 'club-night',
    kind: 'event',
    weight: 4,
    venueType: 'club',
    categories: ['nightlife', 'club', 'music'],
    tags: ['indoor', 'late-night'],
    maybeTags: [
      ['friends-hangout', 0.8],
      ['meet-new-people', 0.3],
    ],
    names: [
      '{dj} All Night Long',
      '{noun} presents: {dj}',
      'Disco Inferno with {dj}',
      'Warehouse Party: {dj} & Friends',
    ],
    shorts: [
      'House and techno until sunrise',
      'An all-night set in a dark room',
      'Disco, house and a proper sound system',
    ],
    descriptions: [
      '{dj} plays from open to close at {venue}: deep house, disco edits and a few surprises on one of the best sound systems in {city}.',
      'A warehouse party with two rooms, a garden and a strict no-photo policy on the dance floor.',
    ],
    l10n: {
      fr: {
        n: ['Soirée club avec {dj}'],
        d: ['{dj} aux platines toute la nuit au {venue} : house, disco et techno.'],
      },
      de: {
        n: ['Clubnacht mit {dj}'],
        d: ['{dj} spielt die ganze Nacht im {venue}: House, Disco und Techno.'],
      },
      es: {
        n: ['Noche de club con {dj}'],
        d: ['{dj} pincha toda la noche en {venue}: house, disco y techno.'],
      },
      ja: { n: ['クラブナイト：{dj}'], d: ['{venue}で{dj}がオールナイトDJ。ハウス、ディスコ、テクノ。'] },
    },
    highlights: ['Open to close set', 'Two rooms', 'Funktion-One sound'],
    tips: ['ID required: 18+', 'No photos on the dance floor', 'Cloakroom is cash only'],
    times: ['22:00', '23:00', '23:30'],
    multi: 0.2,
    price: [10, 30],
    freeProb: 0.08,
    bookableProb: 0.7,
    ticketSets: [[GA], [EARLY, GA], [EARLY, GA, DOOR]],
  },
  {
    key: 'craft-workshop',
    kind: 'event',
    weight: 3,
    venueType: 'studio',
    categories: ['workshop', 'art', 'class'],
    tags: ['indoor'],
    maybeTags: [
      ['date-nights', 0.5],
      ['meet-new-people', 0.5],
      ['friends-hangout', 0.4],
      ['work-meetups', 0.1],
    ],
    names: ['{craft} Taster Class', 'Intro to {craft} at {venue}', '{craft} Workshop for Beginners'],
    shorts: [
      'Make something real in one evening',
      'A relaxed beginners’ class, all materials included',
      'Small group, hands-on from minute one',
    ],
    descriptions: [
      'A beginners’ {craft} class at {venue}: a short demo, then plenty of time to make your own piece with one-to-one help from {artist}.',
      'Everything you need is provided. Finished pieces can be collected two weeks later or posted for a small fee.',
    ],
    l10n: {
      fr: {
        n: ['Atelier {craft} pour débutants'],
        d: ['Atelier d’initiation au {venue}, tout le matériel est fourni.'],
      },
      de: {
        n: ['Workshop: {craft} für Anfänger'],
        d: ['Einsteigerkurs im {venue}, alle Materialien inklusive.'],
      },
      es: {
        n: ['Taller de {craft} para principiantes'],
        d: ['Taller de iniciación en {venue}, con todos los materiales incluidos.'],
      },
      ja: {
        n: ['{craft}体験ワークショップ'],
        d: ['{venue}で開催される初心者向けワークショップ。材料はすべて込み。'],
      },
    },
    highlights: ['All materials included', 'Max 8 people', 'Take your piece home'],
    tips: ['Wear clothes you do not mind getting dirty', 'Pieces are ready after two weeks'],
    times: ['11:00', '14:00', '18:30', '19:00'],
    multi: 0.7,
    price: [35, 90],
    freeProb: 0,
    bookableProb: 0.9,
    ticketSets: [
      [{ name: 'Place', f: 1, max: 4 }],
      [
        { name: 'Place', f: 1, max: 4 },
        { name: 'Pair', f: 1.85, min: 1, max: 2 },
      ],
    ],
  },
  {
    key: 'meetup',
    kind: 'event',
    weight: 2,
    venueType: 'community',
    categories: ['meetup', 'networking', 'tech'],
    tags: ['indoor', 'free'],
    maybeTags: [
      ['work-meetups', 1],
      ['meet-new-people', 0.8],
    ],
    names: ['{topic} Meetup {city}', '{topic} Night: Talks & Pizza', 'Founders & {topic} Drinks'],
    shorts: [
      'Two talks, pizza and plenty of time to chat',
      'Lightning talks from local practitioners',
      'Free entry, RSVP required',
    ],
    descriptions: [
      'The monthly {topic} meetup: two 20-minute talks, lightning talks from the floor, pizza and drinks. Hosted at {venue}.',
    ],
    l10n: {
      fr: {
        n: ['Meetup {topic} {city}'],
        d: ['Meetup mensuel {topic} : deux talks, pizza et networking. Entrée gratuite sur inscription.'],
      },
      de: {
        n: ['{topic} Meetup {city}'],
        d: ['Monatliches {topic}-Meetup: zwei Vorträge, Pizza und Networking. Eintritt frei mit Anmeldung.'],
      },
      es: {
        n: ['Meetup de {topic} {city}'],
        d: ['Meetup mensual de {topic}: dos charlas, pizza y networking. Entrada libre con registro.'],
      },
      ja: {
        n: ['{topic} Meetup {city}'],
        d: ['毎月開催の{topic}ミートアップ。トーク2本とピザで交流。参加無料・要登録。'],
      },
    },
    highlights: ['Free', 'Pizza and drinks', 'Lightning talks'],
    tips: ['RSVP closes the day before', 'Bring ID for building security'],
    times: ['18:00', '18:30', '19:00'],
    multi: 0.2,
    price: null,
    freeProb: 1,
    bookableProb: 0.6,
    ticketSets: [],
  },
  // Places
  {
    key: 'museum',
    kind: 'place',
    weight: 5,
    venueType: 'gallery',
    categories: ['museum', 'culture'],
    tags: ['indoor', 'visit-the-city'],
    maybeTags: [
      ['accessible-wheelchair-outings', 0.7],
      ['fun-with-kids', 0.5],
      ['date-nights', 0.2],
    ],
    names: ['{city} Museum of {subject}'],
    shorts: [
      'Permanent collection and rotating exhibitions',
      'A compact museum with an outsized collection',
      'Hands-on galleries and a rooftop café',
    ],
    descriptions: [
      'The {city} Museum of {subject} holds a collection of more than 20,000 objects across four floors, with free highlights tours every afternoon.',
      'A much-loved museum in {hood} with rotating exhibitions, a reading room and a café overlooking the garden.',
    ],
    l10n: {
      fr: {
        n: ['Musée {subject} de {city}'],
        d: [
          'Collections permanentes et expositions temporaires sur quatre étages, visites guidées gratuites l’après-midi.',
        ],
      },
      de: {
        n: ['Museum {subject} {city}'],
        d: ['Dauerausstellung und Wechselausstellungen auf vier Etagen, nachmittags kostenlose Führungen.'],
      },
      es: {
        n: ['Museo {subject} de {city}'],
        d: [
          'Colección permanente y exposiciones temporales en cuatro plantas, con visitas guiadas gratuitas por la tarde.',
        ],
      },
      ja: { n: ['{city}{subject}'], d: ['4フロアの常設展と企画展。午後には無料のハイライトツアーを開催。'] },
    },
    highlights: ['Free highlights tours', 'Step-free access', 'Rooftop café', 'Late opening on Thursdays'],
    tips: [
      'Free entry on the first Sunday of the month',
      'Book timed tickets at weekends',
      'Lockers on the lower ground floor',
    ],
    hours: [
      'Tu-Su 10:00-18:00; Mo off',
      'Tu-Su 10:00-18:00; Th 10:00-21:00; Mo off',
      'Mo-Su 09:30-17:30',
      'We-Mo 10:00-18:00; Tu off',
    ],
    price: [12, 30],
    freeProb: 0.15,
    bookableProb: 0.75,
    ticketProb: 0.85,
    timedProb: 0.3,
    ticketSets: [
      [ADULT, CHILD],
      [ADULT, STUDENT, CHILD],
      [ADULT, SENIOR, STUDENT, CHILD],
      [ADULT, FAMILY],
    ],
  },
  {
    key: 'gallery',
    kind: 'place',
    weight: 3,
    venueType: 'gallery',
    categories: ['gallery', 'art'],
    tags: ['indoor', 'free'],
    maybeTags: [
      ['date-nights', 0.3],
      ['visit-the-city', 0.3],
      ['accessible-wheelchair-outings', 0.3],
    ],
    names: ['{brand}'],
    shorts: [
      'Contemporary art in a former warehouse',
      'Emerging artists, free entry',
      'Photography and works on paper',
    ],
    descriptions: [
      'An independent gallery in {hood} showing emerging and mid-career artists, with a new exhibition every six weeks and free entry.',
    ],
    l10n: {
      fr: {
        n: ['{brand} · art contemporain'],
        d: [
          'Galerie indépendante à {hood} : artistes émergents, nouvelle exposition toutes les six semaines, entrée libre.',
        ],
      },
      de: {
        n: ['{brand} · zeitgenössische Kunst'],
        d: [
          'Unabhängige Galerie in {hood}: junge Kunst, alle sechs Wochen eine neue Ausstellung, Eintritt frei.',
        ],
      },
      es: {
        n: ['{brand} · arte contemporáneo'],
        d: [
          'Galería independiente en {hood}: artistas emergentes, nueva exposición cada seis semanas, entrada libre.',
        ],
      },
      ja: {
        n: ['{brand}（現代アート）'],
        d: ['{hood}にある独立系ギャラリー。6週間ごとに新しい展示、入場無料。'],
      },
    },
    highlights: ['Free entry', 'New show every six weeks', 'Artist talks'],
    tips: ['Openings are on Thursday evenings', 'Ring the bell if the door is closed'],
    hours: ['We-Sa 11:00-19:00; Su 12:00-17:00', 'Tu-Sa 11:00-18:00', 'Th-Su 12:00-18:00'],
    price: null,
    freeProb: 1,
    bookableProb: 0,
    ticketProb: 0,
    ticketSets: [],
  },
  {
    key: 'park',
    kind: 'place',
    weight: 4,
    venueType: 'park',
    categories: ['park', 'outdoors', 'nature'],
    tags: ['outdoor', 'free'],
    maybeTags: [
      ['nature-time', 0.95],
      ['pet-friendly', 0.7],
      ['fun-with-kids', 0.7],
      ['staying-active', 0.4],
      ['friends-hangout', 0.3],
      ['accessible-wheelchair-outings', 0.3],
    ],
    names: ['{brand}'],
    shorts: [
      'Lawns, a lake and a great playground',
      'Shady paths and a dog-friendly meadow',
      'Skyline views from the top of the hill',
    ],
    descriptions: [
      'A green refuge in {hood} with open lawns, a boating lake, mature trees and one of the best playgrounds in {city}.',
      'Well-kept paths, a community garden, sports courts and a small café by the main gate.',
    ],
    l10n: {
      fr: {
        n: ['{brand} · espace vert'],
        d: ['Un poumon vert à {hood} : pelouses, lac, grands arbres et aire de jeux.'],
      },
      de: {
        n: ['{brand} · Grünanlage'],
        d: ['Eine grüne Oase in {hood}: Liegewiesen, ein See, alte Bäume und ein großer Spielplatz.'],
      },
      es: {
        n: ['{brand} · zona verde'],
        d: ['Un pulmón verde en {hood}: césped, un lago, árboles centenarios y zona de juegos.'],
      },
      ja: { n: ['{brand}（公園）'], d: ['{hood}の緑豊かな公園。芝生広場、池、大きな遊具のある遊び場。'] },
    },
    highlights: ['Playground', 'Dog-friendly meadow', 'Café by the main gate', 'Free'],
    tips: [
      'Best light for photos is an hour before sunset',
      'Toilets near the playground',
      'Free outdoor gym by the tennis courts',
    ],
    hours: ['24/7', 'Mo-Su 06:00-22:00', 'Mo-Su 07:00-21:00', 'Mo-Su 05:00-23:00'],
    price: null,
    freeProb: 1,
    bookableProb: 0,
    ticketProb: 0,
    ticketSets: [],
  },
  {
    key: 'trail',
    brands: ['{noun} Hill', '{surname} Woods', '{hood} Ridge', 'Old Mill', '{adj} Valley'],
    kind: 'place',
    weight: 1,
    venueType: 'park',
    categories: ['outdoors', 'hiking', 'nature'],
    tags: ['outdoor', 'free', 'nature-time', 'staying-active'],
    maybeTags: [['pet-friendly', 0.6]],
    names: ['{brand} Trail', '{brand} Loop'],
    shorts: ['A 7 km loop through woods and meadows', 'Riverside trail, mostly flat'],
    descriptions: [
      'A waymarked trail starting near {hood}: about seven kilometres through woodland and meadows with a lookout halfway.',
    ],
    l10n: {
      fr: {
        n: ['Sentier {brand}'],
        d: ['Sentier balisé d’environ sept kilomètres à travers bois et prairies.'],
      },
      de: {
        n: ['Wanderweg {brand}'],
        d: ['Markierter Rundweg von etwa sieben Kilometern durch Wald und Wiesen.'],
      },
      es: {
        n: ['Sendero {brand}'],
        d: ['Sendero señalizado de unos siete kilómetros entre bosques y prados.'],
      },
      ja: { n: ['{brand}トレイル'], d: ['森と草原を抜ける約7kmの周回コース。途中に展望台あり。'] },
    },
    highlights: ['Waymarked', 'Lookout point', 'Free'],
    tips: ['Muddy after rain', 'No water on the trail: bring your own'],
    hours: ['24/7', 'Mo-Su 06:00-20:00'],
    price: null,
    freeProb: 1,
    bookableProb: 0,
    ticketProb: 0,
    ticketSets: [],
  },
  {
    key: 'yoga-studio',
    brands: ['Prana {hood}', 'Breathe', '{adj} Lotus', 'Sol', 'Flow {hood}'],
    kind: 'place',
    weight: 2,
    venueType: 'studio',
    categories: ['sports', 'yoga', 'wellness'],
    tags: ['indoor', 'staying-active'],
    maybeTags: [['meet-new-people', 0.3]],
    names: ['{brand} Yoga', '{brand} Yoga Studio'],
    shorts: ['Vinyasa, yin and hot yoga, seven days a week', 'A calm studio with small classes'],
    descriptions: [
      'A light-filled studio in {hood} with 30 classes a week, from early-morning vinyasa to candlelit yin. Mats and towels included.',
    ],
    l10n: {
      fr: {
        n: ['Studio de yoga {brand}'],
        d: ['Studio lumineux à {hood} : trente cours par semaine, tapis et serviettes fournis.'],
      },
      de: {
        n: ['Yogastudio {brand}'],
        d: ['Helles Studio in {hood} mit 30 Kursen pro Woche, Matten und Handtücher inklusive.'],
      },
      es: {
        n: ['Estudio de yoga {brand}'],
        d: ['Estudio luminoso en {hood} con 30 clases semanales, esterillas y toallas incluidas.'],
      },
      ja: {
        n: ['ヨガスタジオ {brand}'],
        d: ['{hood}の明るいヨガスタジオ。週30クラス、マットとタオル付き。'],
      },
    },
    highlights: ['30 classes a week', 'Mats included', 'First class half price'],
    tips: ['Arrive 10 minutes early', 'Showers available'],
    hours: ['Mo-Fr 06:30-21:00; Sa,Su 08:00-18:00', 'Mo-Fr 07:00-21:30; Sa 08:00-14:00; Su 09:00-13:00'],
    price: [15, 28],
    freeProb: 0,
    bookableProb: 0.8,
    ticketProb: 0.8,
    timedProb: 0.5,
    ticketSets: [
      [{ name: 'Drop-in Class', f: 1 }],
      [
        { name: 'Drop-in Class', f: 1 },
        { name: '5-Class Pack', f: 4.2, max: 1 },
      ],
    ],
  },
  {
    key: 'climbing',
    brands: ['Crux', 'Overhang', '{adj} {noun}', '{hood}', 'Chalk {noun}'],
    kind: 'place',
    weight: 2,
    venueType: 'studio',
    categories: ['sports', 'climbing'],
    tags: ['indoor', 'staying-active'],
    maybeTags: [
      ['friends-hangout', 0.5],
      ['fun-with-kids', 0.4],
      ['meet-new-people', 0.3],
    ],
    names: ['{brand} Climbing', '{brand} Bouldering', 'The {brand} Wall'],
    shorts: ['Bouldering for all levels, new problems every week', 'Big walls, auto-belays and a café'],
    descriptions: [
      'Over 200 boulder problems reset every week, a training area, a kids’ wall and a café. Taster sessions for complete beginners every evening.',
    ],
    l10n: {
      fr: {
        n: ['Salle d’escalade {brand}'],
        d: ['Plus de 200 blocs renouvelés chaque semaine, espace enfants et café.'],
      },
      de: {
        n: ['Boulderhalle {brand}'],
        d: ['Über 200 Boulder, jede Woche neu geschraubt, Kinderbereich und Café.'],
      },
      es: {
        n: ['Rocódromo {brand}'],
        d: ['Más de 200 bloques renovados cada semana, zona infantil y cafetería.'],
      },
      ja: {
        n: ['ボルダリングジム {brand}'],
        d: ['毎週課題が変わる200以上のボルダー。キッズウォールとカフェあり。'],
      },
    },
    highlights: ['200+ problems', 'Shoe rental', 'Beginner tasters nightly'],
    tips: ['Off-peak prices before 4pm on weekdays', 'Chalk balls only, no loose chalk'],
    hours: ['Mo-Fr 07:00-23:00; Sa,Su 09:00-21:00', 'Mo-Fr 10:00-22:30; Sa,Su 09:00-20:00'],
    price: [14, 28],
    freeProb: 0,
    bookableProb: 0.7,
    ticketProb: 0.9,
    timedProb: 0.2,
    ticketSets: [
      [
        { name: 'Day Pass', f: 1 },
        { name: 'Day Pass + Shoe Rental', f: 1.3 },
      ],
      [ADULT, CHILD],
      [
        { name: 'Day Pass', f: 1 },
        { name: 'Beginner Taster', f: 1.8, description: 'One-hour intro with an instructor' },
        CHILD,
      ],
    ],
  },
  {
    key: 'escape-room',
    brands: ['Locked {noun}', 'Clue {hood}', 'The {adj} Key', 'Puzzle {noun}'],
    kind: 'place',
    weight: 2,
    venueType: 'studio',
    categories: ['games', 'entertainment'],
    tags: ['indoor'],
    maybeTags: [
      ['friends-hangout', 0.9],
      ['work-meetups', 0.4],
      ['fun-with-kids', 0.3],
      ['date-nights', 0.3],
    ],
    names: ['{brand} Escape Rooms', 'Escape {city}: {brand}'],
    shorts: ['Three themed rooms, 60 minutes to get out', 'Puzzles, padlocks and a ticking clock'],
    descriptions: [
      'Three immersive rooms for 2 to 6 players: a heist, a haunted library and a submarine. Sixty minutes, as many hints as you need.',
    ],
    l10n: {
      fr: {
        n: ['Escape game {brand}'],
        d: ['Trois salles immersives pour 2 à 6 joueurs : soixante minutes pour s’échapper.'],
      },
      de: {
        n: ['Escape Room {brand}'],
        d: ['Drei Themenräume für 2 bis 6 Personen: 60 Minuten, um zu entkommen.'],
      },
      es: {
        n: ['Escape room {brand}'],
        d: ['Tres salas temáticas para 2 a 6 jugadores: sesenta minutos para escapar.'],
      },
      ja: { n: ['脱出ゲーム {brand}'], d: ['2〜6人で挑む3つのテーマルーム。制限時間は60分。'] },
    },
    highlights: ['Three themed rooms', '2-6 players', 'Great for team building'],
    tips: ['Arrive 15 minutes before your slot', 'Teams of four do best'],
    hours: ['Mo-Su 10:00-23:00', 'Mo-Th 12:00-22:00; Fr-Su 10:00-24:00'],
    price: [22, 38],
    freeProb: 0,
    bookableProb: 0.95,
    ticketProb: 1,
    timedProb: 1,
    ticketSets: [
      [{ name: 'Player', f: 1, min: 2, max: 6 }],
      [
        { name: 'Player', f: 1, min: 2, max: 6 },
        { name: 'Student Player', f: 0.8, min: 2, max: 6 },
      ],
    ],
  },
  {
    key: 'restaurant',
    kind: 'place',
    weight: 7,
    venueType: 'winebar',
    categories: ['restaurant', 'food'],
    tags: ['indoor'],
    maybeTags: [
      ['date-nights', 0.5],
      ['friends-hangout', 0.5],
      ['fun-with-kids', 0.2],
      ['work-meetups', 0.2],
      ['accessible-wheelchair-outings', 0.25],
      ['outdoor', 0.2],
    ],
    names: ['{brand}'],
    shorts: [
      'Neighbourhood {cuisine} with a seasonal menu',
      'Small {cuisine}, big flavours, no reservations at lunch',
      'The {cuisine} locals keep recommending',
    ],
    descriptions: [
      '{hood}’s favourite {cuisine}, cooking with produce from small farms. The menu changes weekly; the bread is made in-house every morning.',
      'Busy, warm and a little loud: this {cuisine} has been a {hood} favourite for a decade. Counter seats for walk-ins.',
    ],
    l10n: {
      fr: {
        n: ['{brand} – {cuisine}'],
        d: ['{cuisine} de quartier à {hood}, carte de saison renouvelée chaque semaine.'],
      },
      de: {
        n: ['{brand} – {cuisine}'],
        d: ['Beliebtes Lokal in {hood} ({cuisine}) mit saisonaler Wochenkarte.'],
      },
      es: {
        n: ['{brand} – {cuisine}'],
        d: ['{cuisine} de barrio en {hood}, con carta de temporada que cambia cada semana.'],
      },
      ja: { n: ['{brand}（{cuisine}）'], d: ['{hood}の人気{cuisine}。旬の食材を使った週替わりメニュー。'] },
    },
    highlights: ['Seasonal menu', 'Counter seats for walk-ins', 'Natural wine list', 'Terrace'],
    tips: [
      'Book ahead for Friday and Saturday dinner',
      'Ask about the off-menu special',
      'Lunch set menu is great value',
    ],
    hours: [
      'Mo-Su 12:00-15:00,18:00-23:00',
      'Tu-Sa 18:00-23:00; Su,Mo off',
      'Mo-Sa 11:30-22:30; Su 12:00-21:00',
      'We-Su 12:00-14:30,19:00-22:30',
    ],
    price: null,
    freeProb: 0,
    bookableProb: 0,
    ticketProb: 0,
    dietary: true,
    ticketSets: [],
  },
  {
    key: 'cafe',
    brands: ['{noun}', '{adj} {noun}', '{surname}', '{firstName}'],
    kind: 'place',
    weight: 4,
    venueType: 'winebar',
    categories: ['cafe', 'food', 'coffee'],
    tags: ['indoor'],
    maybeTags: [
      ['friends-hangout', 0.5],
      ['work-meetups', 0.4],
      ['pet-friendly', 0.3],
      ['fun-with-kids', 0.2],
    ],
    names: ['{brand} Coffee', 'Café {brand}', '{brand} Bakery & Café'],
    shorts: [
      'Specialty coffee and all-day breakfast',
      'Single-origin pour-overs and cardamom buns',
      'Laptop-friendly café with great pastries',
    ],
    descriptions: [
      'A bright corner café in {hood} roasting its own beans, with pastries baked on site, all-day breakfast and plenty of plugs.',
    ],
    l10n: {
      fr: {
        n: ['Café {brand}'],
        d: [
          'Café lumineux à {hood} : torréfaction maison, pâtisseries du jour et petit-déjeuner toute la journée.',
        ],
      },
      de: {
        n: ['Café {brand}'],
        d: ['Helles Eckcafé in {hood}: eigene Röstung, Gebäck aus der Backstube, Frühstück den ganzen Tag.'],
      },
      es: {
        n: ['Cafetería {brand}'],
        d: ['Cafetería luminosa en {hood}: café de tueste propio, bollería casera y desayunos todo el día.'],
      },
      ja: {
        n: ['カフェ {brand}'],
        d: ['{hood}の自家焙煎カフェ。焼きたてのペストリーと一日中楽しめるモーニング。'],
      },
    },
    highlights: ['Roasts its own beans', 'Pastries baked on site', 'Free Wi-Fi'],
    tips: ['Laptops off the big table at weekends', 'Try the seasonal filter'],
    hours: [
      'Mo-Fr 07:00-18:00; Sa,Su 08:00-17:00',
      'Mo-Su 08:00-18:00',
      'Mo-Fr 07:30-16:00; Sa,Su 09:00-16:00',
    ],
    price: null,
    freeProb: 0,
    bookableProb: 0,
    ticketProb: 0,
    dietary: true,
    ticketSets: [],
  },
  {
    key: 'bar',
    kind: 'place',
    weight: 5,
    venueType: 'winebar',
    categories: ['bar', 'nightlife', 'drinks'],
    tags: ['indoor', 'late-night'],
    maybeTags: [
      ['date-nights', 0.6],
      ['friends-hangout', 0.8],
      ['rooftop', 0.15],
      ['meet-new-people', 0.2],
      ['pet-friendly', 0.1],
      ['work-meetups', 0.15],
    ],
    names: ['{brand}', '{brand} Cocktail Bar', '{brand} Wine Bar'],
    shorts: [
      'Seasonal cocktails and a late licence',
      'Natural wine by the glass and small plates',
      'Low lights, good records, strong drinks',
    ],
    descriptions: [
      'A cosy bar in {hood} with a short list of seasonal cocktails, natural wine by the glass, small plates and vinyl on the stereo.',
    ],
    l10n: {
      fr: {
        n: ['Bar {brand}'],
        d: ['Bar chaleureux à {hood} : cocktails de saison, vins nature au verre et petites assiettes.'],
      },
      de: {
        n: ['Bar {brand}'],
        d: ['Gemütliche Bar in {hood}: saisonale Cocktails, Naturwein im Glas und kleine Gerichte.'],
      },
      es: {
        n: ['Bar {brand}'],
        d: ['Bar acogedor en {hood}: cócteles de temporada, vino natural por copas y platillos.'],
      },
      ja: { n: ['バー {brand}'], d: ['{hood}の居心地のいいバー。季節のカクテルとグラスワイン、小皿料理。'] },
    },
    highlights: ['Seasonal cocktails', 'Happy hour 5-7pm', 'Vinyl DJ on Fridays'],
    tips: ['Walk-ins only', 'Ask the bartender for an off-menu drink'],
    hours: [
      'Mo-Su 17:00-02:00',
      'Mo-Th 16:00-24:00; Su 16:00-23:00; Fr,Sa 16:00-02:00',
      'Su,Mo off; Tu-Sa 18:00-01:00',
    ],
    price: null,
    freeProb: 0,
    bookableProb: 0,
    ticketProb: 0,
    dietary: true,
    ticketSets: [],
  },
  {
    key: 'food-hall',
    brands: ['{hood}', '{surname}', 'Old {noun}'],
    kind: 'place',
    weight: 2,
    venueType: 'market',
    categories: ['food', 'market'],
    tags: ['indoor'],
    maybeTags: [
      ['friends-hangout', 0.6],
      ['fun-with-kids', 0.5],
      ['visit-the-city', 0.5],
      ['accessible-wheelchair-outings', 0.4],
    ],
    names: ['{brand} Market', '{hood} Food Hall'],
    shorts: ['Twenty kitchens under one roof', 'A covered market with produce and hot food'],
    descriptions: [
      'A covered market in {hood} with fresh produce, butchers and fishmongers downstairs and twenty kitchens and a bar upstairs.',
    ],
    l10n: {
      fr: {
        n: ['Marché couvert {brand}'],
        d: ['Marché couvert à {hood} : produits frais au rez-de-chaussée, vingt comptoirs à l’étage.'],
      },
      de: {
        n: ['Markthalle {brand}'],
        d: ['Markthalle in {hood}: frische Lebensmittel unten, zwanzig Küchen oben.'],
      },
      es: {
        n: ['Mercado {brand}'],
        d: ['Mercado cubierto en {hood}: producto fresco abajo y veinte cocinas arriba.'],
      },
      ja: { n: ['{brand}マーケット'], d: ['{hood}の屋内マーケット。生鮮食品と20のフードスタンド。'] },
    },
    highlights: ['20 kitchens', 'Fresh produce', 'Long communal tables'],
    tips: ['Quietest before noon', 'Some stalls are card only'],
    hours: ['Tu-Sa 08:00-20:00; Su 09:00-15:00; Mo off', 'Mo-Sa 08:00-22:00; Su 10:00-20:00'],
    price: null,
    freeProb: 0,
    bookableProb: 0,
    ticketProb: 0,
    dietary: true,
    ticketSets: [],
  },
  {
    key: 'cinema',
    brands: ['{adj}', '{noun}', '{surname}', '{hood}'],
    kind: 'place',
    weight: 1,
    venueType: 'cinema',
    categories: ['cinema', 'film'],
    tags: ['indoor'],
    maybeTags: [
      ['date-nights', 0.6],
      ['accessible-wheelchair-outings', 0.5],
      ['fun-with-kids', 0.2],
    ],
    names: ['{brand} Cinema', 'The {brand} Picturehouse'],
    shorts: ['Independent cinema with a bar', 'Art-house, classics and cult films'],
    descriptions: [
      'A three-screen independent cinema in {hood} showing new releases, art-house and classics, with a bar and comfy sofas.',
    ],
    l10n: {
      fr: {
        n: ['Cinéma {brand}'],
        d: ['Cinéma indépendant de trois salles à {hood} : sorties, art et essai et classiques.'],
      },
      de: {
        n: ['Kino {brand}'],
        d: ['Unabhängiges Programmkino mit drei Sälen in {hood}: Neustarts, Arthouse und Klassiker.'],
      },
      es: {
        n: ['Cine {brand}'],
        d: ['Cine independiente de tres salas en {hood}: estrenos, cine de autor y clásicos.'],
      },
      ja: { n: ['{brand}シネマ'], d: ['{hood}の3スクリーンのミニシアター。新作、アート系、名作を上映。'] },
    },
    highlights: ['Three screens', 'Bar and sofas', 'Members’ discounts'],
    tips: ['Tuesday tickets are half price', 'Sofas at the back sell out first'],
    hours: ['Mo-Su 12:00-23:30', 'Mo-Fr 15:00-23:30; Sa,Su 11:00-23:30'],
    price: [10, 18],
    freeProb: 0,
    bookableProb: 0.8,
    ticketProb: 0.8,
    timedProb: 1,
    ticketSets: [
      [GA, STUDENT],
      [ADULT, CHILD, SENIOR],
    ],
  },
  {
    key: 'kids-play',
    brands: ['{adj} {noun}', 'Jungle {noun}', 'Little {noun}'],
    kind: 'place',
    weight: 1,
    venueType: 'community',
    categories: ['kids', 'family', 'play'],
    tags: ['indoor', 'fun-with-kids'],
    maybeTags: [['accessible-wheelchair-outings', 0.3]],
    names: ['{brand} Play Centre', '{brand} Kids’ Science Lab'],
    shorts: ['Soft play, climbing frames and a café for parents', 'Hands-on science for curious kids'],
    descriptions: [
      'Three floors of play for under-12s in {hood}: a climbing structure, a sensory room for toddlers and a café with a view of the action.',
    ],
    l10n: {
      fr: {
        n: ['Espace de jeux {brand}'],
        d: ['Trois étages de jeux pour les moins de 12 ans à {hood}, avec un café pour les parents.'],
      },
      de: {
        n: ['Indoorspielplatz {brand}'],
        d: ['Drei Etagen zum Spielen für Kinder unter 12 in {hood}, mit Café für die Eltern.'],
      },
      es: {
        n: ['Parque infantil {brand}'],
        d: ['Tres plantas de juego para menores de 12 años en {hood}, con cafetería para los padres.'],
      },
      ja: {
        n: ['キッズプレイランド {brand}'],
        d: ['{hood}にある12歳以下向けの屋内遊び場。保護者用カフェ併設。'],
      },
    },
    highlights: ['Under-12s', 'Toddler zone', 'Parents’ café'],
    tips: ['Socks required for everyone', 'Weekday mornings are quietest'],
    hours: ['Mo-Su 09:00-19:00', 'Mo-Fr 09:30-18:00; Sa,Su 09:00-19:00'],
    price: [8, 18],
    freeProb: 0,
    bookableProb: 0.6,
    ticketProb: 0.9,
    timedProb: 0.3,
    ticketSets: [
      [CHILD, { name: 'Accompanying Adult', f: 0.2, category: 'adult' }],
      [CHILD, FAMILY],
    ],
  },
  {
    key: 'landmark',
    brands: ['{surname}', '{hood}', '{noun} Hill'],
    kind: 'place',
    weight: 2,
    venueType: 'meeting',
    categories: ['sightseeing', 'landmark', 'tour'],
    tags: ['visit-the-city'],
    maybeTags: [
      ['date-nights', 0.3],
      ['fun-with-kids', 0.4],
      ['accessible-wheelchair-outings', 0.4],
      ['outdoor', 0.5],
      ['rooftop', 0.3],
    ],
    names: ['{brand} Tower Observation Deck', '{brand} Lookout', 'Old {brand} Observatory'],
    shorts: ['360-degree views over {city}', 'The best view in town, especially at sunset'],
    descriptions: [
      'Take the lift to the open-air deck for sweeping views over {city}, with telescopes, a small exhibition on the history of {hood} and a café.',
    ],
    l10n: {
      fr: { n: ['Point de vue {brand}'], d: ['Vue panoramique à 360° sur {city}, avec télescopes et café.'] },
      de: { n: ['Aussichtsplattform {brand}'], d: ['360-Grad-Blick über {city}, mit Fernrohren und Café.'] },
      es: { n: ['Mirador {brand}'], d: ['Vistas de 360 grados sobre {city}, con telescopios y cafetería.'] },
      ja: { n: ['{brand}展望台'], d: ['{city}を360度見渡せる展望台。望遠鏡とカフェあり。'] },
    },
    highlights: ['360-degree views', 'Sunset slots', 'Skip-the-line tickets'],
    tips: ['Book a sunset slot a few days ahead', 'Closed in high winds'],
    hours: ['Mo-Su 09:00-22:00', 'Mo-Su 10:00-20:00'],
    price: [15, 35],
    freeProb: 0,
    bookableProb: 0.85,
    ticketProb: 1,
    timedProb: 0.5,
    ticketSets: [
      [ADULT, CHILD],
      [ADULT, CHILD, { name: 'Skip-the-Line', f: 1.6 }],
      [ADULT, SENIOR, CHILD, FAMILY],
    ],
  },
];

/** Venue and brand names; `local` variants make venues in Paris or Tokyo sound local. */
export const VENUE_NAMES: Readonly<
  Record<VenueType, { en: readonly string[]; local: Partial<Record<LocalLang, readonly string[]>> }>
> = {
  music: {
    en: [
      'The {adj} Room',
      '{noun} Hall',
      'The {adj} {noun}',
      "{surname}'s",
      'Club {surname}',
      'The {noun} Lounge',
    ],
    local: {
      fr: ['Le Petit {surname}', 'La Cave {surname}', 'Chez {firstName}', 'Salle {surname}'],
      de: ['{surname}s Keller', 'Kulturhaus {surname}', 'Club {surname}', 'Haus {surname}'],
      es: ['Sala {surname}', 'Café {surname}', 'La Casa de {firstName}'],
      ja: ['Live House {surname}', 'Jazz Kissa {surname}', 'Club {surname}'],
    },
  },
  club: {
    en: ['{adj} {noun}', 'Club {noun}', 'The {noun} Basement', 'Warehouse {num}'],
    local: { de: ['Halle {num}', 'Kraftwerk {surname}'], es: ['Sala {surname}'], ja: ['Club {noun}'] },
  },
  comedy: {
    en: [
      'The {adj} Cellar',
      'The {noun} Comedy Club',
      "{surname}'s Comedy Store",
      'The Laugh Factory {hood}',
    ],
    local: {
      fr: ['Le Comedy {surname}', 'Café-théâtre {surname}'],
      de: ['Comedy Keller {surname}'],
      es: ['Sala {surname}'],
    },
  },
  theatre: {
    en: ['{surname} Theatre', 'The {noun} Playhouse', '{hood} Theatre', 'The {surname} Studio'],
    local: {
      fr: ['Théâtre {surname}', 'Théâtre de {hood}'],
      de: ['Theater {surname}', 'Bühne {hood}'],
      es: ['Teatro {surname}', 'Teatre {surname}'],
      ja: ['{surname} Theatre', 'Za {surname}'],
    },
  },
  dance: {
    en: ['{surname} Dance Hall', 'The {adj} Ballroom', 'Studio {num}'],
    local: {
      fr: ['Bal {surname}'],
      de: ['Tanzsaal {surname}'],
      es: ['Tablao {surname}', 'Sala {surname}'],
      ja: ['Studio {surname}'],
    },
  },
  market: {
    en: ['{hood} Yard', '{surname} Square', 'The Old {noun} Depot', '{surname} Street'],
    local: {
      fr: ['Halle {surname}', 'Carreau {surname}'],
      de: ['Markthalle {surname}', '{surname}platz'],
      es: ['Mercat {surname}', 'Plaza {surname}'],
    },
  },
  kitchen: {
    en: ['{surname} Cookery School', 'The {noun} Kitchen', '{adj} Apron Studio'],
    local: {
      fr: ['Atelier {surname}', 'Cuisine {surname}'],
      de: ['Kochschule {surname}'],
      es: ['Escuela de cocina {surname}'],
      ja: ['{surname} Cooking Studio'],
    },
  },
  winebar: {
    en: [
      'The {adj} {noun}',
      "{surname}'s",
      '{noun} & {noun2}',
      'The {noun} Table',
      '{firstName}’s',
      'Little {noun}',
    ],
    local: {
      fr: ['Chez {firstName}', 'Le {surname}', 'Café {surname}', 'Maison {surname}', 'Le Petit {surname}'],
      de: ['{surname}s', 'Zum {surname}', 'Café {surname}', 'Bei {firstName}'],
      es: ['Casa {surname}', 'Bar {surname}', 'La Cantina de {firstName}', 'El Rincón de {firstName}'],
      ja: ['Izakaya {surname}', '{surname} Shokudō', 'Kissa {surname}', '{surname}-ya'],
    },
  },
  gallery: {
    en: ['{surname} Gallery', 'The {surname} Collection', '{hood} Arts Centre', '{surname} Contemporary'],
    local: {
      fr: ['Galerie {surname}', 'Fondation {surname}'],
      de: ['Galerie {surname}', 'Kunsthalle {hood}'],
      es: ['Galería {surname}', 'Espacio {surname}'],
      ja: ['Gallery {surname}'],
    },
  },
  park: {
    en: ['{surname} Park', '{hood} Common', '{surname} Gardens', '{noun} Hill Park', '{surname} Fields'],
    local: {
      fr: ['Parc {surname}', 'Jardin {surname}', 'Square {surname}'],
      de: ['{surname}park', 'Volkspark {hood}', '{surname}garten'],
      es: ['Parque {surname}', 'Jardines de {surname}'],
      ja: ['{surname} Park', '{surname} Ryokuchi'],
    },
  },
  studio: {
    en: ['{noun} Studio', '{adj} {noun}', 'Studio {surname}', 'The {noun} Works'],
    local: {
      fr: ['Atelier {surname}'],
      de: ['Studio {surname}', 'Werkstatt {surname}'],
      es: ['Taller {surname}', 'Estudio {surname}'],
      ja: ['Studio {surname}'],
    },
  },
  community: {
    en: ['{hood} Library', '{surname} Community Centre', 'The {noun} Hub', '{hood} Makerspace'],
    local: {
      fr: ['Médiathèque {surname}', 'Maison de quartier {hood}'],
      de: ['Stadtteilzentrum {hood}', 'Bibliothek {surname}'],
      es: ['Centro cívico {hood}', 'Biblioteca {surname}'],
      ja: ['{hood} Community Hall'],
    },
  },
  cinema: {
    en: ['The {adj} Screen', '{surname} Picturehouse', 'Cinema {noun}'],
    local: {
      fr: ['Cinéma {surname}', 'Le {surname}'],
      de: ['Kino {surname}', 'Lichtspiele {hood}'],
      es: ['Cine {surname}', 'Cinemes {surname}'],
      ja: ['{surname} Cinema'],
    },
  },
  pier: {
    en: ['{hood} Pier', '{surname} Wharf', '{noun} Landing'],
    local: {
      fr: ['Quai {surname}', 'Port de {hood}'],
      de: ['Anleger {hood}', 'Steg {surname}'],
      es: ['Muelle {surname}', 'Embarcadero {surname}'],
      ja: ['{hood} Pier'],
    },
  },
  meeting: {
    en: ['{hood} Station', '{surname} Square', 'the {noun} Fountain', '{surname} Tower'],
    local: {
      fr: ['Place {surname}', 'Tour {surname}'],
      de: ['{surname}platz', '{surname}turm'],
      es: ['Plaza {surname}', 'Torre {surname}'],
      ja: ['{hood} Station', '{surname} Tower'],
    },
  },
};
