import { Router } from 'express';
import { z } from 'zod';
import type { H3CellResponse } from '../../contract/partner.js';
import { cellAt } from '../../domain/geo.js';
import { actorFor } from '../auth.js';
import { parse, qInt, qNumber } from '../validation.js';

const H3Query = z.object({
  lat: qNumber().pipe(z.number().min(-90).max(90)),
  lng: qNumber().pipe(z.number().min(-180).max(180)),
  resolution: qInt().pipe(z.number().int().min(0).max(15)).default(7),
});

/** GET /auth (spec 4.1) and GET /h3 (spec 4.4). */
export const coreRoutes = (): Router => {
  const router = Router();
  router.get('/auth', async (req, res) => {
    const actor = await actorFor(req, 'none');
    const c = actor.credential;
    res.json({ ok: true, key_id: c.id, kind: c.kind, name: c.name, environment: c.environment });
  });
  router.get('/h3', async (req, res) => {
    await actorFor(req, 'none');
    const q = parse(H3Query, req.query, 'query');
    const answer: H3CellResponse = {
      h3_cell: cellAt(q, q.resolution),
      resolution: q.resolution,
      lat: q.lat,
      lng: q.lng,
    };
    res.json(answer);
  });
  return router;
};
