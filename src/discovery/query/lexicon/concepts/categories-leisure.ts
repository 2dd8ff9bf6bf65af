/** Category concepts: tours, workshops, games, wellness, shopping, festivals, kids' play. */
import { defineConcepts } from '../define.js';

export const LEISURE_CATEGORIES = defineConcepts('category', [
  {
    id: 'category.tour',
    facets: {
      categories: [
        'tour',
        'tours',
        'walking-tour',
        'guided-tour',
        'city-tour',
        'sightseeing',
        'bus-tour',
        'food-tour',
      ],
      plans: ['visit-the-city'],
    },
    terms: 'tour, guided, guide, walking tour, city tour, bus tour, itinerary, route',
    emoji: '🗺️ 🚌',
    generic: true,
  },
  {
    id: 'category.day-trip',
    facets: {
      categories: ['day-trip', 'excursion', 'tour', 'nature', 'countryside'],
      tags: ['day-trip'],
      plans: ['nature-time', 'visit-the-city'],
    },
    terms: 'day trip, excursion, getaway, outing, countryside, coach, train ride',
    emoji: '🚗 🧭',
  },
  {
    id: 'category.workshop',
    facets: { categories: ['workshop', 'workshops', 'class', 'classes', 'course', 'lesson', 'masterclass'] },
    terms: 'workshop, class, course, lesson, masterclass, hands-on, learn, teacher, beginners',
    generic: true,
  },
  {
    id: 'category.cooking-class',
    facets: { categories: ['cooking-class', 'cooking', 'baking', 'workshop', 'class', 'culinary'] },
    terms: 'cooking class, cooking, cook, baking, chef, recipes, pasta making, culinary',
    emoji: '🧑‍🍳 👩‍🍳 👨‍🍳',
  },
  {
    id: 'category.crafts',
    facets: {
      categories: ['crafts', 'craft', 'pottery', 'ceramics', 'art-class', 'diy', 'workshop', 'painting'],
    },
    terms:
      'crafts, pottery, ceramics, painting, drawing, knitting, sewing, candle, jewellery, woodworking, diy, sip and paint',
    emoji: '🏺 🧶 🧵 🖍️',
  },
  {
    id: 'category.games',
    facets: {
      categories: [
        'games',
        'board-games',
        'arcade',
        'gaming',
        'pinball',
        'darts',
        'billiards',
        'mini-golf',
        'ping-pong',
        'vr',
      ],
    },
    terms:
      'games, board games, arcade, pinball, darts, billiards, pool table, ping pong, table tennis, mini golf, vr, video games, retro',
    emoji: '🎲 🎮 🕹️ 🎯 🎱 ♟️ 🃏 🏓',
  },
  {
    id: 'category.escape-room',
    facets: {
      categories: ['escape-room', 'escape-rooms', 'escape-game', 'puzzle', 'games'],
      setting: 'indoor',
    },
    terms: 'escape room, escape game, puzzle, clues, locked room, mystery',
    emoji: '🔐 🧩 🗝️',
  },
  {
    id: 'category.bowling',
    facets: { categories: ['bowling', 'bowling-alley', 'games'], setting: 'indoor' },
    terms: 'bowling, bowling alley, lanes, ten-pin, strike',
    emoji: '🎳',
  },
  {
    id: 'category.action-games',
    facets: {
      categories: [
        'karting',
        'go-karts',
        'laser-tag',
        'paintball',
        'axe-throwing',
        'trampoline-park',
        'activity',
      ],
    },
    terms: 'go-kart, karting, laser tag, paintball, axe throwing, trampoline, adrenaline, zipline',
    emoji: '🏎️',
  },
  {
    id: 'category.trivia',
    facets: { categories: ['trivia', 'quiz', 'pub-quiz', 'quiz-night', 'games'] },
    terms: 'trivia, quiz, pub quiz, quiz night, bingo, teams, questions',
  },
  {
    id: 'category.spa',
    facets: {
      categories: [
        'spa',
        'sauna',
        'hammam',
        'wellness',
        'massage',
        'thermal-baths',
        'bathhouse',
        'hot-springs',
      ],
      setting: 'indoor',
    },
    terms:
      'spa, sauna, hammam, steam room, massage, thermal baths, hot springs, bathhouse, jacuzzi, pool, pampering, treatment',
    emoji: '🧖 💆 ♨️',
  },
  {
    id: 'category.wellness',
    facets: {
      categories: ['wellness', 'meditation', 'mindfulness', 'sound-bath', 'breathwork', 'retreat', 'yoga'],
    },
    terms: 'wellness, meditation, mindfulness, sound bath, breathwork, retreat, healing, calm, self-care',
    emoji: '🪷 🕯️',
  },
  {
    id: 'category.shopping',
    facets: {
      categories: [
        'shopping',
        'shops',
        'boutique',
        'boutiques',
        'mall',
        'vintage',
        'thrift',
        'design',
        'market',
      ],
    },
    terms:
      'shopping, shops, boutique, boutiques, mall, vintage, thrift, concept store, design, souvenirs, records',
    emoji: '🛍️ 🛒',
  },
  {
    id: 'category.festival',
    facets: {
      categories: [
        'festival',
        'festivals',
        'fair',
        'carnival',
        'parade',
        'street-party',
        'fete',
        'celebration',
      ],
    },
    terms: 'festival, fest, fair, carnival, parade, street party, fireworks, celebration, fiesta, lineup',
    emoji: '🎉 🎊 🎆 🎇 🎏',
  },
  {
    id: 'category.christmas',
    facets: {
      categories: ['christmas', 'holiday', 'christmas-market', 'festive', 'winter'],
      tags: ['christmas', 'festive'],
    },
    terms:
      'christmas, xmas, festive, holiday, santa, lights, carols, mulled wine, nativity, advent, winter wonderland',
    emoji: '🎄 🎅 🤶 ☃️ 🎁',
  },
  {
    id: 'category.spooky',
    facets: { categories: ['halloween', 'haunted', 'ghost-tour', 'horror'], tags: ['halloween', 'spooky'] },
    terms:
      'halloween, haunted, ghost, ghosts, horror, spooky, scary, creepy, zombie, catacombs, dark history',
    emoji: '🎃 👻 💀 🦇 🕸️ 🧛',
  },
  {
    id: 'category.kids-play',
    facets: {
      categories: [
        'playground',
        'play-area',
        'soft-play',
        'kids',
        'family',
        'puppets',
        'puppet-show',
        'trampoline-park',
        'play',
      ],
      plans: ['fun-with-kids'],
    },
    terms:
      'playground, soft play, play area, puppets, puppet show, storytime, kids show, fairy tale, bouncy castle, face painting, family fun',
    emoji: '🛝 🪀 🧸 🎈',
  },
  {
    id: 'category.volunteering',
    facets: {
      categories: ['volunteering', 'volunteer', 'charity', 'community', 'social-impact'],
      plans: ['meet-new-people'],
    },
    terms: 'volunteer, volunteering, charity, community, give back, cleanup, fundraiser',
  },
]);
