/**
 * Mood concepts: how the person feels or wants to feel. Moods never filter; they rank through the
 * categories and tags that usually suit them, so their weights stay below a named category's.
 */
import { defineConcepts } from '../define.js';

export const MOODS = defineConcepts('mood', [
  {
    id: 'mood.cheer-up',
    facets: {
      categories: ['comedy', 'karaoke', 'music', 'dessert', 'games', 'circus', 'musical', 'dance'],
      tags: ['feel-good', 'fun', 'uplifting'],
    },
    terms: 'feel-good, uplifting, joyful, laugh, laughs, fun, colourful, cheerful, happy, hilarious, playful',
    emoji: '😢 😔 😞 🥺 😭 💔 🙁',
    weight: 0.7,
  },
  {
    id: 'mood.relax',
    facets: {
      categories: ['spa', 'wellness', 'park', 'cafe', 'coffee', 'garden', 'yoga', 'books', 'wine', 'beach'],
      tags: ['relaxed', 'quiet', 'laid-back', 'chill', 'calm'],
    },
    terms:
      'relaxed, relaxing, chill, calm, laid-back, peaceful, unwind, slow, gentle, mellow, easy-going, serene, cosy',
    emoji: '😌 🧘 🛋️ 😴',
    weight: 0.7,
  },
  {
    id: 'mood.romantic',
    facets: {
      plans: ['date-nights'],
      categories: ['wine', 'cocktails', 'fine-dining', 'viewpoint', 'classical', 'jazz', 'boat'],
      tags: ['romantic', 'date-nights', 'intimate', 'candlelit'],
    },
    terms:
      'romantic, romance, intimate, candlelit, candlelight, cosy, sunset, view, date night, for two, love',
    emoji: '💕 ❤️ 😍 🥰 💘 🌹 🕯️ 💖 💞',
    weight: 0.9,
  },
  {
    id: 'mood.adventurous',
    facets: {
      categories: [
        'climbing',
        'action-games',
        'karting',
        'water-sports',
        'theme-park',
        'hiking',
        'escape-room',
        'kayaking',
        'zipline',
      ],
      plans: ['staying-active'],
      tags: ['adventure', 'adrenaline', 'thrill'],
    },
    terms:
      'adventure, adventurous, thrill, thrilling, adrenaline, exciting, daring, extreme, wild, rush, challenge',
    emoji: '🧗 🪂 🎢 🤠',
    weight: 0.8,
  },
  {
    id: 'mood.restless',
    facets: {
      categories: [
        'games',
        'action-games',
        'climbing',
        'walk',
        'festival',
        'market',
        'bowling',
        'escape-room',
        'sport',
      ],
      plans: ['staying-active', 'friends-hangout'],
    },
    terms: 'active, energetic, lively, fun, games, challenge, hands-on, interactive, new',
    emoji: '😐 🥱 😒 🙄',
    weight: 0.5,
  },
  {
    id: 'mood.curious',
    facets: {
      categories: [
        'museum',
        'talk',
        'workshop',
        'science',
        'tour',
        'exhibition',
        'history',
        'books',
        'lecture',
      ],
    },
    terms:
      'learn, discover, educational, insight, hands-on, interactive, guided, talk, history, science, fascinating, behind the scenes',
    emoji: '🤓 🧐 🤔 💡',
    weight: 0.7,
  },
  {
    id: 'mood.celebrate',
    facets: {
      categories: ['cocktails', 'fine-dining', 'club', 'karaoke', 'bar', 'wine', 'nightlife'],
      tags: ['celebration', 'groups', 'group-friendly', 'private-hire'],
    },
    terms: 'celebrate, celebration, party, champagne, toast, special occasion, festive, private room, bubbly',
    emoji: '🥳 🎉 🍾 🥂 🎊',
    weight: 0.8,
  },
  {
    id: 'mood.energetic',
    facets: {
      categories: ['fitness', 'sport', 'dance', 'climbing', 'running', 'cycling', 'club', 'action-games'],
      plans: ['staying-active'],
      tags: ['active', 'energetic'],
    },
    terms: 'active, energetic, workout, move, sweat, dance, sport, high energy',
    emoji: '💪 ⚡ 🏃',
    weight: 0.7,
  },
  {
    id: 'mood.cozy',
    facets: {
      categories: ['cafe', 'coffee', 'pub', 'wine', 'books', 'bakery', 'tea', 'cinema'],
      tags: ['cozy', 'cosy', 'fireplace', 'indoor'],
      setting: 'indoor',
    },
    terms: 'cozy, cosy, snug, warm, fireplace, fire, candlelit, hygge, intimate, hot chocolate, comfort food',
    emoji: '🕯️ 🧣 🛋️ 🫖 🔥',
    weight: 0.7,
  },
  {
    id: 'mood.quiet',
    facets: {
      categories: ['garden', 'park', 'books', 'museum', 'spa', 'coffee'],
      tags: ['quiet', 'peaceful', 'calm', 'uncrowded'],
    },
    terms: 'quiet, peaceful, calm, tranquil, serene, uncrowded, hidden, secluded, silent, gentle',
    emoji: '🤫 🔇 🕊️',
    weight: 0.6,
  },
  {
    id: 'mood.lively',
    facets: {
      categories: ['club', 'bar', 'nightlife', 'festival', 'karaoke', 'electronic', 'latin-music', 'dance'],
      tags: ['lively', 'late-night', 'party', 'buzzing'],
    },
    terms: 'lively, buzzing, vibrant, party, packed, energetic, atmosphere, crowd, dance floor, upbeat, loud',
    emoji: '🥳 🎉 🪩 🍻 🔥',
    weight: 0.8,
  },
  {
    id: 'mood.creative',
    facets: {
      categories: ['crafts', 'workshop', 'art', 'cooking-class', 'photography', 'art-class'],
      tags: ['hands-on', 'creative'],
    },
    terms: 'creative, hands-on, make, craft, create, paint, draw, diy, studio',
    emoji: '✂️ 🖍️',
    weight: 0.7,
  },
  {
    id: 'mood.fancy',
    facets: {
      categories: ['fine-dining', 'cocktails', 'opera', 'classical', 'wine', 'rooftop', 'ballet'],
      tags: ['upscale', 'elegant', 'luxury', 'dress-code', 'chic'],
    },
    terms:
      'elegant, upscale, luxury, chic, glamorous, sophisticated, refined, exclusive, stylish, classy, dress code',
    emoji: '🥂 💎 👗 🎩',
    weight: 0.7,
  },
  {
    id: 'mood.unusual',
    facets: {
      tags: ['unusual', 'hidden-gem', 'quirky', 'offbeat', 'local', 'secret', 'underground', 'alternative'],
    },
    terms:
      'unusual, quirky, offbeat, hidden gem, secret, underground, alternative, unique, local favourite, off the beaten path, eccentric, weird, curious',
    emoji: '💎 🦄',
    weight: 0.6,
  },
  {
    id: 'mood.nostalgic',
    facets: {
      categories: ['vintage', 'arcade', 'games', 'history'],
      tags: ['retro', 'vintage', 'old-school', 'classic'],
    },
    terms: 'retro, vintage, nostalgic, old-school, classic, throwback, 80s, 90s, historic',
    emoji: '📼 🕹️ 📻',
    weight: 0.6,
  },
]);
