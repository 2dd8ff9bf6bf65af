/** Judged prompts for the evaluation catalogue: graded relevance 0-3 by activity ref (judged by hand). */
export interface Judgment {
  prompt: string;
  location?: string;
  intent: string;
  rel: Record<string, number>;
}

export const JUDGMENTS: Judgment[] = [
  {
    intent: 'time+place',
    prompt: 'jazz tonight in NYC',
    rel: { 'ny-jazz-vanguard': 3, 'ny-jazz-smalls': 3, 'ny-jazz-bluenote': 1, 'ny-jazz-harlem': 1 },
  },
  {
    intent: 'category+place',
    prompt: 'jazz in London',
    rel: { 'ld-jazz-ronnie': 3, 'ld-jazz-vortex': 3, 'ld-bar-cocktail': 1 },
  },
  {
    intent: 'synonym+time',
    prompt: 'gigs in london this weekend',
    rel: {
      'ld-gig-brixton': 3,
      'ld-gig-roundhouse': 3,
      'ld-gig-pub': 3,
      'ld-jazz-ronnie': 1,
      'ld-jazz-vortex': 1,
    },
  },
  {
    intent: 'stemming',
    prompt: 'galleries in Paris',
    rel: { 'pa-gallery-marais': 3, 'pa-museum-pompidou': 1, 'pa-museum-orsay': 1, 'pa-museum-louvre': 1 },
  },
  {
    intent: 'price+place',
    prompt: 'free things to do in Berlin',
    rel: {
      'be-walk-wall': 3,
      'be-gallery-eastside': 3,
      'be-park-tempelhof': 3,
      'be-park-tiergarten': 3,
      'be-flea-mauerpark': 3,
    },
  },
  {
    intent: 'dietary',
    prompt: 'vegan restaurants',
    rel: {
      'ny-rest-vegan': 3,
      'ld-rest-vegan': 3,
      'pa-rest-vegan': 3,
      'be-rest-vegan': 3,
      'mx-rest-vegan': 3,
      'ny-cafe-dog': 1,
    },
  },
  {
    intent: 'persona',
    prompt: 'dog friendly cafe',
    rel: { 'ny-cafe-dog': 3, 'pa-cafe-flore': 3, 'mx-cafe-condesa': 3 },
  },
  {
    intent: 'persona+place',
    prompt: 'museums for kids in New York',
    rel: {
      'ny-museum-natural': 3,
      'ny-museum-met': 3,
      'ny-kids-science': 2,
      'ny-museum-moma': 1,
      'ny-museum-brooklyn': 1,
    },
  },
  { intent: 'category+place', prompt: 'comedy in London', rel: { 'ld-comedy-store': 3 } },
  {
    intent: 'category+alias',
    prompt: 'stand-up comedy nyc',
    rel: { 'ny-comedy-cellar': 3, 'ny-comedy-bk': 3 },
  },
  {
    intent: 'category+place',
    prompt: 'techno clubs in Berlin',
    rel: { 'be-techno-berghain': 3, 'be-techno-tresor': 3 },
  },
  {
    intent: 'persona+food',
    prompt: 'romantic dinner in New York',
    rel: { 'ny-rest-romantic': 3, 'ny-rest-glutenfree': 1, 'ny-wine-tasting': 1 },
  },
  {
    intent: 'persona+place',
    prompt: 'date night in Paris',
    rel: {
      'pa-opera-garnier': 3,
      'pa-wine-tasting': 3,
      'pa-jazz-duc': 2,
      'pa-jazz-caveau': 2,
      'pa-bar-rooftop': 2,
      'pa-eiffel': 2,
      'pa-museum-orsay': 1,
      'pa-rest-vegan': 1,
      'pa-gallery-marais': 1,
      'pa-park-luxembourg': 1,
      'pa-cafe-flore': 1,
    },
  },
  {
    intent: 'category+venue',
    prompt: 'musicals on Broadway',
    rel: { 'ny-broadway-hamilton': 3, 'ny-broadway-lionking': 3 },
  },
  {
    intent: 'typo',
    prompt: 'musuem london',
    rel: { 'ld-museum-british': 3, 'ld-museum-nhm': 3, 'ld-gallery-tate': 2, 'ld-kids-workshop': 1 },
  },
  {
    intent: 'dietary',
    prompt: 'halal food',
    rel: {
      'ny-rest-halal': 3,
      'ld-rest-dishoom': 2,
      'be-rest-doner': 2,
      'ny-market-smorgasburg': 1,
      'ld-market-camden': 1,
    },
  },
  {
    intent: 'dietary',
    prompt: 'kosher deli',
    rel: { 'ld-rest-kosher': 3, 'pa-rest-falafel': 2, 'ny-rest-kosher': 1 },
  },
  {
    intent: 'dietary',
    prompt: 'gluten free pasta',
    rel: { 'ny-rest-glutenfree': 3, 'ld-rest-vegan': 1, 'pa-rest-vegan': 1 },
  },
  {
    intent: 'accessibility',
    prompt: 'wheelchair accessible museum in Paris',
    rel: { 'pa-museum-louvre': 3, 'pa-museum-orsay': 3, 'pa-museum-pompidou': 1 },
  },
  {
    intent: 'persona+place',
    prompt: 'things to do with kids in Mexico City',
    rel: {
      'mx-museum-anthro': 3,
      'mx-park-chapultepec': 3,
      'mx-lucha-arena': 2,
      'mx-ballet-folk': 2,
      'mx-bike-reforma': 2,
      'mx-market-coyoacan': 2,
    },
  },
  { intent: 'alias', prompt: 'CDMX mezcal', rel: { 'mx-bar-mezcal': 3 } },
  {
    intent: 'category+place',
    prompt: 'tacos in mexico city',
    rel: { 'mx-tour-tacos': 3, 'mx-rest-vegan': 3 },
  },
  { intent: 'category+place', prompt: 'climbing gym in Berlin', rel: { 'be-climb': 3 } },
  {
    intent: 'synonym',
    prompt: 'bouldering',
    rel: { 'ny-climb-brooklyn': 3, 'ld-climb-castle': 3, 'pa-climb': 3, 'be-climb': 3 },
  },
  {
    intent: 'price+place',
    prompt: 'free museums in London',
    rel: { 'ld-museum-british': 3, 'ld-museum-nhm': 3, 'ld-gallery-tate': 3, 'ld-gallery-whitechapel': 2 },
  },
  {
    intent: 'time',
    prompt: 'run club saturday morning',
    rel: { 'ny-run-prospect': 3, 'ld-run-parkrun': 3, 'pa-run-seine': 3 },
  },
  {
    intent: 'category',
    prompt: 'christmas market',
    rel: { 'pa-market-christmas': 3, 'be-market-christmas': 3, 'ld-market-borough': 3 },
  },
  {
    intent: 'category',
    prompt: 'rooftop bar',
    rel: { 'ny-bar-rooftop': 3, 'pa-bar-rooftop': 3, 'be-bar-klunker': 3, 'ld-bar-sky': 2 },
  },
  {
    intent: 'area',
    prompt: 'cocktails in Shoreditch',
    rel: { 'ld-bar-cocktail': 3, 'ld-bar-shoreditch': 1 },
  },
  {
    intent: 'area',
    prompt: 'Williamsburg food market',
    rel: { 'ny-market-smorgasburg': 3, 'ny-bar-brewery': 1 },
  },
  { intent: 'synonym+alias', prompt: 'midnight movies nyc', rel: { 'ny-film-ifc': 3 } },
  { intent: 'synonym+place', prompt: 'films in London', rel: { 'ld-film-prince': 3 } },
  {
    intent: 'category',
    prompt: 'ballet',
    rel: { 'ny-ballet-nutcracker': 3, 'pa-opera-garnier': 3, 'mx-ballet-folk': 3 },
  },
  {
    intent: 'persona+place',
    prompt: 'parks where I can walk my dog in London',
    rel: { 'ld-park-hyde': 3, 'ld-park-hampstead': 3 },
  },
  {
    intent: 'persona+place',
    prompt: 'nature in Berlin',
    rel: { 'be-park-tempelhof': 3, 'be-park-tiergarten': 3 },
  },
  { intent: 'category', prompt: 'spa day', rel: { 'ny-spa-aire': 3, 'be-spa-vabali': 3, 'pa-spa': 3 } },
  {
    intent: 'persona+place',
    prompt: 'meet new people in London',
    rel: { 'ld-social-boardgames': 3, 'ld-run-parkrun': 2, 'ld-bar-shoreditch': 2, 'ld-climb-castle': 2 },
  },
  {
    intent: 'time+place',
    prompt: 'concert tomorrow in Berlin',
    rel: { 'be-concert-philharmonie': 3, 'be-techno-tresor': 1 },
  },
  { intent: 'category', prompt: 'classical music', rel: { 'be-concert-philharmonie': 3 } },
  { intent: 'name', prompt: 'Lucha libre', rel: { 'mx-lucha-arena': 3 } },
  { intent: 'name', prompt: 'Frida Kahlo', rel: { 'mx-museum-frida': 3 } },
  { intent: 'persona', prompt: 'puppet show for kids', rel: { 'ny-kids-puppets': 3, 'pa-kids-guignol': 3 } },
  { intent: 'price', prompt: 'free yoga', rel: { 'ny-yoga-bryant': 3 } },
  { intent: 'persona+place', prompt: 'beer garden with dogs in berlin', rel: { 'be-bar-beer': 3 } },
  { intent: 'topic', prompt: 'dinosaurs', rel: { 'ny-museum-natural': 3, 'ld-museum-nhm': 3 } },
  { intent: 'category', prompt: 'mariachi', rel: { 'mx-mariachi': 3 } },
  { intent: 'category', prompt: 'street art', rel: { 'ny-gallery-bushwick': 3, 'be-gallery-eastside': 3 } },
  { intent: 'category+place', prompt: 'wine tasting in Paris', rel: { 'pa-wine-tasting': 3 } },
  { intent: 'venue', prompt: "Ronnie Scott's", rel: { 'ld-jazz-ronnie': 3 } },
  { intent: 'alias', prompt: 'ice skating in the big apple', rel: { 'ny-skate-rockefeller': 3 } },
  { intent: 'location param', prompt: 'jazz', location: 'Mexico City', rel: { 'mx-jazz-zinco': 3 } },
  {
    intent: 'location param+time',
    prompt: 'live music tonight',
    location: 'Brooklyn',
    rel: { 'ny-folk-pete': 3 },
  },
  {
    intent: 'multilingual',
    prompt: 'musée',
    location: 'Paris',
    rel: { 'pa-museum-louvre': 3, 'pa-museum-orsay': 3, 'pa-museum-pompidou': 3 },
  },
  {
    intent: 'price',
    prompt: 'comedy under $25 in New York',
    rel: { 'ny-comedy-cellar': 3, 'ny-comedy-bk': 3 },
  },
];
