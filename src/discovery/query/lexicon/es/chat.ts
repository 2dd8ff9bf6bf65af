/** Spanish chat filler and weak mood words (see `ChatWords` in ../types.ts). */
import type { ChatWords } from '../types.js';

export const CHAT: ChatWords = {
  // biome-ignore format: word lists read better packed than one per line
  filler: [
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
  // biome-ignore format: word lists read better packed than one per line
  weakMood: [
    'divertido', 'divertida', 'chulo', 'chula', 'guay', 'padre', 'chido', 'bacán', 'genial', 'bonito',
    'bonita', 'lindo', 'linda', 'agradable', 'entretenido', 'entretenida', 'chévere',
    'buena onda',
  ],
};
