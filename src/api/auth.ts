/**
 * Who a Partner API request acts for: its bearer key, and the end user named by X-External-User-Id
 * when the operation allows one.
 */
import type { Request } from 'express';
import type { Actor } from '../access/index.js';
import { AppError, RequestValidationError } from '../platform/errors.js';
import type { Services } from '../services.js';
import { authenticateCaller } from './gate.js';

/**
 * How an operation uses X-External-User-Id (spec 5.2): `required` for negotiated keys (detail,
 * orders), `optional` (search, homescreen: personalises when sent), `none` (auth, h3, users, bookings:
 * the user, if any, travels in the body). Self-serve keys must never send it: 400.
 */
export type ExternalUserMode = 'required' | 'optional' | 'none';

const servicesOf = (req: Request): Services => req.app.locals.services as Services;

export const externalUserHeader = (req: Request): string | undefined => {
  // Express header lookup is case-insensitive, as the spec requires.
  const v = req.get('x-external-user-id');
  return v === undefined || v.trim() === '' ? undefined : v.trim();
};

/** Authenticates the request and resolves who it acts for. */
export const actorFor = async (req: Request, mode: ExternalUserMode): Promise<Actor> => {
  const services = servicesOf(req);
  const credential = await authenticateCaller(req);
  const external = externalUserHeader(req);
  if (credential.kind !== 'negotiated') {
    if (req.get('x-external-user-id') !== undefined)
      throw new AppError(
        'external_user_not_allowed',
        credential.kind === 'agent'
          ? 'X-External-User-Id must not be sent by an agent: it acts for its own user'
          : 'X-External-User-Id must not be sent with a self-serve key: the key already acts for its own user',
      );
    return services.actors.resolve(credential, null);
  }
  if (mode === 'required' && external === undefined)
    throw new RequestValidationError([
      { type: 'missing', loc: ['header', 'x-external-user-id'], msg: 'Field required', input: null },
    ]);
  return services.actors.resolve(credential, mode === 'none' ? null : (external ?? null));
};

export { requireNegotiated } from '../access/index.js';
