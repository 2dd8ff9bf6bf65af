/** French chat filler and weak mood words (see `ChatWords` in ../types.ts). */
import type { ChatWords } from '../types.js';

export const CHAT: ChatWords = {
  // biome-ignore format: word lists read better packed than one per line
  filler: [
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
  // biome-ignore format: word lists read better packed than one per line
  weakMood: [
    'sympa', 'sympas', 'sympathique', 'cool', 'chouette', 'génial', 'top', 'bien', 'bon', 'joli',
    'jolie', 'agréable', 'marrant', 'drôle', 'fun', 'kiffant', 'canon', 'super',
  ],
};
