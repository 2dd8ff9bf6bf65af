import { Router } from 'express';
import { HomescreenQuery } from '../../contract/params.js';
import type { Services } from '../../services/index.js';
import { actorFor } from '../auth.js';
import { parse } from '../validation.js';

/** Personalised, so `private`; 5 minutes keeps "open now"/"tonight" shelves honest. */
export const HOMESCREEN_CACHE_CONTROL = 'private, max-age=300';

/** GET /homescreen (spec 4.3). */
export const homescreenRoutes = (services: Services): Router => {
  const router = Router();
  router.get('/homescreen', async (req, res) => {
    const actor = await actorFor(req, 'optional');
    const q = parse(HomescreenQuery, req.query, 'query');
    const pieces = await services.discovery.homescreenJson(actor, {
      h3Cell: q.h3_cell,
      limit: q.limit,
      usualPlans: [...new Set(q.usual_plans)],
      shelved: q.shelved,
      bookingFilter: q.booking_filter,
      language: req.get('accept-language') ?? 'en',
      debug: q.debug,
    });
    res.set('Cache-Control', HOMESCREEN_CACHE_CONTROL);
    res.set('Vary', 'Authorization, X-External-User-Id, Accept-Language');
    // Pre-serialised ShelvesResponse pieces, streamed: the contract test checks them against the schema.
    res.type('application/json');
    for (const piece of pieces) res.write(piece);
    res.end();
  });
  return router;
};
