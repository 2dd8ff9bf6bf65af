/**
 * Spanish forms of every concept, by concept id (the concepts are defined in ../concepts/): comma
 * separated, written naturally (matching folds accents and stems); the first form is the label.
 */

export const CONCEPT_FORMS: Readonly<Record<string, string>> = {
  // categories-entertainment
  'category.music':
    'música, música en vivo, música en directo, concierto, conciertos, tocada, toquín, banda, músicos, en vivo, en directo',
  'category.jazz': 'jazz, club de jazz, blues, swing, big band, soul, funk',
  'category.classical':
    'clásica, música clásica, orquesta, sinfónica, filarmónica, música de cámara, cuarteto, coro, recital de piano, recital',
  'category.opera': 'ópera, óperas, zarzuela, opereta',
  'category.rock': 'rock, rocanrol, punk, metal, heavy, indie, rock alternativo, grunge',
  'category.electronic':
    'electrónica, música electrónica, techno, tecno, house, dj, sesión de dj, rave, drum and bass, trance',
  'category.hip-hop': 'hip hop, hip-hop, rap, r&b, trap, freestyle',
  'category.pop': 'pop, música pop, tributo, grupo tributo, años 80, años 90',
  'category.folk': 'folk, folclore, acústico, country, cantautor, cantautora, música tradicional',
  'category.latin-music':
    'latina, música latina, reguetón, reggaeton, cumbia, bachata, merengue, mariachi, mariachis, tablao, son cubano',
  'category.world-music': 'músicas del mundo, reggae, dancehall, afrobeat, fado, klezmer, k-pop',
  'category.karaoke': 'karaoke, bar de karaoke, cantar',
  'category.nightlife':
    'vida nocturna, noche de fiesta, salir, salir de noche, salir de fiesta, de fiesta, marcha, ir de marcha, reventón, carrete, ir de copas',
  'category.club':
    'discoteca, discotecas, disco, antro, antros, boliche, boliches, club, clubs, discoteque, bailar toda la noche',
  'category.bar':
    'bar, bares, copas, una copa, beber, beber algo, algo de beber, tomar algo, tomar una copa, tomar unas copas, unos tragos, tragos, chupitos, happy hour, aperitivo, vermut, vermú',
  'category.pub': 'pub, pubs, taberna, tabernas, bodega, cantina, cantinas, tasca, chiringuito de barrio',
  'category.cocktails':
    'coctel, cóctel, cocteles, cócteles, coctelería, speakeasy, mezcal, mezcalería, tequila, whisky, ginebra, gin tonic, ron, margarita',
  'category.wine':
    'vino, vinos, vinoteca, enoteca, bar de vinos, cata de vino, cata de vinos, bodega de vinos, viñedo, copa de vino',
  'category.beer':
    'cerveza, cervezas, cerveza artesanal, cervecería, cervecerías, birra, birras, chela, chelas, caña, cañas, jardín de cerveza',
  'category.performance': 'espectáculo, espectáculos, función, funciones, show, actuación, puesta en escena',
  'category.theatre': 'teatro, teatros, obra, obra de teatro, obras de teatro, drama, microteatro',
  'category.musical': 'musical, musicales, teatro musical, comedia musical',
  'category.comedy':
    'comedia, stand-up, stand up, standup, monólogo, monólogos, monologuista, humorista, humor, show de comedia, impro, improvisación, micro abierto',
  'category.dance':
    'danza, baile, bailar, espectáculo de danza, danza contemporánea, tango, milonga, flamenco, tablao flamenco, salsa, clases de salsa',
  'category.ballet': 'ballet, el cascanueces, cascanueces, el lago de los cisnes',
  'category.cinema':
    'cine, cines, película, películas, peli, pelis, proyección, cine al aire libre, autocine, documental, cine de autor, vose, versión original',
  'category.circus':
    'circo, acróbatas, acrobacias, espectáculo de magia, magia, mago, ilusionista, malabares, payasos',
  'category.cabaret': 'cabaret, burlesque, drag, show drag, drag queen, revista',
  // categories-culture
  'category.museum': 'museo, museos',
  'category.art':
    'arte, artes, artístico, galería, galerías, galería de arte, cuadros, pintura, pinturas, escultura, esculturas, arte contemporáneo, arte moderno, obras de arte',
  'category.exhibition': 'exposición, exposiciones, expo, muestra, retrospectiva, exposición inmersiva',
  'category.street-art': 'arte urbano, street art, grafiti, grafitis, mural, murales, muralismo',
  'category.photography': 'fotografía, fotografías, fotos, exposición de fotografía',
  'category.history':
    'historia, histórico, histórica, patrimonio, castillo, castillos, palacio, palacios, monumento, monumentos, ruinas, medieval, romano, arqueología, casco antiguo, centro histórico, pirámides',
  'category.sightseeing':
    'turismo, turístico, lugares emblemáticos, emblemático, atracciones, atracciones turísticas, imprescindible, imprescindibles, lo típico, sitios turísticos, qué ver',
  'category.viewpoint':
    'vista, vistas, mirador, miradores, panorámica, vista panorámica, skyline, atardecer, puesta de sol, atardeceres',
  'category.rooftop': 'azotea, azoteas, terraza en la azotea, rooftop, sky bar',
  'category.science':
    'ciencia, ciencias, museo de ciencias, planetario, observatorio, astronomía, estrellas, tecnología, robots, dinosaurios, historia natural, experimentos',
  'category.architecture':
    'arquitectura, edificios, catedral, catedrales, iglesia, iglesias, basílica, templo, mezquita, sinagoga, art déco, gótico, barroco',
  'category.books':
    'libros, libro, librería, librerías, biblioteca, bibliotecas, literatura, literario, poesía, lectura, club de lectura, presentación de libro, firma de libros',
  'category.talk':
    'charla, charlas, conferencia, conferencias, ponencia, mesa redonda, debate, coloquio, seminario',
  'category.networking':
    'networking, meetup, encuentro profesional, evento de networking, startups, emprendedores, hackathon',
  'category.culture': 'cultura, cultural, plan cultural, actividad cultural, algo cultural',
  // categories-food
  'category.food':
    'comida, comer, comer algo, comer bien, picar algo, gastronomía, gastronómico, cocina, manjares, rico, foodie',
  'category.restaurant':
    'restaurante, restaurantes, restorán, cena, cenar, almuerzo, almorzar, comida fuera, comer fuera, salir a cenar, fonda, mesón',
  'category.pizza': 'pizza, pizzas, pizzería, pizzerías, porción de pizza',
  'category.italian': 'italiano, italiana, comida italiana, restaurante italiano, pasta, risotto, lasaña',
  'category.japanese':
    'japonés, japonesa, comida japonesa, sushi, sashimi, ramen, izakaya, udon, tempura, sake',
  'category.chinese':
    'chino, china, comida china, dim sum, dumplings, empanadillas chinas, fideos, olla caliente, bao',
  'category.asian':
    'asiático, asiática, comida asiática, tailandés, tailandesa, vietnamita, pho, banh mi, pad thai, coreano, coreana, barbacoa coreana, bibimbap',
  'category.indian': 'comida india, hindú, curry, tandoori, biryani, dosa',
  'category.mexican':
    'mexicano, mexicana, comida mexicana, taco, tacos, taquería, taquerías, tacos al pastor, burrito, quesadilla, quesadillas, tamales, antojitos, garnachas, mole, pozole',
  'category.latin-food':
    'comida latinoamericana, peruano, cebiche, ceviche, brasileño, argentino, asado, parrillada, empanadas, arepas, pupusas',
  'category.middle-eastern':
    'libanés, libanesa, turco, turca, griego, griega, mediterráneo, comida mediterránea, falafel, hummus, kebab, shawarma, gyros',
  'category.french-food':
    'comida francesa, restaurante francés, crepes, creperie, fondue, quesos, tabla de quesos',
  'category.tapas':
    'tapas, tapeo, ir de tapas, tapear, pinchos, pintxos, raciones, paella, comida española, montaditos',
  'category.burger':
    'hamburguesa, hamburguesas, burger, papas fritas, patatas fritas, perrito caliente, hot dog, alitas, pollo frito, comida rápida',
  'category.bbq': 'barbacoa, bbq, asador, parrilla, carne, carnes, chuletón, steakhouse, costillas',
  'category.seafood':
    'marisco, mariscos, pescado, pescaíto frito, ostras, langosta, cangrejo, mejillones, gambas, camarones, pulpo, marisquería, cevichería',
  'category.street-food':
    'comida callejera, street food, puestos de comida, puestitos, food truck, food trucks, mercado gastronómico, para llevar',
  'category.market':
    'mercado, mercados, mercadillo, mercadillos, rastro, mercado de pulgas, tianguis, mercado de abastos, mercado nocturno, mercado navideño, bazar',
  'category.brunch':
    'brunch, desayuno, desayunar, almuerzo de domingo, tortitas, panqueques, hotcakes, huevos benedictinos, chilaquiles',
  'category.coffee':
    'café, cafés, cafetería, cafeterías, un café, tomar un café, cafecito, cortado, espresso, capuchino, tostador, salón de té, merienda, un té, tomar un té',
  'category.bakery':
    'panadería, panaderías, pastelería, pastelerías, bollería, cruasán, croissant, pan, pan dulce, pastel, pasteles, tarta, tartas, conchas',
  'category.dessert':
    'postre, postres, dulce, algo dulce, dulces, helado, helados, heladería, chocolate, chocolatería, chuches, golosinas, churros, churros con chocolate, donas, rosquillas',
  'category.fine-dining':
    'alta cocina, restaurante de autor, cocina de autor, menú degustación, estrella michelin, restaurante con estrella, gourmet',
  'category.tasting':
    'degustación, degustaciones, cata, catas, maridaje, ruta gastronómica, tour gastronómico',
  // categories-active
  'category.sport':
    'deporte, deportes, deportivo, hacer deporte, tenis, pádel, squash, golf, bádminton, voleibol, equitación',
  'category.spectator-sports':
    'fútbol, futbol, fut, partido de fútbol, baloncesto, básquet, basquetbol, béisbol, hockey, rugby, lucha libre, boxeo, estadio, ver el partido, bar deportivo',
  'category.fitness':
    'fitness, gimnasio, gym, entrenamiento, entrenar, ejercicio, hacer ejercicio, pilates, bootcamp, hiit, crossfit, spinning, cardio, clase de boxeo',
  'category.yoga': 'yoga, clase de yoga, estiramientos',
  'category.climbing': 'escalada, escalar, búlder, boulder, rocódromo, muro de escalada',
  'category.running':
    'correr, running, carrera, carreras, trotar, footing, club de corredores, 10k, media maratón, maratón',
  'category.cycling':
    'bici, bicis, bicicleta, bicicletas, ciclismo, paseo en bici, ruta en bici, ciclovía, bicicleta de montaña, alquiler de bicis',
  'category.swimming':
    'natación, bañarse, piscina, piscinas, alberca, pileta, parque acuático, buceo, ir a nadar, a nadar',
  'category.skating':
    'patinaje, patinar, pista de hielo, pista de patinaje, patinaje sobre hielo, patines, skate, skatepark',
  'category.skiing': 'esquí, esquiar, snowboard, trineo, pista de esquí',
  'category.water-sports':
    'deportes acuáticos, kayak, canoa, piragüismo, paddle surf, sup, surf, surfear, vela, navegar, remo, windsurf, kitesurf',
  'category.nature':
    'naturaleza, aire libre, aire fresco, campo, fauna, bosque, bosques, zonas verdes, espacios verdes, reserva natural, lago, lagos, observación de aves, camping, acampar, fogata, pesca, ir de pesca',
  'category.park': 'parque, parques, picnic, merienda en el parque, pícnic, césped, estanque, alameda',
  'category.hiking':
    'senderismo, senderos, sendero, caminata, caminatas, ruta de senderismo, trekking, montaña, montañas, cerro, cumbre, monte',
  'category.walk': 'paseo, paseos, dar un paseo, caminar, andar, callejear, vuelta, pasear',
  'category.beach':
    'playa, playas, costa, mar, océano, orilla, chiringuito, chiringuitos, paseo marítimo, malecón, puerto, muelle, río, ribera, canal',
  'category.garden': 'jardín, jardines, jardín botánico, invernadero, flores, plantas, rosaleda, vivero',
  'category.zoo':
    'zoo, zoológico, zoológicos, animales, animal, granja, granja escuela, safari, parque de fauna, leones, elefantes, jirafas',
  'category.aquarium': 'acuario, acuarios, tiburones, medusas, pingüinos, vida marina, oceanario',
  'category.boat':
    'barco, barcos, paseo en barco, crucero, lancha, trajinera, trajineras, ferry, góndola, catamarán',
  'category.theme-park':
    'parque de atracciones, parque temático, montaña rusa, noria, carrusel, juegos mecánicos',
  // categories-leisure
  'category.tour':
    'tour, tours, visita guiada, visitas guiadas, recorrido, recorridos, tour a pie, free tour, city tour, bus turístico, guía',
  'category.day-trip':
    'excursión, excursiones, escapada, escapadas, salida de un día, viaje de un día, fuera de la ciudad, road trip',
  'category.workshop': 'taller, talleres, clase, clases, curso, cursos, lección, masterclass',
  'category.cooking-class':
    'clase de cocina, clases de cocina, taller de cocina, cocinar, aprender a cocinar, repostería, taller de repostería',
  'category.crafts':
    'manualidades, artesanía, cerámica, alfarería, torno, clase de pintura, pintar, dibujo, dibujar, tejer, costura, bordado, joyería, carpintería',
  'category.games':
    'juegos, juego, juegos de mesa, bar de juegos, recreativos, arcade, maquinitas, pinball, dardos, billar, ping pong, tenis de mesa, minigolf, realidad virtual, videojuegos, ajedrez, cartas, juegos de cartas',
  'category.escape-room': 'escape room, escape rooms, sala de escape, juego de escape, misterio',
  'category.bowling': 'bolos, boliche de bolos, bowling, bolera',
  'category.action-games':
    'karts, karting, go karts, láser tag, laser tag, paintball, lanzamiento de hachas, parque de trampolines, tirolina, tirolesa, canopy',
  'category.trivia': 'trivial, trivia, concurso de preguntas, noche de trivia, bingo, lotería',
  'category.spa':
    'spa, sauna, hammam, baño turco, baños árabes, masaje, masajes, termas, aguas termales, balneario, jacuzzi, temazcal, tratamientos',
  'category.wellness':
    'bienestar, meditación, meditar, mindfulness, atención plena, baño de sonido, respiración consciente, retiro, autocuidado',
  'category.shopping':
    'compras, ir de compras, ir de tiendas, tiendas, boutiques, centro comercial, mall, vintage, segunda mano, tiendas vintage, souvenirs, recuerdos, tienda de discos, regalos',
  'category.festival':
    'festival, festivales, feria, ferias, fiesta popular, fiestas, verbena, carnaval, desfile, fuegos artificiales, romería, kermés',
  'category.christmas':
    'navidad, navideño, navideña, fiestas navideñas, luces de navidad, papá noel, santa claus, villancicos, posadas, vino caliente, nochevieja, año nuevo, reyes',
  'category.spooky':
    'halloween, día de muertos, día de los muertos, embrujado, casa embrujada, fantasma, fantasmas, terror, película de terror, miedo, de miedo, tenebroso, catacumbas, leyendas',
  'category.kids-play':
    'parque infantil, zona de juegos, área de juegos, parque de bolas, ludoteca, juegos infantiles, títeres, marionetas, teatro infantil, espectáculo infantil, cuentacuentos, cuentos, castillo hinchable, brincolín, pintacaras',
  'category.volunteering':
    'voluntariado, voluntario, voluntaria, benéfico, solidario, caridad, ayudar, limpieza de playa',
  // audiences
  'audience.kids':
    'niños, niño, niñas, niña, hijos, hijas, críos, chiquillos, peques, chamacos, chavitos, nenes, mi hijo, mi hija, mis hijos, los niños, con niños, para niños, infantil, sobrino, sobrina, nietos, pibes, gurises',
  'audience.toddlers':
    'bebé, bebés, niño pequeño, niños pequeños, peque, chiquitín, carrito, carriola, cochecito, 2 años, 3 años, preescolar, primera infancia',
  'audience.teens':
    'adolescente, adolescentes, adolescencia, jóvenes, chavales, chavos, muchachos, mi hijo adolescente, 13 años, 14 años, 15 años, 16 años',
  'audience.family':
    'familia, en familia, familias, familiar, plan familiar, plan en familia, toda la familia, todos los públicos, todas las edades',
  'audience.couple':
    'pareja, parejas, en pareja, para dos, cita, una cita, noche de cita, mi novia, mi novio, mi esposa, mi esposo, mi mujer, mi marido, mi pareja, mi chica, mi chico, mi media naranja',
  'audience.solo':
    'a solas, yo solo, yo sola, por mi cuenta, solo yo, soltero, soltera, viaje en solitario, en solitario',
  'audience.friends':
    'amigos, amigas, amigo, amiga, colegas, cuates, compas, parceros, mis amigos, con amigos, entre amigos, la pandilla, la banda, el grupo, grupo, en grupo, grupo de amigos, la peña, los chicos, las chicas, la raza',
  'audience.hen': 'despedida de soltera, futura novia, noche de chicas, salida de chicas, noche de amigas',
  'audience.stag':
    'despedida de soltero, futuro novio, futuro marido, noche de chicos, salida de chicos, noche de cuates',
  'audience.seniors':
    'personas mayores, tercera edad, jubilados, jubilada, ancianos, abuelitos, mi abuela, mi abuelo, adultos mayores, más de 60, gente mayor, mis padres, abuelos, suegros, mamá, papá, mi madre, mi padre, mi mamá, mi papá',
  'audience.students':
    'estudiante, estudiantes, universitarios, universitario, noche universitaria, descuento de estudiante, uni, facultad, facu, erasmus',
  'audience.colleagues':
    'compañeros de trabajo, colegas del trabajo, compis, el equipo, mi equipo, team building, actividad de empresa, cena de empresa, comida de empresa, salida de equipo, clientes',
  'audience.dog':
    'perro, perros, perrito, perritos, cachorro, cachorros, lomito, firulais, mascota, mascotas, mi perro, nuestro perro, el perro, pet friendly, admiten perros, se admiten mascotas',
  'audience.pets-other': 'gato, gatos, gatito, gatitos, café de gatos, cat café',
  'audience.accessible':
    'silla de ruedas, en silla de ruedas, accesible, accesibles, accesibilidad, movilidad reducida, discapacidad, discapacitado, sin escaleras, sin escalones, rampa, ciego, sordo',
  'audience.tourists':
    'turista, turistas, visitante, visitantes, de visita, de paso, primera vez, primera visita, recién llegado, recién llegada, nuevo en la ciudad, nueva en la ciudad, estoy de viaje',
  'audience.lgbtq':
    'lgbt, lgbtq, lgbtiq, queer, gay, bar gay, ambiente gay, lesbiana, lesbianas, trans, orgullo, pride, gay friendly',
  // moods
  'mood.cheer-up':
    'buen rollo, animarme, levantarme el ánimo, subir el ánimo, subirme el ánimo, estoy triste, triste, bajón, de bajón, estoy de bajón, depre, deprimido, deprimida, mal día, día de mierda, semana dura, desanimado, desanimada, hacerme reír, ruptura, corazón roto, me dejaron, distraerme, animarla, animarlo, animarle, animarles, animarte, animar a, levantarle el ánimo, romper con, ha roto con, rompió con, lo ha dejado, la ha dejado, la dejaron, lo dejaron, distraerla, distraerlo',
  'mood.relax':
    'relax, relajarse, relajarme, relajante, relajado, relajada, tranquilo, tranquila, tranqui, chill, calma, desconectar, desestresarme, sin prisas, zen, nada loco, de boa, pachorra, vaguear, rascarme la barriga',
  'mood.romantic':
    'romántico, romántica, romance, íntimo, íntima, a la luz de las velas, enamorados, impresionarla, impresionarlo, amor, cariñoso',
  'mood.adventurous':
    'aventura, aventuras, aventurero, aventurera, emociones fuertes, adrenalina, emocionante, extremo, locura, algo loco, atrevido, reto, desafío, subidón',
  'mood.restless':
    'aburrimiento, aburrido, aburrida, aburridos, me aburro, nos aburrimos, inquieto, inquieta, encerrado, encerrada, salir de casa, nada que hacer, sin nada que hacer, harto de estar en casa, ansioso por salir',
  'mood.curious':
    'curioso, curiosa, curiosidad, aprender, aprender algo, aprender algo nuevo, descubrir, educativo, interesante, fascinante, inspirador, inspiración, friki, entre bastidores, algo nuevo, probar algo nuevo, enriquecedor',
  'mood.celebrate':
    'celebrar, festejar, celebración, festejo, ocasión especial, algo especial, ascenso, graduación, champán, champaña, cava, brindar, brindis, despedida de trabajo, reencuentro, compromiso, ascendido, ascendida, me han ascendido, me ascendieron, nuevo trabajo, aprobé, he aprobado, aprobar, nos casamos, nos prometimos, buenas noticias, algo que celebrar',
  'mood.energetic':
    'enérgico, enérgica, energía, con energía, mover el esqueleto, quemar energía, sudar, motivado, motivada, a tope, dinámico',
  'mood.cozy':
    'acogedor, acogedora, calentito, calentita, cálido, chimenea, al calor, entrar en calor, calentarse, chocolate caliente, reconfortante, hygge',
  'mood.quiet':
    'tranquilidad, silencioso, silenciosa, apacible, sereno, serena, lugar tranquilo, sin gente, sin multitudes, poco concurrido, lejos del ruido, sin ruido, para charlar, para hablar',
  'mood.lively':
    'animado, animada, ambiente, buen ambiente, con ambiente, con vida, fiesta, fiestón, fiestuki, juerga, parranda, desfase, desmadre, darlo todo, pedo, ponerse pedo, emborracharse, pasarla bien, perreo, movido, movida',
  'mood.creative':
    'creativo, creativa, creatividad, hacer algo con las manos, crear algo, manual, actividad creativa',
  'mood.fancy':
    'elegante, elegantes, fino, fina, pijo, pija, fresa, sofisticado, sofisticada, refinado, con clase, glamuroso, de alto nivel, exclusivo, exclusiva, chic, de etiqueta, arreglarse',
  'mood.unusual':
    'insólito, insólita, original, diferente, raro, rara, peculiar, fuera de lo común, fuera de ruta, joya escondida, joyas escondidas, secreto, underground, alternativo, alternativa, único, única, nada turístico, poco turístico, como un local, donde van los locales',
  'mood.nostalgic':
    'retro, nostálgico, nostálgica, nostalgia, de la vieja escuela, de toda la vida, antiguo, de época',
  // situations
  'situation.birthday':
    'cumpleaños, cumple, cumple de, fiesta de cumpleaños, mi cumpleaños, mis 30, sus 30, mis 40',
  'situation.anniversary':
    'aniversario, nuestro aniversario, aniversario de bodas, san valentín, día de los enamorados, luna de miel, pedida de mano, pedir matrimonio',
  'situation.first-date':
    'primera cita, una primera cita, cita de tinder, cita tinder, cita a ciegas, segunda cita, conocer a alguien',
  'situation.meet-people':
    'conocer gente, conocer gente nueva, hacer amigos, hacer nuevos amigos, amigos nuevos, socializar, solteros, noche de solteros, speed dating, intercambio de idiomas, intercambio lingüístico, me siento solo, me siento sola, expat, expatriados',
  'situation.hungover':
    'resaca, con resaca, de resaca, cruda, crudo, cruda moral, guayabo, ratón, chuchaqui, me pasé anoche, recuperarme',
  'situation.tired':
    'cansado, cansada, cansados, agotado, agotada, reventado, reventada, hecho polvo, sin energía, sin ganas, jet lag, desfase horario',
  'situation.sore':
    'dolor de espalda, espalda cargada, agujetas, contracturas, piernas cansadas, piernas destrozadas, después del vuelo, estirar, destensar, entumecido, duele espalda, duele la espalda, duelen pies, duelen los pies, duelen piernas, duelen las piernas, duele cuello, duele el cuello, dolor de pies, dolor de piernas, dolor de cuello, pies destrozados, pies cansados, pies molidos, espalda destrozada, pies me están matando, espalda me está matando, ampollas',
  'situation.stressed':
    'estresado, estresada, estrés, quemado, quemada, burnout, ansioso, ansiosa, ansiedad, agobiado, agobiada, necesito un respiro, necesito un descanso, recargar pilas, despejar la mente, despejar la cabeza',
  'situation.hungry':
    'hambre, tengo hambre, tenemos hambre, hambriento, hambrienta, muerto de hambre, muerta de hambre, me muero de hambre, gusa, bajón de comida',
  'situation.thirsty':
    'sed, tengo sed, tenemos sed, sediento, necesito una copa, necesito una cerveza, necesito una chela',
  'situation.after-work':
    'después del trabajo, después de trabajar, saliendo del trabajo, a la salida del trabajo, después de la oficina, después de clase, después del cole, afterwork',
  'situation.remote-work':
    'teletrabajo, teletrabajar, portátil, laptop, wifi, wi-fi, coworking, estudiar, sitio para trabajar, lugar para trabajar, para trabajar',
  'situation.killing-time':
    'matar el tiempo, pasar el rato, hacer tiempo, una hora libre, un par de horas, entre reuniones, mientras espero, algo rápido',
  // dietary
  'dietary.vegan':
    'vegano, vegana, veganos, veganas, vegan, plant based, basado en plantas, de origen vegetal, sin lácteos',
  'dietary.vegetarian': 'vegetariano, vegetariana, vegetarianos, vegetarianas, veggie, sin carne',
  'dietary.gluten-free': 'sin gluten, sin tacc, celíaco, celíaca, celiaco, celiaca, apto para celíacos',
  'dietary.halal': 'halal, comida halal',
  'dietary.kosher': 'kosher, kósher, comida kosher',
  'dietary.pescatarian': 'pescetariano, pescetariana, pescatariano, pescatariana, pescovegetariano',
  'dietary.alcohol-free':
    'sin alcohol, sobrio, sobria, abstemio, abstemia, mocktail, mocktails, cócteles sin alcohol, no bebo, no tomo alcohol',
  // weather
  'weather.rain':
    'lluvia, lluvioso, lluviosa, llueve, lloviendo, llover, chubasco, chubascos, aguacero, chaparrón, llovizna, mal tiempo, tiempo feo, tormenta, tormentas, tormentoso, tormentosa, temporal, nublado, gris, día de lluvia, día lluvioso, diluvia, diluviando, llueve a cántaros, está diluviando, empapados, empapado',
  'weather.sunny':
    'buen tiempo, hace sol, buen día, día bonito, día soleado, cielo despejado, despejado, primavera, verano, veraniego, al sol, con sol, día de sol, tarde soleada',
  'weather.cold':
    'frío, hace frío, congelado, fresquito, hiela, invierno, invernal, nieve, nieva, nevando, nevado, bajo cero',
  'weather.hot':
    'calor, hace calor, mucho calor, caluroso, calurosa, ola de calor, bochorno, sofocante, húmedo, refrescarse, refrescarnos, aire acondicionado, climatizado',
  'weather.windy': 'viento, ventoso, ventosa, hace viento, mucho viento, rachas, vendaval',
  // settings
  'setting.indoor':
    'interior, en interior, bajo techo, techado, cubierto, a cubierto, adentro, dentro, indoor',
  'setting.outdoor': 'exterior, en exterior, afuera, fuera, al aire libre, terraza, terrazas, patio, outdoor',
  // money
  'price.free':
    'gratis, gratuito, gratuita, gratuitos, gratuitas, entrada libre, entrada gratuita, sin costo, sin coste, de gorra, de a gratis, 0 euros',
  'price.cheap':
    'barato, barata, baratos, baratas, económico, económica, asequible, bajo presupuesto, poco presupuesto, presupuesto ajustado, low cost, buen precio, bien de precio, ganga, chollo, sin gastar mucho, sin dinero, sin plata, sin pasta, sin lana, pelado, pelada, tieso, en la ruina, corto de dinero',
  'price.splurge':
    'lujo, darme un capricho, darnos un capricho, capricho, darse un gusto, darme un gusto, consentirme, de lujo, lujoso, lujosa, premium, vip, caro, cara, sin mirar el precio, tirar la casa por la ventana, derrochar',
  // time-of-day
  'time-of-day.late-night':
    'tarde en la noche, muy tarde, de madrugada, madrugada, después de medianoche, hasta tarde, abierto hasta tarde, after, afterhours, hasta el amanecer, toda la noche, trasnochar, la última, la penúltima',
  // entities
  'entity.event': 'evento, eventos, cartelera, entradas, boletos, programación',
  'entity.place': 'lugar, lugares, sitio, sitios, local, locales, spot, spots, garito, garitos, huequito',
};
