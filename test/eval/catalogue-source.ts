/**
 * The fixed evaluation catalogue: hand-written activities over five cities, with sessions placed
 * relative to a pinned "now". `npm run eval` and the eval test import it through the real importer.
 */
import type { CatalogueRecord } from '../../src/domain/catalogue-record.js';

/** Thursday 3 December 2026, 18:00 UTC (13:00 New York, 18:00 London, 19:00 Paris/Berlin, 12:00 CDMX). */
export const EVAL_NOW = '2026-12-03T18:00:00Z';
const BASE_DATE = '2026-12-03';

interface CityDef {
  slug: string;
  timezone: string;
  currency: string;
}

const CITIES: Record<string, CityDef> = {
  ny: { slug: 'new-york', timezone: 'America/New_York', currency: 'USD' },
  ld: { slug: 'london', timezone: 'Europe/London', currency: 'GBP' },
  pa: { slug: 'paris', timezone: 'Europe/Paris', currency: 'EUR' },
  be: { slug: 'berlin', timezone: 'Europe/Berlin', currency: 'EUR' },
  mx: { slug: 'mexico-city', timezone: 'America/Mexico_City', currency: 'MXN' },
};

const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
};

interface Common {
  cats: string[];
  tags?: string[];
  venue?: string;
  area: string;
  at: [number, number];
  rating?: number;
  pop?: number;
  desc: string;
  dietary?: string[];
  fr?: string;
  bookable?: boolean;
}

/** Event: sessions as [day offset from the base date, HH:MM]; price null = free/RSVP. */
const ev = (city: string, ref: string, name: string, c: Common, price: number | null, sessions: [number, string][]) => ({
  city,
  ref,
  name,
  c,
  kind: 'event' as const,
  price,
  sessions,
  hours: null,
});

/** Place: price null = walk-in (no ticket price). */
const pl = (city: string, ref: string, name: string, c: Common, price: number | null, hours: string) => ({
  city,
  ref,
  name,
  c,
  kind: 'place' as const,
  price,
  sessions: [] as [number, string][],
  hours,
});

type Def = ReturnType<typeof ev> | ReturnType<typeof pl>;

const D: Def[] = [
  // ---------------- New York ----------------
  ev('ny', 'ny-jazz-vanguard', 'Late Set at the Village Vanguard', { cats: ['music', 'jazz', 'nightlife'], tags: ['date-nights', 'indoor', 'late-night'], venue: 'Village Vanguard', area: 'West Village, Manhattan', at: [40.7359, -74.0016], rating: 4.8, pop: 0.9, desc: 'Small-room jazz, two sets nightly in a legendary basement club.', fr: 'Concert de jazz tardif au Village Vanguard', bookable: true }, 40, [[0, '22:30'], [1, '22:30'], [2, '22:30']]),
  ev('ny', 'ny-jazz-smalls', 'Smalls Jazz Jam Session', { cats: ['music', 'jazz'], tags: ['friends-hangout', 'indoor', 'late-night', 'meet-new-people'], venue: 'Smalls Jazz Club', area: 'West Village, Manhattan', at: [40.7345, -74.0027], rating: 4.6, pop: 0.7, desc: 'After-hours jam where young players sit in with the house band.', bookable: true }, 25, [[0, '23:30'], [1, '23:30']]),
  ev('ny', 'ny-jazz-bluenote', 'Blue Note Sunday Brunch Jazz', { cats: ['music', 'jazz', 'food'], tags: ['date-nights', 'indoor'], venue: 'Blue Note', area: 'Greenwich Village, Manhattan', at: [40.7309, -74.0006], rating: 4.5, pop: 0.8, desc: 'Brunch buffet with a live jazz trio.', bookable: true }, 45, [[3, '11:30']]),
  ev('ny', 'ny-jazz-harlem', 'Harlem Jazz Night at Minton\'s', { cats: ['music', 'jazz'], tags: ['date-nights', 'indoor'], venue: "Minton's Playhouse", area: 'Harlem, Manhattan', at: [40.8051, -73.9522], rating: 4.4, pop: 0.5, desc: 'Supper club jazz where bebop was born.', bookable: true }, 30, [[9, '20:00']]),
  ev('ny', 'ny-rock-bowery', 'Indie Rock Gig at Bowery Ballroom', { cats: ['music', 'concert', 'rock'], tags: ['friends-hangout', 'indoor', 'late-night'], venue: 'Bowery Ballroom', area: 'Lower East Side, Manhattan', at: [40.7204, -73.9934], rating: 4.5, pop: 0.8, desc: 'Three indie bands, standing room, great sound.', bookable: true }, 35, [[1, '20:00']]),
  ev('ny', 'ny-concert-brooklynsteel', 'Electronic Live Set at Brooklyn Steel', { cats: ['music', 'concert', 'electronic'], tags: ['friends-hangout', 'indoor', 'late-night'], venue: 'Brooklyn Steel', area: 'East Williamsburg, Brooklyn', at: [40.7191, -73.9388], rating: 4.6, pop: 0.85, desc: 'A big-room live electronic show with visuals.', bookable: true }, 55, [[2, '21:00']]),
  ev('ny', 'ny-folk-pete', "Free Folk Night at Pete's Candy Store", { cats: ['music', 'folk'], tags: ['friends-hangout', 'indoor', 'free'], venue: "Pete's Candy Store", area: 'Williamsburg, Brooklyn', at: [40.7180, -73.9502], rating: 4.3, pop: 0.4, desc: 'Singer-songwriters in the back room, no cover.' }, 0, [[0, '20:00'], [7, '20:00']]),
  ev('ny', 'ny-comedy-cellar', 'Comedy Cellar Late Show', { cats: ['comedy', 'nightlife'], tags: ['date-nights', 'friends-hangout', 'indoor', 'late-night'], venue: 'Comedy Cellar', area: 'Greenwich Village, Manhattan', at: [40.7302, -74.0005], rating: 4.7, pop: 0.9, desc: 'Stand-up from surprise drop-in comedians.', bookable: true }, 24, [[0, '21:30'], [1, '21:30'], [2, '23:00']]),
  ev('ny', 'ny-comedy-bk', 'Open Mic Stand-up in Bushwick', { cats: ['comedy'], tags: ['meet-new-people', 'indoor'], venue: 'Pine Box Rock Shop', area: 'Bushwick, Brooklyn', at: [40.7053, -73.9326], rating: 4.0, pop: 0.3, desc: 'New comics try out material. Free entry with a drink.' }, 0, [[5, '19:00']]),
  ev('ny', 'ny-broadway-hamilton', 'Hamilton on Broadway', { cats: ['theatre', 'musical'], tags: ['date-nights', 'visit-the-city', 'indoor', 'accessible-wheelchair-outings'], venue: 'Richard Rodgers Theatre', area: 'Theater District, Manhattan', at: [40.7590, -73.9865], rating: 4.9, pop: 1.0, desc: 'The hip-hop musical about America\'s founding father.', bookable: true }, 189, [[0, '19:00'], [1, '19:00'], [2, '14:00'], [2, '20:00']]),
  ev('ny', 'ny-broadway-lionking', 'The Lion King Musical', { cats: ['theatre', 'musical'], tags: ['fun-with-kids', 'visit-the-city', 'indoor', 'accessible-wheelchair-outings'], venue: 'Minskoff Theatre', area: 'Theater District, Manhattan', at: [40.7579, -73.9858], rating: 4.8, pop: 0.95, desc: 'Disney\'s spectacular family musical.', bookable: true }, 129, [[1, '19:00'], [2, '14:00']]),
  ev('ny', 'ny-kids-science', 'Hands-on Science Show for Kids', { cats: ['science', 'family'], tags: ['fun-with-kids', 'indoor'], venue: 'New York Hall of Science', area: 'Corona, Queens', at: [40.7471, -73.8517], rating: 4.5, pop: 0.6, desc: 'Explosions, slime and liquid nitrogen for curious children.', bookable: true }, 22, [[2, '11:00'], [3, '11:00']]),
  ev('ny', 'ny-kids-puppets', 'Puppet Theatre in Central Park', { cats: ['theatre', 'family'], tags: ['fun-with-kids', 'indoor'], venue: 'Swedish Cottage Marionette Theatre', area: 'Central Park, Manhattan', at: [40.7790, -73.9692], rating: 4.6, pop: 0.5, desc: 'Marionette fairy tales for little ones.', bookable: true }, 15, [[2, '10:30'], [3, '10:30']]),
  ev('ny', 'ny-film-ifc', 'Midnight Movies at IFC Center', { cats: ['film', 'cinema'], tags: ['friends-hangout', 'indoor', 'late-night'], venue: 'IFC Center', area: 'Greenwich Village, Manhattan', at: [40.7313, -74.0014], rating: 4.5, pop: 0.6, desc: 'Cult classics screened at midnight on 35mm.', bookable: true }, 17, [[1, '23:59'], [2, '23:59']]),
  ev('ny', 'ny-yoga-bryant', 'Free Yoga in Bryant Park', { cats: ['yoga', 'fitness'], tags: ['staying-active', 'outdoor', 'free', 'meet-new-people'], venue: 'Bryant Park', area: 'Midtown, Manhattan', at: [40.7536, -73.9832], rating: 4.4, pop: 0.6, desc: 'Outdoor morning yoga class for all levels, mats provided.' }, 0, [[2, '10:00'], [3, '10:00']]),
  ev('ny', 'ny-run-prospect', 'Prospect Park 5K Fun Run', { cats: ['running', 'sport'], tags: ['staying-active', 'outdoor', 'nature-time', 'pet-friendly', 'meet-new-people'], venue: 'Prospect Park', area: 'Park Slope, Brooklyn', at: [40.6602, -73.9690], rating: 4.3, pop: 0.4, desc: 'Weekly community run; dogs on leash welcome.' }, 0, [[2, '09:00']]),
  ev('ny', 'ny-tour-food', 'Chinatown Food Walking Tour', { cats: ['food', 'tour'], tags: ['visit-the-city', 'friends-hangout', 'outdoor'], venue: 'Chinatown', area: 'Chinatown, Manhattan', at: [40.7158, -73.9970], rating: 4.7, pop: 0.6, desc: 'Dumplings, bao and bubble tea on a guided walk.', bookable: true }, 65, [[1, '12:00'], [2, '12:00']]),
  ev('ny', 'ny-market-smorgasburg', 'Smorgasburg Winter Food Market', { cats: ['food', 'market'], tags: ['friends-hangout', 'fun-with-kids', 'indoor', 'pet-friendly'], venue: 'Smorgasburg', area: 'Williamsburg, Brooklyn', at: [40.7215, -73.9620], rating: 4.5, pop: 0.85, desc: 'Dozens of food vendors under one roof. Free entry.', dietary: ['vegan', 'vegetarian', 'halal'] }, 0, [[2, '11:00'], [3, '11:00']]),
  ev('ny', 'ny-wine-tasting', 'Natural Wine Tasting Class', { cats: ['wine', 'class', 'food'], tags: ['date-nights', 'indoor', 'meet-new-people'], venue: 'Astor Wines', area: 'NoHo, Manhattan', at: [40.7282, -73.9927], rating: 4.6, pop: 0.4, desc: 'Taste six natural wines with a sommelier.', bookable: true }, 55, [[1, '19:00']]),
  ev('ny', 'ny-ballet-nutcracker', 'The Nutcracker at Lincoln Center', { cats: ['ballet', 'dance', 'theatre'], tags: ['fun-with-kids', 'date-nights', 'indoor', 'accessible-wheelchair-outings', 'visit-the-city'], venue: 'David H. Koch Theater', area: 'Upper West Side, Manhattan', at: [40.7725, -73.9835], rating: 4.9, pop: 0.95, desc: 'New York City Ballet\'s holiday classic.', bookable: true }, 95, [[2, '14:00'], [3, '14:00'], [10, '19:30']]),
  ev('ny', 'ny-workshop-pottery', 'Intro to Pottery Wheel Workshop', { cats: ['workshop', 'art', 'class'], tags: ['date-nights', 'friends-hangout', 'indoor'], venue: 'BKLYN Clay', area: 'Gowanus, Brooklyn', at: [40.6754, -73.9897], rating: 4.7, pop: 0.5, desc: 'Throw your first bowl on the wheel in two hours.', bookable: true }, 85, [[2, '15:00'], [16, '15:00']]),
  ev('ny', 'ny-dj-output', 'Techno Night in Williamsburg', { cats: ['music', 'electronic', 'nightlife', 'club'], tags: ['late-night', 'indoor', 'friends-hangout'], venue: 'Nowadays', area: 'Ridgewood, Queens', at: [40.7033, -73.9179], rating: 4.4, pop: 0.6, desc: 'Techno DJs till sunrise, great sound system.', bookable: true }, 30, [[1, '23:00'], [2, '23:00']]),
  pl('ny', 'ny-museum-met', 'The Metropolitan Museum of Art', { cats: ['museum', 'art'], tags: ['visit-the-city', 'fun-with-kids', 'indoor', 'accessible-wheelchair-outings', 'date-nights'], venue: 'The Met Fifth Avenue', area: 'Upper East Side, Manhattan', at: [40.7794, -73.9632], rating: 4.8, pop: 1.0, desc: 'Five thousand years of art from around the world.', fr: 'Musée métropolitain d\'art', bookable: true }, 30, 'Su-Tu,Th 10:00-17:00; Fr,Sa 10:00-21:00; We off'),
  pl('ny', 'ny-museum-moma', 'Museum of Modern Art (MoMA)', { cats: ['museum', 'art', 'modern art'], tags: ['visit-the-city', 'indoor', 'accessible-wheelchair-outings', 'date-nights'], venue: 'MoMA', area: 'Midtown, Manhattan', at: [40.7614, -73.9776], rating: 4.7, pop: 0.95, desc: 'Van Gogh, Picasso, Warhol and the best of modern art.', bookable: true }, 30, 'Mo-Su 10:30-17:30; Sa 10:30-19:00'),
  pl('ny', 'ny-museum-natural', 'American Museum of Natural History', { cats: ['museum', 'science'], tags: ['fun-with-kids', 'visit-the-city', 'indoor', 'accessible-wheelchair-outings'], venue: 'AMNH', area: 'Upper West Side, Manhattan', at: [40.7813, -73.9740], rating: 4.7, pop: 0.95, desc: 'Dinosaurs, the blue whale and a planetarium.', bookable: true }, 28, 'Mo-Su 10:00-17:30'),
  pl('ny', 'ny-museum-brooklyn', 'Brooklyn Museum', { cats: ['museum', 'art'], tags: ['indoor', 'accessible-wheelchair-outings'], venue: 'Brooklyn Museum', area: 'Prospect Heights, Brooklyn', at: [40.6712, -73.9636], rating: 4.6, pop: 0.6, desc: 'Egyptian art, feminist art and a great free first Saturday.', bookable: true }, 20, 'We-Su 11:00-18:00'),
  pl('ny', 'ny-gallery-chelsea', 'Chelsea Contemporary Galleries', { cats: ['gallery', 'art'], tags: ['date-nights', 'indoor', 'free'], venue: 'Gagosian West 24th', area: 'Chelsea, Manhattan', at: [40.7484, -74.0061], rating: 4.5, pop: 0.5, desc: 'Free contemporary art gallery with rotating exhibitions.' }, null, 'Tu-Sa 10:00-18:00'),
  pl('ny', 'ny-gallery-bushwick', 'Bushwick Street Art Gallery', { cats: ['gallery', 'art', 'street art'], tags: ['outdoor', 'free', 'friends-hangout'], venue: 'Bushwick Collective', area: 'Bushwick, Brooklyn', at: [40.7077, -73.9229], rating: 4.6, pop: 0.5, desc: 'Open-air murals by world-famous street artists.' }, null, '24/7'),
  pl('ny', 'ny-park-central', 'Central Park', { cats: ['park', 'nature'], tags: ['nature-time', 'pet-friendly', 'fun-with-kids', 'staying-active', 'outdoor', 'free', 'visit-the-city'], venue: 'Central Park', area: 'Central Park, Manhattan', at: [40.7829, -73.9654], rating: 4.9, pop: 1.0, desc: 'Eight hundred acres of lawns, lakes and woodland paths.' }, null, 'Mo-Su 06:00-01:00'),
  pl('ny', 'ny-park-highline', 'The High Line', { cats: ['park', 'walk'], tags: ['nature-time', 'date-nights', 'outdoor', 'free', 'visit-the-city', 'accessible-wheelchair-outings'], venue: 'High Line', area: 'Chelsea, Manhattan', at: [40.7480, -74.0048], rating: 4.7, pop: 0.9, desc: 'An elevated park walk on an old rail line.' }, null, 'Mo-Su 07:00-22:00'),
  pl('ny', 'ny-dogpark-tompkins', 'Tompkins Square Dog Run', { cats: ['park', 'dog park'], tags: ['pet-friendly', 'outdoor', 'free'], venue: 'Tompkins Square Park', area: 'East Village, Manhattan', at: [40.7265, -73.9815], rating: 4.5, pop: 0.4, desc: 'The city\'s first dog run, full of happy pups.' }, null, 'Mo-Su 06:00-24:00'),
  pl('ny', 'ny-rest-vegan', 'by CHLOE Vegan Kitchen', { cats: ['restaurant', 'food', 'vegan'], tags: ['indoor', 'friends-hangout'], venue: 'by CHLOE', area: 'Greenwich Village, Manhattan', at: [40.7296, -73.9985], rating: 4.3, pop: 0.6, desc: 'Plant-based burgers, salads and cupcakes.', dietary: ['vegan', 'vegetarian'] }, null, 'Mo-Su 11:00-22:00'),
  pl('ny', 'ny-rest-kosher', 'Katz\'s Delicatessen', { cats: ['restaurant', 'food', 'deli'], tags: ['visit-the-city', 'indoor', 'friends-hangout'], venue: "Katz's Delicatessen", area: 'Lower East Side, Manhattan', at: [40.7223, -73.9874], rating: 4.6, pop: 0.95, desc: 'Legendary pastrami on rye since 1888.' }, null, 'Mo-Su 08:00-22:45'),
  pl('ny', 'ny-rest-halal', 'The Halal Guys', { cats: ['restaurant', 'food', 'street food'], tags: ['friends-hangout', 'late-night', 'outdoor'], venue: 'The Halal Guys', area: 'Midtown, Manhattan', at: [40.7618, -73.9790], rating: 4.4, pop: 0.8, desc: 'Chicken over rice with white sauce, open late.', dietary: ['halal'] }, null, 'Mo-Su 10:00-04:00'),
  pl('ny', 'ny-rest-glutenfree', 'Senza Gluten', { cats: ['restaurant', 'food', 'italian'], tags: ['date-nights', 'indoor'], venue: 'Senza Gluten', area: 'Greenwich Village, Manhattan', at: [40.7294, -74.0003], rating: 4.6, pop: 0.4, desc: 'Entirely gluten-free Italian pasta and pizza.', dietary: ['gluten_free'] }, null, 'Mo-Su 12:00-22:00'),
  pl('ny', 'ny-rest-romantic', 'One if by Land, Two if by Sea', { cats: ['restaurant', 'food', 'fine dining'], tags: ['date-nights', 'indoor'], venue: 'One if by Land', area: 'West Village, Manhattan', at: [40.7330, -74.0023], rating: 4.7, pop: 0.6, desc: 'The most romantic candlelit dinner in the city.' }, null, 'Mo-Su 17:00-23:00'),
  pl('ny', 'ny-bar-rooftop', '230 Fifth Rooftop Bar', { cats: ['bar', 'cocktails', 'nightlife'], tags: ['date-nights', 'friends-hangout', 'outdoor', 'late-night'], venue: '230 Fifth', area: 'Flatiron, Manhattan', at: [40.7441, -73.9880], rating: 4.2, pop: 0.8, desc: 'Rooftop cocktails with Empire State views, heated igloos in winter.' }, null, 'Mo-Su 16:00-02:00'),
  pl('ny', 'ny-bar-speakeasy', 'Please Don\'t Tell Speakeasy', { cats: ['bar', 'cocktails', 'nightlife'], tags: ['date-nights', 'indoor', 'late-night'], venue: 'PDT', area: 'East Village, Manhattan', at: [40.7270, -73.9838], rating: 4.6, pop: 0.7, desc: 'Hidden cocktail bar entered through a phone booth.' }, null, 'Mo-Su 17:00-02:00'),
  pl('ny', 'ny-bar-brewery', 'Brooklyn Brewery Taproom', { cats: ['bar', 'beer', 'brewery'], tags: ['friends-hangout', 'meet-new-people', 'indoor', 'pet-friendly'], venue: 'Brooklyn Brewery', area: 'Williamsburg, Brooklyn', at: [40.7216, -73.9572], rating: 4.5, pop: 0.7, desc: 'Craft beer taproom with tours; dogs welcome.' }, null, 'Mo-Th 17:00-23:00; Fr 14:00-24:00; Sa,Su 12:00-24:00'),
  pl('ny', 'ny-cafe-dog', 'Boris & Horton Dog Cafe', { cats: ['cafe', 'coffee'], tags: ['pet-friendly', 'indoor', 'friends-hangout'], venue: 'Boris & Horton', area: 'East Village, Manhattan', at: [40.7262, -73.9846], rating: 4.6, pop: 0.5, desc: 'Coffee shop where dogs are welcome inside.', dietary: ['vegan', 'vegetarian'] }, null, 'Mo-Su 08:00-20:00'),
  pl('ny', 'ny-climb-brooklyn', 'Brooklyn Boulders Climbing Gym', { cats: ['climbing', 'fitness', 'sport'], tags: ['staying-active', 'indoor', 'friends-hangout', 'meet-new-people'], venue: 'Brooklyn Boulders', area: 'Gowanus, Brooklyn', at: [40.6743, -73.9906], rating: 4.4, pop: 0.5, desc: 'Bouldering walls and classes for beginners.', bookable: true }, 38, 'Mo-Fr 07:00-23:00; Sa,Su 09:00-21:00'),
  pl('ny', 'ny-skate-rockefeller', 'Ice Skating at Rockefeller Center', { cats: ['skating', 'sport'], tags: ['fun-with-kids', 'date-nights', 'visit-the-city', 'outdoor', 'staying-active'], venue: 'The Rink at Rockefeller Center', area: 'Midtown, Manhattan', at: [40.7587, -73.9787], rating: 4.3, pop: 0.9, desc: 'Skate under the giant Christmas tree.', bookable: true }, 42, 'Mo-Su 09:00-23:00'),
  pl('ny', 'ny-zoo-bronx', 'Bronx Zoo', { cats: ['zoo', 'animals'], tags: ['fun-with-kids', 'outdoor', 'nature-time'], venue: 'Bronx Zoo', area: 'Bronx', at: [40.8506, -73.8769], rating: 4.6, pop: 0.8, desc: 'Gorillas, tigers and a holiday lights show.', bookable: true }, 42, 'Mo-Su 10:00-16:30'),
  pl('ny', 'ny-books-strand', 'Strand Book Store', { cats: ['bookshop', 'books'], tags: ['indoor', 'visit-the-city'], venue: 'Strand', area: 'Union Square, Manhattan', at: [40.7332, -73.9908], rating: 4.7, pop: 0.8, desc: '18 miles of new, used and rare books.' }, null, 'Mo-Su 10:00-20:00'),
  pl('ny', 'ny-spa-aire', 'AIRE Ancient Baths', { cats: ['spa', 'wellness'], tags: ['date-nights', 'indoor'], venue: 'AIRE', area: 'Tribeca, Manhattan', at: [40.7188, -74.0064], rating: 4.6, pop: 0.5, desc: 'Candlelit thermal baths in a historic building.', bookable: true }, 140, 'Mo-Su 09:00-23:00'),

  // ---------------- London ----------------
  ev('ld', 'ld-jazz-ronnie', "Ronnie Scott's Late Late Show", { cats: ['music', 'jazz', 'nightlife'], tags: ['date-nights', 'indoor', 'late-night'], venue: "Ronnie Scott's", area: 'Soho, London', at: [51.5134, -0.1318], rating: 4.8, pop: 0.9, desc: 'Legendary Soho jazz club, late show until 3am.', bookable: true }, 25, [[0, '23:15'], [1, '23:15'], [2, '23:15']]),
  ev('ld', 'ld-jazz-vortex', 'Vortex Jazz Club Improvised Night', { cats: ['music', 'jazz'], tags: ['indoor'], venue: 'Vortex Jazz Club', area: 'Dalston, Hackney', at: [51.5493, -0.0753], rating: 4.6, pop: 0.4, desc: 'Free-improv and modern jazz in an intimate room.', bookable: true }, 15, [[1, '20:00']]),
  ev('ld', 'ld-gig-brixton', 'Brixton Academy Rock Gig', { cats: ['music', 'concert', 'rock'], tags: ['friends-hangout', 'indoor', 'late-night'], venue: 'O2 Academy Brixton', area: 'Brixton, Lambeth', at: [51.4650, -0.1150], rating: 4.6, pop: 0.85, desc: 'Big-name band in the famous sloping-floor venue.', bookable: true }, 45, [[2, '19:30']]),
  ev('ld', 'ld-gig-roundhouse', 'Roundhouse Electronic Night', { cats: ['music', 'concert', 'electronic'], tags: ['friends-hangout', 'indoor', 'late-night'], venue: 'Roundhouse', area: 'Camden, London', at: [51.5432, -0.1519], rating: 4.5, pop: 0.7, desc: 'Live electronic acts in a Victorian engine shed.', bookable: true }, 35, [[1, '21:00']]),
  ev('ld', 'ld-gig-pub', 'Free Live Music at the Camden Assembly', { cats: ['music', 'concert'], tags: ['friends-hangout', 'indoor', 'free'], venue: 'Camden Assembly', area: 'Camden, London', at: [51.5446, -0.1480], rating: 4.1, pop: 0.4, desc: 'Upcoming bands every night, free before 9pm.' }, 0, [[0, '19:30'], [1, '19:30']]),
  ev('ld', 'ld-theatre-lesmis', 'Les Misérables in the West End', { cats: ['theatre', 'musical'], tags: ['date-nights', 'visit-the-city', 'indoor', 'accessible-wheelchair-outings'], venue: 'Sondheim Theatre', area: 'West End, London', at: [51.5117, -0.1318], rating: 4.9, pop: 0.95, desc: 'The world\'s longest-running musical.', bookable: true }, 65, [[0, '19:30'], [1, '19:30'], [2, '14:30']]),
  ev('ld', 'ld-theatre-matilda', 'Matilda the Musical', { cats: ['theatre', 'musical'], tags: ['fun-with-kids', 'indoor', 'accessible-wheelchair-outings'], venue: 'Cambridge Theatre', area: 'Covent Garden, London', at: [51.5137, -0.1266], rating: 4.8, pop: 0.85, desc: 'Roald Dahl\'s story for children and grown-ups.', bookable: true }, 35, [[2, '14:30'], [3, '13:00']]),
  ev('ld', 'ld-comedy-store', 'The Comedy Store Late Show', { cats: ['comedy', 'nightlife'], tags: ['friends-hangout', 'date-nights', 'indoor', 'late-night'], venue: 'The Comedy Store', area: 'Soho, London', at: [51.5098, -0.1325], rating: 4.6, pop: 0.8, desc: 'The best stand-up comedians in London.', bookable: true }, 25, [[1, '22:30'], [2, '22:30']]),
  ev('ld', 'ld-film-prince', 'Prince Charles Cinema Sing-along', { cats: ['film', 'cinema'], tags: ['friends-hangout', 'indoor'], venue: 'Prince Charles Cinema', area: 'Leicester Square, London', at: [51.5112, -0.1302], rating: 4.6, pop: 0.6, desc: 'Sing-a-long-a Sound of Music screening.', bookable: true }, 16, [[2, '15:00']]),
  ev('ld', 'ld-market-borough', 'Borough Market Christmas Food Fair', { cats: ['food', 'market'], tags: ['friends-hangout', 'fun-with-kids', 'visit-the-city', 'outdoor', 'pet-friendly'], venue: 'Borough Market', area: 'Southwark, London', at: [51.5055, -0.0910], rating: 4.7, pop: 0.9, desc: 'Mulled wine, cheese and street food stalls. Free entry.', dietary: ['vegan', 'vegetarian'] }, 0, [[1, '10:00'], [2, '10:00']]),
  ev('ld', 'ld-run-parkrun', 'Hackney Marshes parkrun', { cats: ['running', 'sport'], tags: ['staying-active', 'outdoor', 'nature-time', 'meet-new-people', 'pet-friendly', 'free'], venue: 'Hackney Marshes', area: 'Hackney, London', at: [51.5580, -0.0330], rating: 4.5, pop: 0.4, desc: 'Free timed 5k every Saturday morning.' }, 0, [[2, '09:00']]),
  ev('ld', 'ld-kids-workshop', 'Science Museum Kids Workshop', { cats: ['science', 'workshop', 'family'], tags: ['fun-with-kids', 'indoor'], venue: 'Science Museum', area: 'South Kensington, London', at: [51.4978, -0.1745], rating: 4.6, pop: 0.6, desc: 'Build a rocket: hands-on science for children aged 6-12.', bookable: true }, 10, [[2, '11:00'], [3, '11:00']]),
  ev('ld', 'ld-social-boardgames', 'Board Game Social for Newcomers', { cats: ['games', 'social'], tags: ['meet-new-people', 'friends-hangout', 'indoor'], venue: 'Draughts', area: 'Waterloo, London', at: [51.5030, -0.1130], rating: 4.5, pop: 0.4, desc: 'Meet new people over board games; solo visitors welcome.', bookable: true }, 8, [[0, '19:00'], [7, '19:00']]),
  ev('ld', 'ld-walk-thames', 'Free Thames Walking Tour', { cats: ['tour', 'walk', 'history'], tags: ['visit-the-city', 'outdoor', 'free', 'staying-active'], venue: 'Tower Bridge', area: 'Southwark, London', at: [51.5055, -0.0754], rating: 4.6, pop: 0.6, desc: 'Pay-what-you-want guided walk along the river.' }, 0, [[1, '11:00'], [2, '11:00']]),
  pl('ld', 'ld-museum-british', 'The British Museum', { cats: ['museum', 'history', 'art'], tags: ['visit-the-city', 'fun-with-kids', 'indoor', 'free', 'accessible-wheelchair-outings'], venue: 'British Museum', area: 'Bloomsbury, London', at: [51.5194, -0.1270], rating: 4.8, pop: 1.0, desc: 'The Rosetta Stone, mummies and two million years of history. Free entry.', fr: 'Le British Museum' }, null, 'Mo-Th,Sa,Su 10:00-17:00; Fr 10:00-20:30'),
  pl('ld', 'ld-museum-nhm', 'Natural History Museum', { cats: ['museum', 'science'], tags: ['fun-with-kids', 'visit-the-city', 'indoor', 'free', 'accessible-wheelchair-outings'], venue: 'Natural History Museum', area: 'South Kensington, London', at: [51.4967, -0.1764], rating: 4.8, pop: 0.95, desc: 'Dinosaur skeletons and the blue whale in a cathedral of nature.' }, null, 'Mo-Su 10:00-17:50'),
  pl('ld', 'ld-gallery-tate', 'Tate Modern', { cats: ['museum', 'gallery', 'art', 'modern art'], tags: ['visit-the-city', 'indoor', 'free', 'date-nights', 'accessible-wheelchair-outings'], venue: 'Tate Modern', area: 'Bankside, Southwark', at: [51.5076, -0.0994], rating: 4.6, pop: 0.9, desc: 'Modern and contemporary art gallery in a former power station.' }, null, 'Mo-Su 10:00-18:00'),
  pl('ld', 'ld-gallery-whitechapel', 'Whitechapel Gallery', { cats: ['gallery', 'art'], tags: ['indoor', 'free'], venue: 'Whitechapel Gallery', area: 'Whitechapel, London', at: [51.5160, -0.0704], rating: 4.4, pop: 0.4, desc: 'Pioneering contemporary art gallery in the East End.' }, null, 'Tu-Su 11:00-18:00'),
  pl('ld', 'ld-park-hyde', 'Hyde Park', { cats: ['park', 'nature'], tags: ['nature-time', 'pet-friendly', 'staying-active', 'outdoor', 'free', 'visit-the-city'], venue: 'Hyde Park', area: 'Westminster, London', at: [51.5073, -0.1657], rating: 4.7, pop: 0.9, desc: 'Royal park with the Serpentine lake and Winter Wonderland.' }, null, 'Mo-Su 05:00-24:00'),
  pl('ld', 'ld-park-hampstead', 'Hampstead Heath', { cats: ['park', 'nature', 'hiking'], tags: ['nature-time', 'pet-friendly', 'staying-active', 'outdoor', 'free'], venue: 'Hampstead Heath', area: 'Hampstead, London', at: [51.5608, -0.1629], rating: 4.8, pop: 0.7, desc: 'Wild heathland walks with views over the city; dogs love it.' }, null, '24/7'),
  pl('ld', 'ld-pub-dog', 'The Spaniards Inn', { cats: ['pub', 'bar', 'food'], tags: ['pet-friendly', 'friends-hangout', 'indoor'], venue: 'The Spaniards Inn', area: 'Hampstead, London', at: [51.5707, -0.1740], rating: 4.5, pop: 0.5, desc: 'Historic 16th-century pub with a dog-friendly garden.' }, null, 'Mo-Su 11:00-23:00'),
  pl('ld', 'ld-rest-dishoom', 'Dishoom Covent Garden', { cats: ['restaurant', 'food', 'indian'], tags: ['friends-hangout', 'date-nights', 'indoor'], venue: 'Dishoom', area: 'Covent Garden, London', at: [51.5124, -0.1269], rating: 4.7, pop: 0.9, desc: 'Bombay café food: bacon naan, black daal.', dietary: ['vegetarian', 'halal'] }, null, 'Mo-Su 08:00-23:00'),
  pl('ld', 'ld-rest-vegan', 'Mildreds Vegan Restaurant', { cats: ['restaurant', 'food', 'vegan'], tags: ['indoor', 'friends-hangout'], venue: 'Mildreds', area: 'Soho, London', at: [51.5127, -0.1354], rating: 4.5, pop: 0.6, desc: 'Colourful plant-based dishes from around the world.', dietary: ['vegan', 'vegetarian', 'gluten_free'] }, null, 'Mo-Su 12:00-22:00'),
  pl('ld', 'ld-rest-kosher', 'Reubens Kosher Deli', { cats: ['restaurant', 'food', 'deli'], tags: ['indoor', 'fun-with-kids'], venue: 'Reubens', area: 'Marylebone, London', at: [51.5189, -0.1566], rating: 4.2, pop: 0.3, desc: 'Kosher salt beef sandwiches and chicken soup.', dietary: ['kosher'] }, null, 'Su-Th 11:30-22:00; Fr 11:30-15:00'),
  pl('ld', 'ld-bar-sky', 'Sky Garden', { cats: ['bar', 'viewpoint', 'garden'], tags: ['date-nights', 'visit-the-city', 'indoor', 'free'], venue: 'Sky Garden', area: 'City of London', at: [51.5113, -0.0836], rating: 4.6, pop: 0.85, desc: 'Free rooftop garden with 360° views; book ahead.' }, null, 'Mo-Fr 10:00-18:00; Sa,Su 11:00-21:00'),
  pl('ld', 'ld-bar-cocktail', 'Nightjar Cocktail Bar', { cats: ['bar', 'cocktails', 'nightlife'], tags: ['date-nights', 'indoor', 'late-night'], venue: 'Nightjar', area: 'Shoreditch, London', at: [51.5265, -0.0877], rating: 4.7, pop: 0.6, desc: 'Speakeasy cocktails with live jazz and swing.' }, null, 'Mo-Su 18:00-02:00'),
  pl('ld', 'ld-bar-shoreditch', 'Shoreditch Craft Beer Bar', { cats: ['bar', 'beer', 'pub'], tags: ['friends-hangout', 'meet-new-people', 'indoor', 'late-night'], venue: 'BrewDog Shoreditch', area: 'Shoreditch, London', at: [51.5237, -0.0776], rating: 4.3, pop: 0.6, desc: 'Thirty craft beers on tap, pizza and shuffleboard.' }, null, 'Mo-Su 12:00-24:00'),
  pl('ld', 'ld-climb-castle', 'The Castle Climbing Centre', { cats: ['climbing', 'fitness', 'sport'], tags: ['staying-active', 'indoor', 'meet-new-people'], venue: 'The Castle', area: 'Stoke Newington, Hackney', at: [51.5653, -0.0921], rating: 4.6, pop: 0.4, desc: 'Bouldering and roped climbing in a Victorian castle.', bookable: true }, 18, 'Mo-Fr 12:00-22:00; Sa,Su 10:00-19:00'),
  pl('ld', 'ld-swim-lido', 'London Fields Lido', { cats: ['swimming', 'sport'], tags: ['staying-active', 'outdoor'], venue: 'London Fields Lido', area: 'Hackney, London', at: [51.5425, -0.0613], rating: 4.4, pop: 0.5, desc: 'Heated 50m outdoor pool open all year.', bookable: true }, 7, 'Mo-Su 06:30-21:00'),
  pl('ld', 'ld-zoo', 'ZSL London Zoo', { cats: ['zoo', 'animals'], tags: ['fun-with-kids', 'outdoor', 'nature-time'], venue: 'London Zoo', area: "Regent's Park, London", at: [51.5353, -0.1534], rating: 4.5, pop: 0.8, desc: 'Penguins, tigers and a rainforest house.', bookable: true }, 33, 'Mo-Su 10:00-16:00'),
  pl('ld', 'ld-market-camden', 'Camden Market', { cats: ['market', 'shopping', 'food'], tags: ['friends-hangout', 'visit-the-city', 'outdoor', 'free'], venue: 'Camden Market', area: 'Camden, London', at: [51.5415, -0.1466], rating: 4.5, pop: 0.85, desc: 'Vintage stalls and global street food by the canal.', dietary: ['vegan', 'halal'] }, null, 'Mo-Su 10:00-18:00'),

  // ---------------- Paris ----------------
  ev('pa', 'pa-jazz-duc', 'Jazz au Duc des Lombards', { cats: ['music', 'jazz'], tags: ['date-nights', 'indoor', 'late-night'], venue: 'Duc des Lombards', area: 'Châtelet, Paris', at: [48.8595, 2.3487], rating: 4.6, pop: 0.7, desc: 'Intimate jazz club with two sets a night.', fr: 'Concert de jazz au Duc des Lombards', bookable: true }, 30, [[0, '21:30'], [1, '21:30'], [2, '21:30']]),
  ev('pa', 'pa-jazz-caveau', 'Swing Dancing at Caveau de la Huchette', { cats: ['music', 'jazz', 'dance'], tags: ['date-nights', 'meet-new-people', 'indoor', 'late-night'], venue: 'Caveau de la Huchette', area: 'Latin Quarter, Paris', at: [48.8527, 2.3465], rating: 4.5, pop: 0.7, desc: 'Swing and bebop in a medieval cellar; everyone dances.', fr: 'Soirée swing au Caveau de la Huchette', bookable: true }, 15, [[0, '21:00'], [1, '21:00']]),
  ev('pa', 'pa-concert-olympia', "Concert à l'Olympia", { cats: ['music', 'concert', 'pop'], tags: ['friends-hangout', 'indoor'], venue: 'Olympia', area: 'Opéra, Paris', at: [48.8701, 2.3282], rating: 4.7, pop: 0.85, desc: 'Famous music hall concert by a French pop star.', fr: "Concert à l'Olympia", bookable: true }, 55, [[2, '20:00']]),
  ev('pa', 'pa-opera-garnier', 'Ballet at Palais Garnier', { cats: ['ballet', 'dance', 'opera'], tags: ['date-nights', 'visit-the-city', 'indoor', 'accessible-wheelchair-outings'], venue: 'Palais Garnier', area: 'Opéra, Paris', at: [48.8720, 2.3316], rating: 4.9, pop: 0.9, desc: 'The Paris Opera Ballet under Chagall\'s ceiling.', fr: 'Ballet au Palais Garnier', bookable: true }, 90, [[1, '19:30'], [3, '14:30']]),
  ev('pa', 'pa-comedy-english', 'Stand-up Comedy in English', { cats: ['comedy'], tags: ['friends-hangout', 'indoor', 'meet-new-people'], venue: 'Le Pranzo', area: 'Marais, Paris', at: [48.8580, 2.3600], rating: 4.4, pop: 0.4, desc: 'English-language stand-up for expats and visitors.', bookable: true }, 20, [[1, '20:00']]),
  ev('pa', 'pa-kids-guignol', 'Guignol Puppet Show', { cats: ['theatre', 'family', 'puppets'], tags: ['fun-with-kids', 'outdoor'], venue: 'Théâtre du Luxembourg', area: 'Luxembourg, Paris', at: [48.8462, 2.3372], rating: 4.5, pop: 0.5, desc: 'Classic French puppet theatre for small children.', fr: 'Spectacle de marionnettes Guignol', bookable: true }, 6, [[2, '11:00'], [3, '11:00']]),
  ev('pa', 'pa-market-christmas', 'Marché de Noël des Tuileries', { cats: ['market', 'food'], tags: ['fun-with-kids', 'friends-hangout', 'outdoor', 'visit-the-city'], venue: 'Jardin des Tuileries', area: 'Louvre, Paris', at: [48.8635, 2.3275], rating: 4.2, pop: 0.8, desc: 'Christmas market with a big wheel, vin chaud and crêpes. Free entry.', fr: 'Marché de Noël' }, 0, [[0, '11:00'], [1, '11:00'], [2, '11:00']]),
  ev('pa', 'pa-wine-tasting', 'French Wine Tasting Class', { cats: ['wine', 'class', 'food'], tags: ['date-nights', 'meet-new-people', 'indoor'], venue: 'Ô Chateau', area: 'Louvre, Paris', at: [48.8640, 2.3430], rating: 4.8, pop: 0.6, desc: 'Learn to taste six French wines with a sommelier.', fr: 'Dégustation de vins français', bookable: true }, 65, [[0, '19:00'], [1, '19:00']]),
  ev('pa', 'pa-run-seine', 'Free Running Club along the Seine', { cats: ['running', 'sport'], tags: ['staying-active', 'meet-new-people', 'outdoor', 'free'], venue: 'Pont des Arts', area: 'Saint-Germain, Paris', at: [48.8583, 2.3375], rating: 4.3, pop: 0.3, desc: 'Social 7k run along the river every Saturday.' }, 0, [[2, '09:30']]),
  pl('pa', 'pa-museum-louvre', 'Louvre Museum', { cats: ['museum', 'art', 'history'], tags: ['visit-the-city', 'indoor', 'accessible-wheelchair-outings', 'fun-with-kids'], venue: 'Musée du Louvre', area: 'Louvre, Paris', at: [48.8606, 2.3376], rating: 4.7, pop: 1.0, desc: 'The Mona Lisa and the Venus de Milo in a royal palace.', fr: 'Musée du Louvre', bookable: true }, 22, 'Mo,Th,Sa,Su 09:00-18:00; We,Fr 09:00-21:00; Tu off'),
  pl('pa', 'pa-museum-orsay', "Musée d'Orsay", { cats: ['museum', 'art', 'impressionism'], tags: ['visit-the-city', 'indoor', 'date-nights', 'accessible-wheelchair-outings'], venue: "Musée d'Orsay", area: 'Saint-Germain, Paris', at: [48.8600, 2.3266], rating: 4.8, pop: 0.9, desc: 'Monet, Renoir and Van Gogh in a Beaux-Arts railway station.', fr: "Musée d'Orsay", bookable: true }, 16, 'Tu,We,Fr-Su 09:30-18:00; Th 09:30-21:45; Mo off'),
  pl('pa', 'pa-museum-pompidou', 'Centre Pompidou', { cats: ['museum', 'art', 'modern art'], tags: ['indoor', 'visit-the-city'], venue: 'Centre Pompidou', area: 'Marais, Paris', at: [48.8607, 2.3522], rating: 4.5, pop: 0.8, desc: 'Modern art museum inside a building turned inside out.', fr: 'Centre Pompidou, musée d\'art moderne', bookable: true }, 15, 'We-Mo 11:00-21:00; Tu off'),
  pl('pa', 'pa-gallery-marais', 'Galerie Perrotin', { cats: ['gallery', 'art'], tags: ['indoor', 'free', 'date-nights'], venue: 'Perrotin', area: 'Marais, Paris', at: [48.8605, 2.3650], rating: 4.4, pop: 0.4, desc: 'Contemporary art gallery in a Marais mansion. Free.', fr: "Galerie d'art contemporain Perrotin" }, null, 'Tu-Sa 11:00-19:00'),
  pl('pa', 'pa-park-luxembourg', 'Jardin du Luxembourg', { cats: ['park', 'garden'], tags: ['nature-time', 'fun-with-kids', 'outdoor', 'free', 'date-nights'], venue: 'Jardin du Luxembourg', area: 'Luxembourg, Paris', at: [48.8462, 2.3371], rating: 4.8, pop: 0.9, desc: 'Formal gardens, pony rides and toy sailboats.', fr: 'Jardin du Luxembourg' }, null, 'Mo-Su 07:30-16:30'),
  pl('pa', 'pa-park-buttes', 'Parc des Buttes-Chaumont', { cats: ['park', 'nature'], tags: ['nature-time', 'pet-friendly', 'staying-active', 'outdoor', 'free'], venue: 'Buttes-Chaumont', area: 'Belleville, Paris', at: [48.8809, 2.3828], rating: 4.7, pop: 0.6, desc: 'Hilly park with cliffs, a lake and a temple; dogs allowed on leash.', fr: 'Parc des Buttes-Chaumont' }, null, 'Mo-Su 07:00-20:00'),
  pl('pa', 'pa-rest-vegan', 'Le Potager de Charlotte', { cats: ['restaurant', 'food', 'vegan'], tags: ['indoor', 'date-nights'], venue: 'Le Potager de Charlotte', area: 'Pigalle, Paris', at: [48.8790, 2.3400], rating: 4.6, pop: 0.5, desc: 'Gourmet vegan bistro.', dietary: ['vegan', 'vegetarian', 'gluten_free'], fr: 'Bistrot végétalien' }, null, 'Tu-Sa 12:00-14:30,19:00-22:30'),
  pl('pa', 'pa-rest-bistro', 'Bouillon Chartier', { cats: ['restaurant', 'food', 'french'], tags: ['friends-hangout', 'visit-the-city', 'indoor'], venue: 'Bouillon Chartier', area: 'Grands Boulevards, Paris', at: [48.8720, 2.3440], rating: 4.4, pop: 0.9, desc: 'Cheap classic French food in a Belle Époque dining hall.', fr: 'Bouillon Chartier, cuisine française' }, null, 'Mo-Su 11:30-24:00'),
  pl('pa', 'pa-rest-falafel', "L'As du Fallafel", { cats: ['restaurant', 'food', 'street food'], tags: ['friends-hangout', 'indoor'], venue: "L'As du Fallafel", area: 'Marais, Paris', at: [48.8574, 2.3590], rating: 4.5, pop: 0.8, desc: 'Famous falafel pita in the Jewish quarter.', dietary: ['kosher', 'vegetarian'] }, null, 'Su-Th 11:00-23:00; Fr 11:00-15:00'),
  pl('pa', 'pa-bar-rooftop', 'Le Perchoir Rooftop Bar', { cats: ['bar', 'cocktails', 'nightlife'], tags: ['date-nights', 'friends-hangout', 'outdoor', 'late-night'], venue: 'Le Perchoir', area: 'Oberkampf, Paris', at: [48.8655, 2.3795], rating: 4.3, pop: 0.7, desc: 'Rooftop cocktails with sunset views over Paris.', fr: 'Bar sur le toit' }, null, 'Mo-Su 18:00-02:00'),
  pl('pa', 'pa-cafe-flore', 'Café de Flore', { cats: ['cafe', 'coffee'], tags: ['visit-the-city', 'date-nights', 'indoor', 'pet-friendly'], venue: 'Café de Flore', area: 'Saint-Germain, Paris', at: [48.8542, 2.3326], rating: 4.2, pop: 0.9, desc: 'Historic literary café; dogs welcome inside.' }, null, 'Mo-Su 07:30-01:30'),
  pl('pa', 'pa-climb', 'Arkose Bouldering Gym', { cats: ['climbing', 'fitness', 'sport'], tags: ['staying-active', 'indoor', 'meet-new-people'], venue: 'Arkose Nation', area: 'Nation, Paris', at: [48.8486, 2.3960], rating: 4.5, pop: 0.4, desc: 'Bouldering gym with a café and a microbrewery.', bookable: true }, 16, 'Mo-Su 10:00-23:00'),
  pl('pa', 'pa-eiffel', 'Eiffel Tower Summit', { cats: ['landmark', 'viewpoint'], tags: ['visit-the-city', 'date-nights', 'outdoor', 'fun-with-kids'], venue: 'Tour Eiffel', area: 'Champ de Mars, Paris', at: [48.8584, 2.2945], rating: 4.7, pop: 1.0, desc: 'Lift to the top of the iron lady for the best view of Paris.', fr: 'Sommet de la Tour Eiffel', bookable: true }, 35, 'Mo-Su 09:30-23:45'),
  pl('pa', 'pa-spa', 'Hammam de la Grande Mosquée', { cats: ['spa', 'wellness', 'hammam'], tags: ['indoor'], venue: 'Grande Mosquée de Paris', area: 'Latin Quarter, Paris', at: [48.8420, 2.3550], rating: 4.1, pop: 0.5, desc: 'Traditional hammam and mint tea.', dietary: ['halal'], bookable: true }, 25, 'Mo-Su 10:00-21:00'),

  // ---------------- Berlin ----------------
  ev('be', 'be-techno-berghain', 'Berghain Klubnacht', { cats: ['music', 'electronic', 'techno', 'club', 'nightlife'], tags: ['late-night', 'indoor'], venue: 'Berghain', area: 'Friedrichshain, Berlin', at: [52.5111, 13.4430], rating: 4.6, pop: 0.95, desc: 'The world\'s most famous techno club, all weekend long.' }, 25, [[2, '23:59']]),
  ev('be', 'be-techno-tresor', 'Tresor Techno Night', { cats: ['music', 'electronic', 'techno', 'club', 'nightlife'], tags: ['late-night', 'indoor', 'friends-hangout'], venue: 'Tresor', area: 'Mitte, Berlin', at: [52.5104, 13.4198], rating: 4.4, pop: 0.7, desc: 'Industrial techno in a former power plant vault.', bookable: true }, 18, [[1, '23:59'], [2, '23:59']]),
  ev('be', 'be-jazz-a-trane', 'Jazz at A-Trane', { cats: ['music', 'jazz'], tags: ['date-nights', 'indoor', 'late-night'], venue: 'A-Trane', area: 'Charlottenburg, Berlin', at: [52.5064, 13.3204], rating: 4.6, pop: 0.5, desc: 'Berlin\'s top jazz club with late jam sessions.', bookable: true }, 20, [[0, '21:00'], [2, '21:00']]),
  ev('be', 'be-concert-philharmonie', 'Berliner Philharmoniker Concert', { cats: ['music', 'concert', 'classical'], tags: ['date-nights', 'visit-the-city', 'indoor', 'accessible-wheelchair-outings'], venue: 'Philharmonie', area: 'Tiergarten, Berlin', at: [52.5096, 13.3697], rating: 4.9, pop: 0.85, desc: 'Brahms and Mahler by one of the world\'s great orchestras.', bookable: true }, 60, [[1, '20:00'], [2, '19:00']]),
  ev('be', 'be-gig-sobo', 'Indie Gig at SO36', { cats: ['music', 'concert', 'punk'], tags: ['friends-hangout', 'indoor', 'late-night'], venue: 'SO36', area: 'Kreuzberg, Berlin', at: [52.5005, 13.4225], rating: 4.4, pop: 0.5, desc: 'Legendary punk venue, three bands tonight.', bookable: true }, 18, [[0, '20:30']]),
  ev('be', 'be-market-christmas', 'Gendarmenmarkt Christmas Market', { cats: ['market', 'food'], tags: ['fun-with-kids', 'visit-the-city', 'outdoor', 'date-nights'], venue: 'Gendarmenmarkt', area: 'Mitte, Berlin', at: [52.5137, 13.3928], rating: 4.5, pop: 0.9, desc: 'Glühwein, crafts and carols between two cathedrals.' }, 2, [[0, '12:00'], [1, '12:00'], [2, '11:00']]),
  ev('be', 'be-flea-mauerpark', 'Mauerpark Flea Market & Karaoke', { cats: ['market', 'flea', 'music'], tags: ['friends-hangout', 'meet-new-people', 'outdoor', 'free', 'pet-friendly'], venue: 'Mauerpark', area: 'Prenzlauer Berg, Berlin', at: [52.5437, 13.4024], rating: 4.4, pop: 0.7, desc: 'Sunday flea market and open-air bearpit karaoke.' }, 0, [[3, '10:00']]),
  ev('be', 'be-kids-theatre', 'Grips Theater for Kids', { cats: ['theatre', 'family'], tags: ['fun-with-kids', 'indoor'], venue: 'Grips Theater', area: 'Hansaviertel, Berlin', at: [52.5186, 13.3437], rating: 4.5, pop: 0.4, desc: 'Award-winning children\'s theatre (in German).', bookable: true }, 12, [[2, '16:00']]),
  ev('be', 'be-walk-wall', 'Free Berlin Wall Walking Tour', { cats: ['tour', 'walk', 'history'], tags: ['visit-the-city', 'outdoor', 'free'], venue: 'Brandenburger Tor', area: 'Mitte, Berlin', at: [52.5163, 13.3777], rating: 4.7, pop: 0.7, desc: 'Tip-based tour of the Wall, Checkpoint Charlie and the Reichstag.' }, 0, [[1, '10:00'], [2, '10:00']]),
  pl('be', 'be-museum-pergamon', 'Neues Museum', { cats: ['museum', 'history', 'art'], tags: ['visit-the-city', 'indoor', 'accessible-wheelchair-outings'], venue: 'Museumsinsel', area: 'Mitte, Berlin', at: [52.5200, 13.3979], rating: 4.7, pop: 0.8, desc: 'Nefertiti and Egyptian treasures on Museum Island.', bookable: true }, 14, 'Tu-Su 10:00-18:00'),
  pl('be', 'be-museum-tech', 'German Museum of Technology', { cats: ['museum', 'science'], tags: ['fun-with-kids', 'indoor'], venue: 'Deutsches Technikmuseum', area: 'Kreuzberg, Berlin', at: [52.4986, 13.3777], rating: 4.6, pop: 0.6, desc: 'Trains, planes and a hands-on science centre for kids.', bookable: true }, 12, 'Tu-Fr 09:00-17:30; Sa,Su 10:00-18:00'),
  pl('be', 'be-gallery-eastside', 'East Side Gallery', { cats: ['gallery', 'art', 'street art', 'history'], tags: ['visit-the-city', 'outdoor', 'free', 'pet-friendly'], venue: 'East Side Gallery', area: 'Friedrichshain, Berlin', at: [52.5050, 13.4397], rating: 4.6, pop: 0.9, desc: 'Open-air gallery of murals on the Berlin Wall.' }, null, '24/7'),
  pl('be', 'be-park-tempelhof', 'Tempelhofer Feld', { cats: ['park', 'nature'], tags: ['nature-time', 'staying-active', 'pet-friendly', 'outdoor', 'free', 'fun-with-kids'], venue: 'Tempelhofer Feld', area: 'Neukölln, Berlin', at: [52.4730, 13.4010], rating: 4.7, pop: 0.8, desc: 'Former airport runway turned park for cycling, skating and kites.' }, null, 'Mo-Su 07:00-17:00'),
  pl('be', 'be-park-tiergarten', 'Tiergarten', { cats: ['park', 'nature'], tags: ['nature-time', 'pet-friendly', 'staying-active', 'outdoor', 'free'], venue: 'Tiergarten', area: 'Tiergarten, Berlin', at: [52.5145, 13.3501], rating: 4.7, pop: 0.7, desc: 'Huge central park with forest paths and beer gardens.' }, null, '24/7'),
  pl('be', 'be-rest-vegan', 'Kopps Vegan Restaurant', { cats: ['restaurant', 'food', 'vegan'], tags: ['indoor', 'date-nights'], venue: 'Kopps', area: 'Mitte, Berlin', at: [52.5296, 13.4015], rating: 4.5, pop: 0.5, desc: 'Fine vegan dining and a famous vegan brunch.', dietary: ['vegan', 'vegetarian'] }, null, 'Mo-Su 17:30-23:00; Sa,Su 09:30-15:00'),
  pl('be', 'be-rest-doner', "Mustafa's Gemüse Kebap", { cats: ['restaurant', 'food', 'street food'], tags: ['friends-hangout', 'late-night', 'outdoor'], venue: "Mustafa's", area: 'Kreuzberg, Berlin', at: [52.4886, 13.3884], rating: 4.5, pop: 0.9, desc: 'Berlin\'s most famous vegetable kebab, worth the queue.', dietary: ['halal', 'vegetarian'] }, null, 'Mo-Su 10:00-02:00'),
  pl('be', 'be-bar-klunker', 'Klunkerkranich Rooftop Bar', { cats: ['bar', 'nightlife'], tags: ['friends-hangout', 'outdoor', 'late-night', 'meet-new-people'], venue: 'Klunkerkranich', area: 'Neukölln, Berlin', at: [52.4813, 13.4316], rating: 4.5, pop: 0.7, desc: 'Rooftop garden bar on a mall car park with DJs.' }, null, 'We-Su 16:00-02:00'),
  pl('be', 'be-bar-beer', 'Prater Biergarten', { cats: ['bar', 'beer', 'beer garden'], tags: ['friends-hangout', 'pet-friendly', 'outdoor'], venue: 'Prater Garten', area: 'Prenzlauer Berg, Berlin', at: [52.5398, 13.4100], rating: 4.4, pop: 0.6, desc: 'Berlin\'s oldest beer garden; dogs welcome.' }, null, 'Mo-Su 12:00-23:00'),
  pl('be', 'be-spa-vabali', 'Vabali Spa', { cats: ['spa', 'wellness', 'sauna'], tags: ['date-nights', 'indoor'], venue: 'Vabali', area: 'Moabit, Berlin', at: [52.5258, 13.3651], rating: 4.7, pop: 0.7, desc: 'Balinese-style saunas and pools.', bookable: true }, 36, 'Mo-Su 09:00-24:00'),
  pl('be', 'be-climb', 'Boulderklub Kreuzberg', { cats: ['climbing', 'fitness', 'sport'], tags: ['staying-active', 'indoor', 'meet-new-people'], venue: 'Boulderklub', area: 'Kreuzberg, Berlin', at: [52.4978, 13.4480], rating: 4.5, pop: 0.4, desc: 'Friendly bouldering hall with beginner courses.', bookable: true }, 13, 'Mo-Su 10:00-23:00'),

  // ---------------- Mexico City ----------------
  ev('mx', 'mx-lucha-arena', 'Lucha Libre at Arena México', { cats: ['sport', 'wrestling', 'show'], tags: ['friends-hangout', 'visit-the-city', 'indoor', 'fun-with-kids'], venue: 'Arena México', area: 'Doctores, Mexico City', at: [19.4246, -99.1530], rating: 4.7, pop: 0.9, desc: 'Masked wrestlers, flying kicks and a roaring crowd.', bookable: true }, 350, [[1, '20:30'], [4, '19:30']]),
  ev('mx', 'mx-jazz-zinco', 'Zinco Jazz Club Night', { cats: ['music', 'jazz', 'nightlife'], tags: ['date-nights', 'indoor', 'late-night'], venue: 'Zinco Jazz Club', area: 'Centro Histórico, Mexico City', at: [19.4335, -99.1386], rating: 4.6, pop: 0.6, desc: 'Jazz in an art-deco bank vault downtown.', bookable: true }, 300, [[0, '22:00'], [1, '22:00']]),
  ev('mx', 'mx-mariachi', 'Mariachi Night in Garibaldi', { cats: ['music', 'mariachi'], tags: ['visit-the-city', 'friends-hangout', 'outdoor', 'late-night', 'free'], venue: 'Plaza Garibaldi', area: 'Centro Histórico, Mexico City', at: [19.4407, -99.1392], rating: 4.3, pop: 0.7, desc: 'Mariachi bands serenade the square every night. Free.' }, 0, [[0, '20:00'], [1, '20:00'], [2, '20:00']]),
  ev('mx', 'mx-ballet-folk', 'Ballet Folklórico at Bellas Artes', { cats: ['ballet', 'dance', 'show'], tags: ['visit-the-city', 'date-nights', 'fun-with-kids', 'indoor', 'accessible-wheelchair-outings'], venue: 'Palacio de Bellas Artes', area: 'Centro Histórico, Mexico City', at: [19.4352, -99.1412], rating: 4.8, pop: 0.85, desc: 'Mexico\'s folk dance company in a marble palace.', bookable: true }, 600, [[3, '09:30'], [3, '20:30']]),
  ev('mx', 'mx-tour-tacos', 'Street Taco Tour in Roma', { cats: ['food', 'tour'], tags: ['visit-the-city', 'friends-hangout', 'outdoor'], venue: 'Roma Norte', area: 'Roma Norte, Mexico City', at: [19.4180, -99.1620], rating: 4.8, pop: 0.7, desc: 'Tacos al pastor, suadero and mezcal with a local guide.', bookable: true }, 1200, [[1, '18:00'], [2, '18:00']]),
  ev('mx', 'mx-bike-reforma', 'Muévete en Bici Sunday Ride', { cats: ['cycling', 'sport'], tags: ['staying-active', 'outdoor', 'free', 'fun-with-kids', 'pet-friendly'], venue: 'Paseo de la Reforma', area: 'Juárez, Mexico City', at: [19.4270, -99.1677], rating: 4.6, pop: 0.6, desc: 'Reforma closes to cars for cyclists every Sunday morning.' }, 0, [[3, '08:00']]),
  ev('mx', 'mx-market-bazaar', 'Bazar del Sábado', { cats: ['market', 'crafts'], tags: ['visit-the-city', 'outdoor', 'date-nights'], venue: 'Plaza San Jacinto', area: 'San Ángel, Mexico City', at: [19.3455, -99.1905], rating: 4.5, pop: 0.6, desc: 'Saturday art and craft market in a colonial plaza.' }, 0, [[2, '10:00']]),
  pl('mx', 'mx-museum-anthro', 'National Museum of Anthropology', { cats: ['museum', 'history'], tags: ['visit-the-city', 'fun-with-kids', 'indoor', 'accessible-wheelchair-outings'], venue: 'Museo Nacional de Antropología', area: 'Chapultepec, Mexico City', at: [19.4260, -99.1863], rating: 4.9, pop: 0.95, desc: 'The Aztec Sun Stone and Mesoamerican treasures.', bookable: true }, 95, 'Tu-Su 09:00-18:00'),
  pl('mx', 'mx-museum-frida', 'Frida Kahlo Museum (Casa Azul)', { cats: ['museum', 'art'], tags: ['visit-the-city', 'indoor', 'date-nights'], venue: 'Casa Azul', area: 'Coyoacán, Mexico City', at: [19.3551, -99.1625], rating: 4.6, pop: 0.9, desc: 'Frida\'s blue house, her studio and garden.', bookable: true }, 320, 'Tu,Th-Su 10:00-18:00; We 11:00-18:00'),
  pl('mx', 'mx-museum-soumaya', 'Museo Soumaya', { cats: ['museum', 'art'], tags: ['indoor', 'free', 'accessible-wheelchair-outings'], venue: 'Museo Soumaya', area: 'Polanco, Mexico City', at: [19.4406, -99.2047], rating: 4.6, pop: 0.7, desc: 'Rodin and Dalí in a shimmering silver building. Free entry.' }, null, 'Mo-Su 10:30-18:30'),
  pl('mx', 'mx-park-chapultepec', 'Bosque de Chapultepec', { cats: ['park', 'nature'], tags: ['nature-time', 'fun-with-kids', 'pet-friendly', 'staying-active', 'outdoor', 'free'], venue: 'Chapultepec', area: 'Chapultepec, Mexico City', at: [19.4204, -99.1819], rating: 4.7, pop: 0.9, desc: 'Vast forest park with lakes, a castle and a zoo.' }, null, 'Tu-Su 05:00-18:00'),
  pl('mx', 'mx-boats-xochimilco', 'Xochimilco Trajinera Boats', { cats: ['boat', 'nature'], tags: ['friends-hangout', 'visit-the-city', 'outdoor', 'nature-time'], venue: 'Embarcadero Nuevo Nativitas', area: 'Xochimilco, Mexico City', at: [19.2567, -99.0985], rating: 4.4, pop: 0.8, desc: 'Colourful boats through ancient canals with mariachis.', bookable: true }, 600, 'Mo-Su 09:00-18:00'),
  pl('mx', 'mx-rest-vegan', 'Por Siempre Vegana Taquería', { cats: ['restaurant', 'food', 'tacos', 'vegan'], tags: ['friends-hangout', 'outdoor'], venue: 'Por Siempre Vegana', area: 'Roma Norte, Mexico City', at: [19.4195, -99.1590], rating: 4.6, pop: 0.6, desc: 'Vegan tacos al pastor from a street stand.', dietary: ['vegan', 'vegetarian'] }, null, 'Mo-Su 13:00-23:00'),
  pl('mx', 'mx-rest-pujol', 'Pujol', { cats: ['restaurant', 'food', 'fine dining'], tags: ['date-nights', 'indoor'], venue: 'Pujol', area: 'Polanco, Mexico City', at: [19.4324, -99.1960], rating: 4.8, pop: 0.8, desc: 'Enrique Olvera\'s tasting menu and mole madre.', bookable: true }, 4500, 'Mo-Sa 13:00-22:30'),
  pl('mx', 'mx-bar-mezcal', 'La Clandestina Mezcalería', { cats: ['bar', 'mezcal', 'nightlife'], tags: ['date-nights', 'friends-hangout', 'indoor', 'late-night'], venue: 'La Clandestina', area: 'Condesa, Mexico City', at: [19.4120, -99.1740], rating: 4.5, pop: 0.6, desc: 'Tiny mezcal bar with dozens of small-batch spirits.' }, null, 'Mo-Su 17:00-02:00'),
  pl('mx', 'mx-cafe-condesa', 'Café Condesa Dog Friendly Terrace', { cats: ['cafe', 'coffee'], tags: ['pet-friendly', 'outdoor'], venue: 'Café Toscano', area: 'Condesa, Mexico City', at: [19.4110, -99.1700], rating: 4.4, pop: 0.5, desc: 'Sunny terrace café on a tree-lined avenue; dogs welcome.' }, null, 'Mo-Su 07:00-22:00'),
  pl('mx', 'mx-market-coyoacan', 'Mercado de Coyoacán', { cats: ['market', 'food'], tags: ['visit-the-city', 'fun-with-kids', 'indoor'], venue: 'Mercado de Coyoacán', area: 'Coyoacán, Mexico City', at: [19.3505, -99.1618], rating: 4.5, pop: 0.7, desc: 'Tostadas, fresh juices and piñatas.' }, null, 'Mo-Su 08:00-19:00'),
];

const record = (d: Def): CatalogueRecord => {
  const city = CITIES[d.city];
  if (!city) throw new Error(`unknown city ${d.city}`);
  const c = d.c;
  const free = d.price === 0;
  const tickets = (): CatalogueRecord['ticket_price'] =>
    d.price === null
      ? null
      : {
          currency: city.currency,
          sessions: (d.kind === 'event' ? d.sessions : [[0, null] as [number, string | null]]).map(([day, time]) => ({
            date: d.kind === 'event' ? addDays(BASE_DATE, day) : null,
            time: d.kind === 'event' ? time : null,
            tickets: [
              {
                name: free ? 'RSVP' : 'General Admission',
                price: d.price ?? 0,
                fee: free ? 0 : Math.round((d.price ?? 0) * 0.1 * 100) / 100,
                is_free: free,
                available: true,
              },
            ],
          })),
        };
  const sessionsFree =
    d.kind === 'event' && d.price === null
      ? { currency: city.currency, sessions: d.sessions.map(([day, time]) => ({ date: addDays(BASE_DATE, day), time, tickets: [] })) }
      : null;
  return {
    ref: d.ref,
    entity_type: d.kind,
    name: d.name,
    ...(c.fr ? { names: { fr: c.fr } } : {}),
    short_description: c.desc,
    description: c.desc,
    categories: c.cats,
    tags: c.tags ?? [],
    dietary: c.dietary ?? [],
    highlights: [],
    tips: [],
    venue: c.venue ?? null,
    semantic_location: c.area,
    city: city.slug,
    location: { lat: c.at[0], lng: c.at[1] },
    timezone: city.timezone,
    rating: c.rating ?? null,
    popularity: c.pop ?? null,
    opening_hours: d.hours,
    is_bookable: c.bookable ?? false,
    estimated_fulfillment: c.bookable ? 'instant' : null,
    booking_url: c.bookable ? `https://tickets.example.com/${d.ref}` : null,
    ticket_price: tickets() ?? sessionsFree,
  };
};

export const EVAL_RECORDS: CatalogueRecord[] = D.map(record);

export const evalNdjson = (): string => `${EVAL_RECORDS.map((r) => JSON.stringify(r)).join('\n')}\n`;
