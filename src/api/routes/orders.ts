/** GET /orders: the acting user's bookings, deliverables and emails. */
import { Router } from 'express';
import type { OrdersResponse } from '../../contract/bookings.js';
import { parseAcceptLanguage } from '../../platform/i18n/accept-language.js';
import type { Services } from '../../services.js';
import { actorFor } from '../auth.js';

/** GET /orders (spec 4.8): the acting user's bookings, deliverables and emails. */
export const orderRoutes = (services: Services): Router => {
  const router = Router();
  router.get('/orders', async (req, res) => {
    const actor = await actorFor(req, 'required');
    const languages = parseAcceptLanguage(req.get('accept-language'));
    const answer: OrdersResponse = await services.orders.list(actor, languages[0] ?? null);
    res.json(answer);
  });
  return router;
};
