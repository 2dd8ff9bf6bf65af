/**
 * GET /activities/{activity_id} and its /prices: one activity's detail, and its prices refreshed
 * from the booking page.
 */
import { Router } from 'express';
import { ActivityPath, DetailQuery } from '../../contract/params.js';
import type { PartnerActivityDetail } from '../../contract/partner.js';
import { parseAcceptLanguage } from '../../platform/i18n/accept-language.js';
import type { Services } from '../../services.js';
import { actorFor } from '../auth.js';
import { parseAll } from '../validation.js';

/** GET /activities/{activity_id} (spec 4.6). */
export const activityRoutes = (services: Services): Router => {
  const router = Router();
  router.get('/activities/:activity_id', async (req, res) => {
    const actor = await actorFor(req, 'required');
    const { path, query } = parseAll({ path: [ActivityPath, req.params], query: [DetailQuery, req.query] });
    const answer: PartnerActivityDetail = await services.catalogue.detail(
      actor,
      path.activity_id,
      parseAcceptLanguage(req.get('accept-language')),
      { debug: query.debug },
    );
    res.json(answer);
  });
  // Spec 4.7: reads the booking page now; within JAUNT_PRICE_TTL_S the stored result, with its Age.
  router.get('/activities/:activity_id/prices', async (req, res) => {
    const actor = await actorFor(req, 'optional');
    const { path } = parseAll({ path: [ActivityPath, req.params] });
    // Queued per caller: one key's refreshes take turns with another's on a shared host.
    const { body, ageS } = await services.prices.refresh(path.activity_id, actor.credential.id);
    if (ageS !== null) res.set('Age', String(ageS));
    res.set('Cache-Control', 'private, no-cache').json(body);
  });
  return router;
};
