/**
 * Portuguese forms of every concept, by concept id (the concepts are defined in ../concepts/): comma
 * separated, written naturally (matching folds accents and stems); the first form is the label.
 */

export const CONCEPT_FORMS: Readonly<Record<string, string>> = {
  // categories-entertainment
  'category.music':
    'música, música ao vivo, concerto, concertos, show de música, banda, bandas, músicos, cantor, ao vivo',
  'category.jazz': 'jazz, clube de jazz, blues, swing, big band, soul, funk',
  'category.classical':
    'clássica, música clássica, orquestra, sinfônica, sinfónica, filarmônica, música de câmara, quarteto, coral, coro, recital',
  'category.opera': 'ópera, óperas, opereta',
  'category.rock': 'rock, punk, metal, heavy metal, indie, rock alternativo, grunge',
  'category.electronic':
    'eletrônica, eletrónica, música eletrônica, techno, house, dj, set de dj, rave, drum and bass, trance',
  'category.hip-hop': 'hip hop, hip-hop, rap, r&b, trap, funk carioca, baile funk',
  'category.pop': 'pop, música pop, banda tributo, banda cover, anos 80, anos 90',
  'category.folk': 'folk, acústico, country, sertanejo, mpb, cantautor, música tradicional',
  'category.latin-music': 'latina, música latina, reggaeton, samba, pagode, roda de samba, bossa nova, axé',
  'category.world-music': 'world music, reggae, dancehall, afrobeat, k-pop, fado',
  'category.karaoke': 'karaokê, karaoke, cantar, videokê',
  'category.nightlife':
    'vida noturna, noitada, night, sair à noite, sair, rolê, rolê à noite, role, farra, curtir a noite, gandaia',
  'category.club':
    'balada, baladas, boate, boates, discoteca, danceteria, clube, night club, dançar a noite toda',
  'category.bar': 'bar, bares, drinks, um drink, beber, beber algo, tomar algo, happy hour, saideira, aperitivo',
  'category.pub': 'pub, pubs, boteco, botequim, buteco, taberna, tasca, tasquinha, barzinho',
  'category.cocktails':
    'coquetel, coquetéis, cocktail, cocktails, drinks autorais, speakeasy, caipirinha, cachaça, whisky, gin, rum, tequila, mezcal',
  'category.wine':
    'vinho, vinhos, bar de vinhos, enoteca, prova de vinhos, degustação de vinhos, adega, vinícola, vinha, vinhedo, taça de vinho',
  'category.beer':
    'cerveja, cervejas, cerveja artesanal, cervejaria, cervejarias, chope, chopp, breja, bar de cerveja',
  'category.performance':
    'espetáculo, espetáculos, espectáculo, apresentação, atuação, performance, show, shows',
  'category.theatre': 'teatro, teatros, peça, peça de teatro, peças de teatro, drama',
  'category.musical': 'musical, musicais, teatro musical',
  'category.comedy':
    'comédia, stand-up, standup, stand up, show de comédia, humor, humorista, comediante, improviso, open mic',
  'category.dance':
    'dança, dançar, espetáculo de dança, dança contemporânea, tango, milonga, flamenco, forró, gafieira, samba de gafieira, salsa',
  'category.ballet': 'ballet, o quebra-nozes, quebra-nozes, o lago dos cisnes',
  'category.cinema':
    'cinema, cinemas, filme, filmes, sessão de cinema, sessão, cinema ao ar livre, drive-in, documentário, cinema de arte, legendado, cinema alternativo',
  'category.circus':
    'circo, acrobatas, acrobacias, show de mágica, mágica, magia, mágico, ilusionista, malabarismo, palhaços',
  'category.cabaret':
    'cabaré, cabaret, burlesco, burlesque, drag, show de drag, drag queen, teatro de revista',
  // categories-culture
  'category.museum': 'museu, museus',
  'category.art':
    'arte, artes, artístico, galeria, galerias, galeria de arte, quadros, pintura, pinturas, escultura, esculturas, arte contemporânea, arte moderna, obras de arte',
  'category.exhibition': 'exposição, exposições, expo, mostra, retrospectiva, exposição imersiva',
  'category.street-art': 'arte urbana, street art, grafite, grafites, mural, murais',
  'category.photography': 'fotografia, fotografias, fotos, exposição de fotografia',
  'category.history':
    'história, histórico, histórica, patrimônio, património, castelo, castelos, palácio, palácios, monumento, monumentos, ruínas, medieval, romano, arqueologia, centro histórico',
  'category.sightseeing':
    'turismo, passeio turístico, pontos turísticos, ponto turístico, atrações, atrações turísticas, imperdível, imperdíveis, cartão postal, o que ver',
  'category.viewpoint':
    'vista, vistas, mirante, miradouro, miradouros, panorama, vista panorâmica, pôr do sol, pôr-do-sol, skyline, pores do sol',
  'category.rooftop': 'rooftop, bar no terraço, cobertura, sky bar',
  'category.science':
    'ciência, ciências, museu de ciências, planetário, observatório, astronomia, estrelas, tecnologia, robôs, dinossauros, história natural, experiências',
  'category.architecture':
    'arquitetura, edifícios, prédios, catedral, catedrais, igreja, igrejas, basílica, templo, mesquita, sinagoga, art déco, gótico, barroco',
  'category.books':
    'livros, livro, livraria, livrarias, biblioteca, literatura, literário, poesia, leitura, clube do livro, sarau, lançamento de livro, sessão de autógrafos',
  'category.talk':
    'palestra, palestras, conferência, conferências, mesa redonda, debate, seminário, colóquio',
  'category.networking':
    'networking, meetup, encontro profissional, startup, startups, empreendedores, hackathon',
  'category.culture':
    'cultura, cultural, programa cultural, atividade cultural, algo cultural, rolê cultural',
  // categories-food
  'category.food':
    'comida, comer, comer algo, comer bem, gastronomia, gastronômico, gastronómico, cozinha, rango, boa comida, foodie',
  'category.restaurant':
    'restaurante, restaurantes, jantar, jantarzinho, almoço, almoçar, comer fora, sair para jantar, bistrô, cantina',
  'category.pizza': 'pizza, pizzas, pizzaria, pizzarias, rodízio de pizza',
  'category.italian':
    'italiano, italiana, comida italiana, restaurante italiano, massa, massas, risoto, lasanha',
  'category.japanese':
    'japonês, japonesa, comida japonesa, sushi, sashimi, temaki, ramen, lámen, izakaya, udon, tempurá, saquê',
  'category.chinese':
    'chinês, chinesa, comida chinesa, dim sum, guioza, dumplings, macarrão chinês, hot pot, bao',
  'category.asian':
    'asiático, asiática, comida asiática, tailandês, tailandesa, vietnamita, pho, banh mi, pad thai, coreano, coreana, churrasco coreano, bibimbap',
  'category.indian': 'indiano, indiana, comida indiana, caril, curry, tandoori, biryani',
  'category.mexican':
    'mexicano, mexicana, comida mexicana, taco, tacos, burrito, quesadilla, nachos, tex-mex',
  'category.latin-food':
    'comida latina, peruano, ceviche, brasileiro, comida brasileira, argentino, rodízio, feijoada, empanadas, arepas, comida mineira',
  'category.middle-eastern':
    'libanês, libanesa, árabe, comida árabe, turco, grego, mediterrâneo, falafel, homus, hummus, esfiha, quibe, kebab, shawarma',
  'category.french-food':
    'comida francesa, restaurante francês, crepes, creperia, fondue, queijos, tábua de queijos',
  'category.tapas': 'tapas, petiscos, petiscar, comida espanhola, paella, porções, tremoços',
  'category.burger':
    'hambúrguer, hamburguer, hambúrgueres, burger, batata frita, cachorro-quente, asinhas, frango frito, fast food, lanche, lanchonete',
  'category.bbq':
    'churrasco, churrascaria, bbq, barbecue, carne, carnes, costela, picanha, grelhados, assador',
  'category.seafood':
    'frutos do mar, marisco, mariscos, marisqueira, peixe, ostras, lagosta, caranguejo, mexilhões, camarão, polvo, bacalhau',
  'category.street-food':
    'comida de rua, street food, food truck, food trucks, barraquinhas, quiosques, praça de alimentação, para viagem, pastel de feira',
  'category.market':
    'mercado, mercados, feira, feiras, feirinha, feira livre, mercado de pulgas, feira da ladra, brechó de rua, mercado municipal, feira de natal, bazar',
  'category.brunch':
    'brunch, café da manhã, pequeno-almoço, pequeno almoço, panquecas, waffles, ovos benedict',
  'category.coffee':
    'café, cafés, cafeteria, cafezinho, um café, tomar um café, espresso, cappuccino, casa de chá, chá, lanche da tarde',
  'category.bakery':
    'padaria, padarias, pastelaria, confeitaria, croissant, pão, bolo, bolos, pastel de nata, pastéis de nata',
  'category.dessert':
    'sobremesa, sobremesas, doce, doces, algo doce, sorvete, sorveteria, gelado, gelados, gelataria, chocolate, chocolates, churros, donuts, brigadeiro',
  'category.fine-dining':
    'alta gastronomia, restaurante estrelado, menu degustação, estrela michelin, restaurante de autor, cozinha de autor, gourmet',
  'category.tasting':
    'degustação, degustações, prova, provas, harmonização, tour gastronômico, roteiro gastronómico',
  // categories-active
  'category.sport':
    'esporte, esportes, desporto, desportos, esportivo, fazer esporte, tênis, ténis, padel, squash, golfe, vôlei, voleibol, equitação',
  'category.spectator-sports':
    'futebol, jogo de futebol, futsal, basquete, basquetebol, beisebol, hóquei, rugby, luta livre, boxe, estádio, ver o jogo, brasileirão',
  'category.fitness':
    'fitness, academia, ginásio, treino, treinar, exercício, malhar, malhação, pilates, bootcamp, hiit, crossfit, spinning, cardio, aula de boxe',
  'category.yoga': 'yoga, ioga, aula de yoga, alongamento',
  'category.climbing': 'escalada, escalar, boulder, muro de escalada, ginásio de escalada',
  'category.running': 'corrida, correr, running, cooper, grupo de corrida, meia maratona, maratona, trail',
  'category.cycling':
    'bike, bicicleta, bicicletas, ciclismo, pedal, pedalar, passeio de bike, passeio de bicicleta, ciclovia, mountain bike',
  'category.swimming':
    'natação, piscina, piscinas, parque aquático, mergulho, mergulhar, ir nadar, pra nadar, para nadar',
  'category.skating': 'patinação, patinar, pista de gelo, pista de patinação, patins, skate, skatepark',
  'category.skiing': 'esqui, esquiar, snowboard, trenó, pista de esqui',
  'category.water-sports':
    'esportes aquáticos, desportos náuticos, caiaque, canoa, stand up paddle, sup, surf, surfar, vela, velejar, remo, windsurf, kitesurf',
  'category.nature':
    'natureza, ar livre, ar puro, campo, fauna, floresta, florestas, mata, bosque, área verde, áreas verdes, reserva natural, lago, lagos, observação de aves, camping, acampar, acampamento, fogueira, pesca, pescar',
  'category.park': 'parque, parques, piquenique, pique-nique, jardim público, gramado, relvado, lagoa, praça',
  'category.hiking':
    'trilha, trilhas, caminhada, caminhadas, trekking, caminhada na natureza, montanha, montanhas, morro, serra, cume, percurso pedestre',
  'category.walk':
    'passeio, passeios, caminhar, dar uma volta, volta a pé, andar a pé, flanar, dar um passeio, passear',
  'category.beach':
    'praia, praias, mar, oceano, costa, litoral, orla, beira-mar, quiosque de praia, porto, cais, rio, beira-rio, canal',
  'category.garden': 'jardim, jardins, jardim botânico, estufa, flores, plantas, roseiral',
  'category.zoo':
    'zoo, zoológico, jardim zoológico, animais, animal, fazendinha, quinta pedagógica, fazenda, safári, leões, elefantes, girafas',
  'category.aquarium': 'aquário, aquários, oceanário, tubarões, águas-vivas, medusas, pinguins, vida marinha',
  'category.boat':
    'barco, barcos, passeio de barco, passeio de escuna, cruzeiro, balsa, ferry, catamarã, gôndola',
  'category.theme-park':
    'parque de diversões, parque temático, parque de atrações, montanha-russa, roda-gigante, carrossel, brinquedos',
  // categories-leisure
  'category.tour':
    'tour, tours, visita guiada, visitas guiadas, passeio guiado, roteiro, city tour, tour a pé, free tour, ônibus turístico',
  'category.day-trip':
    'bate-volta, excursão, excursões, passeio de um dia, viagem de um dia, escapada, fora da cidade, road trip',
  'category.workshop': 'workshop, workshops, oficina, oficinas, aula, aulas, curso, cursos, masterclass',
  'category.cooking-class':
    'aula de culinária, curso de culinária, oficina de culinária, cozinhar, aprender a cozinhar, aula de confeitaria',
  'category.crafts':
    'artesanato, trabalhos manuais, cerâmica, olaria, torno, aula de pintura, pintar, desenho, desenhar, tricô, crochê, costura, bordado, joalheria, marcenaria, faça você mesmo',
  'category.games':
    'jogos, jogo de tabuleiro, jogos de tabuleiro, bar de jogos, fliperama, arcade, pinball, dardos, sinuca, bilhar, pingue-pongue, ping pong, minigolfe, realidade virtual, videogame, videogames, xadrez, cartas, jogos de cartas',
  'category.escape-room': 'escape room, escape rooms, sala de fuga, jogo de fuga, escape game',
  'category.bowling': 'boliche, bowling',
  'category.action-games':
    'kart, kartódromo, laser tag, paintball, arremesso de machado, parque de trampolins, arvorismo, tirolesa, slide',
  'category.trivia': 'quiz, trivia, noite de quiz, bingo',
  'category.spa':
    'spa, sauna, banho turco, hammam, massagem, massagens, termas, águas termais, banhos termais, ofurô, jacuzzi, hidromassagem, tratamentos',
  'category.wellness':
    'bem-estar, meditação, meditar, mindfulness, atenção plena, banho de som, respiração, retiro, autocuidado',
  'category.shopping':
    'compras, fazer compras, shopping, lojas, butiques, centro comercial, vintage, brechó, brechós, segunda mão, lembranças, souvenirs, loja de discos, presentes',
  'category.festival':
    'festival, festivais, festa popular, festa junina, arraial, quermesse, carnaval, bloco, blocos, desfile, fogos de artifício',
  'category.christmas':
    'natal, natalino, natalina, festas de fim de ano, luzes de natal, papai noel, pai natal, cânticos de natal, vinho quente, réveillon, ano novo, passagem de ano',
  'category.spooky':
    'halloween, dia das bruxas, assombrado, casa assombrada, fantasma, fantasmas, terror, filme de terror, assustador, sinistro, catacumbas, zumbis',
  'category.kids-play':
    'parquinho, parque infantil, playground, área de brincar, brinquedoteca, espaço kids, casa de festas infantil, fantoches, marionetes, teatro de bonecos, teatro infantil, contação de histórias, castelo insuflável, pula-pula, pintura facial',
  'category.volunteering': 'voluntariado, voluntário, voluntária, caridade, solidário, ação social, ajudar',
  // audiences
  'audience.kids':
    'crianças, criança, filhos, filho, filha, meu filho, minha filha, miúdos, miúdas, os pequenos, criançada, molecada, garotada, com crianças, para crianças, infantil, sobrinho, sobrinha, netos',
  'audience.toddlers':
    'bebê, bebé, bebês, bebés, criança pequena, crianças pequenas, carrinho de bebê, carrinho de bebé, 2 anos, 3 anos, primeira infância',
  'audience.teens':
    'adolescente, adolescentes, adolescência, jovens, galera jovem, teen, 13 anos, 14 anos, 15 anos, 16 anos',
  'audience.family':
    'família, em família, famílias, familiar, programa em família, passeio em família, toda a família, todas as idades',
  'audience.couple':
    'casal, casais, a dois, para dois, encontro, date, programa a dois, programa de casal, minha namorada, meu namorado, minha esposa, meu marido, minha mulher, meu parceiro, minha parceira, mozão, crush',
  'audience.solo': 'sozinho, sozinha, só eu, por minha conta, solteiro, solteira, viagem solo, sem companhia',
  'audience.friends':
    'amigos, amigas, amigo, amiga, a galera, turma, a turma, malta, a malta, parceiros, brothers, com amigos, entre amigos, grupo, em grupo, grupo de amigos, as meninas, os meninos, os rapazes',
  'audience.hen':
    'despedida de solteira, chá de panela, chá de lingerie, futura noiva, noite das meninas, noite das garotas, rolê das amigas',
  'audience.stag': 'despedida de solteiro, futuro noivo, noite dos meninos, noite dos caras, rolê dos amigos',
  'audience.seniors':
    'idosos, idoso, idosa, terceira idade, melhor idade, aposentados, reformados, minha avó, meu avô, mais de 60, pessoas idosas, meus pais, avós, avó, avô, sogros, mãe, pai, minha mãe, meu pai, mamãe, papai',
  'audience.students':
    'estudante, estudantes, universitário, universitários, festa universitária, desconto de estudante, facul, faculdade, universidade, erasmus',
  'audience.colleagues':
    'colegas, colegas de trabalho, o time, a equipa, a equipe, meu time, team building, confraternização, confraternização da empresa, happy hour da firma, evento corporativo, clientes',
  'audience.dog':
    'cachorro, cachorros, cão, cães, cachorrinho, cãozinho, filhote, filhotes, pet, pets, animal de estimação, animais de estimação, meu cachorro, nosso cachorro, meu cão, com o cachorro, pet friendly, aceita cachorro, aceita pets',
  'audience.pets-other': 'gato, gatos, gatinho, gatinhos, café de gatos, cat café',
  'audience.accessible':
    'cadeira de rodas, cadeirante, acessível, acessíveis, acessibilidade, mobilidade reduzida, deficiência, deficiente, pcd, sem escadas, sem degraus, rampa, cego, surdo',
  'audience.tourists':
    'turista, turistas, visitante, visitantes, de visita, de passagem, primeira vez, primeira visita, recém-chegado, recém-chegada, novo na cidade, nova na cidade, a passeio',
  'audience.lgbtq':
    'lgbt, lgbtq, lgbtqia+, lgbtqiapn+, queer, gay, bar gay, lésbica, lésbicas, trans, parada gay, orgulho, pride, gay friendly',
  // moods
  'mood.cheer-up':
    'alto astral, me animar, levantar o astral, levantar o ânimo, estou triste, triste, deprê, bad, na bad, pra baixo, desanimado, desanimada, deprimido, dia ruim, dia péssimo, semana difícil, me fazer rir, coração partido, término, na fossa, me distrair, distrair, animá-la, animá-lo, anima-la, anima-lo, animar a, levantar o astral dela, levantar o astral dele, terminou com, acabou com o namorado, acabou com a namorada, levou um pé na bunda, distraí-la, distraí-lo',
  'mood.relax':
    'relax, relaxar, relaxante, relaxado, relaxada, tranquilo, tranquila, tranquilinho, de boa, de boas, sossego, chill, desestressar, descansar a cabeça, desligar, zen, nada muito agitado, moscar, ficar de boa',
  'mood.romantic':
    'romântico, romântica, romance, íntimo, íntima, à luz de velas, luz de velas, apaixonados, namorados, impressionar ela, conquistar, amor',
  'mood.adventurous':
    'aventura, aventuras, aventureiro, aventureira, emoção, emoções fortes, adrenalina, radical, emocionante, extremo, loucura, algo louco, ousado, desafio, ação',
  'mood.restless':
    'tédio, entediado, entediada, que tédio, estou de tédio, inquieto, inquieta, sem nada pra fazer, sem nada para fazer, nada pra fazer, sair de casa, preso em casa, cansado de ficar em casa, aborrecido, aborrecida, farto de estar em casa',
  'mood.curious':
    'curioso, curiosa, curiosidade, aprender, aprender algo, aprender algo novo, descobrir, descoberta, educativo, interessante, fascinante, inspirador, inspiração, nerd, bastidores, algo novo, experimentar algo novo, enriquecedor',
  'mood.celebrate':
    'comemorar, celebrar, comemoração, celebração, ocasião especial, algo especial, promoção, formatura, champanhe, espumante, brindar, brinde, despedida, reencontro, noivado, promovido, promovida, fui promovido, fui promovida, emprego novo, novo emprego, passei no exame, boas notícias, vamos casar, noivos',
  'mood.energetic':
    'energético, energia, cheio de energia, me mexer, se mexer, mexer o corpo, gastar energia, queimar energia, suar, pilhado, dinâmico',
  'mood.cozy':
    'aconchegante, aconchego, quentinho, acolhedor, acolhedora, lareira, se aquecer, aquecer, chocolate quente, conforto, hygge',
  'mood.quiet':
    'sossegado, sossegada, calmo, silencioso, silenciosa, paz, lugar calmo, sem muvuca, pouco movimentado, vazio, longe da multidão, sem barulho, para conversar, pra conversar',
  'mood.lively':
    'animado, animada, agitado, agitada, movimentado, vibe, boa vibe, astral, festa, festas, festança, curtição, curtir, muvuca, zoeira, bagunça, tá bombando, bombando, encher a cara, beber todas, se jogar',
  'mood.creative':
    'criativo, criativa, criatividade, criar algo, fazer algo com as mãos, mão na massa, atividade criativa, manual',
  'mood.fancy':
    'chique, chic, elegante, sofisticado, sofisticada, requintado, requintada, refinado, classudo, granfino, grã-fino, exclusivo, exclusiva, glamouroso, arrumar, traje social, dress code',
  'mood.unusual':
    'inusitado, inusitada, diferente, diferentão, original, peculiar, esquisito, estranho, fora do comum, fora do roteiro, joia escondida, joias escondidas, segredo, secreto, underground, alternativo, alternativa, único, única, pouco turístico, nada turístico, como um local, onde os locais vão',
  'mood.nostalgic':
    'retrô, retro, nostálgico, nostálgica, nostalgia, das antigas, à moda antiga, de época, atemporal',
  // situations
  'situation.birthday':
    'aniversário, aniversários, niver, festa de aniversário, meu aniversário, meus 30 anos, 30 anos, 40 anos',
  'situation.anniversary':
    'aniversário de namoro, aniversário de casamento, bodas, dia dos namorados, valentine, lua de mel, pedido de casamento',
  'situation.first-date':
    'primeiro encontro, primeiro date, encontro do tinder, date do tinder, encontro às cegas, segundo encontro, conhecer alguém',
  'situation.meet-people':
    'conhecer gente, conhecer pessoas, conhecer gente nova, fazer amigos, fazer novos amigos, novos amigos, socializar, enturmar, solteiros, noite dos solteiros, speed dating, intercâmbio de idiomas, me sinto sozinho, me sinto sozinha, expat, expatriados',
  'situation.hungover':
    'ressaca, de ressaca, ressacado, ressacada, bebi demais ontem, me recuperar, curar a ressaca',
  'situation.tired':
    'cansado, cansada, cansados, exausto, exausta, acabado, esgotado, esgotada, sem energia, quebrado, pregado, jet lag, fuso horário',
  'situation.sore':
    'dor de costas, dores nas costas, costas doridas, pernas cansadas, pernas desfeitas, dores musculares, depois do voo, alongar, descontrair, dorido, dor nos pés, dor nas pernas, dor no pescoço, dor nas costas, pés doendo, costas doendo, pernas doendo, pescoço doendo, doem os pés, doem as pernas, pés cansados, pés destruídos, pés acabados, bolhas nos pés',
  'situation.stressed':
    'estressado, estressada, stressado, stressada, estresse, stress, burnout, ansioso, ansiosa, ansiedade, sobrecarregado, sobrecarregada, preciso de uma pausa, recarregar as energias, recarregar baterias, esvaziar a cabeça, espairecer',
  'situation.hungry':
    'faminto, estou com fome, to com fome, tô com fome, estamos com fome, faminta, morrendo de fome, larica, uma fominha',
  'situation.thirsty':
    'sede, estou com sede, tô com sede, com sede, preciso de uma cerveja, preciso de um drink, preciso de uma gelada',
  'situation.after-work':
    'depois do trabalho, depois do expediente, saindo do trabalho, pós-trabalho, depois do escritório, depois da aula, depois da escola',
  'situation.remote-work':
    'home office, trabalho remoto, notebook, laptop, wifi, wi-fi, coworking, estudar, lugar pra trabalhar, lugar para trabalhar',
  'situation.killing-time':
    'matar o tempo, passar o tempo, fazer hora, uma hora livre, umas horas, algumas horas, conexão, entre reuniões, enquanto espero, algo rápido',
  // dietary
  'dietary.vegan':
    'vegano, vegana, veganos, veganas, vegan, plant based, à base de plantas, sem lactose, sem produtos de origem animal',
  'dietary.vegetarian': 'vegetariano, vegetariana, vegetarianos, vegetarianas, veggie, sem carne',
  'dietary.gluten-free': 'sem glúten, sem gluten, celíaco, celíaca, celíacos',
  'dietary.halal': 'halal, comida halal',
  'dietary.kosher': 'kosher, kasher, comida kosher',
  'dietary.pescatarian': 'pescetariano, pescetariana, pescatariano, pescatariana',
  'dietary.alcohol-free':
    'sem álcool, sem alcool, não alcoólico, abstêmio, abstémio, mocktail, mocktails, drinks sem álcool, não bebo',
  // weather
  'weather.rain':
    'chuva, chuvoso, chuvosa, chovendo, está chovendo, tá chovendo, chove, chover, aguaceiro, garoa, chuvisco, tempo ruim, mau tempo, tempo feio, tempestade, temporal, trovoada, cinzento, cinza, dia de chuva, dia chuvoso, chovendo canivete, chuva forte, toró, encharcado, encharcados',
  'weather.sunny':
    'sol, ensolarado, ensolarada, solarengo, faz sol, tá sol, tempo bom, bom tempo, dia bonito, dia lindo, dia de sol, céu azul, céu limpo, ameno, primavera, verão, veraneio',
  'weather.cold':
    'frio, está frio, tá frio, congelante, friozinho, geada, inverno, invernal, neve, nevando, neva, abaixo de zero',
  'weather.hot':
    'calor, está calor, tá calor, muito calor, calorão, onda de calor, abafado, abafada, úmido, refrescar, se refrescar, ar condicionado, ar-condicionado, climatizado',
  'weather.windy': 'vento, ventoso, ventosa, ventando, muito vento, rajadas, ventania',
  // settings
  'setting.indoor':
    'interior, lugar fechado, no interior, coberto, lugar coberto, ambiente fechado, indoor, dentro',
  'setting.outdoor':
    'ao ar livre, lá fora, externo, ambiente externo, área externa, esplanada, terraço, outdoor',
  // money
  'price.free':
    'grátis, gratis, gratuito, gratuita, gratuitos, gratuitas, de graça, entrada franca, entrada livre, entrada gratuita, sem custo, na faixa, 0 reais',
  'price.cheap':
    'barato, barata, baratos, baratas, baratinho, em conta, econômico, económico, orçamento apertado, pouco dinheiro, low cost, bom preço, pechincha, sem gastar muito, duro, dura, liso, lisa, sem grana, sem dinheiro, na pindaíba, teso, tesa',
  'price.splurge':
    'luxo, me dar um mimo, mimo, me mimar, me presentear, de luxo, luxuoso, luxuosa, premium, vip, caro, cara, sem olhar o preço, esbanjar, gastar sem dó, ostentação',
  // time-of-day
  'time-of-day.late-night':
    'tarde da noite, bem tarde, madrugada, de madrugada, depois da meia-noite, até tarde, aberto até tarde, after, afterhours, até o amanhecer, a noite toda, notívago, corujão',
  // entities
  'entity.event': 'evento, eventos, em cartaz, ingressos, bilhetes, programação',
  'entity.place': 'lugar, lugares, local, locais, spot, spots, cantinho, point',
};
