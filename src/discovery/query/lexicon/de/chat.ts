/** German chat filler and weak mood words (see `ChatWords` in ../types.ts). */
import type { ChatWords } from '../types.js';

export const CHAT: ChatWords = {
  // biome-ignore format: word lists read better packed than one per line
  filler: [
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
  // biome-ignore format: word lists read better packed than one per line
  weakMood: [
    'lustig', 'spaßig', 'spassig', 'schön', 'nett', 'cool', 'toll', 'super', 'geil', 'klasse', 'prima',
    'angenehm', 'witzig', 'hübsch', 'spaß', 'spass',
  ],
};
