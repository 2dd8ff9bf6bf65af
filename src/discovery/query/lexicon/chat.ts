/**
 * Chat filler per language: words and phrases people wrap a request in ("any ideas", "where could
 * we go", "je cherche") that say nothing about what they want. They come on top of the stop-word
 * list, are dropped before retrieval and never count as "understood". Weak mood words ("fun",
 * "nice", "sympa") are kept apart: they may rank a little, but must never decide a result alone.
 */
import type { Lang } from '../../../platform/i18n/lang.js';

// biome-ignore format: word lists read better packed than one per line
export const CHAT_WORDS: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    'something', 'anything', 'stuff', 'thing', 'things', 'some', 'any', 'idea', 'ideas', 'any ideas',
    'suggestion', 'suggestions', 'suggest', 'recommend', 'recommendation', 'recommendations', 'recs',
    'rec', 'tips', 'options', 'option', 'plans', 'plan', 'activity', 'activities', 'what can we do',
    'what can i do', 'what could we do', 'what should we do', 'what should i do', 'what to do',
    'things to do', 'stuff to do', 'something to do', 'where could we go', 'where can we go',
    'where should we go', 'where could i go', 'where can i go', 'where to go', 'where to', 'go',
    'going', 'do', 'doing', 'looking for', 'look for', "i'm looking for", 'im looking for',
    "we're looking for", 'searching for', 'find', 'find me', 'show me', 'give me', 'tell me', 'help',
    'help me', 'can you', 'could you', 'would you', 'please', 'pls', 'plz', 'thanks', 'thank you',
    'thx', 'hi', 'hey', 'hello', 'hiya', 'yo', 'ok', 'okay', 'hmm', 'lol', 'idk', 'want', 'wanna',
    'want to', 'would like', "i'd like", "we'd like", 'i want', 'we want', 'need', 'i need', 'we need',
    'gonna', 'gotta', 'maybe', 'perhaps', 'kinda', 'kind of', 'sort of', 'really', 'very', 'just',
    'like', 'some kind of', 'somewhere', 'someplace', 'anywhere', 'good', 'best', 'top', 'recommended',
    'worth', 'worth it', 'around', 'around here', 'out', 'hang', 'visit', 'spend', 'spend the', 'us',
    'me', 'we', 'our', 'my',
    'town', 'in town', 'the city', 'in the city', 'watch', 'loves', 'love', 'likes', 'enjoys', 'u', 'ur', 'tbh', 'ngl', 'lmk',
    'yesterday',
  ],
  fr: [
    'quelque chose', 'quelque chose à faire', 'un truc', 'truc', 'trucs', 'un truc à faire', 'chose',
    'choses', 'idée', 'idées', 'des idées', 'une idée', 'suggestion', 'suggestions', 'proposition',
    'propositions', 'propose', 'proposez', 'conseil', 'conseils', 'recommandation', 'recommandations',
    'recommande', 'recommandez', 'activité', 'activités', 'plan', 'plans', 'option', 'options',
    "qu'est-ce qu'on peut faire", "qu'est-ce qu'on fait", 'on fait quoi', 'que faire', 'quoi faire',
    'où aller', 'où sortir', "où est-ce qu'on peut aller", 'on peut aller où', 'on va où', 'aller',
    'faire', 'je cherche', 'on cherche', 'nous cherchons', 'cherche', 'trouve-moi', 'montre-moi',
    'donne-moi', 'dis-moi', 'aide-moi', 'tu peux', 'vous pouvez', 'tu aurais', 'vous auriez',
    'auriez-vous', 'svp', "s'il vous plaît", "s'il te plaît", 'stp', 'merci', 'salut', 'bonjour',
    'bonsoir', 'coucou', 'hello', 'ok', 'bon', 'bref', 'genre', 'envie de', "j'ai envie de",
    'on a envie de', 'je voudrais', 'on voudrait', "j'aimerais", 'on aimerait', 'je veux', 'on veut',
    'besoin de', 'peut-être', 'un peu', 'vraiment', 'quelque part', 'un endroit où', 'meilleur',
    'meilleurs', 'meilleure', 'top', 'à faire', 'à voir', 'passer', 'passer un moment', 'nous', 'on',
    'je', 'moi',
    'qqch', 'qqc', 'ptet', 'jsuis', 'chui', 'adore', 'aime', 'kiffe', 'en ville',
    'hier', 'avant-hier', 'recommandes', 'conseilles', 'conseillez',
  ],
  es: [
    'algo', 'algo que hacer', 'algo para hacer', 'cosa', 'cosas', 'cosas que hacer', 'idea', 'ideas',
    'alguna idea', 'sugerencia', 'sugerencias', 'sugiere', 'sugiéreme', 'recomienda', 'recomiéndame',
    'recomendación', 'recomendaciones', 'consejo', 'consejos', 'plan', 'planes', 'planazo', 'opción',
    'opciones', 'actividad', 'actividades', 'qué podemos hacer', 'que podemos hacer', 'qué hacer',
    'que hacer', 'qué hago', 'qué hacemos', 'dónde ir', 'donde ir', 'a dónde ir', 'adónde ir',
    'a dónde podemos ir', 'dónde podemos ir', 'dónde salir', 'ir', 'hacer', 'busco', 'buscamos',
    'estoy buscando', 'estamos buscando', 'encuéntrame', 'muéstrame', 'dame', 'dime', 'ayúdame',
    'puedes', 'podrías', 'por favor', 'porfa', 'porfi', 'gracias', 'hola', 'buenas', 'buenos días',
    'buenas tardes', 'oye', 'ok', 'vale', 'bueno', 'pues', 'tipo', 'quiero', 'queremos', 'quisiera',
    'quisiéramos', 'me gustaría', 'nos gustaría', 'me apetece', 'nos apetece', 'tengo ganas de',
    'tenemos ganas de', 'necesito', 'necesitamos', 'quizás', 'tal vez', 'un poco', 'muy', 'realmente',
    'algún sitio', 'algún lugar', 'algun sitio', 'algun lugar', 'mejor', 'mejores', 'top',
    'que valga la pena', 'pasar', 'nosotros', 'yo', 'me', 'nos',
    'pa', 'q', 'xq', 'tb', 'le encanta', 'le gusta', 'encanta', 'gusta', 'en la ciudad',
    'ayer', 'anteayer', 'recomiendo', 'recomiendas', 'recomiendan', 'recomendarías', 'aconsejas',
  ],
  de: [
    'etwas', 'was', 'irgendwas', 'irgendetwas', 'sachen', 'dinge', 'ding', 'idee', 'ideen', 'vorschlag',
    'vorschläge', 'tipp', 'tipps', 'empfehlung', 'empfehlungen', 'empfiehl', 'empfehlen', 'aktivität',
    'aktivitäten', 'unternehmung', 'unternehmungen', 'plan', 'pläne', 'option', 'optionen',
    'was können wir machen', 'was kann man machen', 'was können wir unternehmen', 'was unternehmen',
    'was machen', 'was tun', 'wohin', 'wo können wir hin', 'wo kann man hin', 'wo hin', 'hingehen',
    'unternehmen', 'machen', 'gehen', 'ich suche', 'wir suchen', 'suche', 'such mir', 'zeig mir',
    'gib mir', 'sag mir', 'hilf mir', 'kannst du', 'könntest du', 'können sie', 'bitte', 'danke',
    'hallo', 'hi', 'hey', 'servus', 'moin', 'grüß gott', 'ok', 'okay', 'also', 'halt', 'mal', 'eben',
    'so', 'ich will', 'wir wollen', 'ich möchte', 'wir möchten', 'ich hätte gern', 'wir hätten gern',
    'lust auf', 'ich habe lust auf', 'wir haben lust auf', 'brauche', 'brauchen', 'vielleicht',
    'ein bisschen', 'wirklich', 'sehr', 'irgendwo', 'beste', 'besten', 'top', 'lohnt sich',
    'verbringen', 'wir', 'ich', 'uns', 'mich',
    'nen', 'ne', 'ner', 'grad', 'liebt', 'mag', 'in der stadt', 'schönes', 'was schönes', 'etwas schönes',
    'gestern', 'vorgestern', 'empfiehlst', 'empfehlt',
  ],
  it: [
    'qualcosa', 'qualcosa da fare', 'cosa', 'cose', 'cose da fare', 'idea', 'idee', 'qualche idea',
    'suggerimento', 'suggerimenti', 'suggerisci', 'consiglio', 'consigli', 'consigliami',
    'consigliatemi', 'raccomandazioni', 'proposta', 'proposte', 'attività', 'programma', 'programmi',
    'opzione', 'opzioni', 'cosa possiamo fare', 'cosa si può fare', 'che fare', 'cosa fare',
    'che facciamo', 'dove andare', 'dove possiamo andare', 'dove si può andare', 'dove uscire',
    'andare', 'fare', 'cerco', 'cerchiamo', 'sto cercando', 'stiamo cercando', 'trovami', 'mostrami',
    'dammi', 'dimmi', 'aiutami', 'puoi', 'potresti', 'per favore', 'per piacere', 'grazie', 'ciao',
    'salve', 'buongiorno', 'buonasera', 'ok', 'allora', 'boh', 'tipo', 'voglio', 'vogliamo', 'vorrei',
    'vorremmo', 'mi piacerebbe', 'ci piacerebbe', 'ho voglia di', 'abbiamo voglia di', 'mi va', 'ci va',
    'ho bisogno di', 'forse', 'magari', "un po'", 'molto', 'davvero', 'da qualche parte', 'migliore',
    'migliori', 'top', 'che valga la pena', 'passare', 'noi', 'io', 'mi', 'ci',
    'qlc', 'qualcosina', 'cmq', 'adora', 'ama', 'piace', 'in città',
    'ieri', 'l\'altro ieri', 'consigliate',
  ],
  pt: [
    'algo', 'alguma coisa', 'algo pra fazer', 'algo para fazer', 'coisa', 'coisas', 'coisas pra fazer',
    'coisas para fazer', 'ideia', 'ideias', 'alguma ideia', 'sugestão', 'sugestões', 'sugere', 'sugira',
    'recomenda', 'recomende', 'recomendação', 'recomendações', 'dica', 'dicas', 'conselho', 'conselhos',
    'programa', 'programas', 'programinha', 'opção', 'opções', 'atividade', 'atividades', 'plano',
    'planos', 'o que fazer', 'o que podemos fazer', 'o que dá pra fazer', 'o que a gente pode fazer',
    'que fazer', 'onde ir', 'aonde ir', 'pra onde ir', 'para onde ir', 'onde podemos ir',
    'onde a gente pode ir', 'ir', 'fazer', 'procuro', 'procuramos', 'estou procurando', 'tô procurando',
    'to procurando', 'estamos procurando', 'busco', 'me mostra', 'me dá', 'me diz',
    'me ajuda', 'pode', 'poderia', 'por favor', 'pfv', 'pf', 'obrigado', 'obrigada', 'valeu', 'olá',
    'oi', 'bom dia', 'boa tarde', 'ok', 'então', 'tipo', 'quero', 'queremos', 'queria', 'gostaria',
    'gostaríamos', 'estou a fim de', 'tô a fim de', 'a fim de', 'afim de', 'com vontade de', 'preciso',
    'precisamos', 'talvez', 'um pouco', 'muito', 'bem', 'realmente', 'algum lugar', 'algum sítio',
    'melhor', 'melhores', 'top', 'que valha a pena', 'passar', 'a gente', 'nós', 'eu', 'me', 'nos',
    'pra', 'pro', 'pros', 'pras', 'tá', 'tô', 'né', 'aí', 'vc', 'vcs', 'você', 'vocês', 'adora', 'ama', 'gosta', 'na cidade',
    'ontem', 'anteontem', 'recomendam', 'indica', 'indicação', 'indicações',
  ],
};

/**
 * Generic positive words: a faint wish for something pleasant. The pipeline may use them as soft
 * evidence; it must not treat a prompt made only of them as understood.
 */
// biome-ignore format: word lists read better packed than one per line
export const WEAK_MOOD_WORDS: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    'fun', 'funny', 'nice', 'cool', 'great', 'awesome', 'amazing', 'lovely', 'fab', 'fabulous',
    'enjoyable', 'special', 'memorable', 'vibey', 'cute', 'pretty', 'beautiful', 'decent',
  ],
  fr: [
    'sympa', 'sympas', 'sympathique', 'cool', 'chouette', 'génial', 'top', 'bien', 'bon', 'joli',
    'jolie', 'agréable', 'marrant', 'drôle', 'fun', 'kiffant', 'canon', 'super',
  ],
  es: [
    'divertido', 'divertida', 'chulo', 'chula', 'guay', 'padre', 'chido', 'bacán', 'genial', 'bonito',
    'bonita', 'lindo', 'linda', 'agradable', 'entretenido', 'entretenida', 'chévere',
    'buena onda',
  ],
  de: [
    'lustig', 'spaßig', 'spassig', 'schön', 'nett', 'cool', 'toll', 'super', 'geil', 'klasse', 'prima',
    'angenehm', 'witzig', 'hübsch', 'spaß', 'spass',
  ],
  it: [
    'divertente', 'divertenti', 'carino', 'carina', 'carini', 'bello', 'bella', 'belli', 'figo', 'figa',
    'fico', 'ganzo', 'simpatico', 'piacevole', 'bellissimo', 'fantastico', 'top',
  ],
  pt: [
    'divertido', 'divertida', 'legal', 'bacana', 'maneiro', 'da hora', 'fixe', 'giro', 'gira', 'bonito',
    'bonita', 'lindo', 'linda', 'gostoso', 'agradável', 'top', 'incrível', 'sensacional',
  ],
};

/** Everything a search ignores as chat: filler and weak mood words (the `FILLER` shape of types.ts). */
export const FILLER: Readonly<Record<Lang, readonly string[]>> = {
  en: [...CHAT_WORDS.en, ...WEAK_MOOD_WORDS.en],
  fr: [...CHAT_WORDS.fr, ...WEAK_MOOD_WORDS.fr],
  es: [...CHAT_WORDS.es, ...WEAK_MOOD_WORDS.es],
  de: [...CHAT_WORDS.de, ...WEAK_MOOD_WORDS.de],
  it: [...CHAT_WORDS.it, ...WEAK_MOOD_WORDS.it],
  pt: [...CHAT_WORDS.pt, ...WEAK_MOOD_WORDS.pt],
};
