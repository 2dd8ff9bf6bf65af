/**
 * French forms of every concept, by concept id (the concepts are defined in ../concepts/): comma
 * separated, written naturally (matching folds accents and stems); the first form is the label.
 */

export const CONCEPT_FORMS: Readonly<Record<string, string>> = {
  // categories-entertainment
  'category.music':
    'musique, musique live, concert, concerts, live, zik, musiciens, chanteur, chanteuse, en live',
  'category.jazz': 'jazz, club de jazz, blues, swing, big band, soul, funk',
  'category.classical':
    'classique, musique classique, orchestre, symphonie, philharmonique, musique de chambre, quatuor, chorale, chœur, récital',
  'category.opera': 'opéra, opéras, opérette, art lyrique',
  'category.rock': 'rock, punk, métal, metal, indé, indie, rock alternatif, grunge',
  'category.electronic':
    'électro, electro, musique électronique, techno, house, dj, set dj, rave, free party, drum and bass, trance',
  'category.hip-hop': 'hip hop, hip-hop, rap, r&b, rnb, trap',
  'category.pop': 'pop, musique pop, variété, tribute, années 80, années 90',
  'category.folk':
    'folk, musique folk, acoustique, country, chanson, chanson française, auteur-compositeur, musique traditionnelle',
  'category.latin-music': 'latino, musique latine, reggaeton, cumbia, bachata, mariachi, samba, bossa nova',
  'category.world-music': 'musiques du monde, reggae, dancehall, afrobeat, fado, klezmer, balkan, k-pop',
  'category.karaoke': 'karaoké, karaoke, bar karaoké, chanter',
  'category.nightlife':
    'vie nocturne, sortie, sorties, sortir, soirée, soirées, faire la tournée des bars, nuit blanche',
  'category.club':
    'boîte, boîtes, boîte de nuit, boîtes de nuit, discothèque, club, clubs, danser toute la nuit, clubbing',
  'category.bar':
    'bar, bars, un verre, boire, boire un verre, boire un coup, prendre un verre, apéro, apéritif, happy hour, rade',
  'category.pub': 'pub, pubs, taverne, troquet, une pinte, une binouze',
  'category.cocktails':
    'cocktail, cocktails, bar à cocktails, speakeasy, mixologie, mezcal, tequila, whisky, gin, rhum',
  'category.wine':
    'vin, vins, bar à vin, bar à vins, dégustation de vin, dégustation de vins, cave à vin, caviste, vignoble, domaine viticole, vin nature, verre de vin, pinard',
  'category.beer':
    'bière, bières, bière artisanale, bières artisanales, microbrasserie, brasserie artisanale, bar à bières, biergarten',
  'category.performance': 'spectacle, spectacles, représentation, show, scène',
  'category.theatre':
    'théâtre, théâtres, pièce de théâtre, pièces de théâtre, la comédie-française, café-théâtre',
  'category.musical': 'comédie musicale, comédies musicales, spectacle musical',
  'category.comedy':
    "humour, spectacle d'humour, stand-up, standup, humoriste, humoristes, one-man-show, comedy club, impro, improvisation, sketch, scène ouverte",
  'category.dance':
    'danse, danser, spectacle de danse, danse contemporaine, tango, milonga, flamenco, danse salsa, bal, guinguette, salsa',
  'category.ballet': 'ballet, ballets, casse-noisette, le lac des cygnes',
  'category.cinema':
    'cinéma, cinémas, ciné, cinoche, film, films, séance, projection, séance de cinéma, ciné plein air, documentaire, art et essai, vo, film en vo',
  'category.circus':
    'cirque, acrobates, acrobaties, spectacle de magie, magie, magicien, illusionniste, jonglage, clowns',
  'category.cabaret': 'cabaret, burlesque, drag, drag show, drag queen, revue, music-hall',
  // categories-culture
  'category.museum': 'musée, musées',
  'category.art':
    "art, arts, artistique, galerie, galeries, galerie d'art, tableaux, peinture, peintures, sculpture, sculptures, art contemporain, art moderne, impressionnistes, œuvres",
  'category.exhibition':
    'exposition, expositions, expo, expos, rétrospective, exposition immersive, vernissage',
  'category.street-art': 'street art, art urbain, graffiti, graffitis, fresque, fresques murales',
  'category.photography': 'photographie, photographies, photo, photos, expo photo',
  'category.history':
    'histoire, historique, patrimoine, château, châteaux, palais, monument, monuments, ruines, médiéval, romain, antique, archéologie, vieille ville, site historique',
  'category.sightseeing':
    'tourisme, touristique, monuments célèbres, incontournable, incontournables, à voir absolument, sites touristiques, curiosités',
  'category.viewpoint':
    'vue, vues, point de vue, belvédère, panorama, vue panoramique, vue sur la ville, coucher de soleil',
  'category.rooftop': 'rooftop, rooftops, toit-terrasse, toit terrasse, bar sur les toits, sur les toits',
  'category.science':
    'science, sciences, musée des sciences, cité des sciences, planétarium, observatoire, astronomie, technologie, robots, dinosaures, histoire naturelle, expériences',
  'category.architecture':
    'architecture, bâtiments, cathédrale, cathédrales, église, églises, basilique, temple, mosquée, synagogue, art déco, gothique, baroque',
  'category.books':
    "livres, livre, librairie, librairies, bibliothèque, médiathèque, littérature, littéraire, poésie, lecture, club de lecture, rencontre d'auteur, dédicace, slam",
  'category.talk': 'conférence, conférences, causerie, table ronde, débat, débats, séminaire, colloque',
  'category.networking':
    'networking, réseautage, meetup, afterwork pro, rencontre professionnelle, startup, startups, entrepreneurs, hackathon',
  'category.culture': 'culture, culturel, culturelle, sortie culturelle, activité culturelle',
  // categories-food
  'category.food':
    'cuisine, bouffe, nourriture, manger, bien manger, casser la croûte, miam, un truc à manger, gourmand, foodie',
  'category.restaurant':
    'restaurant, restaurants, resto, restos, restau, dîner, diner, déjeuner, dej, bistrot, bistro, brasserie, bouchon, table, au restaurant',
  'category.pizza': 'pizza, pizzas, pizzeria, pizzéria, napolitaine',
  'category.italian': 'italien, italienne, cuisine italienne, restaurant italien, pâtes, risotto, lasagnes',
  'category.japanese':
    'japonais, japonaise, cuisine japonaise, sushi, sushis, sashimi, ramen, izakaya, udon, tempura, saké',
  'category.chinese':
    'chinois, chinoise, cuisine chinoise, dim sum, raviolis chinois, nouilles, fondue chinoise, bao',
  'category.asian':
    'asiatique, cuisine asiatique, thaï, thaïlandais, vietnamien, vietnamienne, pho, banh mi, pad thaï, coréen, coréenne, barbecue coréen, bibimbap',
  'category.indian': 'indien, indienne, cuisine indienne, curry, tandoori, biryani, dosa, naan',
  'category.mexican':
    'mexicain, mexicaine, cuisine mexicaine, taco, tacos, burrito, quesadilla, nachos, tex-mex',
  'category.latin-food': 'cuisine latino, péruvien, ceviche, brésilien, argentin, asado, empanadas, arepas',
  'category.middle-eastern':
    'libanais, libanaise, turc, turque, grec, grecque, méditerranéen, cuisine méditerranéenne, falafel, houmous, mezzés, kebab, grec-frites, shawarma',
  'category.french-food':
    'cuisine française, resto français, crêpes, crêperie, galettes, fondue, raclette, plateau de fromages, fromage, cuisine du terroir',
  'category.tapas': 'tapas, pintxos, cuisine espagnole, paella, petites assiettes, assiettes à partager',
  'category.burger':
    'burger, burgers, hamburger, frites, hot-dog, ailes de poulet, poulet frit, fast-food, malbouffe',
  'category.bbq': 'barbecue, bbq, steak, grillades, viande, côte de bœuf, steakhouse, rôtisserie',
  'category.seafood':
    'fruits de mer, poisson, poissons, huîtres, bar à huîtres, homard, crabe, moules, moules-frites, crevettes, poulpe',
  'category.street-food':
    'street food, street-food, food truck, food trucks, food court, stands de nourriture, à emporter, cuisine de rue',
  'category.market':
    'marché, marchés, marché aux puces, les puces, brocante, brocantes, vide-grenier, marché nocturne, marché de producteurs, marché de noël, halles, halle',
  'category.brunch': 'brunch, brunchs, bruncher, petit-déjeuner, petit déj, petit dej, pancakes, gaufres',
  'category.coffee':
    'café, cafés, un café, coffee shop, expresso, espresso, cappuccino, latte, torréfacteur, salon de thé, thé, goûter, pause café',
  'category.bakery':
    'boulangerie, boulangeries, pâtisserie, pâtisseries, viennoiseries, croissant, croissants, pain, gâteau, gâteaux',
  'category.dessert':
    'dessert, desserts, sucré, quelque chose de sucré, glace, glaces, glacier, gelato, chocolat, chocolats, bonbons, churros, beignets, donuts',
  'category.fine-dining':
    'gastronomique, restaurant gastronomique, menu dégustation, étoilé, étoilé michelin, grande table, table de chef, gourmet',
  'category.tasting':
    'dégustation, dégustations, accord mets-vins, balade gourmande, visite gourmande, circuit gastronomique',
  // categories-active
  'category.sport':
    'sport, sports, sportif, sportive, faire du sport, tennis, padel, squash, golf, badminton, volley, équitation',
  'category.spectator-sports':
    'match, foot, football, match de foot, basket, basket-ball, baseball, hockey, rugby, catch, stade, regarder le match, bar sportif, ligue 1',
  'category.fitness':
    "fitness, salle de sport, muscu, musculation, entraînement, s'entraîner, pilates, bootcamp, hiit, crossfit, spinning, cardio, boxe",
  'category.yoga': 'yoga, cours de yoga, yoga vinyasa, étirements',
  'category.climbing': "escalade, grimpe, grimper, bloc, salle d'escalade, mur d'escalade",
  'category.running':
    'course à pied, running, footing, jogging, trail, club de course, 10 km, semi-marathon, marathon',
  'category.cycling':
    'vélo, vélos, à vélo, balade à vélo, cyclisme, vtt, randonnée à vélo, location de vélo, bicyclette',
  'category.swimming':
    'natation, nager, nage, baignade, se baigner, piscine, piscines, parc aquatique, plongée',
  'category.skating': 'patin, patinage, patiner, patinoire, patin à glace, roller, skate, skatepark',
  'category.skiing': 'ski, skier, snowboard, luge, piste de ski',
  'category.water-sports':
    'sports nautiques, kayak, canoë, paddle, stand up paddle, surf, surfer, faire de la voile, aviron, planche à voile, kitesurf',
  'category.nature':
    "nature, air frais, prendre l'air, campagne, faune, forêt, forêts, bois, espaces verts, verdure, réserve naturelle, lac, lacs, ornithologie, camping, feu de camp, pêche, aller pêcher",
  'category.park': 'parc, parcs, jardin public, square, pique-nique, pique-niquer, pelouse, étang',
  'category.hiking':
    'randonnée, randonnées, rando, randos, randonner, trek, trekking, sentier, sentiers, montagne, montagnes, colline, sommet, balade en nature',
  'category.walk':
    'balade, balades, promenade, promenades, se balader, se promener, flâner, flânerie, déambuler',
  'category.beach':
    "plage, plages, bord de mer, mer, océan, côte, littoral, bord de l'eau, paillote, port, quais, bord de seine, rivière, canal",
  'category.garden': 'jardin, jardins, jardin botanique, serre, serres, fleurs, plantes, roseraie, arboretum',
  'category.zoo':
    'zoo, zoos, animaux, animal, ferme, ferme pédagogique, mini-ferme, safari, parc animalier, ménagerie, lions, éléphants, girafes',
  'category.aquarium': 'aquarium, aquariums, requins, méduses, pingouins, manchots, vie marine, océanarium',
  'category.boat':
    "bateau, bateaux, bateau-mouche, bateaux-mouches, croisière, balade en bateau, péniche, ferry, sur l'eau",
  'category.theme-park':
    "parc d'attractions, parc à thème, fête foraine, manèges, manège, montagnes russes, grande roue, carrousel",
  // categories-leisure
  'category.tour':
    'visite guidée, visites guidées, tour, circuit, balade guidée, visite à pied, tour de ville, bus touristique, guide',
  'category.day-trip':
    'excursion, excursions, escapade, sortie à la journée, journée à la campagne, virée, balade en voiture, hors de la ville',
  'category.workshop': 'atelier, ateliers, cours, stage, leçon, masterclass, initiation',
  'category.cooking-class':
    'cours de cuisine, atelier cuisine, atelier culinaire, cuisiner, pâtisserie maison, atelier pâtisserie',
  'category.crafts':
    'loisirs créatifs, activité manuelle, poterie, céramique, tour de potier, atelier peinture, cours de dessin, dessin, tricot, couture, broderie, création de bijoux, menuiserie, diy, bricolage',
  'category.games':
    "jeux, jeu, jeux de société, bar à jeux, salle d'arcade, arcade, flipper, fléchettes, billard, ping-pong, tennis de table, mini-golf, réalité virtuelle, jeux vidéo, gaming, échecs, jeux de cartes",
  'category.escape-room': "escape game, escape games, escape room, jeu d'évasion, murder party",
  'category.bowling': 'bowling, bowlings',
  'category.action-games':
    'karting, kart, laser game, laser tag, paintball, lancer de hache, trampoline park, accrobranche, tyrolienne',
  'category.trivia': 'quiz, quizz, blind test, soirée quiz, loto, bingo',
  'category.spa':
    'spa, sauna, hammam, bain turc, massage, massages, thermes, bains thermaux, sources chaudes, jacuzzi, soins, se faire masser, se faire chouchouter',
  'category.wellness':
    'bien-être, méditation, méditer, pleine conscience, bain sonore, bain de sons, respiration, prendre soin de soi',
  'category.shopping':
    'shopping, faire du shopping, faire les magasins, faire les boutiques, lèche-vitrine, magasins, boutiques, centre commercial, friperie, fripes, vintage, seconde main, souvenirs, disquaire, cadeaux',
  'category.festival':
    "festival, festivals, fête de quartier, fête populaire, carnaval, défilé, feu d'artifice, feux d'artifice, kermesse, foire",
  'category.christmas':
    "noël, fêtes de fin d'année, illuminations, père noël, chants de noël, vin chaud, avent, réveillon, nouvel an, saint-sylvestre",
  'category.spooky':
    "halloween, hanté, maison hantée, fantôme, fantômes, horreur, film d'horreur, effrayant, qui fait peur, catacombes, zombies",
  'category.kids-play':
    'aire de jeux, aires de jeux, parc de jeux, jeux pour enfants, parc indoor, spectacle pour enfants, spectacle jeune public, marionnettes, guignol, heure du conte, contes, château gonflable, maquillage',
  'category.volunteering':
    'bénévolat, bénévole, faire du bénévolat, caritatif, association, solidaire, collecte',
  // audiences
  'audience.kids':
    'enfants, enfant, gamins, gamin, gosses, mômes, marmots, les petits, mon fils, ma fille, nos enfants, mes enfants, avec les enfants, pour enfants, jeune public, neveu, nièce, petits-enfants, les minots',
  'audience.toddlers':
    'tout-petit, tout-petits, bébé, bébés, nourrisson, poussette, maternelle, mon bébé, 2 ans, 3 ans, petite enfance',
  'audience.teens':
    'ado, ados, adolescent, adolescents, adolescente, jeunes, mon ado, 13 ans, 14 ans, 15 ans, 16 ans',
  'audience.family':
    'famille, en famille, familles, familial, familiale, sortie en famille, toute la famille, tous publics, tout public',
  'audience.couple':
    'couple, couples, en couple, à deux, rendez-vous, rencard, date, soirée en amoureux, ma copine, mon copain, ma femme, mon mari, mon chéri, ma chérie, mon mec, ma meuf, mon partenaire, ma partenaire, ma moitié',
  'audience.solo':
    'seul, seule, tout seul, toute seule, en solo, solo, moi tout seul, juste moi, célibataire, voyage en solo',
  'audience.friends':
    "amis, ami, amies, potes, pote, copains, copines, mes potes, entre amis, entre potes, entre copines, bande, la bande, groupe, en groupe, groupe d'amis, la team, les gars, les filles",
  'audience.hen':
    'evjf, enterrement de vie de jeune fille, future mariée, soirée entre filles, soirée filles, entre filles',
  'audience.stag':
    'evg, enterrement de vie de garçon, futur marié, soirée entre mecs, soirée entre gars, entre mecs, soirée mecs',
  'audience.seniors':
    'seniors, senior, personnes âgées, aînés, retraités, retraitée, troisième âge, ma grand-mère, mon grand-père, plus de 60 ans, plus de 70 ans, mes parents, grands-parents, mamie, papi, beaux-parents, maman, papa, ma mère, mon père',
  'audience.students':
    'étudiant, étudiants, étudiante, étudiantes, soirée étudiante, tarif étudiant, fac, université, erasmus',
  'audience.colleagues':
    "collègues, mes collègues, entre collègues, équipe, mon équipe, team building, teambuilding, sortie d'équipe, soirée d'entreprise, clients",
  'audience.dog':
    'chien, chiens, chiot, chiots, toutou, mon chien, notre chien, le chien, animal de compagnie, animaux de compagnie, animaux acceptés, chiens acceptés, acceptant les chiens, dog friendly, pet friendly',
  'audience.pets-other': 'chat, chats, chaton, chatons, bar à chats, café à chats',
  'audience.accessible':
    'fauteuil roulant, en fauteuil, accessible, accessibles, accessibilité, pmr, mobilité réduite, handicap, handicapé, personne handicapée, sans marches, de plain-pied, rampe, malvoyant, sourd',
  'audience.tourists':
    'touriste, touristes, visiteur, visiteurs, de passage, première fois, première visite, nouveau en ville, nouvelle en ville, juste arrivé, en visite, premier séjour',
  'audience.lgbtq':
    'lgbt, lgbtq, lgbtqia+, queer, gay, bar gay, lesbienne, lesbiennes, trans, pride, marche des fiertés, gay friendly',
  // moods
  'mood.cheer-up':
    "bonne humeur, me remonter le moral, remonter le moral, me changer les idées, changer les idées, je suis triste, triste, déprimé, déprimée, déprime, coup de blues, le cafard, j'ai le cafard, sale journée, mauvaise journée, mauvaise semaine, moral à zéro, me faire rire, me faire sourire, chagrin d'amour, rupture, feel good, lui remonter le moral, la consoler, le consoler, consoler, se changer les idées, lui changer les idées, largué, larguée, s'est fait larguer, l'a quittée, l'a quitté, a rompu, ont rompu, séparation",
  'mood.relax':
    'détente, détendre, se détendre, me détendre, nous détendre, décompresser, relax, relaxant, tranquille, tranquillou, posé, posée, chill, se poser, zen, rien de fou, peinard, pépère, lâcher prise, glander, farniente',
  'mood.romantic':
    "romantique, romance, romantisme, intime, aux chandelles, dîner aux chandelles, en amoureux, amoureux, l'impressionner, la séduire, le séduire, amour",
  'mood.adventurous':
    'aventure, aventures, aventureux, aventureuse, sensations fortes, frissons, adrénaline, palpitant, excitant, extrême, fou, un truc de fou, osé, défi, se dépasser',
  'mood.restless':
    "ennui, je m'ennuie, on s'ennuie, m'ennuie, s'ennuie, je tourne en rond, tourner en rond, besoin de sortir, sortir de la maison, rien à faire, enfermé, enfermée, marre de rester à la maison, bougeotte, j'ai la bougeotte",
  'mood.curious':
    'curieux, curieuse, apprendre, apprendre quelque chose, découvrir, découverte, découvertes, éducatif, pédagogique, intéressant, fascinant, inspirant, inspiration, enrichissant, coulisses, nouveauté, essayer quelque chose de nouveau, geek',
  'mood.celebrate':
    'célébrer, célébration, occasion spéciale, quelque chose de spécial, promotion, diplôme, remise de diplôme, champagne, trinquer, pot de départ, retrouvailles, fiançailles, fêter, arroser, promu, promue, nouveau boulot, nouveau travail, réussi mon examen, eu mon diplôme, bonne nouvelle, on se marie, fiancés',
  'mood.energetic':
    "énergique, énergie, plein d'énergie, actif, bouger, se bouger, se dépenser, dépenser de l'énergie, transpirer, motivé, motivée, à fond, dynamique",
  'mood.cozy':
    'cosy, cocon, cocooning, douillet, douillette, cheminée, feu de cheminée, au chaud, se réchauffer, chocolat chaud, réconfortant',
  'mood.quiet':
    'calme, au calme, paisible, serein, sereine, pas bondé, pas trop de monde, loin de la foule, sans foule, silencieux, silence, pas trop bruyant, pour discuter',
  'mood.lively':
    'animé, animée, vivant, vivante, ambiance, bonne ambiance, festif, festive, fête, faire la fête, teuf, faire la teuf, guindaille, se lâcher, se bourrer la gueule, foufou, enflammé, ça bouge, où ça bouge',
  'mood.creative':
    'créatif, créative, créativité, fabriquer, créer quelque chose, faire de mes mains, de mes mains, manuel, activité créative',
  'mood.fancy':
    "chic, classe, élégant, élégante, raffiné, raffinée, sophistiqué, glamour, haut de gamme, huppé, select, sélect, bcbg, s'habiller, tenue correcte, stylé, guindé",
  'mood.unusual':
    'insolite, insolites, original, originale, atypique, décalé, décalée, hors des sentiers battus, pépite, pépites, secret, adresse secrète, underground, alternatif, alternative, unique, différent, bizarre, pas touristique, comme un local, où vont les locaux',
  'mood.nostalgic': "rétro, nostalgique, nostalgie, à l'ancienne, old school, d'antan, d'époque, intemporel",
  // situations
  'situation.birthday':
    "anniversaire, anniv, anniversaire de mon, fête d'anniversaire, mes 30 ans, ses 30 ans, mes 40 ans, ses 40 ans",
  'situation.anniversary':
    'anniversaire de mariage, notre anniversaire, saint-valentin, saint valentin, lune de miel, demande en mariage',
  'situation.first-date':
    "premier rendez-vous, premier rencard, premier date, rendez-vous tinder, date tinder, rencard tinder, deuxième rendez-vous, rendez-vous à l'aveugle",
  'situation.meet-people':
    'rencontrer du monde, rencontrer des gens, faire des rencontres, se faire des amis, nouveaux amis, sociabiliser, célibataires, soirée célibataires, speed dating, échange linguistique, tandem, seul en ville, expat, expatriés',
  'situation.hungover':
    "gueule de bois, la gueule de bois, lendemain de soirée, lendemain de cuite, j'ai trop bu hier, en vrac, déchiré hier, récupérer, me remettre",
  'situation.tired':
    "fatigué, fatiguée, fatigués, crevé, crevée, épuisé, épuisée, naze, lessivé, claqué, ko, vidé, à plat, pas d'énergie, pas la forme, rester assis, jet lag, décalage horaire",
  'situation.sore':
    'mal au dos, dos en compote, dos bloqué, courbatures, courbaturé, jambes lourdes, jambes en compote, après le vol, me dérouiller, dénouer, tensions, mal aux pieds, mal aux jambes, mal au cou, mal à la nuque, mal aux épaules, pieds en compote, pieds fatigués, pieds qui font mal, dos qui fait mal, jambes qui font mal, ampoules',
  'situation.stressed':
    "stressé, stressée, stress, surmené, surmenée, burn-out, burnout, anxieux, anxieuse, débordé, débordée, besoin d'une pause, recharger les batteries, souffler, me vider la tête, vider la tête",
  'situation.hungry':
    "faim, j'ai faim, on a faim, affamé, affamée, crève la faim, je crève de faim, la dalle, j'ai la dalle, petit creux, un petit creux",
  'situation.thirsty': "soif, j'ai soif, on a soif, besoin d'un verre, besoin d'une bière, boire un godet",
  'situation.after-work':
    "après le travail, après le boulot, après le taf, en sortant du bureau, sortie du bureau, après les cours, après l'école, afterwork, after-work",
  'situation.remote-work':
    'télétravail, bosser, ordi, ordinateur, wifi, wi-fi, coworking, réviser, étudier, endroit pour travailler, pour travailler',
  'situation.killing-time':
    'tuer le temps, passer le temps, une heure à tuer, deux heures devant moi, quelques heures, escale, entre deux trains, entre deux rendez-vous, un truc rapide',
  // dietary
  'dietary.vegan':
    'vegan, végan, vegane, végane, végétalien, végétalienne, végétal, 100% végétal, sans produits animaux, sans lactose',
  'dietary.vegetarian': 'végétarien, végétarienne, végétariens, végétariennes, végé, veggie, sans viande',
  'dietary.gluten-free':
    'sans gluten, sans-gluten, cœliaque, coeliaque, intolérant au gluten, intolérante au gluten',
  'dietary.halal': 'halal, hallal, cuisine halal',
  'dietary.kosher': 'casher, cacher, kasher, kosher',
  'dietary.pescatarian': 'pescétarien, pescétarienne, pesco-végétarien, pescovégétarien',
  'dietary.alcohol-free':
    'sans alcool, sobre, sobriété, mocktail, mocktails, je ne bois pas, on ne boit pas, dry january, janvier sobre',
  // weather
  'weather.rain':
    'pluie, pluvieux, pluvieuse, il pleut, qui pleut, pleuvoir, averse, averses, bruine, crachin, temps de chien, mauvais temps, sale temps, orage, orages, orageux, orageuse, tempête, gris, grisaille, journée pluvieuse, jour de pluie, il flotte, ça flotte, il pleut des cordes, il pleut à verse, pleut à verse, déluge, trempés, trempé',
  'weather.sunny':
    'soleil, ensoleillé, ensoleillée, il fait beau, beau temps, grand soleil, belle journée, ciel bleu, doux, printemps, estival, journée ensoleillée, en été, cet été',
  'weather.cold':
    'froid, il fait froid, glacial, glaciale, gelé, ça caille, ça pèle, frisquet, hiver, hivernal, neige, il neige, enneigé, verglas, en dessous de zéro',
  'weather.hot':
    'chaud, il fait chaud, trop chaud, chaleur, canicule, vague de chaleur, étouffant, caniculaire, lourd, humide, se rafraîchir, rafraîchir, clim, climatisé, climatisation',
  'weather.windy': 'vent, venteux, venteuse, il y a du vent, grand vent, rafales, bourrasque, mistral',
  // settings
  'setting.indoor': "intérieur, en intérieur, à l'intérieur, couvert, à l'abri, au sec, indoor",
  'setting.outdoor':
    "extérieur, en extérieur, à l'extérieur, dehors, plein air, en plein air, terrasse, terrasses, outdoor",
  // money
  'price.free':
    'gratuit, gratuite, gratuits, gratuites, gratos, gratis, entrée libre, entrée gratuite, sans frais, ça coûte rien, à 0 euro',
  'price.cheap':
    'pas cher, pas chère, pas chers, bon marché, petit budget, petits budgets, budget serré, économique, low cost, bon plan, bons plans, rapport qualité-prix, fauché, fauchée, fauchés, à sec, sans le sou, pas un rond, pas de thunes, raide, prix abordable, prix abordables, prix doux',
  'price.splurge':
    'luxe, se faire plaisir, me faire plaisir, nous faire plaisir, se faire un kif, luxueux, luxueuse, de luxe, premium, vip, prestige, cher, chère, hors de prix, sans compter, craquer, gâter',
  // time-of-day
  'time-of-day.late-night':
    "tard, très tard, tard le soir, tard dans la nuit, après minuit, jusqu'au bout de la nuit, jusqu'à l'aube, ouvert tard, after, afters, noctambule, couche-tard, toute la nuit, dernier verre",
  // entities
  'entity.event':
    "événement, événements, évènement, évènements, évent, events, à l'affiche, billets, programmation",
  'entity.place': 'lieu, lieux, endroit, endroits, adresse, adresses, spot, spots, coin sympa, qg',
};
