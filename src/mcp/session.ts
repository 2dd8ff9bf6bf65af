/** Who an MCP connection acts for: the bearer key and, for a negotiated key, its end user. */
import type { Actor } from '../access/index.js';
import { AppError } from '../platform/errors.js';
import type { Services } from '../services.js';

/**
 * Who an MCP connection acts for, authenticated like the Partner API (spec 5): a bearer key; a
 * negotiated key may name its end user (X-External-User-Id or `--user`), a self-serve key must not.
 * Resolved once per HTTP request, or once for a stdio process. Throws the Partner API's AppErrors.
 */
export const mcpActor = async (
  services: Services,
  authorization: string | undefined,
  externalUser: string | undefined,
): Promise<Actor> => {
  const credential = await services.credentials.authenticate(authorization);
  const external = externalUser?.trim() ? externalUser.trim() : null;
  if (credential.kind === 'self-serve' && external !== null)
    throw new AppError(
      'external_user_not_allowed',
      'X-External-User-Id must not be sent with a self-serve key: the key already acts for its own user',
    );
  return services.actors.resolve(credential, credential.kind === 'self-serve' ? null : external);
};
