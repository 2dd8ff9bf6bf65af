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
    forms: {
      en: 'free, for free, free entry, free admission, free of charge, no charge, no cover, no cover charge, gratis, costs nothing, zero cost, $0',
      fr: 'gratuit, gratuite, gratuits, gratuites, gratos, gratis, entrée libre, entrée gratuite, sans frais, ça coûte rien, à 0 euro',
      es: 'gratis, gratuito, gratuita, gratuitos, gratuitas, entrada libre, entrada gratuita, sin costo, sin coste, de gorra, de a gratis, 0 euros',
      de: 'kostenlos, kostenlose, gratis, umsonst, eintritt frei, freier eintritt, ohne eintritt, kostet nichts, für lau, 0 euro',
      it: 'gratis, gratuito, gratuita, gratuiti, gratuite, ingresso libero, ingresso gratuito, senza costi, a costo zero, aggratis',
      pt: 'grátis, gratis, gratuito, gratuita, gratuitos, gratuitas, de graça, entrada franca, entrada livre, entrada gratuita, sem custo, na faixa, 0 reais',
    },
    emoji: '🆓',
  },
  {
    id: 'price.cheap',
    facets: { tags: ['cheap', 'budget', 'affordable', 'free', 'student-discount'] },
    terms: 'cheap, affordable, budget, inexpensive, value, bargain, deal, happy hour',
    forms: {
      en: "cheap, cheaper, cheapest, cheapo, affordable, budget, low budget, on a budget, tight budget, budget-friendly, inexpensive, low cost, low-cost, bargain, good value, value for money, won't break the bank, cheap and cheerful, broke, skint, strapped for cash, no money, short on cash, student budget",
      fr: 'pas cher, pas chère, pas chers, bon marché, petit budget, petits budgets, budget serré, économique, low cost, bon plan, bons plans, rapport qualité-prix, fauché, fauchée, fauchés, à sec, sans le sou, pas un rond, pas de thunes, raide, prix abordable, prix abordables, prix doux',
      es: 'barato, barata, baratos, baratas, económico, económica, asequible, bajo presupuesto, poco presupuesto, presupuesto ajustado, low cost, buen precio, bien de precio, ganga, chollo, sin gastar mucho, sin dinero, sin plata, sin pasta, sin lana, pelado, pelada, tieso, en la ruina, corto de dinero',
      de: 'billig, günstig, günstige, preiswert, preisgünstig, erschwinglich, kleines budget, knappes budget, sparsam, low budget, schnäppchen, kostet nicht viel, pleite, blank, abgebrannt, knapp bei kasse, kein geld, studentenbudget',
      it: 'economico, economica, economici, a buon mercato, low cost, budget limitato, pochi soldi, poco budget, conveniente, buon rapporto qualità-prezzo, affare, senza spendere troppo, al verde, squattrinato, squattrinata, senza soldi, sono a secco',
      pt: 'barato, barata, baratos, baratas, baratinho, em conta, econômico, económico, orçamento apertado, pouco dinheiro, low cost, bom preço, pechincha, sem gastar muito, duro, dura, liso, lisa, sem grana, sem dinheiro, na pindaíba, teso, tesa',
    },
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
    forms: {
      en: 'luxury, splurge, splash out, treat myself, treat ourselves, treat yourself, treat her, treat him, a treat, indulge, indulgent, luxurious, lavish, premium, vip, money no object, expensive, pricey, high-end, no budget, ball out, blow the budget',
      fr: 'luxe, se faire plaisir, me faire plaisir, nous faire plaisir, se faire un kif, luxueux, luxueuse, de luxe, premium, vip, prestige, cher, chère, hors de prix, sans compter, craquer, gâter',
      es: 'lujo, darme un capricho, darnos un capricho, capricho, darse un gusto, darme un gusto, consentirme, de lujo, lujoso, lujosa, premium, vip, caro, cara, sin mirar el precio, tirar la casa por la ventana, derrochar',
      de: 'luxus, gönnen, mir was gönnen, uns was gönnen, sich etwas gönnen, verwöhnen, luxuriös, premium, vip, teuer, edel und teuer, geld spielt keine rolle, auf den putz hauen, prassen',
      it: 'lusso, concedermi, concederci, sfizio, togliersi uno sfizio, coccolarsi, viziarmi, di lusso, lussuoso, lussuosa, premium, vip, costoso, caro, cara, senza badare a spese, spendere e spandere',
      pt: 'luxo, me dar um mimo, mimo, me mimar, me presentear, de luxo, luxuoso, luxuosa, premium, vip, caro, cara, sem olhar o preço, esbanjar, gastar sem dó, ostentação',
    },
    emoji: '💎 💰 🤑 👑',
  },
]);
