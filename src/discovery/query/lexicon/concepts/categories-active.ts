/** Category concepts: sport, fitness, outdoors, nature and animals. */
import { defineConcepts } from '../define.js';

export const ACTIVE_CATEGORIES = defineConcepts('category', [
  {
    id: 'category.sport',
    facets: {
      categories: ['sport', 'sports', 'fitness', 'tennis', 'padel', 'golf'],
      plans: ['staying-active'],
    },
    terms: 'sport, sports, athletic, tennis, padel, golf, match, team, court, play',
    emoji: '🎾 ⛳ 🏐 🏸',
  },
  {
    id: 'category.spectator-sports',
    facets: {
      categories: [
        'sport',
        'sports',
        'football',
        'soccer',
        'basketball',
        'baseball',
        'hockey',
        'rugby',
        'wrestling',
        'stadium',
      ],
    },
    terms:
      'match, game, stadium, football, soccer, basketball, baseball, hockey, rugby, cricket, wrestling, lucha libre, boxing, fans',
    emoji: '⚽ 🏀 🏈 ⚾ 🏒 🏉 🥊 🏟️',
  },
  {
    id: 'category.fitness',
    facets: {
      categories: ['fitness', 'gym', 'workout', 'pilates', 'bootcamp', 'crossfit', 'boxing'],
      plans: ['staying-active'],
    },
    terms:
      'fitness, gym, workout, training, class, pilates, bootcamp, hiit, crossfit, spin, cardio, strength',
    emoji: '🏋️ 💪 🤸',
  },
  {
    id: 'category.yoga',
    facets: { categories: ['yoga', 'pilates', 'meditation', 'wellness'], plans: ['staying-active'] },
    terms: 'yoga, vinyasa, hatha, yin, flow, mat, namaste, stretching',
    emoji: '🧘',
  },
  {
    id: 'category.climbing',
    facets: {
      categories: ['climbing', 'bouldering', 'climbing-gym', 'climbing-wall'],
      plans: ['staying-active'],
    },
    terms: 'climbing, bouldering, climbing wall, boulder, belay, routes, crag',
    emoji: '🧗',
  },
  {
    id: 'category.running',
    facets: {
      categories: ['running', 'run', 'jogging', 'run-club', 'race', 'marathon'],
      plans: ['staying-active'],
    },
    terms: 'running, run, jog, jogging, run club, 5k, 10k, parkrun, race, marathon, trail run',
    emoji: '🏃 👟',
  },
  {
    id: 'category.cycling',
    facets: {
      categories: ['cycling', 'bike', 'biking', 'bike-tour', 'mountain-biking'],
      plans: ['staying-active'],
    },
    terms: 'cycling, bike, bicycle, biking, bike ride, bike tour, mountain bike, cyclists',
    emoji: '🚴 🚲 🚵',
  },
  {
    id: 'category.swimming',
    facets: { categories: ['swimming', 'pool', 'swimming-pool', 'lido', 'water-park', 'aquatic-center'] },
    terms: 'swimming, swim, pool, lido, open water, water park, aquatic, diving',
    emoji: '🏊 🤿',
  },
  {
    id: 'category.skating',
    facets: {
      categories: ['skating', 'ice-skating', 'ice-rink', 'roller-skating', 'skatepark'],
    },
    terms: 'skating, ice skating, ice rink, roller, roller disco, skatepark',
    emoji: '⛸️ 🛼 🛹',
  },
  {
    id: 'category.skiing',
    facets: { categories: ['skiing', 'ski', 'snowboarding', 'winter-sports', 'sledding'] },
    terms: 'skiing, ski, slope, snowboard, snowboarding, sledding, toboggan',
    emoji: '⛷️ 🏂 🎿',
  },
  {
    id: 'category.water-sports',
    facets: {
      categories: [
        'water-sports',
        'kayaking',
        'kayak',
        'paddleboarding',
        'sup',
        'surfing',
        'surf',
        'sailing',
        'rowing',
      ],
    },
    terms: 'kayak, kayaking, canoe, paddleboard, sup, surfing, surf, sailing, rowing, windsurf, kitesurf',
    emoji: '🏄 🛶 ⛵ 🚣',
  },
  {
    id: 'category.nature',
    facets: {
      categories: ['nature', 'outdoors', 'nature-reserve', 'wildlife', 'forest', 'countryside'],
      plans: ['nature-time'],
      setting: 'outdoor',
    },
    terms: 'nature, wildlife, forest, woods, trees, green, countryside, birds, wetlands, reserve, fresh air',
    emoji: '🌲 🌳 🍃 🌿 🦋 🏕️ ⛺ 🎣',
  },
  {
    id: 'category.park',
    facets: {
      categories: ['park', 'parks', 'garden', 'green-space', 'picnic'],
      setting: 'outdoor',
      plans: ['nature-time'],
    },
    terms: 'park, parks, picnic, lawn, meadow, pond, playground, green',
    emoji: '🏞️ 🧺 ⛲',
  },
  {
    id: 'category.hiking',
    facets: {
      categories: ['hiking', 'hike', 'trail', 'trekking', 'walking', 'nature'],
      plans: ['nature-time', 'staying-active'],
      setting: 'outdoor',
    },
    terms: 'hike, hiking, trail, trails, trek, trekking, summit, ridge, mountain, path, ramble',
    emoji: '🥾 ⛰️ 🏔️ 🥾',
  },
  {
    id: 'category.walk',
    facets: { categories: ['walk', 'walking', 'walking-tour', 'stroll', 'promenade'], setting: 'outdoor' },
    terms: 'walk, stroll, wander, walking, promenade, route, neighborhood',
    emoji: '🚶',
  },
  {
    id: 'category.beach',
    facets: {
      categories: ['beach', 'seaside', 'coast', 'waterfront', 'lake', 'beach-bar'],
      setting: 'outdoor',
    },
    terms:
      'beach, seaside, sea, coast, shore, sand, waves, waterfront, beach bar, promenade, lake, river, harbour, pier',
    emoji: '🏖️ 🌊 🐚 ⛱️',
  },
  {
    id: 'category.garden',
    facets: {
      categories: ['garden', 'gardens', 'botanical-garden', 'greenhouse', 'park'],
      setting: 'outdoor',
      plans: ['nature-time'],
    },
    terms: 'garden, gardens, botanical, greenhouse, flowers, plants, roses, blossom, arboretum',
    emoji: '🌷 🌸 🌹 🌻 🌺 🪴',
  },
  {
    id: 'category.zoo',
    facets: { categories: ['zoo', 'animals', 'farm', 'wildlife-park', 'petting-zoo', 'safari'] },
    terms: 'zoo, animals, farm, petting zoo, safari, wildlife park, lions, elephants, giraffes, penguins',
    emoji: '🦁 🐘 🦒 🐒 🦓 🐼 🐯',
  },
  {
    id: 'category.aquarium',
    facets: { categories: ['aquarium', 'sea-life', 'oceanarium', 'animals'], setting: 'indoor' },
    terms: 'aquarium, sea life, sharks, fish, penguins, jellyfish, ocean, marine',
    emoji: '🐠 🐟 🦈 🐙 🐧 🐬',
  },
  {
    id: 'category.boat',
    facets: { categories: ['boat', 'boat-tour', 'cruise', 'ferry', 'river-cruise', 'sailing'] },
    terms: 'boat, cruise, boat trip, boat tour, ferry, river cruise, canal boat, sailing, deck',
    emoji: '⛵ 🚤 🛥️ ⛴️ 🚢',
  },
  {
    id: 'category.theme-park',
    facets: { categories: ['theme-park', 'amusement-park', 'funfair', 'fair', 'rides'] },
    terms: 'theme park, amusement park, rides, roller coaster, funfair, fairground, ferris wheel, carousel',
    emoji: '🎢 🎡 🎠',
  },
]);
