/**
 * The unseen set's prompts, typed the way people write to a chat bot, each with its graded
 * judgment as rules over the unseen catalogue (rules.ts). The first rule that holds gives the
 * grade: 3 exactly what was asked, 2 one soft wish missed, 1 a plausible fallback in the right
 * city, 0 otherwise. Expect-empty prompts have no rules: nothing in the catalogue answers them.
 */
import type { JudgedPrompt } from '../judged-set.js';
import {
  adultsOnly,
  all,
  any,
  area,
  breakfastKind,
  cat,
  cgn,
  coi,
  drinks,
  during,
  eat,
  free,
  gdl,
  indoor,
  isEvent,
  kids,
  lateNight,
  mil,
  mrs,
  music,
  nearL,
  not,
  opensBy,
  outdoorsy,
  priceAtMost,
  type Rule,
  relax,
  sights,
  tag,
  text,
  W,
} from './rules.js';

export type Language = 'en' | 'it' | 'pt' | 'de' | 'fr' | 'es' | 'mix';
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

export interface UnseenPrompt extends JudgedPrompt {
  language: Language;
  classes: readonly PromptClass[];
}

const P = (
  id: string,
  language: Language,
  classes: PromptClass[],
  text: string,
  rules: Rule[],
  location?: string,
): UnseenPrompt => ({ id, language, classes, text, rules, ...(location ? { location } : {}) });

const E = (id: string, language: Language, text: string): UnseenPrompt => ({
  id,
  language,
  classes: ['empty'],
  text,
  rules: [],
  expectEmpty: true,
});

const tonight = during(W.tonight);
const weekend = during(W.weekend);
const fado = text(/\bfado/);
const quiet = cat('spa', 'massage', 'yoga', 'park', 'gallery', 'church', 'viewpoint', 'garden');

const MILAN: UnseenPrompt[] = [
  P('mil-01', 'en', ['place', 'time'], 'dinner near the duomo tonight?', [
    [3, all(mil, eat, nearL('mil', 'duomo', 1), tonight)],
    [2, all(mil, eat, nearL('mil', 'duomo', 2))],
    [2, all(mil, eat, tonight)],
    [1, all(mil, eat)],
  ]),
  P('mil-02', 'it', ['phrase', 'time'], 'aperitivo a milano stasera zona navigli', [
    [3, all(mil, drinks, area('Navigli'), text(/aperitivo|happy hour/), tonight)],
    [2, all(mil, drinks, area('Navigli'), tonight)],
    [2, all(mil, text(/aperitivo|happy hour/))],
    [1, all(mil, drinks)],
  ]),
  P('mil-03', 'en', ['exonym', 'numbers', 'time'], 'things to do in Milano under twenty euros this weekend', [
    [3, all(mil, priceAtMost(20), weekend)],
    [2, all(mil, priceAtMost(20))],
    [1, all(mil, weekend)],
  ]),
  P('mil-04', 'de', ['exonym', 'place'], 'Was kann man in Mailand in der Nähe vom Hauptbahnhof machen?', [
    [3, all(mil, nearL('mil', 'centrale', 1))],
    [2, all(mil, nearL('mil', 'centrale', 2))],
    [1, mil],
  ]),
  P('mil-05', 'fr', ['exonym', 'plain'], 'musées à Milan', [
    [3, all(mil, cat('museum'))],
    [2, all(mil, cat('gallery', 'exhibition'))],
    [1, all(mil, sights)],
  ]),
  P('mil-06', 'es', ['exonym', 'place'], '¿Dónde cenar cerca de La Scala en Milán?', [
    [3, all(mil, eat, nearL('mil', 'scala', 0.8))],
    [2, all(mil, eat, nearL('mil', 'scala', 2))],
    [1, all(mil, eat)],
  ]),
  P(
    'mil-07',
    'en',
    ['indirect', 'time'],
    'my feet are killing me after walking all day in milan, somewhere to sit down and be pampered this evening',
    [
      [3, all(mil, cat('massage', 'spa'), tonight)],
      [2, all(mil, cat('massage', 'spa'))],
      [2, all(mil, cat('cinema', 'theatre', 'classical', 'opera', 'jazz'), tonight)],
      [1, all(mil, cat('cafe', 'wine'))],
    ],
  ),
  P('mil-08', 'en', ['exclusion'], 'milan with the kids, no museums no churches no shopping pls', [
    [0, cat('museum', 'church', 'cathedral', 'shopping')],
    [0, adultsOnly],
    [3, all(mil, kids)],
    [1, all(mil, cat('park', 'ice cream'))],
  ]),
  P('mil-09', 'en', ['numbers'], 'cheap eats in milan, like a fiver', [
    [3, all(mil, eat, priceAtMost(6))],
    [2, all(mil, eat, priceAtMost(15))],
    [1, all(mil, eat)],
  ]),
  P('mil-10', 'de', ['exonym', 'time', 'phrase'], 'Mailand Sonntagmorgen Brunch', [
    [3, all(mil, cat('brunch'), during(W.sundayMorning))],
    [2, all(mil, breakfastKind, during(W.sundayMorning))],
    [1, all(mil, breakfastKind)],
  ]),
  P('mil-11', 'en', ['place'], 'anything going on near san siro?', [
    [3, all(mil, nearL('mil', 'sanSiro', 1.2))],
    [2, all(mil, nearL('mil', 'sanSiro', 3))],
    [1, all(mil, cat('sport'))],
  ]),
  P(
    'mil-12',
    'it',
    ['numbers', 'exclusion'],
    'serata con 4 amici a milano, niente discoteche, massimo 15 euro a testa',
    [
      [0, cat('club', 'running', 'food tour')],
      [3, all(mil, tag('friends-hangout'), priceAtMost(15), not(cat('street food')))],
      [2, all(mil, any(drinks, cat('comedy', 'live music', 'karaoke', 'quiz')), priceAtMost(20))],
      [1, all(mil, drinks)],
    ],
  ),
  P('mil-13', 'en', ['plain'], 'jazz in milan', [
    [3, all(mil, cat('jazz'))],
    [2, all(mil, music)],
  ]),
  P('mil-14', 'fr', ['place', 'exonym'], 'que faire près du Castello Sforzesco à Milan', [
    [3, all(mil, nearL('mil', 'castello', 0.8))],
    [2, all(mil, nearL('mil', 'castello', 2))],
    [1, mil],
  ]),
  P('mil-15', 'es', ['phrase', 'exonym'], 'tour gastronómico en Milán', [
    [3, all(mil, cat('food tour'))],
    [2, all(mil, cat('cooking class', 'market', 'tasting'))],
    [1, all(mil, eat)],
  ]),
  P('mil-16', 'en', ['time'], 'after midnight in milan, where is still open', [
    [3, all(mil, lateNight)],
    [1, all(mil, drinks)],
  ]),
  P('mil-17', 'pt', ['exonym'], 'o que fazer em Milão com crianças', [
    [0, adultsOnly],
    [3, all(mil, kids)],
    [1, all(mil, cat('park', 'ice cream'))],
  ]),
  P('mil-18', 'en', ['indirect', 'time'], "it's pouring in milan, need indoor stuff for this afternoon", [
    [0, tag('outdoor')],
    [2, all(mil, any(eat, drinks))],
    [3, all(mil, indoor, during(W.thisAfternoon))],
    [2, all(mil, indoor)],
  ]),
  P(
    'mil-19',
    'it',
    ['place'],
    "vicino al Cenacolo c'è qualcosa da mangiare?",
    [
      [3, all(mil, eat, nearL('mil', 'cenacolo', 0.8))],
      [2, all(mil, eat, nearL('mil', 'cenacolo', 2))],
      [1, all(mil, eat)],
    ],
    'Milano',
  ),
  P(
    'mil-20',
    'de',
    ['numbers', 'exonym'],
    'Mailand, zwei Erwachsene, hundert Euro Budget insgesamt, was Schönes für den Abend',
    [
      [0, cat('running', 'playground')],
      [3, all(mil, tag('date-nights'), priceAtMost(50))],
      [2, all(mil, tag('date-nights'))],
      [1, all(mil, drinks)],
    ],
  ),
  P('mil-21', 'it', ['plain', 'time'], 'cinema in lingua originale domani sera milano', [
    [3, all(mil, cat('cinema'), during(W.tomorrowEvening))],
    [2, all(mil, cat('cinema'))],
    [1, all(mil, cat('theatre'))],
  ]),
  P('mil-22', 'en', ['indirect'], 'somewhere quiet to get some work done on my laptop, milan brera', [
    [3, all(mil, cat('coffee', 'cafe'), area('Brera'))],
    [2, all(mil, cat('coffee', 'cafe'))],
  ]),
  E('mil-23', 'en', 'skiing lessons in milan'),
  P('mil-24', 'it', ['phrase'], 'corso di cucina a milano, risotto', [
    [3, all(mil, cat('cooking class'))],
    [2, all(mil, cat('food tour'))],
    [1, all(mil, text(/risotto/))],
  ]),
  P('mil-25', 'en', ['phrase', 'time'], 'happy hour milan tonight', [
    [3, all(mil, text(/happy hour|aperitivo/), tonight)],
    [2, all(mil, drinks, tonight)],
    [1, all(mil, drinks)],
  ]),
  P(
    'mil-26',
    'en',
    ['place', 'numbers'],
    'lunch for two near the last supper, under 40 total',
    [
      [3, all(mil, eat, nearL('mil', 'cenacolo', 1), priceAtMost(20))],
      [2, all(mil, eat, nearL('mil', 'cenacolo', 1))],
      [2, all(mil, eat, priceAtMost(20))],
      [1, all(mil, eat)],
    ],
    'Milan',
  ),
  P('mil-27', 'en', ['exclusion'], 'milan nightlife but I hate clubs and techno, no karaoke either', [
    [0, cat('club', 'karaoke')],
    [3, all(mil, cat('cocktails', 'wine', 'jazz', 'live music', 'comedy'))],
    [2, all(mil, drinks)],
  ]),
  P('mil-28', 'en', ['plain'], 'vintage shopping milan', [
    [3, all(mil, cat('vintage'))],
    [2, all(mil, cat('flea market', 'shopping'))],
  ]),
];

const COIMBRA: UnseenPrompt[] = [
  P(
    'coi-01',
    'pt',
    ['place'],
    'onde comer perto da Sé Velha?',
    [
      [3, all(coi, eat, nearL('coi', 'seVelha', 0.6))],
      [2, all(coi, eat, nearL('coi', 'seVelha', 1.5))],
      [1, all(coi, eat)],
    ],
    'Coimbra',
  ),
  P('coi-02', 'en', ['plain'], 'fado in coimbra', [
    [3, all(coi, fado)],
    [2, all(coi, music)],
  ]),
  P('coi-03', 'fr', ['exonym', 'time'], 'que faire à Coïmbre ce week-end', [
    [3, all(coi, any(isEvent, sights), weekend)],
    [2, all(coi, weekend)],
    [1, coi],
  ]),
  P('coi-04', 'es', ['exonym', 'numbers'], 'Coímbra: cenar por menos de veinte euros', [
    [3, all(coi, eat, priceAtMost(20))],
    [2, all(coi, eat, priceAtMost(30))],
    [1, all(coi, eat)],
  ]),
  P(
    'coi-05',
    'pt',
    ['indirect'],
    'tenho as costas todas partidas da viagem de comboio, há alguma coisa em coimbra?',
    [
      [3, all(coi, relax)],
      [2, all(coi, cat('swimming'))],
    ],
  ),
  P('coi-06', 'en', ['place'], 'near the university in coimbra, coffee?', [
    [3, all(coi, cat('cafe', 'coffee'), nearL('coi', 'universidade', 0.8))],
    [2, all(coi, cat('cafe', 'coffee'))],
    [1, all(coi, nearL('coi', 'universidade', 0.8))],
  ]),
  P('coi-07', 'pt', ['time', 'phrase'], 'noite de fados hoje em coimbra', [
    [3, all(coi, fado, tonight)],
    [2, all(coi, fado)],
    [1, all(coi, music)],
  ]),
  P('coi-08', 'en', ['plain'], 'coimbra with toddlers', [
    [0, adultsOnly],
    [3, all(coi, kids)],
    [1, all(coi, cat('park'))],
  ]),
  P('coi-09', 'de', ['exclusion'], 'Coimbra: keine Kirchen, keine Museen, bitte mal was anderes', [
    [0, cat('church', 'museum', 'cathedral')],
    [3, all(coi, any(isEvent, outdoorsy))],
    [2, coi],
  ]),
  P('coi-10', 'it', ['plain'], 'Coimbra cosa vedere in un giorno', [
    [3, all(coi, any(sights, cat('walking tour')))],
    [2, all(coi, cat('park', 'boat tour'))],
    [1, coi],
  ]),
  P('coi-11', 'en', ['numbers'], 'free stuff coimbra', [
    [3, all(coi, free)],
    [1, all(coi, priceAtMost(5))],
  ]),
  P('coi-12', 'pt', ['time'], 'amanhã de manhã em Coimbra, algo ao ar livre', [
    [3, all(coi, tag('outdoor'), during(W.tomorrowMorning))],
    [2, all(coi, tag('outdoor'))],
  ]),
  P('coi-13', 'fr', ['phrase'], 'une soirée stand-up à Coimbra ?', [
    [3, all(coi, cat('comedy'))],
    [2, all(coi, cat('open mic', 'theatre'))],
  ]),
  P('coi-14', 'en', ['place'], 'going to portugal dos pequenitos, what else is around there', [
    [0, text(/pequenitos/)],
    [3, all(coi, nearL('coi', 'pequenitos', 0.8))],
    [2, all(coi, nearL('coi', 'pequenitos', 1.5))],
    [1, coi],
  ]),
  P('coi-15', 'pt', ['numbers'], 'jantar para seis pessoas em Coimbra, uns 15 euros cada', [
    [3, all(coi, eat, priceAtMost(18))],
    [2, all(coi, eat, priceAtMost(30))],
    [1, all(coi, eat)],
  ]),
  E('coi-16', 'en', 'surf lessons in coimbra'),
  P(
    'coi-17',
    'es',
    ['indirect', 'time'],
    'hace un calor horrible, algo para refrescarse esta tarde en Coimbra',
    [
      [3, all(coi, cat('ice cream', 'swimming', 'boat tour', 'kayak'), during(W.thisAfternoon))],
      [2, all(coi, cat('ice cream', 'swimming', 'boat tour', 'kayak'))],
      [1, all(coi, indoor, during(W.thisAfternoon))],
    ],
  ),
  P(
    'coi-18',
    'pt',
    ['phrase'],
    'pastéis de santa clara onde?',
    [
      [3, all(coi, text(/santa clara/), cat('bakery', 'cafe'))],
      [2, all(coi, cat('bakery'))],
      [1, all(coi, breakfastKind)],
    ],
    'Coimbra',
  ),
  P('coi-19', 'it', ['exclusion', 'time'], 'Coimbra stasera: niente fado, niente bar, qualcosa di diverso', [
    [0, any(fado, drinks, cat('club'))],
    [3, all(coi, isEvent, tonight)],
    [2, all(coi, tonight, eat)],
  ]),
  P('coi-20', 'en', ['place', 'exonym'], 'coimbra-a station, anywhere to eat close by?', [
    [3, all(coi, eat, nearL('coi', 'estacaoA', 0.6))],
    [2, all(coi, eat, nearL('coi', 'estacaoA', 1.5))],
    [1, all(coi, eat)],
  ]),
  P('coi-21', 'en', ['time', 'plain'], 'coimbra tomorrow evening, something cultural', [
    [3, all(coi, any(cat('theatre', 'classical', 'cinema', 'culture'), fado), during(W.tomorrowEvening))],
    [2, all(coi, any(cat('theatre', 'classical', 'cinema', 'museum', 'gallery', 'exhibition'), fado))],
  ]),
  P('coi-22', 'en', ['indirect', 'numbers'], 'rainy day in coimbra with a 7 year old', [
    [0, adultsOnly],
    [3, all(coi, kids, indoor)],
    [2, all(coi, kids)],
    [1, all(coi, indoor, cat('museum'))],
  ]),
  P('coi-23', 'en', ['numbers'], 'dinner in coimbra for two, around thirty euros for both of us', [
    [3, all(coi, eat, priceAtMost(16))],
    [2, all(coi, eat, priceAtMost(25))],
    [1, all(coi, eat)],
  ]),
  P('coi-24', 'en', ['place'], 'things near the botanical garden coimbra', [
    [3, all(coi, nearL('coi', 'botanico', 0.6))],
    [2, all(coi, nearL('coi', 'botanico', 1.2))],
  ]),
];

const COLOGNE: UnseenPrompt[] = [
  P('cgn-01', 'en', ['place', 'exonym'], 'beer near cologne cathedral', [
    [3, all(cgn, cat('beer'), nearL('cgn', 'dom', 0.6))],
    [2, all(cgn, cat('beer'), nearL('cgn', 'dom', 2))],
    [1, all(cgn, drinks)],
  ]),
  P('cgn-02', 'de', ['plain'], 'Kölsch trinken in Köln', [
    [3, all(cgn, cat('beer'))],
    [2, all(cgn, drinks)],
  ]),
  P('cgn-03', 'fr', ['exonym', 'time'], 'Cologne samedi soir, un concert ?', [
    [3, all(cgn, music, during(W.saturdayNight))],
    [2, all(cgn, music)],
    [1, all(cgn, cat('club', 'bar'))],
  ]),
  P('cgn-04', 'it', ['exonym', 'indirect'], 'Colonia cosa fare con i bambini se piove', [
    [0, adultsOnly],
    [3, all(cgn, kids, indoor)],
    [2, all(cgn, kids)],
    [1, all(cgn, indoor, cat('museum'))],
  ]),
  P('cgn-05', 'es', ['exonym', 'place'], 'Colonia, algo cerca de la estación central', [
    [3, all(cgn, nearL('cgn', 'hbf', 0.8))],
    [2, all(cgn, nearL('cgn', 'hbf', 1.6))],
    [1, cgn],
  ]),
  P('cgn-06', 'pt', ['exonym', 'numbers'], 'Colônia, museus por menos de dez euros', [
    [3, all(cgn, cat('museum'), priceAtMost(10))],
    [2, all(cgn, cat('museum'))],
    [1, all(cgn, cat('gallery', 'exhibition'))],
  ]),
  P(
    'cgn-07',
    'de',
    ['exclusion', 'time'],
    'Köln heute Abend, aber bitte keine Kneipe, keine Bar und kein Club',
    [
      [0, any(drinks, cat('club', 'nightlife'))],
      [3, all(cgn, isEvent, tonight)],
      [2, all(cgn, eat, tonight)],
      [1, all(cgn, tonight)],
    ],
  ),
  P('cgn-08', 'de', ['numbers'], "was kann man in köln für 'nen zwanni machen", [
    [3, all(cgn, priceAtMost(20))],
    [1, cgn],
  ]),
  P('cgn-09', 'en', ['phrase', 'exonym'], 'pub quiz in koln', [
    [3, all(cgn, cat('quiz'))],
    [2, all(cgn, cat('social'))],
    [1, all(cgn, drinks)],
  ]),
  P('cgn-10', 'de', ['indirect'], 'hab übelsten Muskelkater vom Halbmarathon, was hilft in Köln?', [
    [3, all(cgn, cat('spa', 'massage', 'sauna'))],
    [2, all(cgn, cat('yoga', 'swimming'))],
  ]),
  P(
    'cgn-11',
    'en',
    ['place'],
    'anything by the hohenzollern bridge?',
    [
      [3, all(cgn, nearL('cgn', 'hohenzollern', 0.6))],
      [2, all(cgn, nearL('cgn', 'hohenzollern', 1.5))],
    ],
    'Köln',
  ),
  P('cgn-12', 'fr', ['time', 'exonym'], 'Cologne demain matin, un bon petit-déj', [
    [3, all(cgn, breakfastKind, during(W.tomorrowMorning))],
    [2, all(cgn, breakfastKind)],
    [1, all(cgn, eat)],
  ]),
  E('cgn-13', 'en', 'hot air balloon ride over cologne'),
  P('cgn-14', 'de', ['time', 'plain'], 'Sonntag Flohmarkt Köln', [
    [3, all(cgn, cat('flea market'), during(W.sunday))],
    [2, all(cgn, cat('flea market', 'vintage', 'market'))],
  ]),
  P(
    'cgn-15',
    'en',
    ['numbers', 'place'],
    'me and 3 mates going to the lanxess arena, food and drinks nearby under 30 each',
    [
      [3, all(cgn, any(eat, drinks), nearL('cgn', 'lanxess', 1), priceAtMost(30))],
      [2, all(cgn, any(eat, drinks), nearL('cgn', 'lanxess', 2))],
      [1, all(cgn, any(eat, drinks), priceAtMost(30))],
    ],
  ),
  P('cgn-16', 'it', ['place', 'exonym'], "cosa c'è vicino al museo del cioccolato a colonia", [
    [3, all(cgn, nearL('cgn', 'schoko', 0.7))],
    [2, all(cgn, nearL('cgn', 'schoko', 1.5))],
  ]),
  P('cgn-17', 'en', ['time'], 'cologne thursday night, live music or comedy', [
    [3, all(cgn, any(music, cat('comedy')), during(W.tomorrowEvening))],
    [2, all(cgn, any(music, cat('comedy')))],
  ]),
  P(
    'cgn-18',
    'de',
    ['indirect'],
    'Meine Freundin hatte eine miese Woche, wie kann ich sie in Köln aufheitern?',
    [
      [3, all(cgn, cat('comedy', 'karaoke', 'spa', 'dance'))],
      [2, all(cgn, tag('date-nights', 'friends-hangout'), not(cat('running')))],
    ],
  ),
  P('cgn-19', 'de', ['plain'], 'vegan essen köln ehrenfeld', [
    [3, all(cgn, cat('vegetarian'), area('Ehrenfeld'))],
    [2, all(cgn, cat('vegetarian'))],
    [1, all(cgn, eat, area('Ehrenfeld'))],
  ]),
  P('cgn-20', 'en', ['plain'], 'zoo in cologne opening times', [
    [3, all(cgn, cat('zoo'))],
    [1, all(cgn, cat('park'))],
  ]),
  P(
    'cgn-21',
    'en',
    ['place', 'time', 'exonym'],
    'something to do near koln hbf this evening before my train',
    [
      [3, all(cgn, nearL('cgn', 'hbf', 0.8), tonight)],
      [2, all(cgn, nearL('cgn', 'hbf', 1.5))],
      [1, all(cgn, tonight)],
    ],
  ),
  P('cgn-22', 'en', ['exclusion'], 'cologne day out, no museums, no churches, no beer halls', [
    [0, cat('museum', 'church', 'beer')],
    [3, all(cgn, any(outdoorsy, isEvent, cat('zoo', 'spa', 'climbing')))],
    [2, cgn],
  ]),
  P('cgn-23', 'en', ['phrase'], 'open mic night in cologne?', [
    [3, all(cgn, cat('open mic'))],
    [2, all(cgn, music)],
  ]),
  P('cgn-24', 'en', ['numbers', 'indirect'], 'bored in cologne with 10 euros and it is raining', [
    [0, tag('outdoor')],
    [3, all(cgn, indoor, priceAtMost(10))],
    [2, all(cgn, indoor, priceAtMost(15))],
  ]),
];

const MARSEILLE: UnseenPrompt[] = [
  P('mrs-01', 'fr', ['place', 'phrase'], 'manger une bouillabaisse près du vieux port', [
    [3, all(mrs, text(/bouillabaisse/), nearL('mrs', 'ombriere', 1))],
    [2, all(mrs, text(/bouillabaisse/))],
    [2, all(mrs, cat('seafood'), eat, nearL('mrs', 'ombriere', 1))],
    [1, all(mrs, eat)],
  ]),
  P('mrs-02', 'en', ['exonym', 'plain'], 'beaches in marseilles', [
    [3, all(mrs, cat('beach'))],
    [2, all(mrs, cat('kayak', 'boat tour'))],
  ]),
  P('mrs-03', 'it', ['exonym', 'place'], 'Marsiglia, cosa fare vicino a Notre-Dame de la Garde', [
    [3, all(mrs, nearL('mrs', 'ndGarde', 0.8))],
    [2, all(mrs, nearL('mrs', 'ndGarde', 1.6))],
    [1, mrs],
  ]),
  P('mrs-04', 'es', ['exonym', 'indirect'], 'Marsella, llegué reventado del viaje, quiero algo tranquilo', [
    [0, cat('club', 'sport', 'hiking', 'kayak')],
    [3, all(mrs, relax)],
    [2, all(mrs, quiet)],
    [1, all(mrs, cat('beach', 'cafe'))],
  ]),
  P('mrs-05', 'de', ['time', 'plain'], 'Marseille heute Abend Livemusik', [
    [3, all(mrs, music, tonight)],
    [2, all(mrs, music)],
  ]),
  P(
    'mrs-06',
    'en',
    ['place', 'numbers'],
    'om match at the velodrome, tickets under 60?',
    [
      [3, all(mrs, cat('football'), nearL('mrs', 'velodrome', 1), priceAtMost(60))],
      [2, all(mrs, cat('football'))],
      [1, all(mrs, nearL('mrs', 'velodrome', 1))],
    ],
    'Marseille',
  ),
  P('mrs-07', 'fr', ['exclusion'], 'Marseille avec deux ados, pas de musée, pas de plage, pas de bateau', [
    [0, cat('museum', 'beach', 'boat tour')],
    [0, adultsOnly],
    [3, all(mrs, cat('climbing', 'kayak', 'hiking', 'football', 'cinema', 'bike tour'))],
    [2, all(mrs, tag('friends-hangout', 'fun-with-kids'), not(drinks))],
  ]),
  P('mrs-08', 'pt', ['exonym', 'phrase'], 'Marselha, aula de culinária provençal', [
    [3, all(mrs, cat('cooking class'))],
    [2, all(mrs, cat('food tour', 'tasting'))],
  ]),
  P('mrs-09', 'en', ['time'], 'sunday morning marseille, something outdoorsy', [
    [3, all(mrs, outdoorsy, during(W.sundayMorning))],
    [2, all(mrs, outdoorsy)],
  ]),
  P('mrs-10', 'fr', ['numbers'], 'un resto à Marseille pour moins de quinze balles', [
    [3, all(mrs, eat, priceAtMost(15))],
    [2, all(mrs, eat, priceAtMost(25))],
    [1, all(mrs, eat)],
  ]),
  P(
    'mrs-11',
    'fr',
    ['indirect', 'time'],
    'on fête la promotion de ma copine samedi soir à Marseille, un truc classe',
    [
      [3, all(mrs, cat('fine dining', 'rooftop', 'opera'), during(W.saturdayNight))],
      [2, all(mrs, cat('fine dining', 'rooftop', 'opera', 'cocktails'))],
      [2, all(mrs, tag('date-nights'), during(W.saturdayNight))],
      [1, all(mrs, eat)],
    ],
  ),
  P('mrs-12', 'en', ['plain'], 'calanques hike', [
    [3, all(mrs, cat('hiking'))],
    [2, all(mrs, text(/calanque/))],
    [1, all(mrs, outdoorsy)],
  ]),
  P('mrs-13', 'es', ['time', 'exonym'], 'qué hacer en marsella después de medianoche', [
    [3, all(mrs, lateNight)],
    [1, all(mrs, drinks)],
  ]),
  P(
    'mrs-14',
    'en',
    ['place'],
    'just got off the train at saint charles, somewhere for a quick bite?',
    [
      [3, all(mrs, eat, nearL('mrs', 'stCharles', 1))],
      [2, all(mrs, eat, nearL('mrs', 'stCharles', 2))],
      [1, all(mrs, eat)],
    ],
    'Marseille',
  ),
  P('mrs-15', 'it', ['numbers', 'exonym'], 'marsiglia cose gratis da fare', [
    [3, all(mrs, free)],
    [1, all(mrs, priceAtMost(6))],
  ]),
  E('mrs-16', 'en', 'ski resort near marseille'),
  P('mrs-17', 'fr', ['plain'], 'hammam marseille', [
    [3, all(mrs, text(/hammam/))],
    [2, all(mrs, relax)],
  ]),
  P(
    'mrs-18',
    'en',
    ['place'],
    'drinks with a view of the mucem at sunset',
    [
      [3, all(mrs, drinks, nearL('mrs', 'mucem', 1))],
      [2, all(mrs, cat('rooftop'))],
      [2, all(mrs, cat('viewpoint'), nearL('mrs', 'mucem', 1))],
      [1, all(mrs, drinks)],
    ],
    'Marseille',
  ),
  P(
    'mrs-19',
    'fr',
    ['exclusion', 'indirect'],
    "j'en ai marre des touristes, Marseille, pas le Vieux-Port ni le Panier stp",
    [
      [0, any(area('Vieux-Port', 'Le Panier'), nearL('mrs', 'ombriere', 0.5))],
      [1, all(mrs, any(nearL('mrs', 'ndGarde', 0.3), nearL('mrs', 'mucem', 0.3)))],
      [3, all(mrs, any(area('Cours Julien', 'Noailles', 'Endoume', 'Castellane', 'Prado', 'La Joliette')))],
      [1, mrs],
    ],
  ),
  P('mrs-20', 'en', ['numbers', 'time'], 'cheap date in marseille saturday, 20 euros each max', [
    [3, all(mrs, tag('date-nights'), priceAtMost(20), during(W.saturday))],
    [2, all(mrs, tag('date-nights'), priceAtMost(20))],
    [2, all(mrs, tag('date-nights'), during(W.saturday))],
  ]),
  P('mrs-21', 'en', ['indirect'], 'hungover in marseille, need a slow morning', [
    [0, cat('club', 'bar')],
    [3, all(mrs, breakfastKind)],
    [2, all(mrs, relax)],
    [1, all(mrs, cat('beach', 'park'))],
  ]),
  P('mrs-22', 'en', ['place', 'exonym'], 'old port marseille what to do', [
    [3, all(mrs, nearL('mrs', 'ombriere', 0.6))],
    [2, all(mrs, nearL('mrs', 'ombriere', 1.2))],
  ]),
  E('mrs-23', 'en', 'bungee jumping in marseille'),
];

const GUADALAJARA: UnseenPrompt[] = [
  P(
    'gdl-01',
    'es',
    ['place', 'plain'],
    'tortas ahogadas cerca de la catedral',
    [
      [3, all(gdl, text(/tortas? ahogadas?/), nearL('gdl', 'catedral', 1))],
      [2, all(gdl, text(/tortas? ahogadas?/))],
      [1, all(gdl, eat, nearL('gdl', 'catedral', 1))],
    ],
    'Guadalajara',
  ),
  P('gdl-02', 'en', ['exonym', 'time'], 'what to do in GDL this weekend', [
    [3, all(gdl, isEvent, weekend)],
    [2, all(gdl, weekend)],
    [1, gdl],
  ]),
  P('gdl-03', 'es', ['exonym', 'time', 'phrase'], 'lucha libre el domingo en guanatos', [
    [3, all(gdl, cat('wrestling'), during(W.sunday))],
    [2, all(gdl, cat('wrestling'))],
    [1, all(gdl, cat('sport'))],
  ]),
  P('gdl-04', 'es', ['numbers'], 'q hago en guadalajara con 200 varos', [
    [3, all(gdl, priceAtMost(200))],
    [1, gdl],
  ]),
  P(
    'gdl-05',
    'en',
    ['place'],
    'tacos near la minerva',
    [
      [3, all(gdl, cat('tacos', 'street food'), nearL('gdl', 'minerva', 1))],
      [2, all(gdl, cat('tacos'))],
      [1, all(gdl, eat, nearL('gdl', 'minerva', 1.5))],
    ],
    'Guadalajara',
  ),
  P('gdl-06', 'fr', ['plain'], 'Guadalajara au Mexique, musées', [
    [3, all(gdl, cat('museum'))],
    [2, all(gdl, cat('gallery', 'exhibition'))],
    [1, all(gdl, sights)],
  ]),
  P('gdl-07', 'pt', ['numbers'], 'Guadalajara, mariachi de graça', [
    [3, all(gdl, text(/mariachi/), free)],
    [2, all(gdl, text(/mariachi/))],
    [1, all(gdl, music)],
  ]),
  P('gdl-08', 'en', ['exclusion', 'time'], 'guadalajara tonight, no cantinas no clubs no tacos 🙏', [
    [0, any(cat('cantina', 'club', 'tacos'), text(/cantina|tacos/))],
    [3, all(gdl, isEvent, tonight)],
    [2, all(gdl, any(eat, drinks), tonight)],
    [1, all(gdl, tonight)],
  ]),
  P('gdl-09', 'es', ['indirect'], 'ando crudísimo, dónde desayuno algo bueno en gdl', [
    [3, all(gdl, any(breakfastKind, text(/birria|carne en su jugo/)))],
    [1, all(gdl, eat)],
  ]),
  P('gdl-10', 'de', ['exonym', 'phrase'], 'Guadalajara in Mexiko: Tequila-Verkostung?', [
    [3, all(gdl, text(/tequila/), cat('tasting'))],
    [2, all(gdl, drinks)],
  ]),
  P('gdl-11', 'en', ['time', 'indirect'], 'jetlagged and up since 5, what in guadalajara is open at 7am', [
    [3, all(gdl, opensBy('07:00'))],
    [2, all(gdl, opensBy('08:00'))],
  ]),
  P('gdl-12', 'it', ['place'], "Guadalajara: cosa c'è vicino all'Hospicio Cabañas?", [
    [3, all(gdl, nearL('gdl', 'cabanas', 0.6))],
    [2, all(gdl, nearL('gdl', 'cabanas', 1.5))],
    [1, gdl],
  ]),
  P(
    'gdl-13',
    'en',
    ['place', 'numbers'],
    'tlaquepaque with 2 kids under 5',
    [
      [0, adultsOnly],
      [3, all(gdl, area('Centro de Tlaquepaque'), kids)],
      [2, all(gdl, area('Centro de Tlaquepaque'))],
      [1, all(gdl, kids)],
    ],
    'Guadalajara',
  ),
  P('gdl-14', 'es', ['time'], 'mañana en la noche algo de teatro o cine en guadalajara', [
    [3, all(gdl, cat('theatre', 'cinema'), during(W.tomorrowEvening))],
    [2, all(gdl, cat('theatre', 'cinema', 'opera'))],
  ]),
  P('gdl-15', 'en', ['exonym'], 'guadalajara mexico salsa dancing', [
    [3, all(gdl, cat('salsa', 'dance'))],
    [1, all(gdl, cat('club', 'nightlife'))],
  ]),
  E('gdl-16', 'es', 'partido de hockey sobre hielo en guadalajara'),
  P(
    'gdl-17',
    'es',
    ['exclusion', 'numbers'],
    'plan barato en gdl, nada de comida ni bebida, menos de cien pesos',
    [
      [0, any(eat, drinks, cat('food', 'market', 'ice cream', 'bakery', 'cafe', 'tasting'))],
      [3, all(gdl, priceAtMost(100))],
      [1, gdl],
    ],
  ),
  P(
    'gdl-18',
    'es',
    ['place'],
    'algo cerca del estadio akron antes del partido',
    [
      [3, all(gdl, nearL('gdl', 'akron', 1.5))],
      [1, all(gdl, cat('sport'))],
    ],
    'Guadalajara',
  ),
  P(
    'gdl-19',
    'en',
    ['indirect', 'exonym'],
    'first time in mexico, guadalajara, I want the most local food possible',
    [
      [3, all(gdl, any(cat('local food', 'tacos', 'food tour'), text(/birria|torta/)))],
      [2, all(gdl, eat)],
      [1, all(gdl, cat('market'))],
    ],
  ),
  P('gdl-20', 'en', ['time'], 'sunday in guadalajara, a market or a bike ride?', [
    [3, all(gdl, cat('flea market', 'market', 'bike tour'), during(W.sunday))],
    [2, all(gdl, cat('flea market', 'market', 'bike tour'))],
    [1, all(gdl, outdoorsy, during(W.sunday))],
  ]),
  P('gdl-21', 'en', ['numbers'], 'free things to do guadalajara mexico', [
    [3, all(gdl, free)],
    [1, all(gdl, priceAtMost(60))],
  ]),
  P(
    'gdl-22',
    'en',
    ['place', 'time'],
    'near the teatro degollado tonight',
    [
      [3, all(gdl, nearL('gdl', 'degollado', 0.6), tonight)],
      [2, all(gdl, nearL('gdl', 'degollado', 1.2))],
      [1, all(gdl, tonight)],
    ],
    'Guadalajara',
  ),
  E('gdl-23', 'en', 'snowboarding near guadalajara'),
];

const MIXED: UnseenPrompt[] = [
  P('mix-01', 'mix', ['exonym'], 'bonjour! any good trattoria in milano? merci', [
    [3, all(mil, cat('local food'))],
    [2, all(mil, cat('restaurant'))],
    [1, all(mil, eat)],
  ]),
  P('mix-02', 'mix', ['exonym'], 'hola! looking for tacos in GDL porfa', [
    [3, all(gdl, cat('tacos'))],
    [2, all(gdl, cat('street food'))],
    [1, all(gdl, eat)],
  ]),
  P('mix-03', 'mix', ['exonym', 'phrase'], 'wo kann man in Köln gut brunchen please, somewhere chill', [
    [3, all(cgn, cat('brunch'))],
    [2, all(cgn, breakfastKind)],
  ]),
  P('mix-04', 'mix', ['time'], 'quero ir a um jazz club tonight em Marseille', [
    [3, all(mrs, cat('jazz'), tonight)],
    [2, all(mrs, cat('jazz'))],
    [1, all(mrs, music)],
  ]),
  P('mix-05', 'mix', ['numbers'], 'ich suche a cheap massage in milan, max 50 euro', [
    [3, all(mil, cat('massage', 'spa'), priceAtMost(50))],
    [2, all(mil, cat('massage', 'spa'))],
  ]),
  P('mix-06', 'mix', ['plain'], 'estamos en Coimbra, anything fun for the niños?', [
    [0, adultsOnly],
    [3, all(coi, kids)],
    [1, all(coi, cat('park'))],
  ]),
  P('mix-07', 'mix', ['exonym', 'time'], 'stasera a Marseille, something romantic pour deux', [
    [3, all(mrs, tag('date-nights'), tonight)],
    [2, all(mrs, tag('date-nights'))],
  ]),
  P('mix-08', 'mix', ['place'], 'cerca del Dom in Köln, un café bueno?', [
    [3, all(cgn, cat('cafe', 'coffee'), nearL('cgn', 'dom', 1))],
    [2, all(cgn, cat('cafe', 'coffee'))],
  ]),
];

const LONG: UnseenPrompt[] = [
  P(
    'long-01',
    'en',
    ['long', 'exonym', 'indirect'],
    "ok so my sister is visiting me in Milano next week, she's 34, works in finance in London and is honestly burnt out, last time we went out she dragged me to three clubs and we both regretted it. she loves art but hates crowds and queues, and she's vegetarian. I finish work at 6 most days. could you suggest somewhere calm we could go together in the evening, ideally with good food? nothing too loud please",
    [
      [0, cat('club')],
      [3, all(mil, cat('vegetarian'))],
      [2, all(mil, any(cat('spa', 'gallery', 'exhibition', 'classical'), all(eat, tag('date-nights'))))],
      [1, all(mil, any(eat, cat('museum')))],
    ],
  ),
  P(
    'long-02',
    'it',
    ['long', 'time'],
    "Ciao! Allora, sabato prossimo è il compleanno del mio ragazzo, compie trent'anni. Siamo di Bergamo ma stiamo a Milano per il weekend, dormiamo vicino alla Stazione Centrale. A lui piace tantissimo il jazz, a me un po' meno ma va bene, mi basta che si mangi qualcosa prima. L'anno scorso siamo andati in un posto carissimo e non ne valeva la pena. Cosa ci consigli per sabato sera?",
    [
      [3, all(mil, cat('jazz'), during(W.saturdayNight))],
      [2, all(mil, cat('jazz'))],
      [2, all(mil, music, during(W.saturdayNight))],
      [1, all(mil, eat, tag('date-nights'))],
    ],
  ),
  P(
    'long-03',
    'pt',
    ['long', 'numbers'],
    'Olá, boa tarde. Somos um grupo de cinco amigas de Braga, vamos passar o fim de semana a Coimbra para a despedida de solteira da Joana. Uma delas está grávida, por isso nada de discotecas nem provas de vinho, e outra é vegana. Temos mais ou menos vinte euros por pessoa para o jantar de sexta. Alguma sugestão de restaurante onde caibamos todas? Obrigada!',
    [
      [0, any(cat('club', 'tasting', 'wine'))],
      [3, all(coi, cat('vegetarian'), priceAtMost(20))],
      [2, all(coi, eat, priceAtMost(25))],
      [1, all(coi, eat)],
    ],
  ),
  P(
    'long-04',
    'de',
    ['long', 'indirect', 'place'],
    'Hallo zusammen, ich bin beruflich drei Tage in Köln, Hotel direkt am Hauptbahnhof, Meetings bis etwa fünf Uhr. Mein Kollege meinte, ich soll unbedingt ins Brauhaus, aber ehrlich gesagt trinke ich keinen Alkohol und mag es nicht, wenn es so laut ist. Mein Rücken ist nach der langen Zugfahrt aus München total verspannt. Gibt es in der Nähe etwas, wo ich abends entspannen kann?',
    [
      [0, drinks],
      [3, all(cgn, cat('spa', 'massage', 'sauna'), nearL('cgn', 'hbf', 2))],
      [2, all(cgn, cat('spa', 'massage', 'sauna', 'yoga'))],
      [1, all(cgn, quiet)],
    ],
  ),
  P(
    'long-05',
    'fr',
    ['long', 'exclusion'],
    "Salut ! On débarque à Marseille dimanche avec mes parents (la soixantaine, mon père a un genou en vrac donc pas de rando ni de trucs sportifs). Ils ont déjà fait Notre-Dame de la Garde il y a deux ans, inutile d'y retourner. Ma mère adore la peinture et l'histoire, mon père c'est plutôt la bouffe. Vous auriez des idées pour une journée tranquille, sans trop marcher ?",
    [
      [
        0,
        any(
          cat('hiking', 'sport', 'kayak', 'climbing', 'running', 'bike tour'),
          nearL('mrs', 'ndGarde', 0.5),
        ),
      ],
      [3, all(mrs, cat('museum', 'gallery', 'exhibition', 'food tour'))],
      [2, all(mrs, any(eat, cat('boat tour')))],
      [1, mrs],
    ],
  ),
  P(
    'long-06',
    'es',
    ['long', 'numbers', 'time'],
    'Qué onda, vengo de Monterrey a Guadalajara este fin de semana con mi novia, llegamos el viernes en la tarde. Ella quiere conocer el centro y yo quiero ver a las Chivas si hay partido. No traemos mucho dinero, como mil quinientos pesos para todo el finde entre los dos. Nos gustaría algo de música en vivo una noche. ¿Qué nos recomiendas?',
    [
      [3, all(gdl, any(cat('football'), music), weekend, priceAtMost(750))],
      [2, all(gdl, any(cat('football'), music, sights))],
      [1, gdl],
    ],
  ),
  P(
    'long-07',
    'en',
    ['long', 'exonym', 'exclusion'],
    "Hi there! Me and my husband are doing a big trip through Portugal and we've got one free day in Coimbra between Porto and Lisbon. We've already had our fill of churches and cathedrals, honestly we've seen about forty of them by now lol. We like being outdoors, maybe something on the river, and a nice lunch somewhere local. We're in our fifties and not very sporty. What would you do?",
    [
      [0, cat('church', 'cathedral', 'climbing', 'running')],
      [3, all(coi, cat('boat tour', 'park', 'viewpoint'))],
      [2, all(coi, any(cat('local food'), cat('kayak')))],
      [1, coi],
    ],
  ),
  P(
    'long-08',
    'de',
    ['long', 'time', 'exonym'],
    'Moin! Wir sind zu viert (zwei Erwachsene, zwei Kinder mit 6 und 9) am Samstag in Köln, eigentlich wegen einer Hochzeit am Abend, aber den Vormittag haben wir frei. Die Kinder waren schon im Zoo und sind Schokolade-süchtig, mein Mann will unbedingt irgendwas mit Technik oder Wissenschaft. Wir kommen mit dem Auto aus Düsseldorf. Was würdet ihr für Samstagvormittag vorschlagen?',
    [
      [0, any(adultsOnly, cat('zoo'))],
      [3, all(cgn, kids, during(W.saturday))],
      [2, all(cgn, kids)],
      [1, all(cgn, cat('museum'))],
    ],
  ),
  P(
    'long-09',
    'en',
    ['long', 'indirect', 'time'],
    "So I'm in Marseille for a conference that finishes wednesday afternoon and my flight home to Manchester isn't until thursday evening. The hotel is by the train station. Colleagues are all going to some bar crawl tonight and honestly I'd rather poke my eyes out. I'd love to get out on the water or see the coast before I go, even if it's just for a couple of hours tomorrow. Any ideas?",
    [
      [0, drinks],
      [3, all(mrs, cat('boat tour', 'kayak', 'beach', 'hiking'), during(W.tomorrow))],
      [2, all(mrs, cat('boat tour', 'kayak', 'beach', 'hiking'))],
      [1, all(mrs, outdoorsy)],
    ],
  ),
  P(
    'long-10',
    'es',
    ['long', 'indirect', 'exclusion'],
    'Hola, buenas. Mi mamá viene de visita a Guadalajara desde Mérida, tiene 70 años y camina despacio, así que nada de caminatas largas ni cosas de aventura. Le encantan las artesanías y la música tradicional, y siempre quiere comprar barro para su casa. No le gusta el ruido de los antros ni la lucha libre que le gusta a mi hermano. ¿Adónde la puedo llevar?',
    [
      [0, cat('club', 'wrestling', 'hiking', 'climbing', 'running', 'bike tour')],
      [3, all(gdl, any(cat('pottery', 'mariachi'), area('Centro de Tlaquepaque')))],
      [2, all(gdl, any(music, cat('market', 'museum')))],
      [1, gdl],
    ],
  ),
  P(
    'long-11',
    'fr',
    ['long', 'numbers', 'exonym'],
    "Coucou, petite question : je suis étudiante en Erasmus à Milan depuis janvier et je ne connais pas encore grand monde. J'ai un budget de fou… enfin non, plutôt dix euros par semaine pour sortir, max. J'aimerais rencontrer des gens, parler italien, peut-être jouer de la guitare quelque part. Le mercredi soir je suis libre. Tu aurais des idées ?",
    [
      [3, all(mil, cat('language exchange', 'open mic'), priceAtMost(10))],
      [2, all(mil, tag('friends-hangout'), priceAtMost(10))],
      [1, all(mil, priceAtMost(10))],
    ],
  ),
  P(
    'long-12',
    'it',
    ['long', 'place', 'exonym'],
    'Buongiorno, scrivo per mio padre che non usa il telefono: arriva a Marsiglia martedì in nave da Genova, sbarca alla Joliette verso mezzogiorno e riparte la sera tardi. Ha 72 anni, ama il pesce e i musei, ma non vuole prendere taxi né salire su colline. Cosa può fare a piedi vicino al porto in quelle ore? Grazie mille',
    [
      [0, cat('hiking', 'kayak', 'climbing')],
      [
        3,
        all(
          mrs,
          any(cat('museum', 'seafood'), text(/bouillabaisse/)),
          any(nearL('mrs', 'mucem', 1.2), nearL('mrs', 'ombriere', 0.8), area('La Joliette')),
        ),
      ],
      [2, all(mrs, cat('museum', 'seafood', 'exhibition'))],
      [1, all(mrs, nearL('mrs', 'mucem', 1))],
    ],
  ),
  P(
    'long-13',
    'en',
    ['long', 'numbers', 'exonym'],
    "right so there's 8 of us lads coming over to Koln for a stag do in a couple of weeks, the groom is a massive football fan and also a massive lightweight. we want a proper local beer hall for the afternoon, something daft and fun in the evening that isn't just another bar, and nothing over about forty quid a head because half of us are skint. cheers",
    [
      [3, all(cgn, any(cat('beer'), cat('karaoke', 'comedy', 'football')), priceAtMost(50))],
      [2, all(cgn, any(drinks, cat('karaoke', 'comedy', 'football', 'club')))],
      [1, cgn],
    ],
  ),
  P(
    'long-14',
    'pt',
    ['long', 'time', 'indirect'],
    'Bom dia! Estou em Coimbra a fazer Erasmus e amanhã de manhã tenho o dia livre porque o professor cancelou a aula. Tenho andado super stressada com os exames e precisava de desligar um bocado, respirar, mexer o corpo sem ser nada muito puxado. Não tenho carro e moro perto da Praça da República. Alguma ideia para amanhã cedo?',
    [
      [3, all(coi, cat('yoga', 'running', 'park'), during(W.tomorrowMorning))],
      [2, all(coi, any(relax, cat('park', 'swimming', 'running')))],
      [1, all(coi, outdoorsy)],
    ],
  ),
];

export const UNSEEN_PROMPTS: readonly UnseenPrompt[] = [
  ...MILAN,
  ...COIMBRA,
  ...COLOGNE,
  ...MARSEILLE,
  ...GUADALAJARA,
  ...MIXED,
  ...LONG,
];
