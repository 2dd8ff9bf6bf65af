import { Router } from 'express';
import { z } from 'zod';
import type { Services } from '../../services/index.js';
import { MAX_PROMPT_CHARS, MAX_RESULTS } from '../../services/search.js';
import { actorFor } from '../auth.js';
import { parse, qInt, qString } from '../validation.js';

/** Results move with the clock ("tonight") and the user's SEEN list: cache briefly, privately. */
export const SEARCH_CACHE_CONTROL = 'private, max-age=60';

const SearchQuery = z.object({
  prompt: qString().pipe(
    z
      .string()
      .max(MAX_PROMPT_CHARS)
      .refine((s) => s.trim().length > 0, {
        message: 'String should have at least 1 character',
        params: { type: 'string_too_short', ctx: { min_length: 1 } },
      }),
  ),
  location: qString().optional(),
  // Additive: the spec shows no limit; default 20.
  limit: qInt().pipe(z.number().int().min(1).max(MAX_RESULTS)).optional(),
});

/** GET /search (spec 4.5). */
export const searchRoutes = (services: Services): Router => {
  const router = Router();
  router.get('/search', async (req, res) => {
    const actor = await actorFor(req, 'optional');
    const q = parse(SearchQuery, req.query, 'query');
    const body = await services.search.search(actor, {
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
