/** GET /openapi.json: the Partner API's OpenAPI document. */
import { Router } from 'express';
import { buildOpenApi } from '../../contract/openapi-document.js';
import { API_VERSION } from '../../contract/operations.js';
import type { Config } from '../../platform/config.js';

/** GET /openapi.json: the contract, public, built once from the operation registry. */
export const openApiRoutes = (config: Config): Router => {
  const router = Router();
  const document = JSON.stringify(buildOpenApi({ serverUrl: config.JAUNT_PUBLIC_URL, version: API_VERSION }));
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.type('application/json').send(document);
  });
  return router;
};
