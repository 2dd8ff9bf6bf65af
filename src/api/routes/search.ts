/** GET /search: a natural-language search over the catalogue. */
import { Router } from 'express';
import { SearchQuery } from '../../contract/params.js';
import type { SearchResponse } from '../../contract/partner.js';
import type { Services } from '../../services.js';
import { actorFor } from '../auth.js';
import { parse } from '../validation.js';

/** Results move with the clock ("tonight") and the user's SEEN list: cache briefly, privately. */
export const SEARCH_CACHE_CONTROL = 'private, max-age=60';

/** GET /search (spec 4.5). */
export const searchRoutes = (services: Services): Router => {
  const router = Router();
  router.get('/search', async (req, res) => {
    const actor = await actorFor(req, 'optional');
    const q = parse(SearchQuery, req.query, 'query');
    const body: SearchResponse = await services.search.search(actor, {
      prompt: q.prompt,
      location: q.location ?? null,
      language: req.get('accept-language') ?? 'en',
      limit: q.limit,
    });
    res.set('Cache-Control', SEARCH_CACHE_CONTROL);
    res.set('Vary', 'Authorization, X-External-User-Id, Accept-Language');
    res.json(body);
  });
  return router;
};
