/** Italian chat filler and weak mood words (see `ChatWords` in ../types.ts). */
import type { ChatWords } from '../types.js';

export const CHAT: ChatWords = {
  // biome-ignore format: word lists read better packed than one per line
  filler: [
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
  // biome-ignore format: word lists read better packed than one per line
  weakMood: [
    'divertente', 'divertenti', 'carino', 'carina', 'carini', 'bello', 'bella', 'belli', 'figo', 'figa',
    'fico', 'ganzo', 'simpatico', 'piacevole', 'bellissimo', 'fantastico', 'top',
  ],
};
