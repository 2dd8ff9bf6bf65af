/**
 * German forms of every concept, by concept id (the concepts are defined in ../concepts/): comma
 * separated, written naturally (matching folds accents and stems); the first form is the label.
 */

export const CONCEPT_FORMS: Readonly<Record<string, string>> = {
  // categories-entertainment
  'category.music':
    'musik, livemusik, live-musik, konzert, konzerte, gig, band, bands, musiker, auftritt, live',
  'category.jazz': 'jazz, jazzclub, jazzkonzert, blues, swing, bigband, soul, funk',
  'category.classical':
    'klassik, klassische musik, klassikkonzert, orchester, sinfonie, symphonie, philharmonie, kammermusik, streichquartett, chor, orgelkonzert',
  'category.opera': 'oper, opern, opernhaus, operette',
  'category.rock': 'rock, rockmusik, punk, metal, heavy metal, indie, alternative, grunge',
  'category.electronic':
    'elektro, elektronische musik, techno, house, dj, dj-set, rave, drum and bass, trance, clubmusik',
  'category.hip-hop': 'hip hop, hip-hop, hiphop, rap, r&b, trap',
  'category.pop': 'pop, popmusik, schlager, tribute band, coverband, 80er, 90er',
  'category.folk': 'folk, folkmusik, akustik, unplugged, country, liedermacher, volksmusik',
  'category.latin-music': 'latin, latinmusik, reggaeton, cumbia, bachata, samba, bossa nova',
  'category.world-music': 'weltmusik, reggae, dancehall, afrobeat, fado, klezmer, balkan, k-pop',
  'category.karaoke': 'karaoke, karaokebar, singen, mitsingen',
  'category.nightlife':
    'nachtleben, ausgehen, weggehen, feiern gehen, party machen, kneipentour, zug durch die gemeinde',
  'category.club': 'club, clubs, nachtclub, disco, diskothek, tanzen gehen, clubbing, durchtanzen',
  'category.bar':
    'bar, bars, drinks, trinken, einen trinken, was trinken, etwas trinken, trinken gehen, feierabendbier, aperitif, happy hour, absacker',
  'category.pub': 'kneipe, kneipen, pub, pubs, eckkneipe, wirtshaus, gaststätte, beisl, beiz, stammkneipe',
  'category.cocktails':
    'cocktail, cocktails, cocktailbar, speakeasy, mixologie, whisky, gin, rum, tequila, mezcal',
  'category.wine':
    'wein, weine, weinbar, weinprobe, weinverkostung, weingut, weinberg, naturwein, weinstube, weinlokal, ein glas wein',
  'category.beer':
    'bier, biere, craft beer, craftbier, brauerei, brauhaus, bierlokal, biergarten, bierhalle, bierkeller, pils, helles',
  'category.performance':
    'show, shows, aufführung, aufführungen, vorstellung, vorstellungen, vorführung, bühnenshow',
  'category.theatre':
    'theater, theaterstück, theaterstücke, schauspiel, schauspielhaus, bühne, drama, volksbühne',
  'category.musical': 'musical, musicals, musiktheater',
  'category.comedy':
    'comedy, comedyshow, stand-up, standup, comedian, kabarett, kleinkunst, impro, improtheater, open mic',
  'category.dance':
    'tanz, tanzen, tanzshow, tanztheater, zeitgenössischer tanz, tango, milonga, flamenco, salsa, standardtanz',
  'category.ballet': 'ballett, ballette, der nussknacker, nussknacker, schwanensee',
  'category.cinema':
    'kino, kinos, film, filme, filmvorführung, kinoabend, freiluftkino, open-air-kino, autokino, dokumentarfilm, programmkino, omu, originalversion',
  'category.circus':
    'zirkus, circus, akrobatik, akrobaten, zaubershow, zauberei, zauberer, magier, jonglage, clowns, varieté',
  'category.cabaret': 'cabaret, kabarett-show, burlesque, drag, dragshow, drag queen, revue',
  // categories-culture
  'category.museum': 'museum, museen',
  'category.art':
    'kunst, künstlerisch, galerie, galerien, kunstgalerie, kunsthalle, kunstmuseum, gemälde, malerei, skulptur, skulpturen, zeitgenössische kunst, moderne kunst, kunstwerke',
  'category.exhibition': 'ausstellung, ausstellungen, expo, retrospektive, sonderausstellung, vernissage',
  'category.street-art': 'street art, streetart, urban art, graffiti, wandbild, wandbilder',
  'category.photography': 'fotografie, fotos, fotoausstellung, fotografien',
  'category.history':
    'geschichte, historisch, geschichtlich, kulturerbe, burg, burgen, schloss, schlösser, palast, denkmal, denkmäler, ruinen, mittelalter, mittelalterlich, römisch, archäologie, altstadt',
  'category.sightseeing':
    'sightseeing, sehenswürdigkeiten, sehenswürdigkeit, besichtigen, besichtigung, attraktionen, wahrzeichen, touristenattraktion, muss man gesehen haben',
  'category.viewpoint':
    'aussicht, ausblick, aussichtspunkt, aussichtsplattform, panorama, skyline, sonnenuntergang, aussichtsturm, sonnenuntergänge',
  'category.rooftop': 'rooftop, rooftop-bar, dachterrasse, dachbar, über den dächern',
  'category.science':
    'wissenschaft, naturwissenschaft, wissenschaftsmuseum, science center, planetarium, sternwarte, astronomie, sterne, technik, technikmuseum, roboter, dinosaurier, naturkunde, naturkundemuseum, experimente',
  'category.architecture':
    'architektur, gebäude, kathedrale, dom, münster, kirche, kirchen, basilika, tempel, moschee, synagoge, art déco, gotik, barock',
  'category.books':
    'bücher, buch, buchhandlung, buchladen, bibliothek, bücherei, literatur, lyrik, gedichte, lesung, lesungen, lesen, buchclub, poetry slam',
  'category.talk':
    'vortrag, vorträge, vorlesung, konferenz, podiumsdiskussion, diskussion, debatte, seminar, tagung',
  'category.networking':
    'networking, netzwerken, meetup, meetups, startup, startups, gründer, hackathon, stammtisch',
  'category.culture': 'kultur, kulturell, kulturprogramm, kulturelles, kulturangebot',
  // categories-food
  'category.food':
    'essen, etwas essen, was essen, gut essen, kulinarisch, kulinarik, gastronomie, leckeres essen, foodie, futtern',
  'category.restaurant':
    'restaurant, restaurants, abendessen, mittagessen, essen gehen, dinner, bistro, brasserie, gasthaus, gasthof, trattoria',
  'category.pizza': 'pizza, pizzen, pizzas, pizzeria, neapolitanische pizza',
  'category.italian': 'italienisch, italiener, italienische küche, pasta, nudeln, risotto, lasagne',
  'category.japanese':
    'japanisch, japaner, japanische küche, sushi, sashimi, ramen, izakaya, udon, tempura, sake',
  'category.chinese':
    'chinesisch, chinese, chinesische küche, dim sum, teigtaschen, dumplings, hot pot, feuertopf, bao',
  'category.asian':
    'asiatisch, asiate, asiatische küche, thailändisch, thai, vietnamesisch, pho, banh mi, pad thai, koreanisch, korean bbq, bibimbap',
  'category.indian': 'indisch, indische küche, curry, tandoori, biryani, dosa',
  'category.mexican':
    'mexikanisch, mexikaner, mexikanische küche, taco, tacos, burrito, quesadilla, nachos, tex-mex',
  'category.latin-food':
    'lateinamerikanisch, peruanisch, ceviche, brasilianisch, argentinisch, asado, empanadas, arepas',
  'category.middle-eastern':
    'libanesisch, türkisch, griechisch, grieche, mediterran, orientalisch, falafel, hummus, meze, döner, dürüm, kebab, schawarma, gyros',
  'category.french-food':
    'französisch, französische küche, crêpes, crepes, crêperie, fondue, raclette, käse, käseplatte',
  'category.tapas': 'tapas, pintxos, spanische küche, paella, kleine gerichte',
  'category.burger': 'burger, hamburger, pommes, pommes frites, hotdog, hot dog, chicken wings, fast food',
  'category.bbq': 'bbq, barbecue, grill, grillen, steak, steakhaus, steakhouse, spareribs, rippchen, fleisch',
  'category.seafood':
    'meeresfrüchte, fisch, fischrestaurant, austern, hummer, krabben, muscheln, garnelen, fish and chips, oktopus',
  'category.street-food':
    'streetfood, street food, foodtruck, food truck, food trucks, imbissbude, imbiss, foodhall, essensstände, zum mitnehmen',
  'category.market':
    'markt, märkte, flohmarkt, flohmärkte, trödelmarkt, wochenmarkt, bauernmarkt, nachtmarkt, weihnachtsmarkt, weihnachtsmärkte, markthalle, basar',
  'category.brunch': 'brunch, brunchen, frühstück, frühstücken, sonntagsbrunch, pfannkuchen, waffeln',
  'category.coffee':
    'café, cafe, cafés, kaffee, kaffeehaus, kaffeebar, espresso, cappuccino, latte, rösterei, teestube, tee, kaffee und kuchen',
  'category.bakery':
    'bäckerei, bäckereien, konditorei, patisserie, gebäck, croissant, brot, kuchen, torte, torten, zimtschnecken, backwaren',
  'category.dessert':
    'dessert, desserts, nachtisch, süßes, etwas süßes, süßigkeiten, eis, eisdiele, eiscafé, gelato, schokolade, pralinen, churros, donuts, krapfen',
  'category.fine-dining':
    'sterneküche, sternerestaurant, gourmetrestaurant, feinschmecker, degustationsmenü, michelin-stern, haute cuisine, fine dining',
  'category.tasting': 'verkostung, verkostungen, probe, tasting, kulinarische führung, food tour, genusstour',
  // categories-active
  'category.sport':
    'sport, sportlich, sport machen, tennis, padel, squash, golf, badminton, volleyball, reiten',
  'category.spectator-sports':
    'fußball, fussball, fußballspiel, bundesliga, basketball, baseball, eishockey, hockey, rugby, wrestling, boxen, stadion, public viewing, sportsbar',
  'category.fitness':
    'fitness, fitnessstudio, gym, workout, training, trainieren, pilates, bootcamp, hiit, crossfit, spinning, cardio, boxtraining',
  'category.yoga': 'yoga, yogakurs, yogastunde, dehnen',
  'category.climbing': 'klettern, kletterhalle, bouldern, boulderhalle, kletterwand, klettersteig',
  'category.running':
    'laufen, joggen, rennen, lauftreff, laufgruppe, lauf, volkslauf, halbmarathon, marathon, traillauf',
  'category.cycling':
    'fahrrad, rad, radfahren, radtour, fahrradtour, radeln, mountainbike, mountainbiken, radverleih',
  'category.swimming':
    'schwimmen, baden, schwimmbad, hallenbad, freibad, badesee, spaßbad, erlebnisbad, wasserpark, tauchen',
  'category.skating':
    'schlittschuh, schlittschuhlaufen, eislaufen, eisbahn, eisstadion, rollschuh, rollschuhdisco, inliner, skaten, skatepark',
  'category.skiing': 'ski, skifahren, skilaufen, snowboard, rodeln, schlitten, skipiste',
  'category.water-sports':
    'wassersport, kajak, kanu, paddeln, stand-up-paddling, surfen, segeln, rudern, windsurfen, kitesurfen',
  'category.nature':
    'natur, frische luft, an die frische luft, landschaft, tierwelt, wald, wälder, grün, im grünen, naturschutzgebiet, vogelbeobachtung, camping, zelten, lagerfeuer, angeln, am see, an den see, zum see',
  'category.park': 'park, parks, stadtpark, picknick, wiese, liegewiese, teich, grünanlage',
  'category.hiking':
    'wandern, wanderung, wanderungen, wanderweg, wanderwege, trekking, berg, berge, berggipfel, gipfel, hügel, bergtour, spaziergang in der natur',
  'category.walk': 'spaziergang, spazieren, spazieren gehen, bummeln, stadtbummel, flanieren, promenade',
  'category.beach':
    'strand, strände, meer, küste, ufer, am wasser, strandbar, hafen, seebrücke, fluss, flussufer, kanal',
  'category.garden':
    'garten, gärten, botanischer garten, gewächshaus, palmenhaus, blumen, pflanzen, rosengarten, kirschblüte',
  'category.zoo':
    'zoo, tierpark, tiergarten, tiere, tier, streichelzoo, bauernhof, kinderbauernhof, wildpark, safari, löwen, elefanten, giraffen',
  'category.aquarium': 'aquarium, aquarien, sea life, haie, quallen, pinguine, meerestiere, ozeaneum',
  'category.boat':
    'boot, boote, bootsfahrt, bootstour, schiff, schifffahrt, dampfer, kreuzfahrt, fähre, gondel, auf dem wasser',
  'category.theme-park':
    'freizeitpark, vergnügungspark, themenpark, jahrmarkt, kirmes, rummel, fahrgeschäfte, achterbahn, riesenrad, karussell',
  // categories-leisure
  'category.tour':
    'tour, touren, führung, führungen, stadtführung, stadtrundgang, stadtrundfahrt, rundgang, rundfahrt, hop-on-hop-off',
  'category.day-trip':
    'ausflug, ausflüge, tagesausflug, ausflugsziel, ausflugsziele, tagestour, landpartie, raus aus der stadt',
  'category.workshop': 'workshop, workshops, kurs, kurse, unterricht, stunde, schnupperkurs, masterclass',
  'category.cooking-class':
    'kochkurs, kochkurse, kochen, kochen lernen, backkurs, backen, pasta selber machen',
  'category.crafts':
    'basteln, handwerk, kunsthandwerk, töpfern, töpferkurs, keramik, malkurs, zeichnen, zeichenkurs, stricken, nähen, sticken, kerzen gießen, schmuck, holzwerkstatt, diy, selber machen',
  'category.games':
    'spiele, gesellschaftsspiele, brettspiele, brettspielcafé, spielhalle, arcade, flipper, darts, billard, tischtennis, minigolf, virtuelle realität, vr, videospiele, zocken, schach, kartenspiele',
  'category.escape-room': 'escape room, escape rooms, escape game, exit game, rätselraum, krimidinner',
  'category.bowling': 'bowling, bowlingbahn, kegeln, kegelbahn',
  'category.action-games':
    'kart, kartbahn, kartfahren, lasertag, paintball, axtwerfen, trampolinpark, trampolinhalle, hochseilgarten, kletterpark, seilrutsche',
  'category.trivia': 'quiz, pubquiz, kneipenquiz, quizabend, bingo',
  'category.spa':
    'spa, sauna, saunen, dampfbad, hamam, hammam, massage, massagen, therme, thermen, thermalbad, heiße quellen, whirlpool, badehaus, wellnessbereich',
  'category.wellness':
    'wellness, wohlbefinden, meditation, meditieren, achtsamkeit, klangbad, klangschalen, atemarbeit, retreat, selfcare',
  'category.shopping':
    'shopping, shoppen, einkaufen, einkaufsbummel, schaufensterbummel, läden, geschäfte, boutiquen, einkaufszentrum, vintage, secondhand, second hand, souvenirs, plattenladen, geschenke',
  'category.festival':
    'festival, festivals, fest, feste, volksfest, straßenfest, stadtfest, karneval, fasching, umzug, parade, feuerwerk',
  'category.christmas':
    'weihnachten, weihnachtlich, adventszeit, advent, weihnachtsbeleuchtung, weihnachtsmann, glühwein, weihnachtslieder, silvester, neujahr',
  'category.spooky':
    'halloween, spuk, spukhaus, geisterhaus, gespenster, geister, geisterführung, horror, horrorfilm, gruselig, grusel, unheimlich, katakomben, zombies',
  'category.kids-play':
    'spielplatz, spielplätze, indoorspielplatz, indoor-spielplatz, spielparadies, kinderspielplatz, puppentheater, kasperletheater, marionetten, kindertheater, märchenstunde, vorlesestunde, hüpfburg, kinderschminken',
  'category.volunteering':
    'ehrenamt, ehrenamtlich, freiwilligenarbeit, freiwillig helfen, wohltätigkeit, benefiz, helfen',
  // audiences
  'audience.kids':
    'kinder, kind, kids, die kleinen, sohn, tochter, mein sohn, meine tochter, unsere kinder, mit kindern, für kinder, kinderfreundlich, nachwuchs, enkel, enkelkinder, mein neffe, meine nichte',
  'audience.toddlers':
    'kleinkind, kleinkinder, baby, babys, säugling, kinderwagen, buggy, kita, zweijährige, dreijährige, 2 jahre, 3 jahre',
  'audience.teens':
    'teenager, teens, jugendliche, jugendlicher, teenie, teenies, junge leute, 13 jahre, 14 jahre, 15 jahre, 16 jahre',
  'audience.family':
    'familie, familien, familienfreundlich, familienausflug, mit der familie, die ganze familie, für alle altersgruppen',
  'audience.couple':
    'paar, paare, pärchen, zu zweit, date, dateabend, date-abend, verabredung, meine freundin, mein freund, meine frau, mein mann, mein partner, meine partnerin, mein schatz',
  'audience.solo':
    'allein, alleine, ganz allein, solo, für mich allein, nur ich, single, alleinreisend, alleinreisende, auf eigene faust',
  'audience.friends':
    'freunde, freundinnen, kumpels, kumpel, meine freunde, mit freunden, unter freunden, clique, gruppe, in der gruppe, freundeskreis, die jungs, die mädels, mädels, jungs, truppe',
  'audience.hen':
    'junggesellinnenabschied, jga, junggesellenabschied für frauen, braut, zukünftige braut, mädelsabend, mädelsabende, mädelstrip',
  'audience.stag':
    'junggesellenabschied, jga für männer, bräutigam, zukünftiger bräutigam, männerabend, jungsabend, jungs-trip',
  'audience.seniors':
    'senioren, seniorin, ältere menschen, ältere leute, rentner, rentnerin, pensionisten, meine oma, mein opa, meine großmutter, mein großvater, über 60, über 70, meine eltern, großeltern, oma, opa, schwiegereltern, mama, papa, mutter, vater, meine mutter, mein vater',
  'audience.students':
    'student, studenten, studentin, studierende, studentenparty, studentenrabatt, uni, universität, erasmus, studis',
  'audience.colleagues':
    'kollegen, kolleginnen, arbeitskollegen, mit kollegen, das team, mein team, teamevent, team-event, teambuilding, betriebsausflug, firmenfeier, weihnachtsfeier, firmenevent, abteilung, kunden',
  'audience.dog':
    'hund, hunde, hündchen, welpe, welpen, haustier, haustiere, mein hund, unser hund, mit hund, mit dem hund, hundefreundlich, hunde erlaubt, hunde willkommen, vierbeiner, fellnase',
  'audience.pets-other': 'katze, katzen, kätzchen, katzencafé',
  'audience.accessible':
    'rollstuhl, im rollstuhl, rollstuhlgerecht, rollstuhlfahrer, barrierefrei, barrierefreiheit, behindertengerecht, gehbehindert, eingeschränkte mobilität, behinderung, stufenlos, ohne treppen, rampe, blind, gehörlos',
  'audience.tourists':
    'tourist, touristen, touristin, besucher, zu besuch, auf durchreise, erstes mal, zum ersten mal, erster besuch, neu in der stadt, gerade angekommen',
  'audience.lgbtq':
    'lgbt, lgbtq, lgbtqia, queer, schwul, schwule, lesbisch, lesben, trans, pride, csd, christopher street day, gay bar, schwulenbar',
  // moods
  'mood.cheer-up':
    'gute laune, aufmuntern, muntert mich auf, mich aufheitern, aufheitern, traurig, niedergeschlagen, schlecht drauf, mies drauf, deprimiert, schlechter tag, mieser tag, harte woche, liebeskummer, trennung, zum lachen, stimmungsaufheller, ablenken, ablenkung, bin down, total down, sie aufmuntern, ihn aufmuntern, aufzumuntern, schluss gemacht, getrennt, sitzen gelassen, auf andere gedanken',
  'mood.relax':
    'entspannung, entspannen, entspannt, chillen, chillig, gechillt, runterkommen, relaxen, locker, entschleunigen, zen, nichts wildes, faulenzen, auszeit, abhängen',
  'mood.romantic':
    'romantisch, romantik, romanze, intim, kerzenschein, bei kerzenschein, verliebt, verliebte, zum verlieben, beeindrucken',
  'mood.adventurous':
    'abenteuer, abenteuerlich, abenteuerlustig, nervenkitzel, adrenalin, adrenalinkick, aufregend, spannend, extrem, verrückt, etwas verrücktes, wagemutig, herausforderung, action',
  'mood.restless':
    'langeweile, langweilig, mir ist langweilig, uns ist langweilig, gelangweilt, unruhig, rastlos, lagerkoller, decke fällt mir auf den kopf, raus aus dem haus, nichts zu tun, bewegungsdrang, hibbelig',
  'mood.curious':
    'neugierig, lernen, etwas lernen, etwas neues lernen, entdecken, lehrreich, bildend, interessant, faszinierend, inspirierend, inspiration, nerdig, hinter den kulissen, etwas neues, mal was neues, neues ausprobieren',
  'mood.celebrate':
    'feier, etwas feiern, besonderer anlass, besonderer abend, etwas besonderes, beförderung, abschluss, abschlussfeier, champagner, sekt, anstoßen, abschiedsfeier, wiedersehen, verlobung, befördert, beförderung feiern, neuer job, neuen job, bestanden, prüfung bestanden, gute nachrichten, verlobt, geheiratet, anstoßen auf',
  'mood.energetic':
    'energiegeladen, energie, voller energie, aktiv, aktiv sein, bewegen, bewegung, sich bewegen, auspowern, energie loswerden, schwitzen, motiviert, power, dynamisch',
  'mood.cozy':
    'gemütlich, gemütlichkeit, kuschelig, behaglich, heimelig, kamin, kaminfeuer, aufwärmen, warm werden, heiße schokolade, wohlfühlen, hygge',
  'mood.quiet':
    'ruhig, ruhe, ruhiger ort, friedlich, abgeschieden, nicht überlaufen, wenig los, ohne menschenmassen, nicht zu laut, zum reden, zum quatschen',
  'mood.lively':
    'lebendig, belebt, stimmung, gute stimmung, partystimmung, party, partys, feiern, abfeiern, eskalieren, abgehen, die sau rauslassen, laut, wo was los ist, betrinken, besaufen',
  'mood.creative':
    'kreativ, kreativität, kreativ werden, etwas basteln, etwas selber machen, mit den händen, handwerklich',
  'mood.fancy':
    'schick, edel, elegant, nobel, vornehm, stilvoll, exklusiv, gehoben, fein, schickimicki, glamourös, anspruchsvoll, sich schick machen, dresscode, chic',
  'mood.unusual':
    'ungewöhnlich, außergewöhnlich, ausgefallen, schräg, skurril, originell, abseits der touristenpfade, geheimtipp, geheimtipps, versteckt, underground, alternativ, einzigartig, mal was anderes, untouristisch, nicht touristisch, wie ein einheimischer, wo die einheimischen hingehen',
  'mood.nostalgic': 'retro, nostalgisch, nostalgie, old school, altmodisch, von früher, wie früher, zeitlos',
  // situations
  'situation.birthday':
    'geburtstag, geburtstage, geburtstagsfeier, geburtstagsparty, burzeltag, mein geburtstag, 30. geburtstag, 40. geburtstag',
  'situation.anniversary':
    'jahrestag, hochzeitstag, unser jahrestag, valentinstag, flitterwochen, heiratsantrag',
  'situation.first-date':
    'erstes date, erste verabredung, tinder-date, tinderdate, blind date, zweites date, jemanden kennenlernen',
  'situation.meet-people':
    'leute kennenlernen, neue leute kennenlernen, leute treffen, freunde finden, neue freunde, anschluss finden, kontakte knüpfen, singles, singleparty, speed dating, sprachaustausch, sprachcafé, tandem, einsam, expat, expats',
  'situation.hungover':
    'kater, verkatert, einen kater, morgen danach, zu viel getrunken, auskatern, erholen, katerfrühstück',
  'situation.tired':
    'müde, so müde, erschöpft, kaputt, platt, ausgelaugt, k.o., keine energie, schlapp, hinsetzen, jetlag',
  'situation.sore':
    'rückenschmerzen, verspannt, verspannungen, muskelkater, schwere beine, nach dem flug, steifer nacken, lockern, durchhängen, füße tun weh, füße weh, rücken tut weh, rücken weh, beine tun weh, beine weh, nacken tut weh, schultern tun weh, fußschmerzen, schmerzende füße, müde füße, platte füße, rücken bringt mich um, füße bringen mich um, blasen an den füßen',
  'situation.stressed':
    'gestresst, stress, gestresste woche, ausgebrannt, burnout, überfordert, ängstlich, angespannt, brauche eine pause, durchatmen, akku aufladen, kopf freikriegen, kopf frei bekommen, abschalten',
  'situation.hungry':
    'hunger, hungrig, ich habe hunger, wir haben hunger, kohldampf, bärenhunger, am verhungern, appetit, kleiner hunger',
  'situation.thirsty': 'durst, durstig, ich habe durst, brauche ein bier, brauche einen drink',
  'situation.after-work':
    'nach der arbeit, nach feierabend, feierabend, nach dem büro, nach der schicht, nach der uni, nach der schule',
  'situation.remote-work':
    'homeoffice, remote arbeiten, laptop, wlan, wifi, coworking, lernen gehen, zum arbeiten, ort zum arbeiten',
  'situation.killing-time':
    'zeit totschlagen, zeit überbrücken, eine stunde zeit, ein paar stunden, zwischenstopp, umsteigen, zwischen zwei terminen, auf die schnelle',
  // dietary
  'dietary.vegan':
    'vegan, veganer, veganerin, vegane, veganes, pflanzlich, rein pflanzlich, pflanzenbasiert, laktosefrei, ohne tierische produkte',
  'dietary.vegetarian':
    'vegetarisch, vegetarier, vegetarierin, vegetarische, veggie, fleischlos, ohne fleisch',
  'dietary.gluten-free': 'glutenfrei, glutenfreie, ohne gluten, zöliakie, zöliakiefreundlich',
  'dietary.halal': 'halal, helal, halal-essen',
  'dietary.kosher': 'koscher, koschere, kosher',
  'dietary.pescatarian': 'pescetarier, pescetarierin, pescetarisch, pescetarische',
  'dietary.alcohol-free':
    'alkoholfrei, alkoholfreie, ohne alkohol, nüchtern, abstinent, mocktail, mocktails, trinke nicht, keinen alkohol, dry january',
  // weather
  'weather.rain':
    'regen, regnerisch, regnet, es regnet, regnen, regentag, nieselregen, schauer, platzregen, wolkenbruch, schlechtes wetter, mieses wetter, sauwetter, schmuddelwetter, gewitter, sturm, stürmisch, unwetter, grau, trüb, trübes wetter, in strömen, regnet in strömen, es schüttet, schüttet, wie aus eimern, durchnässt',
  'weather.sunny':
    'sonne, sonnig, sonnenschein, schönes wetter, gutes wetter, schöner tag, blauer himmel, wolkenlos, mild, frühling, sommer, sommerlich, sonniger tag',
  'weather.cold':
    'kalt, kälte, eiskalt, eisig, frostig, frost, saukalt, arschkalt, winter, winterlich, schnee, schneit, es schneit, verschneit, glatteis, minusgrade',
  'weather.hot':
    'heiß, hitze, hitzewelle, zu heiß, brütend heiß, abkühlen, abkühlung, erfrischung, klimaanlage, klimatisiert',
  'weather.windy': 'wind, windig, stürmischer wind, böen, böig, orkan',
  // settings
  'setting.indoor': 'drinnen, innen, indoor, überdacht, im trockenen, unter dach, in der halle',
  'setting.outdoor':
    'draußen, im freien, outdoor, unter freiem himmel, open air, terrasse, außenbereich, freiluft',
  // money
  'price.free':
    'kostenlos, kostenlose, gratis, umsonst, eintritt frei, freier eintritt, ohne eintritt, kostet nichts, für lau, 0 euro',
  'price.cheap':
    'billig, günstig, günstige, preiswert, preisgünstig, erschwinglich, kleines budget, knappes budget, sparsam, low budget, schnäppchen, kostet nicht viel, pleite, blank, abgebrannt, knapp bei kasse, kein geld, studentenbudget',
  'price.splurge':
    'luxus, gönnen, mir was gönnen, uns was gönnen, sich etwas gönnen, verwöhnen, luxuriös, premium, vip, teuer, edel und teuer, geld spielt keine rolle, auf den putz hauen, prassen',
  // time-of-day
  'time-of-day.late-night':
    'spät, spätabends, nach mitternacht, bis spät, lange offen, bis in die puppen, bis zum morgengrauen, afterhour, nachteule, die ganze nacht',
  // entities
  'entity.event': 'event, events, veranstaltung, veranstaltungen, tickets',
  'entity.place': 'ort, orte, location, locations, lokal, lokale, spot, spots, schuppen, adresse',
};
