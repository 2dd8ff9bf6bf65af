/** Situation concepts: the circumstances behind a request (a birthday, a hangover, a first date). */
import { defineConcepts } from '../define.js';

export const SITUATIONS = defineConcepts('situation', [
  {
    id: 'situation.birthday',
    facets: {
      categories: ['karaoke', 'bowling', 'cocktails', 'escape-room', 'games', 'restaurant', 'club'],
      tags: ['birthday', 'groups', 'group-friendly', 'private-hire', 'celebration'],
    },
    terms: 'birthday, party, group, private room, cake, celebration, group booking',
    emoji: '🎂 🎈 🎁 🧁',
  },
  {
    id: 'situation.anniversary',
    facets: {
      plans: ['date-nights'],
      categories: ['fine-dining', 'wine', 'spa', 'boat', 'viewpoint'],
      tags: ['romantic', 'date-nights'],
    },
    terms: 'romantic, anniversary, special, champagne, for two, candlelit, view',
    emoji: '💍 💝 🌹',
  },
  {
    id: 'situation.first-date',
    facets: {
      plans: ['date-nights'],
      categories: ['cocktails', 'wine', 'coffee', 'games', 'walk', 'art', 'bar', 'comedy', 'market'],
      tags: ['date-nights', 'conversation'],
    },
    terms: 'date, conversation, relaxed, drinks, intimate, walk, casual',
    emoji: '💘',
  },
  {
    id: 'situation.meet-people',
    facets: {
      plans: ['meet-new-people'],
      categories: [
        'meetup',
        'social',
        'language-exchange',
        'trivia',
        'workshop',
        'dance',
        'running',
        'volunteering',
      ],
      tags: ['meet-new-people', 'social', 'communal'],
    },
    terms: 'meet people, social, community, mixer, language exchange, singles, group activity, newcomers',
    emoji: '🤝 👋',
  },
  {
    id: 'situation.hungover',
    facets: {
      categories: ['brunch', 'coffee', 'cafe', 'spa', 'cinema', 'park', 'burger'],
      tags: ['quiet', 'relaxed', 'seated'],
    },
    terms: 'brunch, greasy, coffee, slow, quiet, recovery, hair of the dog, bloody mary, comfort food',
    emoji: '🥴 🤕 🤢',
  },
  {
    id: 'situation.tired',
    facets: {
      categories: ['cinema', 'spa', 'coffee', 'cafe', 'theatre', 'classical', 'boat', 'museum'],
      tags: ['seated', 'quiet', 'relaxed'],
    },
    terms: 'seated, relaxing, slow, easy, gentle, comfortable, sit down',
    emoji: '😴 🥱 😪 💤',
  },
  {
    id: 'situation.sore',
    facets: {
      categories: [
        'spa',
        'wellness',
        'massage',
        'sauna',
        'hammam',
        'yoga',
        'stretching',
        'pilates',
        'thermal-bath',
      ],
      tags: ['relaxed', 'wellness'],
    },
    terms: 'massage, stretch, sauna, steam, thermal, soak, hot tub, recovery, loosen up',
    emoji: '🤕 💆',
  },
  {
    id: 'situation.stressed',
    facets: {
      categories: ['spa', 'wellness', 'yoga', 'nature', 'park', 'garden', 'meditation'],
      tags: ['relaxed', 'quiet', 'calm'],
    },
    terms: 'calm, relaxing, mindful, peaceful, gentle, restorative, soothing, unwind',
    emoji: '😩 😫 😮‍💨 🤯',
  },
  {
    id: 'situation.hungry',
    facets: { categories: ['food', 'restaurant', 'street-food', 'burger', 'pizza'] },
    terms: 'food, eat, meal, dishes, kitchen, menu',
    emoji: '🤤',
  },
  {
    id: 'situation.thirsty',
    facets: { categories: ['bar', 'pub', 'cocktails', 'beer', 'wine'] },
    terms: 'drinks, bar, beer, cocktails, happy hour',
  },
  {
    id: 'situation.after-work',
    facets: {
      categories: ['bar', 'pub', 'cocktails', 'wine', 'beer'],
      tags: ['happy-hour', 'after-work'],
      plans: ['work-meetups', 'friends-hangout'],
    },
    terms: 'happy hour, after work, drinks, aperitivo, deals',
  },
  {
    id: 'situation.remote-work',
    facets: {
      categories: ['cafe', 'coffee', 'library', 'coworking', 'books'],
      tags: ['wifi', 'laptop-friendly', 'quiet', 'work-friendly'],
    },
    terms: 'wifi, wi-fi, laptop, sockets, quiet, coworking, work-friendly, long tables',
    emoji: '💻',
    weight: 0.7,
  },
  {
    id: 'situation.killing-time',
    facets: {
      categories: ['coffee', 'cafe', 'museum', 'park', 'books', 'shopping', 'market'],
      tags: ['walk-in', 'drop-in', 'short'],
    },
    terms: 'drop-in, walk-in, quick, short visit, nearby',
    emoji: '⏳ ⌛',
    weight: 0.5,
  },
]);
