/** Category concepts: music, nightlife, drinks and the stage. */
import { defineConcepts } from '../define.js';

export const ENTERTAINMENT_CATEGORIES = defineConcepts('category', [
  {
    id: 'category.music',
    facets: {
      categories: [
        'music',
        'live-music',
        'concert',
        'concerts',
        'gig',
        'gigs',
        'live music',
        'band',
        'recital',
      ],
    },
    terms: 'music, live music, concert, gig, band, musicians, set, tour, dj, singer, songs',
    emoji: '🎵 🎶 🎸 🎤 🎼 🎧 🎹 🎺 🎻 🥁 🪘',
  },
  {
    id: 'category.jazz',
    facets: { categories: ['jazz', 'blues', 'swing', 'jazz-club', 'soul', 'funk'] },
    terms: 'jazz, blues, swing, quartet, trio, big band, bebop, soul, funk',
    emoji: '🎷',
  },
  {
    id: 'category.classical',
    facets: {
      categories: [
        'classical',
        'classical-music',
        'orchestra',
        'symphony',
        'chamber-music',
        'recital',
        'choir',
      ],
    },
    terms:
      'classical, orchestra, symphony, philharmonic, chamber, quartet, sonata, concerto, choir, recital, organ',
    emoji: '🎻 🎼',
  },
  {
    id: 'category.opera',
    facets: { categories: ['opera', 'operetta', 'opera-house', 'classical'] },
    terms: 'opera, operetta, aria, soprano, tenor, libretto, zarzuela',
  },
  {
    id: 'category.rock',
    facets: { categories: ['rock', 'punk', 'metal', 'indie', 'alternative', 'grunge', 'garage'] },
    terms: 'rock, punk, metal, indie, alternative, grunge, guitar, garage',
    emoji: '🤘',
  },
  {
    id: 'category.electronic',
    facets: {
      categories: ['electronic', 'techno', 'house', 'edm', 'dj', 'rave', 'drum-and-bass', 'trance', 'club'],
    },
    terms: 'electronic, techno, house, dj, rave, edm, drum and bass, trance, dance music, set',
    emoji: '🎧 🪩',
  },
  {
    id: 'category.hip-hop',
    facets: { categories: ['hip-hop', 'hiphop', 'rap', 'r&b', 'rnb', 'trap', 'grime'] },
    terms: 'hip hop, hip-hop, rap, r&b, rnb, trap, grime, mc, freestyle',
  },
  {
    id: 'category.pop',
    facets: { categories: ['pop', 'pop-music', 'chart', 'tribute'] },
    terms: 'pop, chart, hits, tribute, cover band, pop star',
  },
  {
    id: 'category.folk',
    facets: { categories: ['folk', 'acoustic', 'country', 'bluegrass', 'americana', 'singer-songwriter'] },
    terms: 'folk, acoustic, country, bluegrass, americana, singer-songwriter, unplugged, traditional music',
    emoji: '🪕',
  },
  {
    id: 'category.latin-music',
    facets: {
      categories: [
        'latin',
        'salsa',
        'reggaeton',
        'cumbia',
        'bachata',
        'mariachi',
        'samba',
        'bossa-nova',
        'tango',
        'flamenco',
      ],
    },
    terms: 'latin, salsa, reggaeton, cumbia, bachata, mariachi, samba, bossa nova, tango, flamenco, merengue',
  },
  {
    id: 'category.world-music',
    facets: {
      categories: ['world', 'world-music', 'reggae', 'afrobeat', 'afrobeats', 'fado', 'klezmer', 'k-pop'],
    },
    terms: 'world music, reggae, afrobeat, afrobeats, fado, klezmer, balkan, k-pop, dancehall',
  },
  {
    id: 'category.karaoke',
    facets: { categories: ['karaoke', 'singalong', 'sing-along'] },
    terms: 'karaoke, sing-along, singalong, sing, private room',
    emoji: '🎤',
  },
  {
    id: 'category.nightlife',
    facets: { categories: ['nightlife', 'night-out', 'bar', 'club', 'party'], tags: ['late-night'] },
    terms: 'nightlife, night out, late night, party, after dark, bar crawl',
    emoji: '🌃 🥂',
  },
  {
    id: 'category.club',
    facets: {
      categories: ['club', 'clubs', 'nightclub', 'disco', 'dance-club', 'clubbing'],
      tags: ['late-night'],
    },
    terms: 'club, nightclub, disco, dance floor, dj, clubbing, dancefloor',
    emoji: '🪩 🕺 💃',
  },
  {
    id: 'category.bar',
    facets: { categories: ['bar', 'bars', 'drinks', 'lounge', 'dive-bar', 'pub'] },
    terms: 'bar, drinks, happy hour, lounge, bartender, dive bar, aperitivo',
    emoji: '🍸 🥂',
  },
  {
    id: 'category.pub',
    facets: { categories: ['pub', 'pubs', 'tavern', 'gastropub', 'bar'] },
    terms: 'pub, tavern, pint, ale, gastropub, local',
    emoji: '🍺',
  },
  {
    id: 'category.cocktails',
    facets: {
      categories: ['cocktails', 'cocktail-bar', 'cocktail', 'speakeasy', 'mixology', 'mezcal', 'spirits'],
    },
    terms: 'cocktail, cocktails, mixology, speakeasy, martini, mezcal, whisky, gin, rum, tequila, negroni',
    emoji: '🍸 🍹 🥃',
  },
  {
    id: 'category.wine',
    facets: {
      categories: ['wine', 'wine-bar', 'wine-tasting', 'winery', 'vineyard', 'natural-wine', 'tasting'],
    },
    terms: 'wine, wines, wine bar, tasting, vineyard, winery, sommelier, natural wine, cellar, vino',
    emoji: '🍷 🍇',
  },
  {
    id: 'category.beer',
    facets: { categories: ['beer', 'brewery', 'craft-beer', 'brewpub', 'taproom', 'beer-garden'] },
    terms: 'beer, brewery, craft beer, ale, lager, ipa, taproom, brewpub, beer garden, pint',
    emoji: '🍺 🍻',
  },
  {
    id: 'category.performance',
    facets: {
      categories: [
        'show',
        'shows',
        'performance',
        'performing-arts',
        'stage',
        'theatre',
        'comedy',
        'dance',
        'circus',
        'cabaret',
        'musical',
        'music',
        'concert',
      ],
    },
    terms: 'show, performance, live, stage, performers, spectacle',
    weight: 0.6,
  },
  {
    id: 'category.theatre',
    facets: { categories: ['theatre', 'theater', 'play', 'drama', 'performing-arts', 'stage'] },
    terms: 'theatre, theater, play, drama, stage, playwright, actors, cast, production',
    emoji: '🎭',
  },
  {
    id: 'category.musical',
    facets: { categories: ['musical', 'musicals', 'musical-theatre', 'theatre', 'broadway'] },
    terms: 'musical, musicals, broadway, west end, song and dance, cabaret',
  },
  {
    id: 'category.comedy',
    facets: { categories: ['comedy', 'stand-up', 'standup', 'improv', 'comedy-club', 'open-mic'] },
    terms: 'comedy, comedian, stand-up, standup, improv, funny, laughs, sketch, open mic, roast',
    emoji: '😂 🤣',
  },
  {
    id: 'category.dance',
    facets: {
      categories: ['dance', 'dancing', 'contemporary-dance', 'tango', 'flamenco', 'salsa', 'swing', 'ballet'],
    },
    terms:
      'dance, dancing, dancers, choreography, contemporary dance, tango, flamenco, salsa, milonga, swing',
    emoji: '💃 🕺',
  },
  {
    id: 'category.ballet',
    facets: { categories: ['ballet', 'dance'] },
    terms: 'ballet, ballerina, nutcracker, swan lake, pointe',
    emoji: '🩰',
  },
  {
    id: 'category.cinema',
    facets: { categories: ['cinema', 'film', 'films', 'movies', 'movie', 'movie-theater', 'screening'] },
    terms: 'cinema, film, movie, screening, premiere, director, documentary, projection, drive-in',
    emoji: '🎬 🍿 🎥 🎞️ 📽️',
  },
  {
    id: 'category.circus',
    facets: { categories: ['circus', 'magic', 'acrobatics', 'magic-show', 'variety'] },
    terms: 'circus, acrobats, acrobatics, magic, magician, illusionist, juggling, trapeze, clown',
    emoji: '🎪 🤹 🎩',
  },
  {
    id: 'category.cabaret',
    facets: { categories: ['cabaret', 'burlesque', 'drag', 'drag-show', 'variety'] },
    terms: 'cabaret, burlesque, drag, drag show, drag queen, variety, revue',
  },
]);
