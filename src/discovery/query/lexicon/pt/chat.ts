/** Portuguese chat filler and weak mood words (see `ChatWords` in ../types.ts). */
import type { ChatWords } from '../types.js';

export const CHAT: ChatWords = {
  // biome-ignore format: word lists read better packed than one per line
  filler: [
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
  // biome-ignore format: word lists read better packed than one per line
  weakMood: [
    'divertido', 'divertida', 'legal', 'bacana', 'maneiro', 'da hora', 'fixe', 'giro', 'gira', 'bonito',
    'bonita', 'lindo', 'linda', 'gostoso', 'agradável', 'top', 'incrível', 'sensacional',
  ],
};
