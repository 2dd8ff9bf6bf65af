/** AAuth: the interaction an agent polls, and the protected-resource metadata that points agents at it. */
import { Router } from 'express';
import { POLL_RETRY_AFTER_S } from '../../access/index.js';
import { InteractionPollQuery } from '../../contract/params.js';
import { AppError } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { isSigned, missingCredential, signedAgent } from '../gate.js';
import { parse } from '../validation.js';

/** GET /aauth/interaction (spec 4.11): the agent polls, signed, until a person has answered. */
export const interactionRoutes = (services: Services): Router => {
  const router = Router();
  router.get('/aauth/interaction', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!isSigned(req)) {
      if (req.get('authorization'))
        throw new AppError('forbidden', 'Only agents poll interactions: bearer keys never need one');
      throw missingCredential(services.agents.publicUrl);
    }
    const { agent } = await signedAgent(req);
    const { state } = parse(InteractionPollQuery, req.query, 'query');
    const answer = await services.agents.poll(agent, state);
    if (answer.status === 202) {
      res
        .status(202)
        .set({ Location: answer.location, 'Retry-After': String(POLL_RETRY_AFTER_S) })
        .json({ error: 'Waiting for the person to answer', status: 'pending' });
      return;
    }
    res.json(answer.body);
  });
  return router;
};

/** RFC 9728 protected-resource metadata at the root and at the path-inserted URL of /partner/v1. */
export const wellKnownRoutes = (publicUrl: string): Router => {
  const router = Router();
  const metadata = (resource: string) => ({
    resource,
    resource_name: 'Jaunt Partner API',
    bearer_methods_supported: ['header'],
    scopes_supported: ['partner'],
    resource_documentation: `${publicUrl}/aauth/connect`,
  });
  router.get('/.well-known/oauth-protected-resource', (_req, res) => {
    res.json(metadata(publicUrl));
  });
  router.get('/.well-known/oauth-protected-resource/partner/v1', (_req, res) => {
    res.json(metadata(`${publicUrl}/partner/v1`));
  });
  // AAuth's own resource document: how agents must sign.
  router.get('/.well-known/aauth-resource.json', (_req, res) => {
    res.json({ issuer: publicUrl, access_mode: 'agent-token', signature_window: 60 });
  });
  return router;
};
