/** Category concepts: food and cuisines, cafés, sweets, markets. */
import { defineConcepts } from '../define.js';

export const FOOD_CATEGORIES = defineConcepts('category', [
  {
    id: 'category.food',
    facets: {
      categories: [
        'food',
        'foodie',
        'restaurant',
        'restaurants',
        'dining',
        'cuisine',
        'gastronomy',
        'eatery',
      ],
    },
    terms: 'food, eat, dishes, menu, cuisine, chef, tasting menu, foodie, kitchen, flavours',
    emoji: '🍽️ 😋 🍴',
  },
  {
    id: 'category.restaurant',
    facets: {
      categories: [
        'restaurant',
        'restaurants',
        'dining',
        'bistro',
        'brasserie',
        'trattoria',
        'eatery',
        'food',
      ],
    },
    terms: 'restaurant, dinner, lunch, bistro, brasserie, trattoria, tasting menu, table, chef',
    emoji: '🍽️',
  },
  {
    id: 'category.pizza',
    facets: { categories: ['pizza', 'pizzeria', 'italian'] },
    terms: 'pizza, pizzeria, slice, neapolitan, wood-fired, margherita',
    emoji: '🍕',
  },
  {
    id: 'category.italian',
    facets: { categories: ['italian', 'pasta', 'trattoria', 'pizza'] },
    terms: 'italian, pasta, trattoria, risotto, gelato, tiramisu, antipasti',
    emoji: '🍝',
  },
  {
    id: 'category.japanese',
    facets: { categories: ['japanese', 'sushi', 'ramen', 'izakaya', 'asian'] },
    terms: 'japanese, sushi, ramen, izakaya, sashimi, omakase, udon, tempura, yakitori, sake',
    emoji: '🍣 🍜 🍱 🍙',
  },
  {
    id: 'category.chinese',
    facets: { categories: ['chinese', 'dim-sum', 'dumplings', 'asian', 'cantonese', 'sichuan'] },
    terms: 'chinese, dim sum, dumplings, noodles, cantonese, sichuan, hot pot, bao, peking duck',
    emoji: '🥟 🥡',
  },
  {
    id: 'category.asian',
    facets: { categories: ['asian', 'thai', 'vietnamese', 'korean', 'pho', 'korean-bbq', 'street-food'] },
    terms:
      'asian, thai, vietnamese, korean, pho, banh mi, pad thai, bibimbap, korean bbq, kimchi, curry, noodles',
    emoji: '🍜 🥢',
  },
  {
    id: 'category.indian',
    facets: { categories: ['indian', 'curry', 'south-asian', 'nepalese', 'pakistani'] },
    terms: 'indian, curry, tandoori, masala, biryani, dosa, naan, thali, dal',
    emoji: '🍛',
  },
  {
    id: 'category.mexican',
    facets: { categories: ['mexican', 'tacos', 'taqueria', 'tex-mex', 'latin-american'] },
    terms:
      'mexican, tacos, taco, taqueria, burrito, quesadilla, mole, tamales, nachos, guacamole, pastor, tex-mex',
    emoji: '🌮 🌯',
  },
  {
    id: 'category.latin-food',
    facets: {
      categories: [
        'latin-american',
        'peruvian',
        'brazilian',
        'argentinian',
        'churrasco',
        'ceviche',
        'empanadas',
      ],
    },
    terms:
      'peruvian, ceviche, brazilian, churrasco, argentinian, asado, empanadas, arepas, feijoada, picanha',
  },
  {
    id: 'category.middle-eastern',
    facets: {
      categories: ['middle-eastern', 'lebanese', 'turkish', 'greek', 'mediterranean', 'falafel', 'kebab'],
    },
    terms:
      'middle eastern, lebanese, turkish, greek, mediterranean, falafel, hummus, mezze, kebab, shawarma, gyros',
    emoji: '🧆 🥙',
  },
  {
    id: 'category.french-food',
    facets: { categories: ['french', 'bistro', 'brasserie', 'creperie', 'fine-dining'] },
    terms: 'french, bistro, brasserie, crêpes, galettes, croissant, steak frites, escargots, cheese',
    emoji: '🧀 🥐 🫕',
  },
  {
    id: 'category.tapas',
    facets: { categories: ['tapas', 'spanish', 'pintxos', 'small-plates'] },
    terms: 'tapas, pintxos, spanish, paella, small plates, jamón, croquetas, sharing plates',
    emoji: '🥘',
  },
  {
    id: 'category.burger',
    facets: { categories: ['burger', 'burgers', 'american', 'diner', 'fast-food'] },
    terms: 'burger, burgers, hamburger, fries, diner, hot dog, wings, fried chicken',
    emoji: '🍔 🍟 🌭',
  },
  {
    id: 'category.bbq',
    facets: { categories: ['bbq', 'barbecue', 'steakhouse', 'grill', 'steak', 'smokehouse'] },
    terms: 'bbq, barbecue, steak, steakhouse, grill, ribs, brisket, smoked, meat',
    emoji: '🥩 🍖',
  },
  {
    id: 'category.seafood',
    facets: { categories: ['seafood', 'fish', 'oysters', 'fish-and-chips', 'sea-food'] },
    terms: 'seafood, fish, oysters, shellfish, lobster, crab, mussels, prawns, fish and chips, octopus',
    emoji: '🦞 🦐 🦪 🐟 🍤',
  },
  {
    id: 'category.street-food',
    facets: { categories: ['street-food', 'street', 'food-truck', 'food-hall', 'food-market', 'hawker'] },
    terms: 'street food, food truck, food trucks, food hall, stalls, vendors, hawker',
    emoji: '🌭 🥙',
  },
  {
    id: 'category.market',
    facets: {
      categories: [
        'market',
        'markets',
        'food-market',
        'flea-market',
        'flea',
        'farmers-market',
        'night-market',
        'christmas-market',
        'bazaar',
      ],
    },
    terms:
      'market, markets, stalls, flea market, farmers market, vendors, bazaar, night market, antiques, vintage',
    emoji: '🧺',
  },
  {
    id: 'category.brunch',
    facets: { categories: ['brunch', 'breakfast', 'cafe', 'bakery'] },
    terms: 'brunch, breakfast, pancakes, eggs, eggs benedict, avocado toast, bottomless, mimosa, waffles',
    emoji: '🥞 🍳 🧇 🥓',
  },
  {
    id: 'category.coffee',
    facets: { categories: ['coffee', 'cafe', 'café', 'coffee-shop', 'coffeehouse', 'tea', 'tea-room'] },
    terms: 'coffee, cafe, café, espresso, latte, cappuccino, flat white, roastery, barista, tea, tea room',
    emoji: '☕ 🫖 🍵',
  },
  {
    id: 'category.bakery',
    facets: { categories: ['bakery', 'bakeries', 'pastry', 'patisserie', 'boulangerie', 'cakes'] },
    terms: 'bakery, pastry, patisserie, croissant, bread, cake, cakes, pastries, sourdough, cinnamon buns',
    emoji: '🥐 🍰 🥖 🧁 🍞',
  },
  {
    id: 'category.dessert',
    facets: { categories: ['dessert', 'desserts', 'ice-cream', 'gelato', 'chocolate', 'sweets', 'candy'] },
    terms: 'dessert, ice cream, gelato, chocolate, sweets, candy, churros, donuts, waffles',
    emoji: '🍦 🍨 🍩 🍫 🍪 🍧 🍭 🍬 🧁',
  },
  {
    id: 'category.fine-dining',
    facets: {
      categories: ['fine-dining', 'fine', 'tasting-menu', 'gastronomic', 'michelin'],
      tags: ['upscale', 'luxury'],
    },
    terms: 'fine dining, tasting menu, michelin, chef, gastronomic, degustation, sommelier, starred',
    emoji: '🥂',
  },
  {
    id: 'category.tasting',
    facets: { categories: ['tasting', 'tastings', 'wine-tasting', 'food-tour', 'cheese', 'chocolate'] },
    terms: 'tasting, tastings, sampling, flight, pairing, food tour, degustation',
  },
]);
