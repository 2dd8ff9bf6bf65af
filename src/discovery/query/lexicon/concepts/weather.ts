/** Weather concepts: the sky decides indoor or outdoor. They rank; they never filter. */
import { defineConcepts } from '../define.js';

export const WEATHER = defineConcepts('weather', [
  {
    id: 'weather.rain',
    facets: { setting: 'indoor', tags: ['indoor', 'rainy-day', 'covered'] },
    terms: 'indoor, indoors, covered, rainy day, undercover',
    forms: {
      en: 'rain, rainy, raining, rains, drizzle, drizzly, downpour, showers, wet, wet weather, storm, stormy, storms, thunderstorm, thunder, lightning, bad weather, crap weather, miserable weather, grey, gray, gloomy, rainy day, rainy days, typhoon, hurricane',
      fr: 'pluie, pluvieux, pluvieuse, il pleut, qui pleut, pleuvoir, averse, averses, bruine, crachin, temps de chien, mauvais temps, sale temps, orage, orages, orageux, orageuse, tempête, gris, grisaille, journée pluvieuse, jour de pluie, il flotte, ça flotte',
      es: 'lluvia, lluvioso, lluviosa, llueve, lloviendo, llover, chubasco, chubascos, aguacero, chaparrón, llovizna, mal tiempo, tiempo feo, tormenta, tormentas, tormentoso, tormentosa, temporal, nublado, gris, día de lluvia, día lluvioso',
      de: 'regen, regnerisch, regnet, es regnet, regnen, regentag, nieselregen, schauer, platzregen, wolkenbruch, schlechtes wetter, mieses wetter, sauwetter, schmuddelwetter, gewitter, sturm, stürmisch, unwetter, grau, trüb, trübes wetter',
      it: 'pioggia, piovoso, piovosa, piove, sta piovendo, piovere, acquazzone, pioggerella, diluvio, maltempo, brutto tempo, tempo da lupi, temporale, temporali, tempesta, burrasca, grigio, giornata di pioggia, giornata piovosa',
      pt: 'chuva, chuvoso, chuvosa, chovendo, está chovendo, tá chovendo, chove, chover, aguaceiro, garoa, chuvisco, tempo ruim, mau tempo, tempo feio, tempestade, temporal, trovoada, cinzento, cinza, dia de chuva, dia chuvoso',
    },
    emoji: '🌧️ ☔ ⛈️ 🌦️ ☂️ 🌂 🌩️',
  },
  {
    id: 'weather.sunny',
    facets: { setting: 'outdoor', tags: ['outdoor', 'terrace', 'sunny'] },
    terms: 'outdoor, outdoors, open-air, terrace, garden, sunshine, alfresco',
    forms: {
      en: 'sunny, sun, sunshine, sunny day, sunny afternoon, nice weather, good weather, great weather, beautiful day, lovely day, gorgeous day, blue sky, blue skies, clear skies, warm, mild, spring, summer, summery, bank holiday sun',
      fr: 'soleil, ensoleillé, ensoleillée, il fait beau, beau temps, grand soleil, belle journée, ciel bleu, doux, printemps, estival, journée ensoleillée, en été, cet été',
      es: 'buen tiempo, hace sol, buen día, día bonito, día soleado, cielo despejado, despejado, primavera, verano, veraniego, al sol, con sol, día de sol, tarde soleada',
      de: 'sonne, sonnig, sonnenschein, schönes wetter, gutes wetter, schöner tag, blauer himmel, wolkenlos, mild, frühling, sommer, sommerlich, sonniger tag',
      it: "soleggiato, soleggiata, c'è il sole, bel tempo, bella giornata, giornata di sole, cielo azzurro, cielo sereno, mite, primavera, estate, estivo, al sole",
      pt: 'sol, ensolarado, ensolarada, solarengo, faz sol, tá sol, tempo bom, bom tempo, dia bonito, dia lindo, dia de sol, céu azul, céu limpo, ameno, primavera, verão, veraneio',
    },
    emoji: '☀️ 🌞 🌤️ 😎 ⛅',
  },
  {
    id: 'weather.cold',
    facets: { setting: 'indoor', tags: ['indoor', 'cozy', 'heated', 'fireplace'] },
    terms: 'indoor, cozy, warm, heated, fireplace, hot drinks',
    forms: {
      en: 'cold, so cold, freezing, chilly, frosty, icy, bitter cold, winter, wintry, wintery, snow, snowy, snowing, sleet, brr, brrr, below zero',
      fr: 'froid, il fait froid, glacial, glaciale, gelé, ça caille, ça pèle, frisquet, hiver, hivernal, neige, il neige, enneigé, verglas, en dessous de zéro',
      es: 'frío, hace frío, congelado, fresquito, hiela, invierno, invernal, nieve, nieva, nevando, nevado, bajo cero',
      de: 'kalt, kälte, eiskalt, eisig, frostig, frost, saukalt, arschkalt, winter, winterlich, schnee, schneit, es schneit, verschneit, glatteis, minusgrade',
      it: 'freddo, fa freddo, gelido, gelida, si gela, ghiaccio, inverno, invernale, neve, nevica, nevicando, innevato, sotto zero',
      pt: 'frio, está frio, tá frio, congelante, friozinho, geada, inverno, invernal, neve, nevando, neva, abaixo de zero',
    },
    emoji: '❄️ 🥶 🌨️ ☃️ ⛄',
  },
  {
    id: 'weather.hot',
    facets: {
      categories: ['swimming', 'beach', 'water-park', 'dessert', 'ice-cream', 'aquarium', 'cinema', 'museum'],
      tags: ['air-conditioned', 'shade', 'water'],
    },
    terms: 'air-conditioned, air conditioning, shade, cool, pool, water, ice cream, swim, lido',
    forms: {
      en: 'hot, too hot, so hot, heat, heatwave, heat wave, scorching, boiling, sweltering, humid, muggy, cool off, cool down, beat the heat, air conditioning, air con, aircon',
      fr: 'chaud, il fait chaud, trop chaud, chaleur, canicule, vague de chaleur, étouffant, caniculaire, lourd, humide, se rafraîchir, rafraîchir, clim, climatisé, climatisation',
      es: 'calor, hace calor, mucho calor, caluroso, calurosa, ola de calor, bochorno, sofocante, húmedo, refrescarse, refrescarnos, aire acondicionado, climatizado',
      de: 'heiß, hitze, hitzewelle, zu heiß, brütend heiß, abkühlen, abkühlung, erfrischung, klimaanlage, klimatisiert',
      it: 'caldo, fa caldo, troppo caldo, afa, afoso, afosa, ondata di caldo, canicola, umido, rinfrescarsi, refrigerio, aria condizionata, climatizzato',
      pt: 'calor, está calor, tá calor, muito calor, calorão, onda de calor, abafado, abafada, úmido, refrescar, se refrescar, ar condicionado, ar-condicionado, climatizado',
    },
    emoji: '🥵 🌡️',
  },
  {
    id: 'weather.windy',
    facets: { setting: 'indoor', tags: ['indoor', 'sheltered'] },
    terms: 'indoor, sheltered, covered',
    forms: {
      en: 'windy, wind, gale, gales, blustery, gusty',
      fr: 'vent, venteux, venteuse, il y a du vent, grand vent, rafales, bourrasque, mistral',
      es: 'viento, ventoso, ventosa, hace viento, mucho viento, rachas, vendaval',
      de: 'wind, windig, stürmischer wind, böen, böig, orkan',
      it: 'vento, ventoso, ventosa, tira vento, raffiche, bora',
      pt: 'vento, ventoso, ventosa, ventando, muito vento, rajadas, ventania',
    },
    emoji: '💨 🌬️',
  },
]);
