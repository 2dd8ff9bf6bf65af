/**
 * English forms of every concept, by concept id (the concepts are defined in ../concepts/): comma
 * separated, written naturally (matching folds accents and stems); the first form is the label.
 */

export const CONCEPT_FORMS: Readonly<Record<string, string>> = {
  // categories-entertainment
  'category.music':
    'music, live music, concert, concerts, gig, gigs, band, bands, live band, show with music, musician, musicians, singer',
  'category.jazz': 'jazz, jazz club, blues, swing, big band, bebop, soul music, funk',
  'category.classical':
    'classical, classical music, orchestra, symphony, philharmonic, chamber music, string quartet, choir, organ recital, piano recital',
  'category.opera': 'opera, operas, opera house, operetta',
  'category.rock': 'rock, rock music, punk, metal, heavy metal, indie, indie rock, grunge, hardcore',
  'category.electronic':
    'electronic, electronic music, techno, house, house music, edm, dj, dj set, rave, raves, drum and bass, dnb, trance, dance music',
  'category.hip-hop': 'hip hop, hip-hop, hiphop, rap, r&b, rnb, trap, grime',
  'category.pop': 'pop, pop music, pop concert, tribute band, cover band, 80s, 90s',
  'category.folk':
    'folk, folk music, acoustic, unplugged, country, country music, bluegrass, americana, singer-songwriter, trad session',
  'category.latin-music':
    'latin, latin music, reggaeton, cumbia, bachata, merengue, mariachi, samba, bossa nova',
  'category.world-music':
    'world music, reggae, dancehall, afrobeat, afrobeats, fado, klezmer, balkan, k-pop, kpop',
  'category.karaoke': 'karaoke, karaoke bar, sing-along, singalong, singing',
  'category.nightlife':
    'nightlife, night life, night out, a night out, going out, go out, out out, bar crawl, pub crawl, bar hopping, after dark',
  'category.club':
    'club, clubs, nightclub, nightclubs, clubbing, disco, dancefloor, dance floor, go dancing, dancing all night',
  'category.bar':
    'bar, bars, drinks, a drink, a few drinks, drink, drinking, happy hour, lounge, dive bar, aperitivo, after work drinks, sundowner',
  'category.pub': 'pub, pubs, tavern, gastropub, boozer, local pub, pint, pints, a pint',
  'category.cocktails':
    'cocktail, cocktails, cocktail bar, speakeasy, mixology, martini, margarita, negroni, mezcal, tequila, whisky, whiskey, gin, rum, tiki',
  'category.wine':
    'wine, wines, wine bar, wine tasting, vineyard, vineyards, winery, natural wine, vino, glass of wine',
  'category.beer':
    'beer, beers, craft beer, brewery, breweries, brewpub, taproom, beer garden, beer hall, ale, ipa, lager',
  'category.performance': 'show, shows, performance, performances, live show, live performance, spectacle',
  'category.theatre':
    'theatre, theater, theatres, theaters, a play, plays, drama, stage play, west end, broadway, off-broadway, fringe',
  'category.musical': 'musical, musicals, musical theatre, musical theater, broadway show, west end show',
  'category.comedy':
    'comedy, comedy show, comedy club, stand-up, standup, stand up, stand-up comedy, comedian, comedians, improv, sketch, open mic, funny show',
  'category.dance':
    'dance, dances, dancing, dance show, dance performance, contemporary dance, tango, milonga, flamenco, salsa dancing, swing dancing, ballroom, salsa',
  'category.ballet': 'ballet, ballets, the nutcracker, nutcracker, swan lake',
  'category.cinema':
    'cinema, cinemas, movie, movies, film, films, flick, flicks, the pictures, screening, film screening, movie theater, movie night, open-air cinema, drive-in, documentary, imax, arthouse, art house cinema, indie film',
  'category.circus':
    'circus, acrobats, acrobatics, magic show, magician, magic tricks, illusionist, juggling, clowns',
  'category.cabaret': 'cabaret, burlesque, drag, drag show, drag queen, drag queens, variety show, revue',
  // categories-culture
  'category.museum': 'museum, museums, musem, museam, muzeum',
  'category.art':
    'art, arts, artsy, arty, artwork, artworks, gallery, galleries, art gallery, art galleries, paintings, painters, sculpture, sculptures, contemporary art, modern art, impressionists',
  'category.exhibition':
    'exhibition, exhibitions, exhibit, exhibits, expo, retrospective, immersive exhibition, installation',
  'category.street-art': 'street art, graffiti, mural, murals, urban art',
  'category.photography': 'photography, photographs, photo exhibition, photo walk',
  'category.history':
    'history, historic, historical, heritage, castle, castles, palace, palaces, monument, monuments, ruins, medieval, roman, ancient, archaeology, historic site, old town',
  'category.sightseeing':
    'sightseeing, sights, see the sights, landmark, landmarks, attraction, attractions, tourist attractions, must-see, must see, iconic, famous places, bucket list, touristy, touristy stuff, tourist stuff',
  'category.viewpoint':
    'view, views, viewpoint, viewpoints, panorama, panoramic view, skyline, lookout, observation deck, city views, sunset spot, best views, sunset, sunsets, golden hour',
  'category.rooftop': 'rooftop, rooftops, rooftop bar, roof terrace, roof garden, sky bar',
  'category.science':
    'science, sciences, science museum, science centre, science center, planetarium, observatory, astronomy, stargazing, technology, robots, dinosaurs, dinosaur, natural history, experiments',
  'category.architecture':
    'architecture, buildings, cathedral, cathedrals, church, churches, basilica, temple, mosque, synagogue, art deco, gothic, baroque',
  'category.books':
    'books, book, bookshop, bookshops, bookstore, bookstores, library, libraries, literature, literary, poetry, poems, reading, book club, author talk, book signing, spoken word',
  'category.talk':
    'talk, talks, lecture, lectures, conference, conferences, panel, panel discussion, debate, seminar, keynote, ted talk',
  'category.networking':
    'networking, meetup, meetups, meet-up, tech meetup, startup event, startups, founders, entrepreneurs, hackathon, professional event',
  'category.culture': 'culture, cultural, arts and culture, cultural stuff, something cultural, cultured',
  // categories-food
  'category.food':
    'food, foods, foodie, foodies, eat, eats, eating, grub, nosh, cuisine, gastronomy, a bite, bite to eat, something to eat, good food, tasty',
  'category.restaurant':
    'restaurant, restaurants, resto, dinner, lunch, dining, eat out, eating out, dine, bistro, brasserie, trattoria, diner, supper, a table for two',
  'category.pizza': 'pizza, pizzas, pizzeria, pizza place, slice, slices, neapolitan',
  'category.italian': 'italian, italian food, italian restaurant, pasta, risotto, lasagna, carbonara',
  'category.japanese':
    'japanese, japanese food, sushi, sashimi, ramen, izakaya, omakase, udon, tempura, yakitori, sake',
  'category.chinese':
    'chinese, chinese food, dim sum, dumplings, noodles, cantonese, sichuan, hot pot, bao, bao buns',
  'category.asian':
    'asian, asian food, thai, thai food, vietnamese, pho, banh mi, pad thai, korean, korean bbq, kbbq, bibimbap, kimchi',
  'category.indian':
    'indian, indian food, curry, curries, curry house, tandoori, biryani, dosa, thali, masala, nepalese, pakistani',
  'category.mexican':
    'mexican, mexican food, taco, tacos, taqueria, burrito, burritos, quesadilla, nachos, tex-mex, tamales',
  'category.latin-food':
    'latin american food, peruvian, ceviche, brazilian, argentinian, asado, empanadas, arepas, feijoada',
  'category.middle-eastern':
    'middle eastern, lebanese, turkish, greek, mediterranean, falafel, hummus, mezze, meze, kebab, kebabs, shawarma, gyros, doner',
  'category.french-food':
    'french food, french restaurant, french bistro, crepes, crêpes, creperie, galettes, croque monsieur, cheese board, fondue',
  'category.tapas': 'tapas, pintxos, spanish food, paella, small plates, sharing plates',
  'category.burger':
    'burger, burgers, hamburger, cheeseburger, fries, hot dog, hot dogs, wings, fried chicken, diner food, fast food',
  'category.bbq':
    'bbq, barbecue, barbeque, steak, steaks, steakhouse, grill, ribs, brisket, smokehouse, meat, churrascaria',
  'category.seafood':
    'seafood, fish, oysters, oyster bar, shellfish, lobster, crab, mussels, prawns, shrimp, fish and chips, octopus',
  'category.street-food':
    'street food, food truck, food trucks, food hall, food stalls, food court, hawker, takeaway',
  'category.market':
    "market, markets, flea market, flea markets, farmers market, farmers' market, night market, street market, food market, christmas market, bazaar, car boot sale, antiques market",
  'category.brunch':
    'brunch, brunches, breakfast, bottomless brunch, pancakes, waffles, eggs benedict, full english, fry-up',
  'category.coffee':
    'coffee, coffees, cafe, café, cafes, cafés, coffee shop, coffee shops, coffeehouse, espresso, latte, cappuccino, flat white, roastery, cuppa, tea room, afternoon tea, tea',
  'category.bakery':
    'bakery, bakeries, pastry, pastries, patisserie, croissant, croissants, bread, cake, cakes, cupcakes, cinnamon buns, pie',
  'category.dessert':
    'dessert, desserts, sweets, sweet tooth, something sweet, ice cream, ice-cream, gelato, frozen yogurt, chocolate, chocolates, candy, churros, donuts, doughnuts',
  'category.fine-dining':
    "fine dining, tasting menu, michelin, michelin star, michelin-starred, gourmet restaurant, chef's table",
  'category.tasting': 'tasting, tastings, taste, food tour, food tours, pairing, sampling, degustation',
  // categories-active
  'category.sport':
    'sport, sports, sporty, athletic, tennis, padel, squash, golf, badminton, volleyball, horse riding',
  'category.spectator-sports':
    'live sports, match, football, soccer, football match, soccer game, basketball, baseball, hockey, ice hockey, rugby, cricket, wrestling, boxing, stadium, watch the game, sports bar, nba, nfl, premier league',
  'category.fitness':
    'fitness, gym, workout, work out, exercise, pilates, bootcamp, hiit, crossfit, spin class, spinning, cardio, boxing class, get fit, sweat',
  'category.yoga': 'yoga, yoga class, hot yoga, vinyasa, hatha, yin yoga, stretching',
  'category.climbing': 'climbing, climb, rock climbing, bouldering, boulder, climbing wall, climbing gym',
  'category.running':
    'running, run, runs, jog, jogging, run club, running club, 5k, 10k, parkrun, race, half marathon, marathon, trail running',
  'category.cycling':
    'cycling, cycle, bike, bikes, biking, bicycle, bike ride, bike tour, mountain biking, mtb, bike rental',
  'category.swimming':
    'swimming, swim, swims, pool, pools, swimming pool, lido, open water swimming, wild swimming, water park, waterpark, diving',
  'category.skating':
    'skating, ice skating, ice rink, rink, roller skating, rollerskating, roller disco, skate, skateboarding, skatepark',
  'category.skiing': 'skiing, ski, ski slope, snowboarding, snowboard, sledding, tobogganing',
  'category.water-sports':
    'water sports, watersports, kayak, kayaking, canoe, canoeing, paddleboard, paddleboarding, paddle board, surfing, surf, sailing, rowing, windsurfing, kitesurfing',
  'category.nature':
    'nature, natural, fresh air, countryside, wildlife, forest, forests, woods, woodland, green space, greenery, birdwatching, nature reserve, lake, lakes, camping, campfire, fishing, go fishing',
  'category.park': 'park, parks, picnic, picnics, picnic spot, city park, lawn, meadow, pond',
  'category.hiking':
    'hiking, hike, hikes, trek, trekking, trail, trails, ramble, rambling, mountain, mountains, hill, hills, summit, nature walk',
  'category.walk':
    'walk, walks, walking, stroll, strolling, wander, wandering, promenade, ramble around, go for a walk',
  'category.beach':
    'beach, beaches, seaside, ocean, coast, shore, waterfront, beach bar, harbour, harbor, pier, riverside, river, canal, the sea, by the sea, seafront',
  'category.garden':
    'garden, gardens, botanical garden, botanic garden, botanical gardens, greenhouse, flowers, plants, roses, blossom, cherry blossom, arboretum',
  'category.zoo':
    'zoo, zoos, animals, animal, petting zoo, city farm, farm, safari, wildlife park, lions, elephants, giraffes, pandas',
  'category.aquarium':
    'aquarium, aquariums, sea life, sharks, shark, jellyfish, penguins, marine life, oceanarium',
  'category.boat':
    'boat, boats, boat trip, boat ride, boat tour, cruise, river cruise, dinner cruise, ferry, canal boat, gondola, on the water',
  'category.theme-park':
    'theme park, amusement park, funfair, fun fair, fairground, rides, roller coaster, rollercoaster, ferris wheel, carousel',
  // categories-leisure
  'category.tour':
    'tour, tours, guided tour, guided tours, walking tour, walking tours, city tour, bus tour, hop-on hop-off, free tour, guide',
  'category.day-trip':
    'day trip, day trips, daytrip, excursion, excursions, getaway, outing, day out, family day out, road trip, out of town, out of the city',
  'category.workshop':
    'workshop, workshops, class, classes, course, courses, lesson, lessons, masterclass, short course, evening class',
  'category.cooking-class':
    'cooking class, cooking classes, cooking, cook, learn to cook, baking, baking class, pasta making, sushi making, culinary class',
  'category.crafts':
    'crafts, craft, crafty, arts and crafts, pottery, ceramics, wheel throwing, painting class, paint and sip, sip and paint, life drawing, drawing, knitting, sewing, embroidery, candle making, jewellery making, jewelry making, woodworking, diy',
  'category.games':
    'games, game, board games, board game cafe, arcade, arcades, pinball, darts, billiards, snooker, pool table, ping pong, table tennis, mini golf, minigolf, crazy golf, putt putt, vr, virtual reality, video games, gaming, retro games, chess, cards, card games',
  'category.escape-room': 'escape room, escape rooms, escape game, puzzle room, murder mystery',
  'category.bowling': 'bowling, bowling alley, ten-pin, tenpin, ten pin bowling',
  'category.action-games':
    'go karts, go-karts, go karting, karting, laser tag, laser quest, paintball, axe throwing, trampoline park, zipline, zip line, high ropes',
  'category.trivia': 'trivia, trivia night, quiz, quizzes, pub quiz, quiz night, bingo',
  'category.spa':
    'spa, spas, sauna, saunas, steam room, hammam, turkish bath, massage, massages, thermal baths, thermal spa, hot springs, bathhouse, jacuzzi, hot tub, pamper, pampering, facial',
  'category.wellness':
    'wellness, wellbeing, well-being, meditation, meditate, mindfulness, sound bath, breathwork, retreat, self-care, self care, healing',
  'category.shopping':
    'shopping, shop, shops, stores, boutique, boutiques, mall, shopping mall, shopping centre, window shopping, vintage, thrift, thrift store, thrifting, second hand, concept store, souvenirs, record store, gifts, gift shopping',
  'category.festival':
    'festival, festivals, fest, carnival, parade, parades, street party, block party, fireworks, open air festival',
  'category.christmas':
    "christmas, xmas, festive, holiday season, christmas lights, santa, carols, mulled wine, advent, new year's eve, nye",
  'category.spooky':
    'halloween, haunted, haunted house, ghost, ghosts, ghost tour, ghost walk, horror, horror movie, spooky, scary, creepy, zombies, catacombs',
  'category.kids-play':
    "playground, playgrounds, soft play, play area, play centre, indoor play, puppet show, puppets, storytime, story time, kids show, children's theatre, bouncy castle, face painting, splash pad",
  'category.volunteering':
    'volunteer, volunteering, charity, give back, giving back, community service, beach cleanup, fundraiser',
  // audiences
  'audience.kids':
    'kids, kid, children, child, my son, my daughter, our son, our daughter, little ones, the little ones, youngsters, kiddos, kid-friendly, child-friendly, kids friendly, for kids, with kids, boys, girls, nephew, niece, grandkids',
  'audience.toddlers':
    'toddler, toddlers, baby, babies, infant, infants, newborn, under 5s, under fives, preschooler, preschoolers, little one, stroller, pram, buggy, two year old, 2 year old, 3 year old',
  'audience.teens':
    'teen, teens, teenager, teenagers, adolescents, young people, youth, my teen, 13 year old, 14 year old, 15 year old, 16 year old',
  'audience.family':
    'family, families, family-friendly, family friendly, family day, family outing, whole family, all ages',
  'audience.couple':
    'date night, couple, couples, date, date nights, date idea, date ideas, for two, me and my partner, my partner, my girlfriend, my boyfriend, my wife, my husband, gf, bf, my fiancé, my fiancée, my other half, bae',
  'audience.solo':
    'alone, on my own, by myself, just me, myself, me time, single, solo trip, solo traveler, solo traveller, table for one, going solo, solo date, on my lonesome',
  'audience.friends':
    'friends, friend, mates, buddies, pals, my friends, with friends, the gang, gang, crew, squad, group, groups, group of friends, the girls, the boys, the lads, besties, bunch of us, a few of us, group of 6, group of 8, big group',
  'audience.hen':
    "hen party, hen, hen do, hen night, hens, bachelorette, bachelorette party, bride to be, bride-to-be, bridal party, girls night, girls' night out, ladies night, girls trip",
  'audience.stag':
    'stag party, stag, stag do, stag night, bachelor, bachelor party, groom to be, groom-to-be, boys night, lads night, lads trip, guys night',
  'audience.seniors':
    'seniors, senior, senior citizens, older people, elderly, elderly parents, retirees, retired, pensioners, over 60s, over 70s, oaps, my grandmother, my grandfather, my nan, my parents, the in-laws, grandparents, grandma, grandpa, mum, mom, mother, dad, father, my mum, my mom, my dad, mum and dad',
  'audience.students':
    'student, students, student night, student discount, uni, university, college, freshers, erasmus, grad students',
  'audience.colleagues':
    'colleagues, coworkers, co-workers, work friends, the team, my team, team building, team-building, teambuilding, team outing, work party, office party, company event, corporate event, offsite, team lunch, team dinner, work drinks, clients',
  'audience.dog':
    'dog, dogs, doggo, doggy, pup, puppy, puppies, pooch, pet, pets, my dog, our dog, the dog, dog-friendly, dog friendly, pet-friendly, pet friendly, four-legged friend, fur baby',
  'audience.pets-other': 'cat, cats, kitten, kittens, cat cafe, cat café',
  'audience.accessible':
    'wheelchair, wheelchairs, wheelchair accessible, wheelchair-accessible, wheelchair user, accessible, accessibility, step-free, step free, no stairs, mobility, reduced mobility, disabled, disability, disabled access, ramp, blind, deaf',
  'audience.tourists':
    'tourist, tourists, visitor, visitors, first time, first time here, first visit, new in town, new to the city, in town for, just arrived, first trip, out of town guests, sightseer',
  'audience.lgbtq':
    'lgbt, lgbtq, lgbtq+, lgbtqia, queer, gay, gay bar, lesbian, lesbians, trans, pride, gay-friendly, queer-friendly',
  // moods
  'mood.cheer-up':
    "feel-good, cheer me up, cheer up, cheer us up, feeling down, feeling low, i'm down, i'm sad, sad, feeling blue, bad day, rough day, rough week, pick me up, pick-me-up, mood booster, uplifting, feel good, something happy, make me smile, make me laugh, heartbroken, broken heart, break up, breakup, got dumped, depressed, gloomy mood, low mood, broke up, split up, dumped, cheer her up, cheer him up, cheer them up, take her mind off, take his mind off, lost my job",
  'mood.relax':
    'relax, relaxing, relaxed, chill, chilled, chill out, chilling, chillax, low-key, low key, lowkey, laid back, laid-back, unwind, wind down, decompress, mellow, easy going, easygoing, take it easy, nothing too crazy, slow, gentle, zen, calm, lazy, lazy day, lazy sunday',
  'mood.romantic':
    'romantic, romance, romantically, intimate, candlelit, candlelight, candle light, sweep her off her feet, sweep him off his feet, impress her, impress him, lovey-dovey',
  'mood.adventurous':
    'adventure, adventures, adventurous, thrill, thrills, thrilling, thrill seeker, adrenaline, adrenaline rush, adrenaline junkie, exciting, excitement, extreme, wild, crazy, epic, something crazy, something different, push my limits, bucket list experience',
  'mood.restless':
    'restless, bored, so bored, boring day, boredom, cabin fever, stir crazy, stir-crazy, itchy feet, climbing the walls, need to get out, get out of the house, nothing to do, fed up of staying in, going crazy at home',
  'mood.curious':
    'curious, learn, learn something, learn something new, learning, educational, interesting, fascinating, discover, discovery, inspiring, inspiration, inspire me, nerdy, geeky, nerd out, brainy, thought-provoking, behind the scenes, something new, try something new',
  'mood.celebrate':
    'celebrate, celebrating, celebration, special occasion, something special, promotion, got the job, graduation, congrats, champagne, bubbly, toast, pop the champagne, farewell, leaving do, just engaged, family reunion, class reunion, promoted, got promoted, just got promoted, new job, passed my exams, passed my driving test, finished my exams, got engaged, got married, good news, something to celebrate',
  'mood.energetic':
    'energetic, energy, full of energy, get active, be active, pumped, hyped, move, get moving, burn energy, burn off energy, burn calories, sweat it out, stay active, high energy',
  'mood.cozy':
    'cozy, cosy, cosiest, coziest, snug, snuggly, hygge, warm up, warm and cozy, fireplace, log fire, open fire, comfort food, hot chocolate, blanket',
  'mood.quiet':
    'quiet, quieter, peaceful, peace and quiet, tranquil, serene, calm place, not crowded, uncrowded, away from the crowds, no crowds, secluded, silent, silence, not too loud, can hear each other, somewhere to talk',
  'mood.lively':
    'lively, buzzing, buzzy, vibrant, upbeat, good vibes, vibes, atmosphere, party, parties, partying, party vibe, rager, turn up, banger, let loose, rowdy, loud, crazy night, big night, wild night, go wild, get drunk, get wasted',
  'mood.creative':
    'creative, get creative, creativity, make something, create something, hands-on, with my hands, artsy activity, crafty afternoon',
  'mood.fancy':
    'fancy, fancier, classy, posh, elegant, chic, glamorous, glam, sophisticated, refined, upscale, swanky, swish, stylish, dress up, dressy, exclusive, swanky place',
  'mood.unusual':
    'unusual, quirky, offbeat, off-beat, off the beaten path, off the beaten track, hidden gem, hidden gems, secret, secret spot, underground, alternative, unique, different, weird, strange, odd, eccentric, not touristy, non touristy, where locals go, like a local, local favourite, local favorite, insider tip',
  'mood.nostalgic':
    'retro, nostalgic, nostalgia, old school, old-school, throwback, old fashioned, old-fashioned, timeless',
  // situations
  'situation.birthday':
    'birthday, birthdays, bday, b-day, birthday party, birthday dinner, birthday girl, birthday boy, turning 30, turning 40, 30th, 40th, 18th, 21st',
  'situation.anniversary':
    "anniversary, our anniversary, wedding anniversary, valentine's, valentines, valentine's day, honeymoon, proposal, engagement dinner",
  'situation.first-date':
    'first date, a first date, tinder date, hinge date, bumble date, blind date, second date, third date, someone i just met, getting to know someone',
  'situation.meet-people':
    'meet people, meet new people, meeting people, make friends, make new friends, new friends, socialize, socialise, social, mingle, mixer, singles, singles night, speed dating, language exchange, lonely, feeling lonely, new to the city and lonely, expat, expats',
  'situation.hungover':
    'hungover, hangover, hung over, rough morning, morning after, fragile, feeling rough, big night last night, recover, recovery, hair of the dog, need grease',
  'situation.tired':
    "tired, so tired, exhausted, knackered, shattered, sleepy, wiped out, drained, worn out, low energy, no energy, can't be bothered, not much energy, sit down, sitting down, jetlag, jet lag, jetlagged",
  'situation.sore':
    'stiff back, sore back, bad back, back pain, backache, stiff neck, sore muscles, achy, aching, sore legs, tired legs, my legs are dead, loosen up, stretch out, stiff, after the flight, long flightged, knots in my shoulders, need a massage, sore feet, aching feet, achy feet, tired feet, feet hurt, feet hurting, feet ache, feet are killing me, feet killing me, back hurts, back hurting, back is killing me, back killing me, legs hurt, legs are killing me, neck hurts, shoulders hurt, blisters',
  'situation.stressed':
    'stressed, stressed out, stress, stressful week, burnt out, burned out, burnout, anxious, anxiety, overwhelmed, need a break, need a breather, recharge, reset, switch off, clear my head, mental health day',
  'situation.hungry':
    'hungry, starving, starved, famished, peckish, feed us, feed me, need food, munchies, the munchies',
  'situation.thirsty': 'thirsty, need a drink, need a beer, need a pint, could use a drink, drinkies',
  'situation.after-work':
    'after work, after-work, afterwork, after the office, post-work, after my shift, after class, after school, end of the day',
  'situation.remote-work':
    'laptop-friendly, work remotely, remote work, laptop, laptop friendly, wifi, wi-fi, somewhere to work, place to work, coworking, co-working, get some work done, study, studying, somewhere to study',
  'situation.killing-time':
    'killing time, kill time, time to kill, an hour to kill, a couple of hours, couple hours, layover, waiting for a train, between meetings, quick stop, quick visit, pop in, drop in',
  // dietary
  'dietary.vegan':
    'vegan, vegans, plant-based, plant based, fully plant-based, dairy-free, dairy free, no animal products',
  'dietary.vegetarian':
    'vegetarian, vegetarians, veggie, veggies, veg, meat-free, meat free, meatless, no meat, without meat',
  'dietary.gluten-free':
    'gluten-free, gluten free, glutenfree, no gluten, without gluten, coeliac, celiac, celiac-friendly',
  'dietary.halal': 'halal, zabiha, halal food, muslim-friendly',
  'dietary.kosher': 'kosher, glatt kosher, kosher food',
  'dietary.pescatarian': 'pescatarian, pescetarian, pescatarians, fish but no meat',
  'dietary.alcohol-free':
    "alcohol-free, alcohol free, non-alcoholic, non alcoholic, no alcohol, without alcohol, booze-free, sober, sober curious, sober-curious, teetotal, teetotaler, mocktail, mocktails, zero proof, zero-proof, dry january, not drinking, i don't drink",
  // weather
  'weather.rain':
    'rain, rainy, raining, rains, drizzle, drizzly, downpour, showers, wet, wet weather, storm, stormy, storms, thunderstorm, thunder, lightning, bad weather, crap weather, miserable weather, grey, gray, gloomy, rainy day, rainy days, typhoon, hurricane, pouring, pouring down, pouring rain, bucketing down, chucking it down, raining cats and dogs, soaked, drenched',
  'weather.sunny':
    'sunny, sun, sunshine, sunny day, sunny afternoon, nice weather, good weather, great weather, beautiful day, lovely day, gorgeous day, blue sky, blue skies, clear skies, warm, mild, spring, summer, summery, bank holiday sun',
  'weather.cold':
    'cold, so cold, freezing, chilly, frosty, icy, bitter cold, winter, wintry, wintery, snow, snowy, snowing, sleet, brr, brrr, below zero',
  'weather.hot':
    'hot, too hot, so hot, heat, heatwave, heat wave, scorching, boiling, sweltering, humid, muggy, cool off, cool down, beat the heat, air conditioning, air con, aircon',
  'weather.windy': 'windy, wind, gale, gales, blustery, gusty',
  // settings
  'setting.indoor': 'indoor, indoors, inside, covered, under a roof, undercover, stay dry',
  'setting.outdoor':
    'outdoor, outdoors, outside, open air, open-air, al fresco, alfresco, terrace, patio, beer garden seating, under the sky',
  // money
  'price.free':
    'free, for free, free entry, free admission, free of charge, no charge, no cover, no cover charge, gratis, costs nothing, zero cost, $0',
  'price.cheap':
    "cheap, cheaper, cheapest, cheapo, affordable, budget, low budget, on a budget, tight budget, budget-friendly, inexpensive, low cost, low-cost, bargain, good value, value for money, won't break the bank, cheap and cheerful, broke, skint, strapped for cash, no money, short on cash, student budget",
  'price.splurge':
    'luxury, splurge, splash out, treat myself, treat ourselves, treat yourself, treat her, treat him, a treat, indulge, indulgent, luxurious, lavish, premium, vip, money no object, expensive, pricey, high-end, no budget, ball out, blow the budget',
  // time-of-day
  'time-of-day.late-night':
    'late night, late-night, late, very late, after midnight, till late, until late, open late, after hours, afterhours, nightcap, night owl, night owls, all night, till dawn, 2am, 3am, wee hours, small hours',
  // entities
  'entity.event': 'event, events, tickets, ticketed event, lineup, line-up',
  'entity.place':
    'venue, venues, spot, spots, hangout, hang-out, hangouts, joint, joints, hole in the wall, a place, a venue, places',
};
