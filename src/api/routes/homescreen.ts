/** GET /homescreen: the personalised shelves near a place. */
import { Router } from 'express';
import { HomescreenQuery } from '../../contract/params.js';
import type { Services } from '../../services.js';
import { actorFor } from '../auth.js';
import type { BodyPool } from '../body-pool.js';
import { parse } from '../validation.js';

/** Personalised, so `private`; 5 minutes keeps "open now"/"tonight" shelves honest. */
export const HOMESCREEN_CACHE_CONTROL = 'private, max-age=300';

/** GET /homescreen (spec 4.3). */
export const homescreenRoutes = (services: Services, bodies: BodyPool): Router => {
  const router = Router();
  router.get('/homescreen', async (req, res) => {
    const actor = await actorFor(req, 'optional');
    const q = parse(HomescreenQuery, req.query, 'query');
    const body = await services.discovery.homescreenJson(
      actor,
      {
        h3Cell: q.h3_cell,
        limit: q.limit,
        usualPlans: [...new Set(q.usual_plans)],
        shelved: q.shelved,
        bookingFilter: q.booking_filter,
        language: req.get('accept-language') ?? 'en',
        debug: q.debug,
      },
      (bytes) => bodies.take(res, bytes),
    );
    res.set('Cache-Control', HOMESCREEN_CACHE_CONTROL);
    res.set('Vary', 'Authorization, X-External-User-Id, Accept-Language');
    // A pre-serialised ShelvesResponse (the contract test checks it against the schema) in a reused
    // buffer, sent in one write with its Content-Length; compression (src/api/app.ts) then applies
    // its 8 KB threshold.
    res.type('application/json');
    res.send(body);
  });
  return router;
};
