/**
 * Price concepts. `price.free` stands for the hard "free" constraint; cheap and splurge only rank
 * (the pipeline reads explicit caps such as "under 20€" itself).
 */
import { defineConcepts } from '../define.js';

export const PRICES = defineConcepts('price', [
  {
    id: 'price.free',
    facets: { tags: ['free'] },
    terms: 'free, free entry, free admission, no charge, complimentary',
    emoji: '🆓',
  },
  {
    id: 'price.cheap',
    facets: { tags: ['cheap', 'budget', 'affordable', 'free', 'student-discount'] },
    terms: 'cheap, affordable, budget, inexpensive, value, bargain, deal, happy hour',
    emoji: '💸 🪙',
  },
  {
    id: 'price.splurge',
    facets: {
      tags: ['luxury', 'upscale', 'premium', 'vip', 'exclusive'],
      categories: ['fine-dining', 'spa'],
    },
    terms:
      'luxury, luxurious, premium, vip, exclusive, upscale, indulgent, high-end, champagne, tasting menu',
    emoji: '💎 💰 🤑 👑',
  },
]);
