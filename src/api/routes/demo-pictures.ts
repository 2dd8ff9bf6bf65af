/** GET /demo-pictures/<name>.png: the demo catalogue's pictures, served by Jaunt itself. */
import express, { type Router } from 'express';
import type { Services } from '../../services.js';

export const demoPictureRoutes = (services: Services): Router => {
  const router = express.Router();
  router.get('/demo-pictures/:file', (req, res, next) => {
    const png = services.demoPictures.get(req.params.file);
    if (!png) return next();
    res
      .status(200)
      .set({ 'content-type': 'image/png', 'cache-control': 'public, max-age=86400, immutable' })
      .end(png);
  });
  return router;
};
