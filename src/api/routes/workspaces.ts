import { Router } from 'express';
import { z } from 'zod';
import type { Services } from '../../services/index.js';
import { actorFor } from '../auth.js';
import { parse } from '../validation.js';

/** Spec 2.16 BindWorkspaceRequest. */
export const BindWorkspaceRequest = z.object({ bind_token: z.string().min(1).max(200) });
export const BindWorkspaceResponse = z.object({ ok: z.boolean(), team_id: z.string(), bound: z.boolean() });

/** POST /chat/workspaces/bind (spec 4.10): any bearer key kind; no end user involved. */
export const workspaceRoutes = (services: Services): Router => {
  const router = Router();
  router.post('/chat/workspaces/bind', async (req, res) => {
    const actor = await actorFor(req, 'none');
    const body = parse(BindWorkspaceRequest, req.body, 'body');
    res.json(await services.workspaces.bind(actor, body.bind_token));
  });
  return router;
};
