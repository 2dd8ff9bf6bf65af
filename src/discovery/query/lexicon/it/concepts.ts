/**
 * Italian forms of every concept, by concept id (the concepts are defined in ../concepts/): comma
 * separated, written naturally (matching folds accents and stems); the first form is the label.
 */

export const CONCEPT_FORMS: Readonly<Record<string, string>> = {
  // categories-entertainment
  'category.music': 'musica, musica dal vivo, concerto, concerti, live, band, musicisti, cantante, dal vivo',
  'category.jazz': 'jazz, jazz club, locale jazz, blues, swing, big band, soul, funk',
  'category.classical':
    'classica, musica classica, orchestra, sinfonica, filarmonica, musica da camera, quartetto, recital',
  'category.opera': 'opera lirica, lirica, opere liriche, teatro lirico, operetta',
  'category.rock': 'rock, punk, metal, rock alternativo, grunge',
  'category.electronic':
    'elettronica, musica elettronica, techno, house, dj, dj set, rave, drum and bass, trance',
  'category.hip-hop': 'hip hop, hip-hop, rap, r&b, trap',
  'category.pop': 'pop, musica pop, musica leggera, tribute band, cover band, anni 80, anni 90',
  'category.folk': 'folk, musica folk, acustico, country, cantautore, cantautori, musica popolare',
  'category.latin-music': 'latino, musica latina, latinoamericano, reggaeton, bachata, samba',
  'category.world-music': 'world music, reggae, dancehall, afrobeat, fado, klezmer, k-pop',
  'category.karaoke': 'karaoke, cantare',
  'category.nightlife': 'vita notturna, uscire, serata, serate, fare serata, giro dei bar',
  'category.club':
    'discoteca, discoteche, disco, club, locale notturno, locali notturni, ballare tutta la notte',
  'category.bar': 'bar, drink, un drink, bere, bere qualcosa, aperitivo, apericena, happy hour, spritz',
  'category.pub': 'pub, taverna, bettola',
  'category.cocktails':
    'cocktail, cocktail bar, speakeasy, mixology, mixologia, negroni, whisky, gin, rum, tequila, mezcal',
  'category.wine':
    'vino, vini, enoteca, wine bar, degustazione di vini, degustazione vini, cantina, vigneto, calice di vino, bicchiere di vino',
  'category.beer': 'birra, birre, birra artigianale, birre artigianali, birrificio, birreria, beer garden',
  'category.performance': 'spettacolo, spettacoli, show, esibizione, rappresentazione',
  'category.theatre': 'teatro, teatri, spettacolo teatrale, opera teatrale, commedia, dramma, prosa',
  'category.musical': 'musical, commedia musicale, teatro musicale',
  'category.comedy':
    'comicità, cabaret comico, stand-up, standup, stand up comedy, comico, comici, spettacolo comico, improvvisazione, open mic',
  'category.dance':
    'danza, ballo, ballare, spettacolo di danza, danza contemporanea, tango, milonga, flamenco, balera, salsa',
  'category.ballet': 'balletto, balletti, lo schiaccianoci, schiaccianoci, il lago dei cigni',
  'category.cinema':
    "cinema, film, pellicola, proiezione, cinema all'aperto, drive-in, documentario, cinema d'essai, versione originale",
  'category.circus':
    'spettacolo circense, acrobati, acrobazie, spettacolo di magia, magia, mago, illusionista, giocoleria, clown, al circo, circensi',
  'category.cabaret': 'cabaret, burlesque, drag, drag show, drag queen, varietà',
  // categories-culture
  'category.museum': 'museo, musei',
  'category.art':
    "arte, artistico, galleria, gallerie, galleria d'arte, quadri, pittura, dipinti, scultura, sculture, arte contemporanea, arte moderna, opere d'arte",
  'category.exhibition':
    'mostra, mostre, esposizione, esposizioni, retrospettiva, mostra immersiva, vernissage',
  'category.street-art': 'street art, arte urbana, graffiti, murale, murales',
  'category.photography': 'fotografia, fotografie, foto, mostra fotografica',
  'category.history':
    'storia, storico, storica, patrimonio, castello, castelli, palazzo, palazzi, monumento, monumenti, rovine, medievale, romano, antico, archeologia, centro storico',
  'category.sightseeing':
    'turismo, attrazioni, attrazioni turistiche, monumenti famosi, luoghi simbolo, da non perdere, cose da vedere, tappe obbligate',
  'category.viewpoint':
    'panorama, belvedere, punto panoramico, terrazza panoramica, tramonto, skyline, tramonti, con vista',
  'category.rooftop': 'rooftop, terrazza sul tetto, roof garden, altana, sky bar',
  'category.science':
    'scienza, scienze, museo della scienza, planetario, osservatorio, astronomia, tecnologia, robot, dinosauri, storia naturale, esperimenti',
  'category.architecture':
    'architettura, edifici, cattedrale, duomo, chiesa, chiese, basilica, moschea, sinagoga, art déco, gotico, barocco',
  'category.books':
    'libri, libro, libreria, librerie, biblioteca, letteratura, letterario, poesia, lettura, club del libro, presentazione del libro',
  'category.talk': 'conferenza, conferenze, talk, incontro, tavola rotonda, dibattito, seminario, convegno',
  'category.networking': 'networking, meetup, incontro professionale, startup, imprenditori, hackathon',
  'category.culture': 'cultura, culturale, evento culturale, qualcosa di culturale',
  // categories-food
  'category.food':
    'cucina, cibo, mangiare, mangiare bene, mangiare qualcosa, gastronomia, gastronomico, buon cibo, foodie, mangiata',
  'category.restaurant':
    'ristorante, ristoranti, cena, cenare, pranzo, pranzare, trattoria, trattorie, osteria, osterie, bistrot, locanda',
  'category.pizza': 'pizza, pizze, pizzeria, pizzerie, pizza al taglio, pizza napoletana',
  'category.italian': 'italiano, cucina italiana, pasta, risotto, lasagne, carbonara, cucina tipica',
  'category.japanese': 'giapponese, cucina giapponese, sushi, sashimi, ramen, izakaya, udon, tempura, sakè',
  'category.chinese': 'cinese, cucina cinese, dim sum, ravioli cinesi, noodles, hot pot, bao',
  'category.asian':
    'asiatico, cucina asiatica, thailandese, thai, vietnamita, pho, banh mi, pad thai, coreano, barbecue coreano, bibimbap',
  'category.indian': 'indiano, indiana, cucina indiana, curry, tandoori, biryani',
  'category.mexican':
    'messicano, messicana, cucina messicana, taco, tacos, burrito, quesadilla, nachos, tex-mex',
  'category.latin-food':
    'cucina latinoamericana, peruviano, ceviche, brasiliano, argentino, asado, empanadas, arepas',
  'category.middle-eastern':
    'libanese, turco, greco, mediterraneo, mediorientale, falafel, hummus, kebab, shawarma, gyros',
  'category.french-food':
    'cucina francese, ristorante francese, crêpes, crepes, creperia, fonduta, formaggi, tagliere',
  'category.tapas': 'tapas, pintxos, cucina spagnola, paella, cicchetti, stuzzichini',
  'category.burger':
    'hamburger, burger, patatine, patatine fritte, hot dog, alette di pollo, pollo fritto, fast food',
  'category.bbq':
    'barbecue, bbq, grigliata, griglia, bistecca, fiorentina, steakhouse, costine, carne, braceria',
  'category.seafood':
    'pesce, frutti di mare, ostriche, aragosta, granchio, cozze, gamberi, polpo, frittura di pesce',
  'category.street-food':
    'street food, cibo di strada, food truck, bancarelle, baracchini, da asporto, friggitoria',
  'category.market':
    'mercato, mercati, mercatino, mercatini, mercatino delle pulci, mercato contadino, mercatino di natale, mercatini di natale, bazar',
  'category.brunch': 'brunch, colazione, fare colazione, pancake, waffle, uova alla benedict',
  'category.coffee':
    'caffè, caffe, bar caffè, un caffè, caffetteria, espresso, cappuccino, torrefazione, sala da tè, merenda, un tè',
  'category.bakery':
    'panetteria, panificio, forno, pasticceria, pasticcerie, cornetto, cornetti, brioche, croissant, pane, torta, torte',
  'category.dessert':
    'dessert, dolce, dolci, qualcosa di dolce, gelato, gelati, gelateria, cioccolato, caramelle, churros, ciambelle, bomboloni',
  'category.fine-dining':
    'alta cucina, ristorante stellato, stellato, menu degustazione, stella michelin, ristorante gourmet, fine dining',
  'category.tasting': 'degustazione, degustazioni, assaggi, abbinamento, tour gastronomico, food tour',
  // categories-active
  'category.sport':
    'sport, sportivo, fare sport, tennis, padel, squash, golf, badminton, pallavolo, equitazione',
  'category.spectator-sports':
    'calcio, partita di calcio, pallone, basket, pallacanestro, baseball, hockey, rugby, wrestling, boxe, stadio, vedere la partita, serie a',
  'category.fitness':
    'fitness, palestra, allenamento, allenarsi, esercizio, pilates, bootcamp, hiit, crossfit, spinning, cardio, pugilato',
  'category.yoga': 'yoga, lezione di yoga, stretching',
  'category.climbing': 'arrampicata, arrampicare, boulder, palestra di arrampicata, parete di arrampicata',
  'category.running': 'correre, running, jogging, gruppo di corsa, mezza maratona, maratona, trail',
  'category.cycling':
    'bici, bicicletta, biciclette, ciclismo, giro in bici, pedalata, mountain bike, noleggio bici',
  'category.swimming':
    'nuoto, nuotare, fare il bagno, piscina, piscine, parco acquatico, acquapark, immersioni',
  'category.skating':
    'pattinaggio, pattinare, pista di pattinaggio, pattinaggio sul ghiaccio, pattini, skate, skatepark',
  'category.skiing': 'sci, sciare, snowboard, slittino, pista da sci',
  'category.water-sports':
    'sport acquatici, kayak, canoa, paddle, sup, surf, vela, andare in barca a vela, canottaggio, windsurf, kitesurf',
  'category.nature':
    'natura, aria aperta, aria fresca, campagna, fauna, bosco, boschi, foresta, verde, spazi verdi, riserva naturale, lago, laghi, birdwatching, campeggio, campeggiare, falò, andare a pescare',
  'category.park': 'parco, parchi, picnic, pic-nic, giardini pubblici, prato, laghetto, villa comunale',
  'category.hiking':
    'escursione, escursioni, escursionismo, trekking, sentiero, sentieri, montagna, montagne, collina, vetta, gita in montagna',
  'category.walk':
    'passeggiata, passeggiate, passeggiare, camminare, fare due passi, giro a piedi, girovagare',
  'category.beach':
    'spiaggia, spiagge, mare, costa, lungomare, riva, lido balneare, stabilimento balneare, porto, molo, fiume, canale',
  'category.garden': 'giardino, giardini, orto botanico, giardino botanico, serra, fiori, piante, roseto',
  'category.zoo':
    'zoo, bioparco, animali, animale, fattoria, fattoria didattica, safari, parco faunistico, leoni, elefanti, giraffe',
  'category.aquarium': 'acquario, acquari, squali, meduse, pinguini, vita marina',
  'category.boat':
    'barca, barche, giro in barca, gita in barca, battello, crociera, traghetto, gondola, vaporetto',
  'category.theme-park':
    'parco divertimenti, parco a tema, luna park, giostre, giostra, montagne russe, ruota panoramica',
  // categories-leisure
  'category.tour':
    'tour, visita guidata, visite guidate, giro turistico, tour a piedi, tour della città, bus turistico, guida',
  'category.day-trip':
    'gita, gite, gita fuori porta, scampagnata, escursione in giornata, fuori città, viaggetto',
  'category.workshop': 'workshop, laboratorio, laboratori, corso, corsi, lezione, lezioni, masterclass',
  'category.cooking-class':
    'corso di cucina, lezione di cucina, cucinare, imparare a cucinare, corso di pasticceria, fare la pasta',
  'category.crafts':
    'artigianato, lavoretti, ceramica, tornio, corso di pittura, dipingere, disegno, disegnare, lavorare a maglia, uncinetto, cucito, ricamo, candele, gioielli, falegnameria, fai da te',
  'category.games':
    'giochi, gioco, giochi da tavolo, giochi in scatola, sala giochi, arcade, flipper, freccette, biliardo, ping pong, minigolf, realtà virtuale, videogiochi, scacchi, carte, giochi di carte',
  'category.escape-room': 'escape room, escape game, gioco di fuga, cena con delitto',
  'category.bowling': 'bowling, birilli',
  'category.action-games':
    "go kart, kart, kartodromo, laser tag, laser game, paintball, lancio dell'ascia, trampolini, parco avventura, zipline",
  'category.trivia': 'quiz, pub quiz, serata quiz, tombola, bingo',
  'category.spa':
    'spa, sauna, bagno turco, hammam, massaggio, massaggi, terme, bagni termali, acque termali, idromassaggio, jacuzzi, trattamenti',
  'category.wellness':
    'benessere, meditazione, meditare, mindfulness, consapevolezza, bagno sonoro, respirazione, ritiro, prendersi cura di sé',
  'category.shopping':
    'shopping, fare shopping, fare compere, negozi, boutique, centro commerciale, vintage, usato, second hand, souvenir, negozio di dischi, regali',
  'category.festival':
    "festival, sagra, sagre, fiera, carnevale, sfilata, parata, fuochi d'artificio, festa di piazza",
  'category.christmas':
    'natale, natalizio, natalizia, feste natalizie, luminarie, babbo natale, canti di natale, vin brulè, avvento, capodanno, san silvestro',
  'category.spooky':
    'halloween, infestato, casa infestata, fantasma, fantasmi, horror, film horror, spaventoso, da brividi, inquietante, catacombe, zombie',
  'category.kids-play':
    'parco giochi, area giochi, giochi per bambini, ludoteca, area gioco al coperto, burattini, marionette, teatro dei burattini, spettacolo per bambini, teatro per ragazzi, lettura di fiabe, gonfiabili, truccabimbi',
  'category.volunteering': 'volontariato, volontario, beneficenza, solidale, raccolta fondi, dare una mano',
  // audiences
  'audience.kids':
    'bambini, bambino, bambina, figli, bimbi, bimbo, bimba, ragazzini, i piccoli, mio figlio, mia figlia, i miei figli, con i bambini, per bambini, nipotini, marmocchi',
  'audience.toddlers':
    'bambini piccoli, bimbo piccolo, bambino piccolo, neonato, neonati, bebè, passeggino, carrozzina, 2 anni, 3 anni, prima infanzia',
  'audience.teens': 'adolescente, adolescenti, giovani, teenager, 13 anni, 14 anni, 15 anni, 16 anni',
  'audience.family':
    'famiglia, in famiglia, famiglie, per famiglie, gita in famiglia, tutta la famiglia, per tutte le età',
  'audience.couple':
    'coppia, coppie, in coppia, in due, per due, appuntamento, serata romantica a due, la mia ragazza, il mio ragazzo, mia moglie, mio marito, il mio partner, la mia compagna, il mio compagno, la mia dolce metà',
  'audience.solo': 'da solo, da sola, solo io, in solitaria, per conto mio, viaggio da solo',
  'audience.friends':
    'amici, amiche, amico, amica, compagnia, la compagnia, con gli amici, tra amici, gruppo, in gruppo, gruppo di amici, comitiva, i ragazzi, le ragazze, la banda',
  'audience.hen':
    'addio al nubilato, nubilato, futura sposa, serata tra ragazze, serata tra amiche, serata tra donne',
  'audience.stag': 'addio al celibato, celibato, futuro sposo, serata tra ragazzi, serata tra uomini',
  'audience.seniors':
    'anziani, anziano, terza età, pensionati, pensionata, mia nonna, mio nonno, over 60, over 70, persone anziane, i miei genitori, nonni, nonna, nonno, suoceri, mamma, papà, mia madre, mio padre',
  'audience.students':
    'studente, studenti, studentessa, universitari, serata universitaria, sconto studenti, università, uni, erasmus',
  'audience.colleagues':
    'colleghi, colleghe, i colleghi, con i colleghi, il team, la squadra, team building, cena aziendale, evento aziendale, uscita aziendale, aperitivo di lavoro, clienti',
  'audience.dog':
    'cane, cani, cagnolino, cagnolini, cucciolo, cuccioli, animale domestico, animali domestici, il mio cane, il nostro cane, con il cane, pet friendly, cani ammessi, animali ammessi, quattro zampe',
  'audience.pets-other': 'gatto, gatti, gattino, gattini, gatto café, cat café',
  'audience.accessible':
    'sedia a rotelle, in carrozzina, carrozzina per disabili, accessibile, accessibili, accessibilità, disabili, disabile, disabilità, mobilità ridotta, senza barriere, senza gradini, rampa, non vedente, sordo',
  'audience.tourists':
    'turista, turisti, visitatore, visitatori, in visita, di passaggio, prima volta, prima visita, appena arrivato, appena arrivata, nuovo in città, nuova in città',
  'audience.lgbtq':
    'lgbt, lgbtq, lgbtqia, queer, gay, bar gay, lesbica, lesbiche, trans, pride, gay friendly',
  // moods
  'mood.cheer-up':
    "buonumore, tirarmi su, tirare su il morale, tirarmi su di morale, sono triste, triste, giù di morale, depresso, depressa, giornata storta, brutta giornata, settimana pesante, farmi ridere, cuore spezzato, mi ha lasciato, distrarmi, di buon umore, tirarla su, tirarlo su, tirarle su il morale, consolarla, consolarlo, l'ha lasciata, l'ha lasciato, ha rotto con, mollata, mollato, distrarla, distrarlo",
  'mood.relax':
    'relax, rilassarsi, rilassarmi, rilassante, rilassato, rilassata, tranquillo, tranquilla, chill, staccare la spina, calma, con calma, zen, niente di impegnativo, oziare, dolce far niente, cazzeggiare',
  'mood.romantic':
    'romantico, romantica, romanticismo, intimo, intima, a lume di candela, innamorati, da innamorati, colpirla, conquistarla, amore',
  'mood.adventurous':
    'avventura, avventure, avventuroso, avventurosa, emozioni forti, brivido, adrenalina, emozionante, estremo, folle, qualcosa di folle, audace, sfida, azione',
  'mood.restless':
    'annoiato, annoiata, mi annoio, ci annoiamo, che noia, irrequieto, irrequieta, chiuso in casa, uscire di casa, niente da fare, stufo di stare a casa',
  'mood.curious':
    'curioso, curiosa, curiosità, imparare, imparare qualcosa, imparare qualcosa di nuovo, scoprire, scoperta, educativo, istruttivo, interessante, affascinante, stimolante, ispirazione, nerd, dietro le quinte, qualcosa di nuovo, provare qualcosa di nuovo',
  'mood.celebrate':
    "festeggiare, celebrare, festeggiamento, occasione speciale, qualcosa di speciale, promozione, laurea, champagne, spumante, prosecco, brindare, brindisi, festa di addio, rimpatriata, fidanzamento, promosso, promossa, nuovo lavoro, ho passato l'esame, esame superato, buone notizie, ci sposiamo, fidanzati",
  'mood.energetic':
    'energico, energica, energia, pieno di energia, muovermi, muoversi, sfogarsi, bruciare energie, sudare, carico, carica, dinamico',
  'mood.cozy':
    'accogliente, caldo e accogliente, caminetto, camino, davanti al camino, al calduccio, scaldarsi, cioccolata calda, hygge',
  'mood.quiet':
    'tranquillità, silenzioso, silenziosa, pace, in pace, sereno, poco affollato, non affollato, lontano dalla folla, senza folla, non troppo rumoroso, per parlare, per chiacchierare',
  'mood.lively':
    "animato, animata, vivace, movimentato, atmosfera, bella atmosfera, festa, feste, fare festa, fare baldoria, baldoria, sballo, sballarsi, scatenarsi, ubriacarsi, casino, dove c'è gente, movida",
  'mood.creative':
    'creativo, creativa, creatività, creare qualcosa, fare qualcosa con le mani, manuale, attività creativa',
  'mood.fancy':
    'elegante, chic, raffinato, raffinata, sofisticato, sofisticata, di classe, esclusivo, esclusiva, glamour, alla moda, vestirsi bene, dress code',
  'mood.unusual':
    'insolito, insolita, originale, particolare, diverso, diversa, strano, strana, bizzarro, fuori dai soliti giri, fuori dagli itinerari turistici, gemma nascosta, chicca, chicche, segreto, underground, alternativo, alternativa, unico, unica, poco turistico, non turistico, come un locale, dove vanno i locali',
  'mood.nostalgic':
    "retrò, retro, nostalgico, nostalgica, nostalgia, vecchia scuola, d'altri tempi, d'epoca, senza tempo",
  // situations
  'situation.birthday':
    'compleanno, compleanni, festa di compleanno, il mio compleanno, i miei 30 anni, 30 anni, 40 anni, 18 anni',
  'situation.anniversary':
    'anniversario, il nostro anniversario, anniversario di matrimonio, san valentino, luna di miele, proposta di matrimonio',
  'situation.first-date':
    'primo appuntamento, primo date, appuntamento al buio, appuntamento tinder, secondo appuntamento, conoscere qualcuno',
  'situation.meet-people':
    'conoscere gente, conoscere gente nuova, fare amicizia, nuovi amici, socializzare, single, serata single, speed dating, scambio linguistico, tandem linguistico, mi sento solo, mi sento sola, expat',
  'situation.hungover':
    'hangover, postumi, postumi della sbornia, dopo sbornia, sbornia di ieri, ho bevuto troppo, riprendermi, doposbronza',
  'situation.tired':
    'stanco, stanca, stanchi, esausto, esausta, distrutto, distrutta, sfinito, cotto, senza energie, a pezzi, stare seduti, jet lag, fuso orario',
  'situation.sore':
    'mal di schiena, schiena a pezzi, gambe a pezzi, gambe stanche, indolenzito, indolenzita, dolori muscolari, dopo il volo, sciogliermi, rigido, male ai piedi, male piedi, male alla schiena, male schiena, male alle gambe, male gambe, male al collo, fanno male piedi, fa male schiena, fanno male gambe, piedi distrutti, piedi a pezzi, piedi stanchi, dolore ai piedi, vesciche',
  'situation.stressed':
    'stressato, stressata, stress, esaurito, esaurita, burnout, ansioso, ansiosa, ansia, sopraffatto, ho bisogno di una pausa, staccare, ricaricare le batterie, ricaricarmi, svuotare la mente, schiarirmi le idee',
  'situation.hungry':
    'fame, ho fame, abbiamo fame, affamato, affamata, muoio di fame, languorino, un languorino',
  'situation.thirsty': 'sete, ho sete, abbiamo sete, assetato, mi serve un drink, mi serve una birra',
  'situation.after-work':
    "dopo il lavoro, dopo lavoro, uscito dal lavoro, uscita dal lavoro, dopo l'ufficio, dopo scuola, dopo le lezioni",
  'situation.remote-work':
    'smart working, lavoro da remoto, portatile, laptop, wifi, wi-fi, coworking, studiare, posto per lavorare, per lavorare',
  'situation.killing-time':
    "ammazzare il tempo, passare il tempo, un'ora libera, un paio d'ore, scalo, tra un treno e l'altro, tra due riunioni, in attesa, qualcosa di veloce",
  // dietary
  'dietary.vegan':
    'vegano, vegana, vegani, vegane, vegan, plant based, a base vegetale, senza lattosio, senza prodotti animali',
  'dietary.vegetarian': 'vegetariano, vegetariana, vegetariani, vegetariane, veggie, senza carne',
  'dietary.gluten-free': 'senza glutine, gluten free, celiaco, celiaca, per celiaci',
  'dietary.halal': 'halal, cibo halal',
  'dietary.kosher': 'kosher, kasher, cibo kosher',
  'dietary.pescatarian': 'pescetariano, pescetariana, pescatariano, pescatariana',
  'dietary.alcohol-free':
    'analcolico, analcolici, senza alcol, astemio, astemia, sobrio, mocktail, mocktail analcolici, non bevo',
  // weather
  'weather.rain':
    'pioggia, piovoso, piovosa, piove, sta piovendo, piovere, acquazzone, pioggerella, diluvio, maltempo, brutto tempo, tempo da lupi, temporale, temporali, tempesta, burrasca, grigio, giornata di pioggia, giornata piovosa, a dirotto, piove a dirotto, diluvia, sta diluviando, fradicio, fradici',
  'weather.sunny':
    "soleggiato, soleggiata, c'è il sole, bel tempo, bella giornata, giornata di sole, cielo azzurro, cielo sereno, mite, primavera, estate, estivo, al sole",
  'weather.cold':
    'freddo, fa freddo, gelido, gelida, si gela, ghiaccio, inverno, invernale, neve, nevica, nevicando, innevato, sotto zero',
  'weather.hot':
    'caldo, fa caldo, troppo caldo, afa, afoso, afosa, ondata di caldo, canicola, umido, rinfrescarsi, refrigerio, aria condizionata, climatizzato',
  'weather.windy': 'vento, ventoso, ventosa, tira vento, raffiche, bora',
  // settings
  'setting.indoor': "al chiuso, interno, all'interno, al coperto, coperto, indoor, dentro",
  'setting.outdoor': "all'aperto, all'aria aperta, fuori, esterno, all'esterno, terrazza, dehors, outdoor",
  // money
  'price.free':
    'gratis, gratuito, gratuita, gratuiti, gratuite, ingresso libero, ingresso gratuito, senza costi, a costo zero, aggratis',
  'price.cheap':
    'economico, economica, economici, a buon mercato, low cost, budget limitato, pochi soldi, poco budget, conveniente, buon rapporto qualità-prezzo, affare, senza spendere troppo, al verde, squattrinato, squattrinata, senza soldi, sono a secco',
  'price.splurge':
    'lusso, concedermi, concederci, sfizio, togliersi uno sfizio, coccolarsi, viziarmi, di lusso, lussuoso, lussuosa, premium, vip, costoso, caro, cara, senza badare a spese, spendere e spandere',
  // time-of-day
  'time-of-day.late-night':
    "tardi, a tarda notte, tarda sera, dopo mezzanotte, fino a tardi, aperto fino a tardi, after, afterhour, fino all'alba, nottambulo, nottambuli, tutta la notte, ultimo giro",
  // entities
  'entity.event': 'evento, eventi, in cartellone, biglietti',
  'entity.place': 'posto, posti, luogo, luoghi, locale, spot, indirizzo, indirizzi, posticino',
};
