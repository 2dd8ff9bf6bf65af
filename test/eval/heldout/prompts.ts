/**
 * The held-out prompts (issue 35): typed the way people write to a chat bot, in six languages and
 * English mixed with another, judged by rules fixed before the first run. Lead only: search
 * engineers must not read this file.
 */
import {
  adultsOnly,
  all,
  any,
  area,
  bcn,
  bottomless,
  breakfastKind,
  cat,
  cheaperThan,
  diet,
  drinks,
  during,
  eat,
  free,
  happyHour,
  isEvent,
  kids,
  lateNight,
  loosenUp,
  mel,
  mtl,
  muc,
  music,
  near,
  nearL,
  not,
  opensBy,
  type Pred,
  prg,
  priceAtMost,
  type Rule,
  sao,
  tag,
  text,
  W,
} from './rules.js';

export type Language = 'en' | 'fr' | 'es' | 'de' | 'it' | 'pt' | 'mix';
export type PromptClass =
  | 'place'
  | 'exonym'
  | 'numbers'
  | 'indirect'
  | 'phrase'
  | 'exclusion'
  | 'long'
  | 'time'
  | 'plain'
  | 'empty';

export interface HeldoutPrompt {
  id: string;
  text: string;
  language: Language;
  classes: PromptClass[];
  rules: readonly Rule[];
  /** Free-text place hint sent as `location`, as a chat bot that knows the user's city would. */
  location?: string;
  expectEmpty?: boolean;
}

const q = (
  id: string,
  language: Language,
  classes: PromptClass[],
  text: string,
  rules: Rule[],
  location?: string,
): HeldoutPrompt => ({ id, language, classes, text, rules, ...(location ? { location } : {}) });

const empty = (id: string, language: Language, text: string): HeldoutPrompt => ({
  id,
  language,
  classes: ['empty'],
  text,
  rules: [],
  expectEmpty: true,
});

const r3 = (...ps: Pred[]): Rule => [3, all(...ps)];
const r2 = (...ps: Pred[]): Rule => [2, all(...ps)];
const r1 = (...ps: Pred[]): Rule => [1, all(...ps)];
const r0 = (...ps: Pred[]): Rule => [0, any(...ps)];

const BARCELONA: HeldoutPrompt[] = [
  q('bcn-01', 'es', ['place'], 'tapas cerca de la Sagrada Familia', [
    r3(bcn, cat('tapas'), nearL('bcn', 'sagrada', 0.8)),
    r2(bcn, eat, nearL('bcn', 'sagrada', 0.8)),
    r2(bcn, cat('tapas')),
    r1(bcn, eat),
  ]),
  q(
    'bcn-02',
    'it',
    ['exonym', 'time', 'exclusion', 'numbers'],
    'cosa fare a Barcellona stasera? siamo in due, niente discoteche',
    [r0(cat('club')), r3(bcn, during(W.tonight)), r1(bcn)],
  ),
  q('bcn-03', 'en', ['numbers'], 'dinner for 4 in barcelona under 30 euros each', [
    r3(bcn, eat, not(cat('fine dining')), priceAtMost(30)),
    r2(bcn, eat),
  ]),
  q('bcn-04', 'es', ['indirect'], 'me duele la espalda de tanto caminar, algo para relajarme en Barcelona', [
    r3(bcn, loosenUp),
    r1(bcn, cat('park')),
  ]),
  q('bcn-05', 'fr', ['phrase', 'exonym', 'time'], 'un brunch à volonté à Barcelone ce week-end', [
    r3(bcn, bottomless, during(W.weekend)),
    r2(bcn, bottomless),
    r2(bcn, cat('brunch')),
    r1(bcn, breakfastKind),
  ]),
  q(
    'bcn-06',
    'en',
    ['exclusion', 'time'],
    'barcelona tonight: no bars, no clubs, no restaurants. what else?',
    [r0(cat('bar', 'club', 'restaurant')), r3(bcn, during(W.tonight)), r1(bcn)],
  ),
  q('bcn-07', 'de', ['time'], 'Was kann man in Barcelona am Sonntagmorgen machen?', [
    r3(bcn, during(W.sundayMorning)),
    r1(bcn),
  ]),
  q('bcn-08', 'pt', ['time'], 'o que fazer em Barcelona com crianças no sábado', [
    r0(adultsOnly),
    r3(bcn, kids, during(W.saturday)),
    r2(bcn, kids),
    r1(bcn, cat('park')),
  ]),
  q('bcn-09', 'en', ['place'], 'need a coffee near Sants station, train in an hour', [
    r3(bcn, cat('cafe', 'bakery'), nearL('bcn', 'santsStation', 0.8)),
    r2(bcn, cat('cafe', 'bakery'), nearL('bcn', 'santsStation', 1.6)),
    r1(bcn, cat('cafe', 'bakery')),
  ]),
  q('bcn-10', 'es', ['numbers'], 'algo gratis en Barcelona para hacer con mi perro', [
    r3(bcn, free, tag('pet-friendly')),
    r2(bcn, tag('pet-friendly')),
    r1(bcn, free, tag('outdoor')),
  ]),
  q('bcn-11', 'en', ['phrase'], 'happy hour in barcelona', [
    r3(bcn, cat('bar'), happyHour),
    r2(bcn, cat('bar')),
    r1(bcn, drinks),
  ]),
  q(
    'bcn-12',
    'it',
    ['place', 'exonym'],
    'un buon ristorante vicino al Camp Nou prima della partita',
    [r3(bcn, eat, nearL('bcn', 'campNou', 1.0)), r2(bcn, eat, nearL('bcn', 'campNou', 2.0)), r1(bcn, eat)],
    'Barcelona',
  ),
  q('bcn-13', 'mix', ['place'], 'any good vermut spots in Gràcia? algo tranqui', [
    r0(cat('club')),
    r3(bcn, area('Gràcia'), any(cat('bar', 'wine'), text(/vermut|vermouth/))),
    r2(bcn, area('Gràcia'), eat),
    r1(bcn, cat('bar', 'wine')),
  ]),
  q(
    'bcn-14',
    'en',
    ['long', 'numbers', 'time', 'indirect'],
    "ok so me and my girlfriend land in barcelona on thursday around 4pm, we're staying near plaça catalunya. she's been to the picasso museum twice already so not that lol. I'm vegetarian, she eats everything. we loved the jazz club we found in lisbon last year. what could we do tonight that's a bit romantic? budget maybe 60 euros for both of us, drinks included if possible",
    [
      r0(text(/picasso/)),
      r3(bcn, during(W.tonight), tag('date-nights'), priceAtMost(30)),
      r2(bcn, during(W.tonight), tag('date-nights')),
      r1(bcn, during(W.tonight)),
    ],
  ),
  q('bcn-15', 'es', ['time'], '¿hay algún concierto de jazz mañana por la noche en Barcelona?', [
    r3(bcn, cat('jazz'), during(W.tomorrowEvening)),
    r2(bcn, cat('jazz')),
    r1(bcn, music),
  ]),
  q(
    'bcn-16',
    'de',
    ['indirect', 'time'],
    'Wir sind totmüde vom Flug und wollen heute Abend in Barcelona einfach nur gut essen, nichts Schickes',
    [r0(cat('fine dining')), r3(bcn, eat, during(W.tonight)), r2(bcn, eat), r1(bcn, cat('market'))],
  ),
  q('bcn-17', 'fr', ['numbers', 'exonym'], 'une activité à Barcelone pour moins de dix euros', [
    r3(bcn, priceAtMost(10)),
    r1(bcn),
  ]),
  empty('bcn-18', 'en', 'ski rental in barcelona'),
  q('bcn-19', 'pt', ['place'], 'algum lugar pra comer perto do Park Güell?', [
    r3(bcn, eat, nearL('bcn', 'parkGuell', 0.8)),
    r2(bcn, eat, nearL('bcn', 'parkGuell', 1.8)),
    r1(bcn, eat),
  ]),
  q('bcn-20', 'en', ['plain'], 'escape room barcelona', [r3(bcn, cat('escape room')), r1(bcn, cat('games'))]),
  q(
    'bcn-21',
    'it',
    ['exonym', 'indirect', 'time'],
    'piove a Barcellona, domani pomeriggio cosa si può fare al coperto?',
    [r3(bcn, tag('indoor'), during(W.tomorrowAfternoon)), r2(bcn, tag('indoor')), r1(bcn)],
  ),
  q('bcn-22', 'es', ['exclusion'], 'planes en Barcelona que no sean museos ni iglesias ni tours', [
    r0(cat('museum', 'church', 'tour')),
    r3(bcn),
  ]),
  q('bcn-23', 'en', ['numbers', 'place', 'time'], 'table for six tonight in el born, something lively', [
    r3(bcn, area('El Born'), any(eat, drinks), during(W.tonight)),
    r2(bcn, area('El Born'), during(W.tonight)),
    r1(bcn, any(eat, drinks)),
  ]),
  q(
    'bcn-24',
    'fr',
    ['place'],
    'un bon resto sur la Rambla',
    [
      r3(bcn, eat, any(nearL('bcn', 'boqueria', 0.4), nearL('bcn', 'catalunya', 0.4))),
      r2(bcn, eat, area('El Raval', 'Barri Gòtic')),
      r1(bcn, eat),
    ],
    'Barcelona',
  ),
  q('bcn-25', 'de', ['phrase'], 'Kaffee und Kuchen in Barcelona', [
    r3(bcn, cat('cafe', 'bakery', 'tea room')),
    r1(bcn, cat('brunch', 'dessert')),
  ]),
  q(
    'bcn-26',
    'it',
    ['place'],
    'un bar vicino alla Sagrada Família per un drink',
    [
      r3(bcn, drinks, nearL('bcn', 'sagrada', 0.7)),
      r2(bcn, drinks, nearL('bcn', 'sagrada', 1.5)),
      r1(bcn, drinks),
    ],
    'Barcelona',
  ),
  q('bcn-27', 'es', ['indirect'], 'tengo resaca, algo tranquilo para desayunar en Barcelona', [
    r0(cat('bar', 'club')),
    r3(bcn, breakfastKind),
    r1(bcn, eat),
  ]),
  q('bcn-28', 'en', ['indirect'], 'barcelona but I hate crowds and touristy stuff', [
    r0(tag('visit-the-city')),
    r3(bcn, cat('park', 'gallery', 'cafe', 'wine', 'tea room')),
    r1(bcn),
  ]),
  q('bcn-29', 'de', ['exclusion'], 'Barcelona mit Teenagern, aber nichts mit Museum oder Kirche', [
    r0(cat('museum', 'church'), tag('adults-only'), cat('club', 'bar', 'cabaret')),
    r3(bcn, tag('fun-with-kids', 'friends-hangout')),
    r1(bcn),
  ]),
  q(
    'bcn-30',
    'es',
    ['phrase', 'place'],
    'ir de tapas por el Born',
    [
      r3(bcn, area('El Born'), cat('tapas', 'food tour')),
      r2(bcn, cat('tapas', 'food tour')),
      r1(bcn, area('El Born'), eat),
    ],
    'Barcelona',
  ),
  q('bcn-31', 'es', ['plain'], 'museo de ciencias Barcelona', [
    r3(bcn, cat('science')),
    r2(bcn, cat('museum')),
  ]),
  q(
    'bcn-32',
    'en',
    ['numbers', 'time'],
    "we're a group of 10 in barcelona, something for saturday night, 25€ pp max",
    [
      r3(bcn, during(W.saturdayNight), priceAtMost(25)),
      r2(bcn, during(W.saturdayNight)),
      r1(bcn, priceAtMost(25)),
    ],
  ),
  q(
    'bcn-33',
    'it',
    ['long', 'exonym', 'exclusion', 'time', 'numbers'],
    'Ciao! Sono a Barcellona per lavoro fino a venerdì, alloggio vicino alla stazione di Sants. La sera sono libera dopo le 19. Non mi piace il calcio (il collega vuole portarmi al Camp Nou, no grazie 😅) e non bevo. Mi piacerebbe qualcosa di culturale stasera o domani sera, magari musica dal vivo o teatro, sui 30 euro. Che mi consigli?',
    [
      r0(cat('football')),
      r3(
        bcn,
        cat('live music', 'concert', 'theatre', 'opera', 'classical'),
        not(cat('kids')),
        any(during(W.tonight), during(W.tomorrowEvening)),
        priceAtMost(30),
      ),
      r2(bcn, cat('live music', 'concert', 'theatre', 'opera', 'classical', 'jazz'), not(cat('kids'))),
      r1(bcn, cat('museum', 'gallery')),
    ],
  ),
  q(
    'bcn-34',
    'fr',
    ['long', 'exonym', 'numbers', 'exclusion', 'time'],
    "Salut ! On part à Barcelone à 4 copines pour l'anniversaire de Julie (30 ans !). On arrive samedi midi, on repart lundi. On a déjà réservé un resto samedi soir donc pas besoin de ça. Julie adore danser et chanter faux 😂, elle déteste le foot. Budget serré, 25 euros max chacune pour la soirée de dimanche. Des idées ?",
    [
      r0(cat('football', 'restaurant')),
      r3(bcn, cat('karaoke', 'club', 'dance', 'cabaret'), during(W.sunday), priceAtMost(25)),
      r2(bcn, cat('karaoke', 'club', 'dance', 'cabaret')),
      r1(bcn, cat('bar')),
    ],
  ),
];

const MUNICH: HeldoutPrompt[] = [
  q('muc-01', 'it', ['exonym', 'phrase'], 'birreria tipica a Monaco di Baviera', [
    r3(muc, cat('beer hall', 'beer garden')),
    r2(muc, cat('beer')),
    r1(muc, cat('bar', 'restaurant')),
  ]),
  q(
    'muc-02',
    'en',
    ['place', 'indirect'],
    'lunch near Marienplatz, nothing touristy',
    [
      r3(muc, eat, not(cat('fine dining')), nearL('muc', 'marienplatz', 0.5)),
      r2(muc, eat, nearL('muc', 'marienplatz', 1.0)),
      r1(muc, eat),
    ],
    'Munich',
  ),
  q('muc-03', 'fr', ['exonym', 'indirect'], "que faire à Munich avec des enfants s'il pleut", [
    r0(adultsOnly),
    r3(muc, kids, tag('indoor')),
    r2(muc, kids),
    r1(muc, tag('indoor')),
  ]),
  q('muc-04', 'pt', ['exonym', 'plain'], 'museus em Munique', [
    r3(muc, cat('museum')),
    r2(muc, cat('gallery')),
    r1(muc),
  ]),
  q(
    'muc-05',
    'es',
    ['exonym', 'numbers', 'time'],
    'algo barato en Múnich por menos de quince euros esta noche',
    [r3(muc, priceAtMost(15), during(W.tonight)), r2(muc, during(W.tonight)), r1(muc, priceAtMost(15))],
  ),
  q(
    'muc-06',
    'de',
    ['place'],
    'Biergarten am Englischen Garten?',
    [
      r3(muc, cat('beer garden'), nearL('muc', 'englischerGarten', 1.0)),
      r2(muc, cat('beer garden', 'beer')),
      r1(muc, drinks),
    ],
    'München',
  ),
  q(
    'muc-07',
    'de',
    ['indirect', 'exonym'],
    'Mein Rücken bringt mich um nach 9 Stunden im Flieger. Irgendwas in München zum Entspannen?',
    [r3(muc, loosenUp), r1(muc, cat('park'))],
  ),
  q('muc-08', 'en', ['time', 'exonym'], 'anything open after midnight in munich on a thursday', [
    r3(muc, lateNight),
    r2(muc, tag('late-night')),
    r1(muc, drinks),
  ]),
  q('muc-09', 'en', ['numbers', 'exonym'], 'birthday dinner for 8 people in munich, around 40 bucks a head', [
    r3(muc, eat, priceAtMost(45)),
    r2(muc, eat),
    r1(muc, drinks),
  ]),
  q(
    'muc-10',
    'it',
    ['place'],
    "qualcosa da fare vicino all'Olympiapark",
    [r3(muc, nearL('muc', 'olympiapark', 1.0)), r2(muc, nearL('muc', 'olympiapark', 2.5)), r1(muc)],
    'Monaco di Baviera',
  ),
  q(
    'muc-11',
    'de',
    ['exclusion', 'time', 'exonym'],
    'München heute Abend, aber bitte keine Kneipe, kein Kino und keine Disco',
    [r0(cat('bar', 'beer', 'cinema', 'club')), r3(muc, during(W.tonight)), r1(muc)],
  ),
  q('muc-12', 'en', ['plain', 'exonym'], 'bouldering in munich', [
    r3(muc, cat('climbing')),
    r1(muc, cat('sport', 'fitness')),
  ]),
  q('muc-13', 'fr', ['phrase', 'exonym'], 'un apéro au coucher du soleil à Munich', [
    r3(muc, cat('rooftop')),
    r2(muc, cat('bar', 'wine', 'beer garden')),
    r1(muc, cat('viewpoint')),
  ]),
  q('muc-14', 'pt', ['numbers', 'exonym'], 'Munique: ingresso até vinte euros pra ver música ao vivo', [
    r3(muc, cat('live music', 'concert', 'jazz'), priceAtMost(20)),
    r2(muc, music),
    r1(muc, cat('music')),
  ]),
  q('muc-15', 'mix', ['time', 'exonym'], 'was ist los heute in munich? something fun mit Freunden', [
    r3(muc, tag('friends-hangout'), during(W.today)),
    r2(muc, during(W.today)),
    r1(muc, tag('friends-hangout')),
  ]),
  q('muc-16', 'de', ['place', 'time', 'numbers'], 'Frühstück am Hauptbahnhof München, Zug geht um 8', [
    r3(muc, breakfastKind, opensBy('07:30'), nearL('muc', 'hauptbahnhof', 0.8)),
    r2(muc, breakfastKind, nearL('muc', 'hauptbahnhof', 1.5)),
    r2(muc, breakfastKind, opensBy('07:30')),
    r1(muc, breakfastKind),
  ]),
  q(
    'muc-17',
    'en',
    ['long', 'numbers', 'exonym', 'indirect'],
    "hey! visiting munich next week with my parents (they're in their 70s, dad uses a cane so not too much walking). mum loves classical music and dad is into cars, he still talks about his old BMW from 1985. we're there from tuesday to friday, staying in schwabing. I'd like to book one special evening for the three of us, maybe 100 euros each max. suggestions?",
    [
      r3(muc, cat('classical', 'opera'), priceAtMost(100)),
      r2(muc, cat('concert', 'theatre', 'fine dining'), not(cat('kids'))),
      r1(muc, text(/bmw/)),
    ],
  ),
  q('muc-18', 'es', ['phrase', 'exonym'], 'dónde tomar unas cañas en Múnich', [
    r3(muc, cat('beer')),
    r2(muc, cat('bar')),
    r1(muc, cat('drinks')),
  ]),
  q('muc-19', 'de', ['numbers', 'time', 'exonym'], 'was Kostenloses in München am Wochenende', [
    r3(muc, free, during(W.weekend)),
    r2(muc, free),
    r1(muc, priceAtMost(5)),
  ]),
  q(
    'muc-20',
    'en',
    ['indirect', 'place', 'exonym'],
    'something cheaper than the deutsches museum for a rainy day in munich',
    [r3(muc, tag('indoor'), cheaperThan(15)), r2(muc, cheaperThan(15)), r1(muc, tag('indoor'))],
  ),
  q('muc-21', 'it', ['phrase', 'exonym'], 'aperitivo a Monaco di Baviera', [
    r3(muc, cat('bar', 'wine', 'cocktails')),
    r1(muc, cat('drinks', 'beer')),
  ]),
  q(
    'muc-22',
    'en',
    ['place', 'exclusion'],
    'drinks near the hofbräuhaus but not IN the hofbräuhaus lol',
    [
      r0(text(/hofbrauhaus/)),
      r3(muc, drinks, nearL('muc', 'hofbraeuhaus', 0.7)),
      r2(muc, drinks, nearL('muc', 'hofbraeuhaus', 1.5)),
      r1(muc, drinks),
    ],
    'Munich',
  ),
  q('muc-23', 'de', ['time', 'exonym'], 'Was läuft morgen Nachmittag in München?', [
    r3(muc, during(W.tomorrowAfternoon)),
    r1(muc),
  ]),
  q('muc-24', 'en', ['indirect', 'exonym'], 'somewhere to take my dog in munich', [
    r3(muc, tag('pet-friendly')),
    r1(muc, tag('outdoor')),
  ]),
  q(
    'muc-25',
    'it',
    ['exclusion', 'exonym', 'time'],
    'a Monaco di Baviera stasera, niente birrerie, niente musica, niente cinema',
    [r0(cat('beer', 'beer hall', 'music', 'cinema')), r3(muc, during(W.tonight)), r1(muc)],
  ),
  q('muc-26', 'es', ['time', 'exonym'], 'mercadillo el sábado en Múnich', [
    r3(muc, cat('flea market'), during(W.saturday)),
    r2(muc, cat('flea market', 'market')),
    r1(muc, cat('shopping')),
  ]),
  q('muc-27', 'de', ['plain'], 'Zoo München', [r3(muc, cat('zoo')), r1(muc, kids)]),
  q('muc-28', 'de', ['numbers', 'exonym'], "München: Eintritt unter 'nem Zehner", [
    r3(muc, priceAtMost(10)),
    r1(muc),
  ]),
  q('muc-29', 'mix', ['time', 'exonym'], 'quiero ir a un jazz club in Munich tonight', [
    r3(muc, cat('jazz'), during(W.tonight)),
    r2(muc, cat('jazz')),
    r1(muc, cat('live music')),
  ]),
  q(
    'muc-30',
    'de',
    ['place'],
    'Was kann man am Viktualienmarkt essen?',
    [
      r3(muc, any(eat, cat('market', 'food tour')), near(48.1351, 11.5762, 0.5)),
      r2(muc, eat, near(48.1351, 11.5762, 1.0)),
      r1(muc, eat),
    ],
    'München',
  ),
  q(
    'muc-31',
    'de',
    ['long', 'numbers', 'exonym', 'time', 'indirect'],
    'Hallo zusammen, meine Schwiegereltern kommen am Wochenende aus Hamburg zu Besuch, zum ersten Mal in München. Schwiegervater ist Fußballfan (HSV, leider), Schwiegermutter eher Kunst und Kirchen. Wir wohnen in Sendling, haben zwei kleine Kinder (3 und 6). Für Samstagvormittag suche ich etwas, das allen gefällt und nicht mehr als 20 Euro pro Person kostet. Habt ihr Ideen?',
    [
      r0(adultsOnly),
      r3(muc, kids, priceAtMost(20), during(W.saturday)),
      r2(muc, kids),
      r1(muc, cat('park', 'museum')),
    ],
  ),
  q(
    'muc-32',
    'en',
    ['long', 'numbers', 'exonym', 'indirect', 'place'],
    "my company is sending 12 of us to munich for a trade fair next week and I've been put in charge of the team night out on wednesday (thanks boss). mix of ages 23 to 60, two vegans, one guy who doesn't drink, and nobody wants anything too loud. we'll come from the hotel near the hauptbahnhof. what could we book for a group that size?",
    [
      r0(cat('club')),
      r3(muc, cat('cooking class', 'bowling', 'comedy', 'quiz', 'food tour')),
      r2(muc, eat, diet('vegan')),
      r1(muc, tag('friends-hangout', 'work-meetups')),
    ],
  ),
  empty('muc-33', 'de', 'Hubschrauberrundflug über München'),
];

const MONTREAL: HeldoutPrompt[] = [
  q(
    'mtl-01',
    'fr',
    ['place'],
    'resto près de la basilique Notre-Dame',
    [r3(mtl, eat, nearL('mtl', 'notreDame', 0.6)), r2(mtl, eat, area('Vieux-Montréal')), r1(mtl, eat)],
    'Montréal',
  ),
  q('mtl-02', 'en', ['phrase', 'time'], 'best poutine in montreal at 3am', [
    r3(mtl, cat('poutine')),
    r2(mtl, eat, lateNight),
    r1(mtl, eat),
  ]),
  q(
    'mtl-03',
    'fr',
    ['phrase', 'place'],
    'un 5 à 7 dans le Mile End',
    [r3(mtl, area('Mile End'), drinks), r2(mtl, cat('bar'), happyHour), r1(mtl, drinks)],
    'Montréal',
  ),
  q('mtl-04', 'es', ['indirect'], 'qué hacer en Montreal en invierno con niños', [
    r0(adultsOnly),
    r3(mtl, kids),
    r1(mtl, cat('park')),
  ]),
  q('mtl-05', 'pt', ['numbers'], 'patinação no gelo em Montreal de graça', [
    r3(mtl, cat('ice skating'), free),
    r2(mtl, cat('ice skating')),
    r1(mtl, free, tag('outdoor')),
  ]),
  q('mtl-06', 'en', ['numbers'], 'hockey tickets montreal under 150 dollars', [
    r3(mtl, cat('hockey'), priceAtMost(150)),
    r2(mtl, cat('hockey')),
    r1(mtl, cat('sport')),
  ]),
  q(
    'mtl-07',
    'fr',
    ['numbers', 'time'],
    'on est cinq, une sortie pas chère ce soir à Montréal, genre 20 piasses chacun',
    [r3(mtl, during(W.tonight), priceAtMost(20)), r2(mtl, during(W.tonight)), r1(mtl, priceAtMost(20))],
  ),
  q(
    'mtl-08',
    'en',
    ['indirect', 'time'],
    'my friend just got dumped, need something to cheer her up tonight in montreal',
    [
      r3(mtl, cat('comedy', 'karaoke', 'cabaret', 'dance'), during(W.tonight)),
      r2(mtl, cat('comedy', 'karaoke', 'cabaret', 'dance')),
      r1(mtl, during(W.tonight), drinks),
    ],
  ),
  q(
    'mtl-09',
    'fr',
    ['long', 'indirect', 'time', 'numbers'],
    "Bonjour! Je viens de Lyon pour un congrès au Palais des congrès, je finis tous les jours vers 17h. Je ne bois pas d'alcool et je suis végétarienne depuis 10 ans. Mon collègue m'a dit d'aller voir le Vieux-Port mais il fait -15… Est-ce que vous auriez une idée de resto sympa pour ce soir, pas trop loin du centre? Merci beaucoup",
    [
      r3(mtl, eat, diet('vegetarian', 'vegan'), during(W.tonight)),
      r2(mtl, eat, diet('vegetarian', 'vegan')),
      r1(mtl, eat),
    ],
    'Montréal',
  ),
  q(
    'mtl-10',
    'en',
    ['place'],
    'coffee near mont royal',
    [
      // The mountain, or the avenue and metro station of the same name in the Plateau.
      r3(mtl, cat('cafe', 'bakery'), any(nearL('mtl', 'montRoyal', 1.2), near(45.5245, -73.582, 1.0))),
      r2(mtl, cat('cafe', 'bakery'), area('Le Plateau-Mont-Royal')),
      r1(mtl, cat('cafe', 'bakery')),
    ],
    'Montreal',
  ),
  q(
    'mtl-11',
    'it',
    ['place'],
    "mercato Jean-Talon, cosa c'è lì vicino?",
    [r3(mtl, nearL('mtl', 'jeanTalon', 0.8)), r2(mtl, area('Petite-Italie')), r1(mtl)],
    'Montréal',
  ),
  q('mtl-12', 'en', ['exclusion', 'time'], 'montreal this weekend, no museums no churches no tours pls', [
    r0(cat('museum', 'church', 'tour')),
    r3(mtl, during(W.weekend)),
    r1(mtl),
  ]),
  q('mtl-13', 'pt', ['time'], 'tem jazz hoje à noite em Montreal?', [
    r3(mtl, cat('jazz'), during(W.tonight)),
    r2(mtl, cat('jazz')),
    r1(mtl, cat('live music')),
  ]),
  q('mtl-14', 'fr', ['indirect'], "j'ai horreur de la foule, un endroit calme pour lire à Montréal", [
    r0(cat('club', 'bar', 'nightlife', 'match')),
    r3(mtl, cat('cafe', 'tea room', 'gallery')),
    r2(mtl, cat('park')),
    r1(mtl, cat('museum')),
  ]),
  q('mtl-15', 'en', ['plain'], 'salsa class montreal', [r3(mtl, cat('salsa')), r2(mtl, cat('dance'))]),
  q(
    'mtl-16',
    'de',
    ['place'],
    "Wir kommen an der Gare Centrale in Montreal an, gibt's da in der Nähe was zu essen?",
    [
      r3(mtl, eat, nearL('mtl', 'gareCentrale', 0.8)),
      r2(mtl, eat, nearL('mtl', 'gareCentrale', 1.6)),
      r1(mtl, eat),
    ],
  ),
  q('mtl-17', 'es', ['numbers'], 'Montreal, plan para dos con cuarenta dólares en total', [
    r3(mtl, priceAtMost(20)),
    r1(mtl),
  ]),
  q('mtl-18', 'en', ['phrase'], 'open mic night montreal', [
    r3(mtl, cat('open mic')),
    r1(mtl, cat('live music', 'comedy')),
  ]),
  q('mtl-19', 'fr', ['indirect'], 'mon copain est fan de sport, une idée de sortie à Montréal ?', [
    r3(mtl, cat('match')),
    r2(mtl, cat('sport')),
    r1(mtl, tag('staying-active')),
  ]),
  q(
    'mtl-20',
    'pt',
    ['indirect'],
    'preciso trabalhar umas horas com o notebook em Montreal, algum lugar com wifi?',
    [r3(mtl, cat('cafe'), tag('work-meetups')), r2(mtl, cat('cafe', 'bakery')), r1(mtl, cat('tea room'))],
  ),
  q('mtl-21', 'fr', ['indirect'], 'il fait -20 dehors, on veut rester au chaud à Montréal', [
    r0(tag('outdoor')),
    r3(mtl, tag('indoor')),
    r1(mtl),
  ]),
  q('mtl-22', 'es', ['exclusion'], 'Montreal, algo que no sea comida ni bebida ni compras', [
    r0(cat('restaurant', 'food', 'bar', 'drinks', 'market', 'shopping', 'cafe', 'bakery', 'street food')),
    r3(mtl),
  ]),
  q('mtl-23', 'fr', ['phrase'], 'un bon resto pour un tête-à-tête à Montréal', [
    r3(mtl, eat, tag('date-nights')),
    r2(mtl, eat),
    r1(mtl, tag('date-nights')),
  ]),
  q('mtl-24', 'de', ['time'], "Montreal heute Nachmittag, was gibt's?", [
    r3(mtl, during(W.thisAfternoon)),
    r1(mtl),
  ]),
  q('mtl-25', 'fr', ['plain'], 'marché aux puces Montréal', [
    r3(mtl, cat('flea market')),
    r2(mtl, cat('market')),
  ]),
  q(
    'mtl-26',
    'en',
    ['place'],
    'drinks on the vieux-port after work',
    [
      r3(mtl, drinks, nearL('mtl', 'vieuxPort', 1.0)),
      r2(mtl, drinks, area('Vieux-Montréal')),
      r1(mtl, drinks),
    ],
    'Montreal',
  ),
  q(
    'mtl-27',
    'es',
    ['long', 'indirect', 'numbers', 'time'],
    'Hola, vengo a Montreal en febrero por primera vez desde Bogotá, nunca he visto la nieve jaja. Me quedo en el Plateau con una amiga que trabaja todo el día. Me gustaría hacer algo al aire libre en invierno, que sea típico de aquí, pero no soy muy deportista y no quiero gastar más de 20 dólares. ¿Qué me recomiendan para mañana?',
    [r3(mtl, tag('outdoor'), priceAtMost(20), during(W.tomorrow)), r2(mtl, tag('outdoor')), r1(mtl)],
  ),
];

const SAO_PAULO: HeldoutPrompt[] = [
  q(
    'sao-01',
    'pt',
    ['place'],
    'onde comer perto do MASP?',
    [r3(sao, eat, nearL('sao', 'masp', 0.7)), r2(sao, eat, nearL('sao', 'masp', 1.5)), r1(sao, eat)],
    'São Paulo',
  ),
  q('sao-02', 'en', ['exonym', 'time'], 'things to do in sampa this weekend', [
    r3(sao, during(W.weekend)),
    r1(sao),
  ]),
  q('sao-03', 'es', ['exonym', 'time'], 'qué hacer en San Pablo un domingo', [
    r3(sao, during(W.sunday)),
    r1(sao),
  ]),
  q('sao-04', 'it', ['exonym'], 'San Paolo: un locale con samba dal vivo', [
    r3(sao, cat('samba'), cat('music', 'live music')),
    r2(sao, cat('samba')),
    r1(sao, cat('live music')),
  ]),
  q(
    'sao-05',
    'pt',
    ['phrase', 'time'],
    'uma roda de samba no fim de semana',
    [
      r3(sao, cat('samba'), cat('music', 'live music'), during(W.weekend)),
      r2(sao, cat('samba')),
      r1(sao, cat('live music')),
    ],
    'São Paulo',
  ),
  q('sao-06', 'pt', ['numbers', 'exonym'], 'rolê barato em SP, até trinta reais', [
    r3(sao, priceAtMost(30)),
    r1(sao),
  ]),
  q('sao-07', 'en', ['numbers'], 'dinner for 2 in são paulo, 200 reais total, something nice', [
    r3(sao, eat, priceAtMost(100)),
    r2(sao, eat),
    r1(sao, drinks),
  ]),
  q(
    'sao-08',
    'pt',
    ['indirect', 'exonym'],
    'tô estressado demais com o trabalho, preciso desligar um pouco. SP',
    [r3(sao, loosenUp), r2(sao, cat('park')), r1(sao, cat('gallery', 'tea room'))],
  ),
  q(
    'sao-09',
    'pt',
    ['place'],
    'o que tem pra fazer perto da Estação da Luz?',
    [r3(sao, near(-23.535, -46.635, 0.8)), r2(sao, near(-23.535, -46.635, 1.6)), r1(sao)],
    'São Paulo',
  ),
  q('sao-10', 'en', ['place'], 'batman alley street art sao paulo, anything to eat or drink around there?', [
    r3(sao, any(eat, drinks), nearL('sao', 'becoDoBatman', 0.8)),
    r2(sao, any(eat, drinks), nearL('sao', 'becoDoBatman', 1.5)),
    r1(sao, any(eat, drinks)),
  ]),
  q(
    'sao-11',
    'es',
    ['exclusion', 'time'],
    'São Paulo esta noche, nada de bares, nada de discotecas, nada de comida',
    [r0(cat('bar', 'club', 'restaurant', 'food', 'street food')), r3(sao, during(W.tonight)), r1(sao)],
  ),
  q('sao-12', 'pt', ['time', 'numbers', 'exonym'], 'amanhã cedo tipo 6h, o que já tá aberto em SP?', [
    r3(sao, opensBy('06:30')),
    r2(sao, opensBy('08:00')),
    r1(sao, cat('park')),
  ]),
  q('sao-13', 'en', ['indirect'], 'somewhere to celebrate my promotion in sao paulo, want to splurge a bit', [
    r3(sao, cat('fine dining', 'rooftop')),
    r2(sao, cat('cocktails', 'wine', 'steakhouse')),
    r1(sao, any(eat, drinks)),
  ]),
  q('sao-14', 'pt', ['plain'], 'museu de arte em São Paulo', [
    r3(sao, cat('museum'), cat('art')),
    r2(sao, cat('gallery', 'museum')),
    r1(sao),
  ]),
  q('sao-15', 'fr', ['plain'], 'São Paulo : un cours de cuisine brésilienne', [
    r3(sao, cat('cooking class')),
    r2(sao, cat('food tour')),
    r1(sao, cat('restaurant')),
  ]),
  q('sao-16', 'mix', ['numbers', 'time'], 'kid-friendly stuff em São Paulo no sábado, meu filho tem 5 anos', [
    r0(adultsOnly),
    r3(sao, kids, during(W.saturday)),
    r2(sao, kids),
    r1(sao, cat('park')),
  ]),
  q(
    'sao-17',
    'pt',
    ['place'],
    'jogo do Palmeiras no Allianz Parque',
    [
      r3(sao, cat('football'), nearL('sao', 'allianzParque', 0.5)),
      r2(sao, cat('football', 'match')),
      r1(sao, cat('sport')),
    ],
    'São Paulo',
  ),
  empty('sao-18', 'en', 'snowboarding lessons in são paulo'),
  q('sao-19', 'de', ['place'], 'Sao Paulo: vegane Restaurants in Pinheiros', [
    r3(sao, eat, diet('vegan'), area('Pinheiros')),
    r2(sao, eat, diet('vegan')),
    r1(sao, eat, area('Pinheiros')),
  ]),
  q(
    'sao-20',
    'pt',
    ['long', 'numbers', 'exclusion', 'time'],
    'Oi! Minha prima chega de Recife na sexta e fica até domingo. Ela tem 16 anos, adora fotografia e odeia museu (já tentei levar ela na Pinacoteca, foi um desastre kkk). Eu moro na Vila Mariana e não tenho carro. Tava pensando em algo ao ar livre no sábado de manhã, de graça ou baratinho, até uns 20 reais. Alguma ideia?',
    [
      r0(cat('museum'), tag('adults-only'), cat('club')),
      r3(sao, tag('outdoor'), during(W.saturday), priceAtMost(20)),
      r2(sao, tag('outdoor'), priceAtMost(20)),
      r1(sao, tag('outdoor')),
    ],
    'São Paulo',
  ),
  q('sao-21', 'it', ['indirect', 'exonym'], 'ho voglia di qualcosa di dolce a San Paolo', [
    r3(sao, cat('dessert', 'bakery', 'tea room')),
    r2(sao, cat('cafe', 'brunch')),
    r1(sao, eat),
  ]),
  q(
    'sao-22',
    'pt',
    ['indirect', 'place'],
    'tô com saudade de comida japonesa, onde ir na Liberdade?',
    [r3(sao, area('Liberdade'), cat('japanese', 'ramen')), r2(sao, area('Liberdade'), eat), r1(sao, eat)],
    'São Paulo',
  ),
  q(
    'sao-23',
    'en',
    ['indirect'],
    'first date in são paulo, want something where we can actually talk, not too loud',
    [
      r0(cat('club')),
      r3(sao, tag('date-nights'), cat('wine', 'cocktails', 'cafe', 'tea room')),
      r2(sao, tag('date-nights')),
      r1(sao, cat('bar')),
    ],
  ),
  q('sao-24', 'pt', ['exclusion', 'exonym', 'time'], 'Sampa amanhã: sem museu, sem parque, sem show', [
    r0(cat('museum', 'park', 'concert', 'live music', 'show')),
    r3(sao, during(W.tomorrow)),
    r1(sao),
  ]),
  q(
    'sao-25',
    'pt',
    ['phrase', 'place'],
    'happy hour em Pinheiros',
    [
      r3(sao, area('Pinheiros'), cat('bar'), happyHour),
      r2(sao, area('Pinheiros'), cat('bar')),
      r1(sao, cat('bar')),
    ],
    'São Paulo',
  ),
  q('sao-26', 'en', ['plain'], 'yoga class in são paulo', [
    r3(sao, cat('yoga')),
    r1(sao, cat('fitness', 'wellness')),
  ]),
  q('sao-27', 'pt', ['numbers', 'exonym'], '5 amigos em SP, um bar com mesa grande, uns 50 conto cada', [
    r3(sao, cat('bar'), priceAtMost(50)),
    r2(sao, cat('bar')),
    r1(sao, eat),
  ]),
  q('sao-28', 'mix', ['plain'], "c'est quoi the best rooftop in São Paulo?", [
    r3(sao, cat('rooftop')),
    r2(sao, cat('viewpoint', 'cocktails')),
  ]),
  q(
    'sao-29',
    'mix',
    ['place'],
    'any vegan spots em Vila Madalena?',
    [
      r3(sao, diet('vegan'), area('Vila Madalena')),
      r2(sao, diet('vegan')),
      r1(sao, eat, area('Vila Madalena')),
    ],
    'São Paulo',
  ),
  q(
    'sao-30',
    'pt',
    ['place'],
    'restaurante perto da Catedral da Sé',
    [r3(sao, eat, nearL('sao', 'se', 1.0)), r2(sao, eat, nearL('sao', 'se', 2.0)), r1(sao, eat)],
    'São Paulo',
  ),
  q(
    'sao-31',
    'es',
    ['long', 'exonym', 'numbers', 'time', 'place'],
    'Buenas, soy de Buenos Aires y voy a San Pablo tres días por un congreso en la zona de la Paulista. Tengo libre el jueves a la noche nada más. Me encanta el jazz y la buena comida, no soy de boliches. ¿Qué me recomendás para esa noche, cerca de la Paulista si se puede? No más de 200 reales.',
    [
      r0(cat('club')),
      r3(sao, cat('jazz'), priceAtMost(200)),
      r2(sao, cat('jazz', 'live music')),
      r2(sao, eat, nearL('sao', 'masp', 1.5)),
      r1(sao),
    ],
  ),
];

const PRAGUE: HeldoutPrompt[] = [
  q('prg-01', 'it', ['exonym'], 'cosa vedere a Praga in un giorno', [
    r3(prg, tag('visit-the-city')),
    r2(prg, cat('museum', 'church', 'viewpoint', 'castle')),
    r1(prg),
  ]),
  q('prg-02', 'de', ['exonym'], 'Prag: gute Kneipe mit tschechischem Bier', [
    r3(prg, cat('beer')),
    r2(prg, cat('bar')),
    r1(prg, eat),
  ]),
  q(
    'prg-03',
    'en',
    ['place', 'exonym'],
    'dinner close to charles bridge',
    [
      r3(prg, eat, nearL('prg', 'charlesBridge', 0.6)),
      r2(prg, eat, nearL('prg', 'charlesBridge', 1.2)),
      r1(prg, eat),
    ],
    'Prague',
  ),
  q(
    'prg-04',
    'es',
    ['exonym', 'numbers', 'time'],
    'planes baratos en Praga esta noche, menos de 300 coronas',
    [r3(prg, during(W.tonight), priceAtMost(300)), r2(prg, during(W.tonight)), r1(prg, priceAtMost(300))],
  ),
  q('prg-05', 'en', ['numbers', 'exonym'], 'prague: beer for under 100 crowns?', [
    r3(prg, cat('beer'), priceAtMost(100)),
    r2(prg, cat('beer')),
    r1(prg, cat('bar')),
  ]),
  q('prg-06', 'pt', ['exonym', 'indirect'], 'Praga com chuva: o que fazer?', [
    r3(prg, tag('indoor')),
    r1(prg),
  ]),
  q('prg-07', 'fr', ['place', 'exonym'], 'un café près de la place Venceslas à Prague', [
    r3(prg, cat('cafe', 'bakery', 'tea room'), nearL('prg', 'wenceslas', 0.6)),
    r2(prg, cat('cafe', 'bakery', 'tea room'), nearL('prg', 'wenceslas', 1.2)),
    r1(prg, cat('cafe', 'bakery', 'tea room')),
  ]),
  q('prg-08', 'en', ['phrase', 'exonym'], 'pub crawl in prague', [
    r3(prg, drinks),
    r1(prg, cat('nightlife')),
  ]),
  q(
    'prg-09',
    'en',
    ['long', 'numbers', 'exonym', 'exclusion', 'indirect', 'time'],
    "hi so me + 5 mates are doing prague for a stag do, flights booked, hotel in zizkov. the groom is kind of nervous about strip clubs etc so we want to keep it fun but not sleazy. we're thinking one big activity on saturday afternoon, something competitive maybe? budget like 800 crowns each. oh and one of us is gluten free if food is involved",
    [
      r0(cat('cabaret', 'club')),
      r3(prg, cat('escape room', 'bowling', 'games', 'climbing'), priceAtMost(800)),
      r2(prg, tag('friends-hangout'), priceAtMost(800)),
      r1(prg, tag('friends-hangout')),
    ],
  ),
  q('prg-10', 'it', ['place', 'exonym'], 'ristorante vicino al castello di Praga', [
    r3(prg, eat, nearL('prg', 'castle', 0.8)),
    r2(prg, eat, nearL('prg', 'castle', 1.5)),
    r1(prg, eat),
  ]),
  q('prg-11', 'en', ['time', 'exonym'], "what's on in prague tomorrow night", [
    r3(prg, isEvent, during(W.tomorrowEvening)),
    r2(prg, during(W.tomorrowEvening)),
    r1(prg),
  ]),
  q(
    'prg-12',
    'es',
    ['numbers', 'exonym'],
    'Praga: concierto de música clásica, somos tres, máximo 50 euros en total',
    [
      r3(prg, cat('classical'), priceAtMost(420)),
      r2(prg, cat('classical', 'opera')),
      r1(prg, cat('concert')),
    ],
  ),
  q(
    'prg-13',
    'fr',
    ['indirect', 'phrase', 'exonym'],
    'on a les jambes en compote après avoir marché toute la journée à Prague, un truc pour se détendre ?',
    [r3(prg, loosenUp), r1(prg, cat('tea room', 'cafe'))],
  ),
  q(
    'prg-14',
    'de',
    ['exclusion', 'time', 'exonym'],
    'Prag am Samstag: keine Museen, keine Kirchen, keine Stadtführung',
    [r0(cat('museum', 'church', 'walking tour')), r3(prg, during(W.saturday)), r1(prg)],
  ),
  q('prg-15', 'en', ['place', 'exonym'], 'viewpoints near prague castle', [
    r3(prg, cat('viewpoint'), nearL('prg', 'castle', 1.5)),
    r2(prg, cat('viewpoint')),
    r1(prg, tag('outdoor')),
  ]),
  q('prg-16', 'mix', ['exonym'], 'cheap eats in Praha, něco rychlého', [
    r3(prg, cat('street food')),
    r2(prg, eat, priceAtMost(300)),
    r1(prg, eat),
  ]),
  q('prg-17', 'pt', ['exonym'], 'Praga: degustação de cerveja', [
    r3(prg, cat('tasting'), cat('beer')),
    r2(prg, cat('beer')),
    r1(prg, cat('drinks')),
  ]),
  q(
    'prg-18',
    'en',
    ['indirect', 'exclusion', 'exonym'],
    "somewhere romantic in prague that isn't a restaurant",
    [r0(cat('restaurant')), r3(prg, tag('date-nights')), r1(prg, cat('viewpoint', 'park'))],
  ),
  q('prg-19', 'de', ['time', 'numbers', 'exonym'], 'Prag, morgen früh um 7 Frühstück', [
    r3(prg, breakfastKind, opensBy('07:00')),
    r2(prg, breakfastKind, opensBy('08:30')),
    r1(prg, breakfastKind),
  ]),
  q('prg-20', 'es', ['time', 'exonym'], 'partido de fútbol en Praga este fin de semana', [
    r3(prg, cat('football'), during(W.weekend)),
    r2(prg, cat('football', 'match')),
    r1(prg, cat('sport')),
  ]),
  q('prg-21', 'en', ['time', 'exonym'], "what's on in prague this weekend", [
    r3(prg, isEvent, during(W.weekend)),
    r2(prg, during(W.weekend)),
    r1(prg),
  ]),
  q(
    'prg-22',
    'en',
    ['indirect', 'numbers', 'exonym'],
    'anything cheaper than an escape room in prague for 4 friends?',
    [
      r0(cat('escape room')),
      r3(prg, tag('friends-hangout'), cheaperThan(630)),
      r2(prg, cheaperThan(630)),
      r1(prg, tag('friends-hangout')),
    ],
  ),
  q(
    'prg-23',
    'en',
    ['exclusion', 'exonym'],
    'prague with a toddler — no bars, no museums, no long walking tours',
    [r0(cat('bar', 'museum', 'walking tour'), adultsOnly), r3(prg, kids), r1(prg, cat('park'))],
  ),
  q('prg-24', 'de', ['phrase', 'exonym'], 'Happy Hour in Prag', [
    r3(prg, cat('bar'), happyHour),
    r2(prg, cat('bar')),
    r1(prg, cat('drinks')),
  ]),
  q('prg-25', 'it', ['phrase', 'exonym'], 'un giro in barca a Praga al tramonto', [
    r3(prg, cat('boat tour')),
    r1(prg, cat('tour')),
  ]),
  q('prg-26', 'pt', ['plain', 'exonym'], 'bar de vinho em Praga', [
    r3(prg, cat('wine'), cat('bar')),
    r2(prg, cat('tasting')),
    r1(prg, cat('bar')),
  ]),
  q('prg-27', 'fr', ['numbers', 'exonym'], 'Prague, un resto à moins de quinze euros', [
    r3(prg, eat, priceAtMost(375)),
    r2(prg, eat, priceAtMost(500)),
    r1(prg, eat),
  ]),
  q(
    'prg-28',
    'en',
    ['long', 'exonym', 'indirect', 'numbers', 'time', 'exclusion'],
    "Travelling solo through Europe, Prague is stop 4 of 7 (Vienna was amazing, Berlin not so much). I'm 27, on a budget, hostel in Vinohrady. I'd like to meet some people tonight but I'm not into clubbing or getting wasted, more like something social where you can actually talk. Anything under 200 CZK?",
    [
      r0(cat('club')),
      r3(prg, tag('meet-new-people'), during(W.tonight), priceAtMost(200)),
      r2(prg, tag('meet-new-people')),
      r1(prg, cat('bar')),
    ],
  ),
  empty('prg-29', 'pt', 'curso de mergulho em Praga'),
];

const MELBOURNE: HeldoutPrompt[] = [
  q(
    'mel-01',
    'en',
    ['place'],
    'brunch near flinders st station',
    [
      r3(mel, breakfastKind, nearL('mel', 'flindersSt', 0.8)),
      r2(mel, breakfastKind, nearL('mel', 'flindersSt', 1.5)),
      r1(mel, breakfastKind),
    ],
    'Melbourne',
  ),
  q('mel-02', 'en', ['exonym', 'time', 'phrase'], "what's on in melb this arvo", [
    r3(mel, during(W.thisAfternoon)),
    r1(mel),
  ]),
  q('mel-03', 'en', ['numbers'], 'cheap dinner in melbourne for under twenty bucks', [
    r3(mel, eat, priceAtMost(20)),
    r2(mel, eat, priceAtMost(30)),
    r1(mel, eat),
  ]),
  q('mel-04', 'it', ['time'], 'cosa fare a Melbourne con bambini domenica', [
    r0(adultsOnly),
    r3(mel, kids, during(W.sunday)),
    r2(mel, kids),
    r1(mel, cat('park')),
  ]),
  q('mel-05', 'en', ['indirect', 'numbers'], "it's 38 degrees, where can we cool off in melbourne", [
    r3(mel, cat('swimming', 'beach')),
    r2(mel, cat('aquarium')),
    r1(mel, tag('indoor')),
  ]),
  q(
    'mel-06',
    'en',
    ['place'],
    'pre-game drinks near the MCG',
    [r3(mel, drinks, nearL('mel', 'mcg', 1.5)), r2(mel, drinks, area('Richmond', 'CBD')), r1(mel, drinks)],
    'Melbourne',
  ),
  q('mel-07', 'en', ['phrase', 'time'], 'bottomless brunch melbourne saturday', [
    r3(mel, bottomless, during(W.saturday)),
    r2(mel, bottomless),
    r1(mel, cat('brunch')),
  ]),
  q('mel-08', 'es', ['time'], 'Melbourne: tour en bici por la ciudad mañana', [
    r3(mel, cat('bike tour'), during(W.tomorrow)),
    r2(mel, cat('bike tour')),
    r1(mel, cat('tour')),
  ]),
  q('mel-09', 'de', ['time'], 'Melbourne: Jazzclub heute Abend', [
    r3(mel, cat('jazz'), during(W.tonight)),
    r2(mel, cat('jazz')),
    r1(mel, cat('live music')),
  ]),
  q(
    'mel-10',
    'en',
    ['exclusion', 'indirect'],
    'date night in melbourne, no cinema, no theatre, no fancy restaurant',
    [r0(cat('cinema', 'theatre', 'fine dining')), r3(mel, tag('date-nights')), r1(mel, drinks)],
  ),
  q('mel-11', 'en', ['time', 'numbers', 'indirect'], "up at 5am jetlagged in melbourne cbd, what's open", [
    r3(mel, opensBy('06:00')),
    r2(mel, opensBy('07:30')),
    r1(mel, cat('park')),
  ]),
  q('mel-12', 'fr', ['time'], "Melbourne : un spectacle d'humour en anglais ce week-end", [
    r3(mel, cat('comedy'), during(W.weekend)),
    r2(mel, cat('comedy')),
    r1(mel, cat('show', 'cabaret')),
  ]),
  q('mel-13', 'pt', ['plain'], 'cinema ao ar livre em Melbourne', [
    r3(mel, cat('cinema'), tag('outdoor')),
    r2(mel, cat('cinema')),
    r1(mel, tag('outdoor')),
  ]),
  q(
    'mel-14',
    'en',
    ['long', 'numbers', 'place', 'time'],
    "G'day, so my partner and I are over from Auckland for the Australian Open... no wait that's January, we missed it haha. Anyway we're staying in St Kilda near Luna Park and we've done the penguins on the pier and the beach already. She's pescatarian, I'll eat anything. Tonight we want a proper dinner somewhere, maybe 150 bucks for the two of us, in Fitzroy or around there since a mate said it's the coolest area?",
    [
      r3(mel, eat, area('Fitzroy', 'Collingwood'), priceAtMost(75)),
      r2(mel, eat, priceAtMost(75)),
      r1(mel, eat),
    ],
  ),
  q('mel-15', 'mix', ['indirect'], 'algo tranquilo en Melbourne, maybe a garden or a quiet café?', [
    r0(cat('club', 'nightlife')),
    r3(mel, cat('park', 'cafe', 'tea room')),
    r1(mel, cat('gallery')),
  ]),
  q('mel-16', 'en', ['plain'], 'melbourne aquarium', [
    r3(mel, cat('aquarium')),
    r2(mel, cat('zoo')),
    r1(mel, kids),
  ]),
  q(
    'mel-17',
    'en',
    ['place', 'phrase'],
    'shrine of remembrance, anything nearby for lunch?',
    [r3(mel, eat, nearL('mel', 'shrine', 1.5)), r2(mel, eat, nearL('mel', 'shrine', 2.5)), r1(mel, eat)],
    'Melbourne',
  ),
  q('mel-18', 'en', ['phrase'], 'afternoon tea in melbourne', [
    r3(mel, cat('tea room')),
    r2(mel, cat('cafe', 'dessert')),
    r1(mel, cat('bakery')),
  ]),
  q(
    'mel-19',
    'de',
    ['indirect', 'numbers'],
    'Melbourne: was Günstigeres als das Skydeck, aber auch mit Blick über die Stadt',
    [
      r0(text(/skydeck/)),
      r3(mel, cat('viewpoint', 'rooftop'), cheaperThan(35)),
      r2(mel, cat('viewpoint', 'rooftop')),
      r1(mel, tag('outdoor')),
    ],
  ),
  q('mel-20', 'fr', ['exclusion', 'time'], 'Melbourne ce soir : pas de bar, pas de boîte, pas de resto', [
    r0(cat('bar', 'club', 'restaurant')),
    r3(mel, during(W.tonight)),
    r1(mel),
  ]),
  q('mel-21', 'it', ['plain'], 'pizzeria a Melbourne', [r3(mel, cat('pizza')), r1(mel, eat)]),
  q('mel-22', 'it', ['numbers'], 'Melbourne, cena per due con cinquanta dollari', [
    r3(mel, eat, priceAtMost(25)),
    r2(mel, eat, priceAtMost(40)),
    r1(mel, eat),
  ]),
  q(
    'mel-23',
    'mix',
    ['place'],
    'je cherche un bon brunch in Fitzroy',
    [
      r3(mel, cat('brunch', 'breakfast'), area('Fitzroy', 'Collingwood')),
      r2(mel, cat('brunch', 'breakfast')),
      r1(mel, cat('cafe')),
    ],
    'Melbourne',
  ),
  q(
    'mel-24',
    'en',
    ['place', 'phrase'],
    'near southern cross station, need a feed before my bus',
    [
      r3(mel, eat, nearL('mel', 'southernCross', 0.7)),
      r2(mel, eat, nearL('mel', 'southernCross', 1.5)),
      r1(mel, eat),
    ],
    'Melbourne',
  ),
  q(
    'mel-25',
    'pt',
    ['long', 'indirect', 'time', 'numbers'],
    'Oi gente! Sou brasileira, moro em Melbourne há 2 meses e ainda não conheço quase ninguém. Trabalho num café no CBD de segunda a sexta. Sinto muita falta de dançar, lá em BH eu ia no forró toda semana. Tem alguma coisa assim aqui, pra conhecer gente e dançar, de preferência no fim de semana e sem gastar muito?',
    [r3(mel, cat('dance'), during(W.weekend)), r2(mel, cat('dance')), r1(mel, tag('meet-new-people'))],
  ),
  q('mel-26', 'es', ['exclusion'], 'Melbourne con niños: nada de museos ni de parques, ya los vimos todos', [
    r0(cat('museum', 'park'), adultsOnly),
    r3(mel, kids),
    r1(mel, tag('indoor')),
  ]),
  q(
    'mel-27',
    'fr',
    ['exclusion', 'numbers'],
    'Melbourne, pas de sport, pas de musique, pas plus de 30 dollars',
    [r0(cat('sport', 'music')), r3(mel, priceAtMost(30)), r1(mel)],
  ),
];

export const HELDOUT_PROMPTS: HeldoutPrompt[] = [
  ...BARCELONA,
  ...MUNICH,
  ...MONTREAL,
  ...SAO_PAULO,
  ...PRAGUE,
  ...MELBOURNE,
];
