/**
 * Request windows and the daily quota on the Partner API: the charge before an operation and the
 * RateLimit headers it answers with.
 */
import type { Request, Response } from 'express';
import { serializeList } from 'structured-headers';
import type { Credential, PolicyState } from '../access/index.js';
import { overLimitMessage, sourceNetwork } from '../access/index.js';
import { AppError } from '../platform/errors.js';
import type { Services } from '../services.js';

/** draft-ietf-httpapi-ratelimit-headers-10: named policies with quota/window, and what is left of each. */
export const rateLimitHeaders = (policies: PolicyState[]): Record<string, string> => ({
  'RateLimit-Policy': serializeList(
    policies.map((p) => [
      p.name,
      new Map<string, number>([
        ['q', p.quota],
        ['w', p.windowS],
      ]),
    ]),
  ),
  RateLimit: serializeList(
    policies.map((p) => [
      p.name,
      new Map<string, number>([
        ['r', p.remaining],
        ['t', p.resetS],
      ]),
    ]),
  ),
});

/** GET /partner/v1/auth checks the credential: window limits apply, the daily quota does not (spec 4.1). */
export const isKeyCheck = (req: Request): boolean =>
  req.method === 'GET' && req.originalUrl.split('?')[0] === '/partner/v1/auth';

/** Polling an interaction is waiting, not using the API: windows only (our decision). */
const isQuotaFree = (req: Request): boolean =>
  isKeyCheck(req) ||
  (req.method === 'GET' && req.originalUrl.split('?')[0] === '/partner/v1/aauth/interaction');

/**
 * Charges the request to its credential before the operation runs (an aborted search still counts),
 * through the limiter step every door shares, and puts the RateLimit headers on the response; over a
 * limit it throws 429 with Retry-After.
 */
export const chargeRequest = async (req: Request, res: Response, credential: Credential): Promise<void> => {
  const services = req.app.locals.services as Services;
  const outcome = await services.limits.chargeCaller(credential, {
    quota: !isQuotaFree(req),
    // Agents also charge the daily quota their source network shares.
    source: sourceNetwork(req.ip ?? req.socket.remoteAddress),
  });
  const headers = rateLimitHeaders(outcome.policies);
  res.set(headers);
  if (!outcome.allowed)
    throw new AppError(
      'rate_limited',
      overLimitMessage(outcome),
      {},
      {
        ...headers,
        'Retry-After': String(outcome.retryAfterS),
      },
    );
};
