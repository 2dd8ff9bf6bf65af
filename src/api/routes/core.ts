/** GET /auth (the credential check) and GET /h3 (the cell of a point). */
import { Router } from 'express';
import { type AuthResponse, H3Query } from '../../contract/params.js';
import type { H3CellResponse } from '../../contract/partner.js';
import { cellAt } from '../../platform/geo.js';
import { actorFor } from '../auth.js';
import { parse } from '../validation.js';

/** GET /auth (spec 4.1) and GET /h3 (spec 4.4). */
export const coreRoutes = (): Router => {
  const router = Router();
  router.get('/auth', async (req, res) => {
    const actor = await actorFor(req, 'none');
    const c = actor.credential;
    const answer: AuthResponse = {
      ok: true,
      key_id: c.id,
      kind: c.kind,
      name: c.name,
      environment: c.environment,
    };
    res.json(answer);
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
