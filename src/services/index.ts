import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Clock } from '../domain/time.js';
import { catalogueStore } from '../store/catalogue.js';
import { credentialStore } from '../store/credentials.js';
import type { Store } from '../store/db.js';
import { userStore } from '../store/users.js';
import type { Actor } from './actor.js';
import { type CatalogueIndexer, createCatalogueService } from './catalogue.js';
import { createCredentialsService } from './credentials.js';
import { createUsersService } from './users.js';

export interface ServiceDeps {
  store: Store;
  config: Config;
  clock: Clock;
  log: Logger;
}

/** Wires the use cases over one store; the HTTP routes and the Slack app share the result. */
export const createServices = (deps: ServiceDeps) => {
  const { store, clock } = deps;
  const indexers: CatalogueIndexer[] = [];
  const users = createUsersService({ users: userStore(store), clock });
  const credentials = createCredentialsService({ credentials: credentialStore(store), users, clock });
  const catalogue = createCatalogueService({ catalogue: catalogueStore(store), users, clock, indexers });

  const actors = {
    /**
     * The Actor for a credential acting for an end user: the self-serve key's own user, or a
     * negotiated key's provisioned external user (404 if never provisioned).
     */
    forCredential: async (credentialId: string, externalUserId: string | null): Promise<Actor> => {
      const credential = await credentials.byId(credentialId);
      if (!credential) throw new Error(`credential ${credentialId} is unknown or disabled`);
      return actors.resolve(credential, externalUserId);
    },
    resolve: (credential: Actor['credential'], externalUserId: string | null): Actor => {
      if (credential.kind === 'self-serve')
        return {
          credential,
          user: credential.userId ? users.findById(credential.userId) : null,
          externalUserId: null,
        };
      return {
        credential,
        user: externalUserId === null ? null : users.resolveExternalUser(credential.id, externalUserId),
        externalUserId,
      };
    },
  };

  return { credentials, users, catalogue, actors, indexers };
};
export type Services = ReturnType<typeof createServices>;
