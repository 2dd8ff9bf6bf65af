/** English chat filler and weak mood words (see `ChatWords` in ../types.ts). */
import type { ChatWords } from '../types.js';

export const CHAT: ChatWords = {
  // biome-ignore format: word lists read better packed than one per line
  filler: [
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
  // biome-ignore format: word lists read better packed than one per line
  weakMood: [
    'fun', 'funny', 'nice', 'cool', 'great', 'awesome', 'amazing', 'lovely', 'fab', 'fabulous',
    'enjoyable', 'special', 'memorable', 'vibey', 'cute', 'pretty', 'beautiful', 'decent',
  ],
};
