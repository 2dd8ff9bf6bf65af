/**
 * Issue 35 tuning prompts (TUNING ONLY, not held out): the classes the parser did not name —
 * long messages with incidental details (salience), set phrases, numbers in words and money slang,
 * indirect needs, dislikes, price anchors, exclusion lists, and prompts that only a relaxed reading
 * can answer. Written from the classes before any tuning, graded by the chat set's rule
 * language over the chat catalogue. `npx tsx test/eval/chat/understanding-run.ts` prints them.
 */
import type { ChatPrompt, Lang } from './prompts.js';
import {
  all,
  any,
  cat,
  city,
  diet,
  during,
  free,
  isEvent,
  not,
  type Pred,
  priceAtMost,
  type Rule,
  tag,
  W,
} from './rules.js';

export type UnderstandingClass =
  | 'long'
  | 'phrase'
  | 'number'
  | 'need'
  | 'dislike'
  | 'anchor'
  | 'exclusion'
  | 'relax';

const NY = city('new-york');
const LD = city('london');
const PA = city('paris');
const BE = city('berlin');
const MD = city('madrid');
const LS = city('lisbon');
const only = (c: Pred): Rule => [0, not(c)];
const no = (p: Pred): Rule => [0, p];

const CLUB = cat('club');
const BAR = cat('bar');
const RESTAURANT = cat('restaurant');
const KIDS = tag('fun-with-kids');
const INDOOR = tag('indoor');
const SOCIAL = tag('meet-new-people');
const DATE = tag('date-nights');
const WHEELCHAIR = tag('accessible-wheelchair-outings');
const WELLNESS = cat('spa', 'wellness', 'sauna', 'hammam', 'yoga', 'sound bath', 'meditation');
const SHOW = cat('comedy', 'theatre', 'musical', 'show', 'cabaret', 'opera', 'ballet');
const STAGE = cat('theatre', 'musical', 'opera', 'ballet', 'classical');
const LIVE_MUSIC = cat('jazz', 'concert', 'live music', 'flamenco', 'fado', 'classical');
const FUN = any(
  cat('comedy', 'karaoke', 'games', 'bowling', 'escape room', 'drag', 'arcade', 'cabaret'),
  LIVE_MUSIC,
);
const CHEER = cat('comedy', 'karaoke', 'cabaret', 'drag', 'games', 'bowling', 'arcade');
const CELEBRATE = cat('fine dining', 'rooftop', 'cocktails', 'wine');
const TONIGHT = during(W.tonight);
const WEEKEND = during(W.weekend);
const NOT_BAR_RESTO_CINEMA = no(any(BAR, RESTAURANT, cat('cinema')));

interface Def {
  id: string;
  lang: Lang;
  cls: UnderstandingClass[];
  text: string;
  rules: readonly Rule[];
}

const D: Def[] = [
  // ---- long messages: the request is the question; background never filters ----
  {
    id: 'u-en-long-cousin',
    lang: 'en',
    cls: ['long', 'dislike'],
    text: "my cousin's over from Lyon next week, she's vegetarian and a massive film buff, I work late Mon to Wed so it has to be later on, we went to a jazz thing last time which she hated and she went on about it for days... any ideas for tonight in London?",
    rules: [
      only(LD),
      no(cat('jazz')),
      [3, all(cat('cinema'), TONIGHT)],
      [2, cat('cinema')],
      [2, all(diet('vegetarian', 'vegan'), TONIGHT)],
      [1, TONIGHT],
    ],
  },
  {
    id: 'u-en-long-moved',
    lang: 'en',
    cls: ['long', 'number'],
    text: "So we've just moved to Berlin from Manchester, my partner is a nurse and works nights most of the week, money is a bit tight after the move and we don't know anyone yet. We used to do pub quizzes back home. Where could we meet some people this weekend without spending much?",
    rules: [
      only(BE),
      [3, all(SOCIAL, WEEKEND, priceAtMost(20))],
      [2, SOCIAL],
      [2, cat('quiz', 'language exchange', 'meetup')],
      [1, all(WEEKEND, priceAtMost(15))],
    ],
  },
  {
    id: 'u-fr-long-mere',
    lang: 'fr',
    cls: ['long'],
    text: "Ma mère vient me voir à Paris samedi, elle a 70 ans et marche avec une canne depuis son opération de la hanche l'an dernier, mon frère voulait l'emmener au stade mais bon. Elle adore la musique classique. Vous auriez une idée pour samedi après-midi ?",
    rules: [
      only(PA),
      no(cat('football', 'hiking', 'climbing', 'running')),
      [3, all(cat('classical', 'opera', 'ballet'), during(W.saturday))],
      [2, cat('classical', 'opera', 'ballet')],
      [2, all(WHEELCHAIR, during(W.saturday))],
      [1, WHEELCHAIR],
    ],
  },
  {
    id: 'u-es-long-trabajo',
    lang: 'es',
    cls: ['long'],
    text: 'Vengo a Madrid por trabajo el martes y el miércoles, tengo reuniones todo el día en la Castellana, el hotel está lleno de turistas y la última vez comí fatal cerca de Sol. Esta noche estoy libre y me apetece cenar algo rico y tranquilo, ¿qué me recomiendas?',
    rules: [only(MD), [3, all(RESTAURANT, TONIGHT)], [2, RESTAURANT], [1, all(BAR, TONIGHT)]],
  },
  {
    id: 'u-de-long-schwester',
    lang: 'de',
    cls: ['long'],
    text: 'Meine Schwester und ihre zwei Kinder (6 und 9) kommen am Wochenende nach Berlin, letztes Mal waren wir im Zoo und es hat nur geregnet, der Kleine hatte danach Fieber. Sie mögen Basteln und alles mit Tieren. Was könnten wir am Samstag drinnen machen?',
    rules: [only(BE), [3, all(KIDS, INDOOR, during(W.saturday))], [2, all(KIDS, INDOOR)], [1, KIDS]],
  },
  {
    id: 'u-it-long-convegno',
    lang: 'it',
    cls: ['long', 'dislike'],
    text: 'Sono a Londra per un convegno fino a venerdì, stasera finisco alle sette, ieri sera siamo stati in un pub rumorosissimo e non ne posso più. Vorrei qualcosa di tranquillo e culturale stasera, magari teatro. Idee?',
    rules: [
      only(LD),
      no(cat('pub', 'club')),
      [3, all(STAGE, TONIGHT)],
      [2, STAGE],
      [1, all(cat('museum', 'gallery'), TONIGHT)],
    ],
  },
  {
    id: 'u-pt-long-namorada',
    lang: 'pt',
    cls: ['long', 'dislike'],
    text: 'A minha namorada faz anos no sábado, ela é vegana e detesta multidões, no ano passado fomos a um festival e foi um pesadelo. Estamos em Lisboa. Queria algo especial para jantar os dois, onde vamos?',
    rules: [
      only(LS),
      no(cat('festival', 'club')),
      [3, all(RESTAURANT, diet('vegan'))],
      [2, all(RESTAURANT, DATE)],
      [1, RESTAURANT],
    ],
  },
  {
    id: 'u-en-long-marathon',
    lang: 'en',
    cls: ['long', 'dislike'],
    text: "ok so context: I'm in New York for the marathon next month, running isn't the question lol, my legs are going to be destroyed. My friend from Chicago flies in tonight and we want something chill where we can actually talk, not a loud club. Thoughts for tonight?",
    rules: [
      only(NY),
      no(CLUB),
      [3, all(any(BAR, cat('cafe', 'wine', 'spa', 'tea room')), TONIGHT)],
      [2, any(BAR, cat('wine', 'spa'))],
      [1, TONIGHT],
    ],
  },
  // ---- set phrases before time, price and place ----
  {
    id: 'u-en-phrase-afternoon-tea',
    lang: 'en',
    cls: ['phrase'],
    text: 'afternoon tea in london',
    rules: [
      only(LD),
      [3, all(cat('afternoon tea'), cat('tea room'))],
      [2, cat('afternoon tea')],
      [1, cat('cafe')],
    ],
  },
  {
    id: 'u-en-phrase-happy-hour',
    lang: 'en',
    cls: ['phrase'],
    text: 'happy hour drinks in new york after work',
    rules: [only(NY), [3, BAR], [1, cat('wine', 'cocktails')]],
  },
  {
    id: 'u-en-phrase-bottomless',
    lang: 'en',
    cls: ['phrase'],
    text: 'bottomless brunch saturday london',
    rules: [only(LD), [3, cat('brunch')], [1, cat('cafe', 'bakery')]],
  },
  {
    id: 'u-en-phrase-open-mic',
    lang: 'en',
    cls: ['phrase'],
    text: 'open mic night in paris',
    rules: [only(PA), [3, cat('spoken word', 'comedy')], [1, LIVE_MUSIC]],
  },
  {
    id: 'u-fr-phrase-the-dansant',
    lang: 'fr',
    cls: ['phrase'],
    text: 'un thé dansant dimanche après-midi à Paris',
    rules: [only(PA), [3, all(cat('dance'), cat('social'))], [1, cat('dance', 'afternoon tea')]],
  },
  {
    id: 'u-es-phrase-tardeo',
    lang: 'es',
    cls: ['phrase'],
    text: 'tardeo el sábado en Madrid',
    rules: [only(MD), [3, BAR], [2, cat('tapas')]],
  },
  {
    id: 'u-de-phrase-kaffee-kuchen',
    lang: 'de',
    cls: ['phrase'],
    text: 'Kaffee und Kuchen am Sonntagnachmittag in Berlin',
    rules: [only(BE), [3, all(cat('cafe', 'bakery'), during(W.sunday))], [2, cat('cafe', 'bakery')]],
  },
  {
    id: 'u-it-phrase-aperitivo',
    lang: 'it',
    cls: ['phrase'],
    text: 'un aperitivo al tramonto a Lisbona',
    rules: [only(LS), [3, cat('rooftop')], [2, BAR], [1, cat('viewpoint')]],
  },
  {
    id: 'u-pt-phrase-happy-hour',
    lang: 'pt',
    cls: ['phrase'],
    text: 'um happy hour em Lisboa depois do trabalho',
    rules: [only(LS), [3, BAR], [1, cat('wine')]],
  },
  // ---- numbers in words, money slang, party size ----
  {
    id: 'u-en-num-party-quid',
    lang: 'en',
    cls: ['number'],
    text: 'something fun for a party of five tonight in london, about twenty quid each',
    rules: [
      only(LD),
      [3, all(priceAtMost(20), TONIGHT, FUN)],
      [2, all(priceAtMost(20), TONIGHT)],
      [1, TONIGHT],
    ],
  },
  {
    id: 'u-en-num-between-three',
    lang: 'en',
    cls: ['number'],
    text: 'sixty dollars between three of us, what can we do in NYC this weekend?',
    rules: [
      only(NY),
      [3, all(WEEKEND, priceAtMost(20), isEvent)],
      [2, all(priceAtMost(20), isEvent)],
      [1, WEEKEND],
    ],
  },
  {
    id: 'u-en-num-tenner',
    lang: 'en',
    cls: ['number'],
    text: 'got a tenner, anything to do in London this afternoon?',
    rules: [only(LD), [3, all(priceAtMost(10), during(W.thisAfternoon))], [2, priceAtMost(10)]],
  },
  {
    id: 'u-fr-num-balles',
    lang: 'fr',
    cls: ['number'],
    text: 'on est quatre, budget trente balles par personne, un truc sympa ce soir à Paris',
    rules: [
      only(PA),
      [3, all(TONIGHT, priceAtMost(30), FUN)],
      [2, all(TONIGHT, priceAtMost(30))],
      [1, TONIGHT],
    ],
  },
  {
    id: 'u-es-num-pavos',
    lang: 'es',
    cls: ['number'],
    text: 'tengo veinte pavos, ¿qué hago esta noche en Madrid?',
    rules: [only(MD), [3, all(priceAtMost(20), TONIGHT)], [2, priceAtMost(20)], [1, TONIGHT]],
  },
  {
    id: 'u-de-num-fuenfzig',
    lang: 'de',
    cls: ['number'],
    text: 'wir sind zu sechst und haben höchstens fünfzig Euro pro Person, was geht am Samstagabend in Berlin?',
    rules: [
      only(BE),
      [3, all(during(W.saturdayNight), priceAtMost(50))],
      [2, priceAtMost(50)],
      [1, during(W.saturdayNight)],
    ],
  },
  {
    id: 'u-de-num-kroeten',
    lang: 'de',
    cls: ['number'],
    text: 'hab nur zehn Kröten, was kann man heute Abend in Berlin machen?',
    rules: [only(BE), [3, all(TONIGHT, priceAtMost(10))], [2, priceAtMost(10)], [1, TONIGHT]],
  },
  {
    id: 'u-it-num-quindici',
    lang: 'it',
    cls: ['number'],
    text: 'spendere meno di quindici euro a Parigi domani',
    rules: [only(PA), [3, all(during(W.tomorrow), priceAtMost(15))], [2, priceAtMost(15)]],
  },
  {
    id: 'u-pt-num-vinte',
    lang: 'pt',
    cls: ['number'],
    text: 'somos cinco, até vinte euros cada um, em Lisboa no fim de semana',
    rules: [only(LS), [3, all(WEEKEND, priceAtMost(20))], [2, priceAtMost(20)], [1, WEEKEND]],
  },
  // ---- indirect needs ----
  {
    id: 'u-en-need-stiff-back',
    lang: 'en',
    cls: ['need'],
    text: 'stiff back after the flight, where can I loosen up in london?',
    rules: [only(LD), [3, WELLNESS], [1, cat('swimming')]],
  },
  {
    id: 'u-en-need-cheer-sister',
    lang: 'en',
    cls: ['need'],
    text: 'want to cheer my sister up after a rough week, we are in Madrid tonight',
    rules: [only(MD), [3, all(TONIGHT, CHEER)], [2, all(TONIGHT, FUN)], [1, FUN]],
  },
  {
    id: 'u-en-need-promotion',
    lang: 'en',
    cls: ['need'],
    text: 'just got promoted!! celebrating tonight in New York, where should we go?',
    rules: [only(NY), [3, CELEBRATE], [2, BAR], [1, SHOW]],
  },
  {
    id: 'u-fr-need-dos',
    lang: 'fr',
    cls: ['need'],
    text: "j'ai le dos en compote après le vol, où me détendre à Berlin ?",
    rules: [only(BE), [3, WELLNESS], [1, cat('swimming')]],
  },
  {
    id: 'u-es-need-animarla',
    lang: 'es',
    cls: ['need'],
    text: 'mi amiga acaba de romper con su novio, quiero animarla esta noche en Londres',
    rules: [only(LD), [3, all(TONIGHT, CHEER)], [2, all(TONIGHT, FUN)], [1, FUN]],
  },
  {
    id: 'u-de-need-befoerderung',
    lang: 'de',
    cls: ['need'],
    text: 'ich bin befördert worden und will heute Abend in London anstoßen',
    rules: [only(LD), [3, CELEBRATE], [2, BAR]],
  },
  {
    id: 'u-it-need-gambe',
    lang: 'it',
    cls: ['need'],
    text: 'ho le gambe a pezzi dopo la maratona, qualcosa per rilassarmi a Madrid',
    rules: [only(MD), [3, WELLNESS], [1, cat('swimming')]],
  },
  {
    id: 'u-pt-need-miudos',
    lang: 'pt',
    cls: ['need'],
    text: 'os miúdos estão cheios de energia e está a chover, o que fazer em Lisboa?',
    rules: [only(LS), [3, all(KIDS, INDOOR)], [2, KIDS]],
  },
  // ---- dislikes: penalties, not matches ----
  {
    id: 'u-en-dislike-touristy',
    lang: 'en',
    cls: ['dislike'],
    text: 'dinner in paris but nothing touristy',
    rules: [only(PA), [3, all(RESTAURANT, not(tag('visit-the-city')))], [1, RESTAURANT]],
  },
  {
    id: 'u-en-dislike-crowds',
    lang: 'en',
    cls: ['dislike'],
    text: 'I hate crowds, something calm to do in London on Saturday',
    rules: [
      only(LD),
      no(cat('club', 'festival', 'market', 'football')),
      [3, all(during(W.saturday), any(WELLNESS, cat('library', 'garden', 'gallery', 'museum')))],
      [1, during(W.saturday)],
    ],
  },
  {
    id: 'u-fr-dislike-jazz',
    lang: 'fr',
    cls: ['dislike'],
    text: 'je déteste le jazz, un concert ce soir à Paris ?',
    rules: [only(PA), no(cat('jazz')), [3, all(TONIGHT, LIVE_MUSIC)], [1, LIVE_MUSIC]],
  },
  {
    id: 'u-es-dislike-discotecas',
    lang: 'es',
    cls: ['dislike'],
    text: 'odio las discotecas, ¿un plan para el sábado por la noche en Madrid?',
    rules: [only(MD), no(CLUB), [3, during(W.saturdayNight)], [1, always()]],
  },
  {
    id: 'u-de-dislike-touristen',
    lang: 'de',
    cls: ['dislike'],
    text: 'Abendessen in Berlin, aber bitte nichts Touristisches',
    rules: [only(BE), [3, all(RESTAURANT, not(tag('visit-the-city')))], [1, RESTAURANT]],
  },
  // ---- anchors: a price bound from X's typical price, not a search for X ----
  {
    id: 'u-en-anchor-cooking',
    lang: 'en',
    cls: ['anchor'],
    text: 'something cheaper than a cooking class in london',
    rules: [
      only(LD),
      no(cat('cooking class')),
      [3, all(priceAtMost(70), cat('workshop', 'class'))],
      [2, priceAtMost(70)],
    ],
  },
  {
    id: 'u-fr-anchor-ballet',
    lang: 'fr',
    cls: ['anchor'],
    text: "moins cher qu'un ballet, ce soir à Paris",
    rules: [
      only(PA),
      no(cat('ballet')),
      [3, all(TONIGHT, priceAtMost(95), SHOW)],
      [2, all(TONIGHT, priceAtMost(95))],
    ],
  },
  {
    id: 'u-es-anchor-musical',
    lang: 'es',
    cls: ['anchor'],
    text: 'algo más barato que un musical en Madrid este finde',
    rules: [only(MD), no(cat('musical')), [3, all(WEEKEND, priceAtMost(80))], [1, priceAtMost(80)]],
  },
  {
    id: 'u-de-anchor-oper',
    lang: 'de',
    cls: ['anchor'],
    text: 'etwas billiger als die Oper, heute Abend in Berlin',
    rules: [only(BE), no(cat('opera')), [3, all(TONIGHT, priceAtMost(100))], [1, priceAtMost(100)]],
  },
  // ---- exclusion lists ----
  {
    id: 'u-en-excl-list',
    lang: 'en',
    cls: ['exclusion'],
    text: "no bars, no restaurants, no cinemas - what's on in London tonight?",
    rules: [only(LD), NOT_BAR_RESTO_CINEMA, [3, TONIGHT]],
  },
  {
    id: 'u-fr-excl-list',
    lang: 'fr',
    cls: ['exclusion'],
    text: 'pas de bar, pas de resto, pas de ciné, on fait quoi à Paris ce soir ?',
    rules: [only(PA), NOT_BAR_RESTO_CINEMA, [3, TONIGHT]],
  },
  {
    id: 'u-es-excl-list',
    lang: 'es',
    cls: ['exclusion'],
    text: 'nada de bares, restaurantes ni cines, ¿qué hacemos en Madrid esta noche?',
    rules: [only(MD), NOT_BAR_RESTO_CINEMA, [3, TONIGHT]],
  },
  {
    id: 'u-de-excl-list',
    lang: 'de',
    cls: ['exclusion'],
    text: 'keine Bars, keine Restaurants, kein Kino – was kann man heute Abend in Berlin machen?',
    rules: [only(BE), NOT_BAR_RESTO_CINEMA, [3, TONIGHT]],
  },
  {
    id: 'u-it-excl-list',
    lang: 'it',
    cls: ['exclusion'],
    text: 'niente bar, niente ristoranti, niente cinema: cosa fare stasera a Londra?',
    rules: [only(LD), NOT_BAR_RESTO_CINEMA, [3, TONIGHT]],
  },
  {
    id: 'u-pt-excl-list',
    lang: 'pt',
    cls: ['exclusion'],
    text: 'nada de bares, restaurantes ou cinemas, o que fazer hoje à noite em Lisboa?',
    rules: [only(LS), NOT_BAR_RESTO_CINEMA, [3, TONIGHT]],
  },
  // ---- relaxed readings: never an empty answer when one has good ones ----
  {
    id: 'u-en-relax-free-opera',
    lang: 'en',
    cls: ['relax'],
    text: 'free opera tonight in paris',
    rules: [only(PA), [3, all(cat('opera'), TONIGHT)], [2, cat('opera')], [2, all(free, cat('classical'))]],
  },
  {
    id: 'u-en-relax-cheap-ballet',
    lang: 'en',
    cls: ['relax'],
    text: 'ballet under $20 in new york this weekend',
    rules: [only(NY), [3, cat('ballet')], [1, all(priceAtMost(20), SHOW)]],
  },
  {
    id: 'u-fr-relax-spa-gratuit',
    lang: 'fr',
    cls: ['relax'],
    text: 'un spa gratuit à Berlin demain',
    rules: [only(BE), [3, cat('spa', 'sauna', 'hammam')], [1, WELLNESS]],
  },
  {
    id: 'u-es-relax-flamenco',
    lang: 'es',
    cls: ['relax'],
    text: 'flamenco gratis esta noche en Madrid',
    rules: [only(MD), [3, cat('flamenco')], [1, LIVE_MUSIC]],
  },
];

function always(): Pred {
  return () => true;
}

export const UNDERSTANDING_PROMPTS: ChatPrompt[] = D.map((d) => ({
  id: d.id,
  text: d.text,
  language: d.lang,
  // The chat runner groups by class name; these classes are this file's own.
  classes: d.cls as unknown as ChatPrompt['classes'],
  heldOut: false,
  expectEmpty: false,
  rules: d.rules,
}));
