/** POST /chat/workspaces/bind: binds a chat workspace to the calling key. */
import { Router } from 'express';
import { BindWorkspaceRequest, type BindWorkspaceResponse } from '../../contract/partner.js';
import { AppError } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { actorFor } from '../auth.js';
import { parse } from '../validation.js';

/** POST /chat/workspaces/bind (spec 4.10): any bearer key kind; no end user involved. */
export const workspaceRoutes = (services: Services): Router => {
  const router = Router();
  router.post('/chat/workspaces/bind', async (req, res) => {
    const actor = await actorFor(req, 'none');
    const { id, kind } = actor.credential;
    // A workspace binds to an API key; agents have none.
    if (kind === 'agent')
      throw new AppError('forbidden', 'Binding a workspace needs an API key, not an agent');
    const wait = await services.limits.bindAttempt(
      actor.credential.id,
      req.socket.remoteAddress ?? 'unknown',
    );
    if (wait !== null)
      throw new AppError(
        'rate_limited',
        `Too many bind attempts; retry after ${wait} s`,
        {},
        { 'Retry-After': String(wait) },
      );
    const body = parse(BindWorkspaceRequest, req.body, 'body');
    const answer: BindWorkspaceResponse = await services.workspaces.bind(
      { credential: { id, kind } },
      body.bind_token,
    );
    res.json(answer);
  });
  return router;
};
