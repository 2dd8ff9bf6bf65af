/** Category concepts: museums, art, history, sights, ideas. */
import { defineConcepts } from '../define.js';

export const CULTURE_CATEGORIES = defineConcepts('category', [
  {
    id: 'category.museum',
    facets: {
      categories: [
        'museum',
        'museums',
        'art-museum',
        'history-museum',
        'science-museum',
        'exhibition',
        'collection',
      ],
      tags: ['indoor'],
    },
    terms: 'museum, collection, exhibition, exhibit, galleries, permanent collection, artefacts',
    emoji: '🏛️',
  },
  {
    id: 'category.art',
    facets: {
      categories: [
        'art',
        'arts',
        'gallery',
        'galleries',
        'art-gallery',
        'contemporary-art',
        'modern-art',
        'modern',
        'fine-art',
      ],
    },
    terms:
      'art, gallery, artist, artists, paintings, painting, sculpture, contemporary art, modern art, installation, impressionism',
    emoji: '🎨 🖼️ 🖌️ 🧑‍🎨',
  },
  {
    id: 'category.exhibition',
    facets: { categories: ['exhibition', 'exhibit', 'exhibitions', 'expo', 'museum', 'gallery'] },
    terms: 'exhibition, exhibit, expo, show, retrospective, display, installation, immersive',
  },
  {
    id: 'category.street-art',
    facets: { categories: ['street-art', 'murals', 'graffiti', 'urban-art'] },
    terms: 'street art, graffiti, murals, mural, urban art, stencil',
  },
  {
    id: 'category.photography',
    facets: { categories: ['photography', 'photo', 'photo-exhibition'] },
    terms: 'photography, photographs, photos, photographer, photo exhibition',
    emoji: '📷 📸',
  },
  {
    id: 'category.history',
    facets: {
      categories: [
        'history',
        'heritage',
        'historic',
        'historic-site',
        'monument',
        'castle',
        'palace',
        'archaeology',
        'landmark',
      ],
      plans: ['visit-the-city'],
    },
    terms:
      'history, historic, historical, heritage, castle, palace, monument, ruins, medieval, roman, archaeology, century, war, ancient',
    emoji: '🏰 📜',
  },
  {
    id: 'category.sightseeing',
    facets: {
      categories: [
        'sightseeing',
        'landmark',
        'landmarks',
        'attraction',
        'attractions',
        'viewpoint',
        'monument',
      ],
      plans: ['visit-the-city'],
    },
    terms: 'landmark, iconic, famous, must-see, attraction, sightseeing, postcard, historic',
    emoji: '🗽 🗼 📸',
  },
  {
    id: 'category.viewpoint',
    facets: {
      categories: ['viewpoint', 'observation-deck', 'lookout', 'view', 'views', 'panorama', 'skyline'],
    },
    terms: 'view, views, viewpoint, panorama, panoramic, skyline, lookout, observation deck, sunset, vista',
    emoji: '🌇 🌆 🌅',
  },
  {
    id: 'category.rooftop',
    facets: {
      categories: ['rooftop', 'rooftop-bar', 'roof-terrace', 'terrace'],
      tags: ['rooftop', 'outdoor'],
    },
    terms: 'rooftop, roof terrace, terrace, sky bar, top floor',
  },
  {
    id: 'category.science',
    facets: {
      categories: [
        'science',
        'science-museum',
        'planetarium',
        'technology',
        'tech',
        'natural-history',
        'observatory',
      ],
    },
    terms:
      'science, scientific, planetarium, astronomy, stars, technology, robots, dinosaurs, natural history, hands-on, interactive, experiments',
    emoji: '🔭 🔬 🧪 🦕 🦖 🪐 🚀',
  },
  {
    id: 'category.architecture',
    facets: {
      categories: ['architecture', 'church', 'cathedral', 'religious-site', 'landmark', 'temple', 'mosque'],
    },
    terms:
      'architecture, architect, building, cathedral, church, basilica, temple, mosque, synagogue, art deco, gothic, baroque',
    emoji: '⛪ 🕌 🕍 🛕',
  },
  {
    id: 'category.books',
    facets: {
      categories: [
        'books',
        'bookshop',
        'bookstore',
        'library',
        'literature',
        'poetry',
        'reading',
        'book-club',
      ],
    },
    terms:
      'books, bookshop, bookstore, library, literature, poetry, reading, author, book club, spoken word, novel',
    emoji: '📚 📖',
  },
  {
    id: 'category.talk',
    facets: {
      categories: ['talk', 'talks', 'lecture', 'lectures', 'conference', 'panel', 'debate', 'seminar'],
    },
    terms: 'talk, lecture, conference, panel, debate, discussion, speaker, keynote, seminar, q&a',
    emoji: '🎙️',
  },
  {
    id: 'category.networking',
    facets: {
      categories: ['networking', 'meetup', 'meetups', 'tech', 'startup', 'business', 'community'],
      plans: ['work-meetups', 'meet-new-people'],
    },
    terms: 'networking, meetup, startup, founders, tech, professionals, community, entrepreneurs, hackathon',
    emoji: '🤝 💼',
  },
  {
    id: 'category.culture',
    facets: {
      categories: ['culture', 'cultural', 'arts', 'art', 'museum', 'theatre', 'history', 'heritage'],
    },
    terms: 'culture, cultural, arts, heritage, artistic',
    weight: 0.7,
  },
]);
