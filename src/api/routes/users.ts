/** POST /users: provisions an end user of a negotiated key. */
import { Router } from 'express';
import { ProvisionUserRequest, type ProvisionUserResponse } from '../../contract/partner.js';
import type { Services } from '../../services.js';
import { actorFor } from '../auth.js';
import { parse } from '../validation.js';

/** POST /users (spec 4.2): always 201 on success. */
export const userRoutes = (services: Services): Router => {
  const router = Router();
  router.post('/users', async (req, res) => {
    const actor = await actorFor(req, 'none');
    const body = parse(ProvisionUserRequest, req.body, 'body');
    const answer: ProvisionUserResponse = await services.users.provision(actor, body);
    res.status(201).json(answer);
  });
  return router;
};
