import { Router } from 'express';
import { z } from 'zod';
import { BookingFilter, HomescreenPlan } from '../../contract/partner.js';
import { isCellAtResolution } from '../../domain/geo.js';
import type { Services } from '../../services/index.js';
import { actorFor } from '../auth.js';
import { parse, qBool, qInt, qList, qString } from '../validation.js';

/** Personalised, so `private`; 5 minutes keeps "open now"/"tonight" shelves honest. */
export const HOMESCREEN_CACHE_CONTROL = 'private, max-age=300';

const HomescreenQuery = z.object({
  h3_cell: qString().pipe(
    z
      .string()
      .transform((s) => s.trim().toLowerCase())
      .refine((s) => isCellAtResolution(s, 7), {
        message: 'Value error, h3_cell must be a valid H3 cell index at resolution 7',
        params: { type: 'value_error' },
      }),
  ),
  limit: qInt().pipe(z.number().int().min(1).max(250)).default(250),
  usual_plans: qList(HomescreenPlan).default([]),
  shelved: qBool().default(false),
  booking_filter: qString().pipe(BookingFilter).default('all'),
  debug: qBool().default(false),
});

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
    res.type('application/json');
    for (const piece of pieces) res.write(piece);
    res.end();
  });
  return router;
};
