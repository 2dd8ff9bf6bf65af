/**
 * The typed Partner API client: openapi-fetch over types generated from our OpenAPI document
 * (`npm run client:generate`). Every call is typed by its operation: path, query, body and answer.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };
export type JauntClient = Client<paths>;
/** The named schemas of the contract, e.g. `Schemas['PartnerActivityDetail']`. */
export type Schemas = components['schemas'];

export interface JauntClientOptions {
  /** Where Jaunt runs, e.g. `https://api.jaunt.example` (no `/partner/v1`). */
  baseUrl: string;
  /** A `jaunt_api_…` key, sent as `Authorization: Bearer`. */
  apiKey: string;
  /** Negotiated keys: the end user every call acts for (X-External-User-Id). */
  externalUserId?: string;
  /** BCP 47 language for names and descriptions. */
  language?: string;
  /** A fetch implementation (defaults to the global one). */
  fetch?: typeof fetch;
}

export const createJauntClient = (o: JauntClientOptions): JauntClient =>
  createClient<paths>({
    baseUrl: o.baseUrl.replace(/\/+$/, ''),
    headers: {
      authorization: `Bearer ${o.apiKey}`,
      ...(o.externalUserId ? { 'x-external-user-id': o.externalUserId } : {}),
      ...(o.language ? { 'accept-language': o.language } : {}),
    },
    ...(o.fetch ? { fetch: o.fetch } : {}),
  });
