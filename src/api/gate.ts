/**
 * Who is calling (spec 5): a bearer key, or an agent signing with HTTP Message Signatures; with
 * neither, the 401 discovery challenge. Every authenticated request is charged to its limits here,
 * and an agent that needs a person gets the interaction requirement (202).
 */
import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import { serializeDictionary, Token } from 'structured-headers';
import type { Agent, Credential } from '../access/index.js';
import {
  SignatureProblem,
  type SignedRequest,
  SUPPORTED_ALGS,
  SUPPORTED_SCHEMES,
  signatureErrorField,
  sourceNetwork,
} from '../access/index.js';
import { AppError } from '../platform/errors.js';
import type { Services } from '../services.js';
import { chargeRequest, isKeyCheck } from './ratelimit-headers.js';

const SIGNATURE_FIELDS = ['signature-input', 'signature', 'signature-key'] as const;

/** Raw bodies of signed requests, for a covered Content-Digest (express.json's verify hook fills it). */
const rawBodies = new WeakMap<IncomingMessage, Buffer>();
export const keepRawBodyOfSignedRequests = (req: IncomingMessage, _res: unknown, buf: Buffer): void => {
  if (req.headers['signature-input'] !== undefined) rawBodies.set(req, buf);
};

const servicesOf = (req: Request): Services => req.app.locals.services as Services;

export const isSigned = (req: Request): boolean => SIGNATURE_FIELDS.some((f) => req.get(f) !== undefined);

/** RFC 9421 components of this request; the authority is our public URL's, never the Host header. */
const signedRequestOf = (req: Request, publicUrl: string): SignedRequest => {
  const base = new URL(publicUrl);
  const [path = '/', query = ''] = req.originalUrl.split(/\?(.*)/s);
  return {
    method: req.method,
    scheme: base.protocol.replace(':', ''),
    authority: base.host,
    path,
    query,
    field: (name) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v.join(', ') : v;
    },
    body: rawBodies.get(req) ?? null,
    source: sourceNetwork(req.ip ?? req.socket.remoteAddress),
  };
};

/** Spec 5.3 rule 2 / RFC 9728: where to learn how to authenticate. */
export const missingCredential = (publicUrl: string): AppError =>
  new AppError(
    'unauthenticated',
    'Missing credentials',
    {},
    {
      'WWW-Authenticate': `Bearer resource_metadata="${publicUrl}/.well-known/oauth-protected-resource"`,
      'AAuth-Requirement': 'requirement=agent-token',
    },
  );

const signatureFailure = (p: SignatureProblem): AppError => {
  const headers: Record<string, string> = { 'Signature-Error': signatureErrorField(p) };
  if (p.code === 'unsupported_scheme') headers['Accept-Signature-Scheme'] = SUPPORTED_SCHEMES.join(', ');
  if (p.code === 'unsupported_algorithm') headers['Accept-Signature-Alg'] = SUPPORTED_ALGS.join(', ');
  return new AppError(p.code, p.message, {}, headers);
};

/** Verifies an agent's signature and charges its limits; no trial or interaction logic. */
export const signedAgent = async (req: Request): Promise<{ agent: Agent; credential: Credential }> => {
  const services = servicesOf(req);
  let found: { agent: Agent; credential: Credential };
  try {
    found = await services.agents.authenticate(signedRequestOf(req, services.agents.publicUrl));
  } catch (e) {
    throw e instanceof SignatureProblem ? signatureFailure(e) : e;
  }
  if (req.res) await chargeRequest(req, req.res, found.credential);
  return found;
};

/** Spec 5.4: the requirement is an sf-Dictionary; url and code are sf-Strings on the token. */
const interactionRequired = (c: { url: string; code: string; location: string }): AppError =>
  new AppError(
    'interaction_required',
    'A person has to connect this agent: open the url with the code, then poll Location',
    { status: 'pending' },
    {
      'AAuth-Requirement': serializeDictionary({
        requirement: [
          new Token('interaction'),
          new Map([
            ['url', c.url],
            ['code', c.code],
          ]),
        ],
      }),
      Location: c.location,
      'Retry-After': '0',
      'Cache-Control': 'no-store',
    },
  );

/** Authenticates the caller of a Partner API operation and charges the request to its limits. */
export const authenticateCaller = async (req: Request): Promise<Credential> => {
  const services = servicesOf(req);
  const authorization = req.get('authorization');
  if (authorization === undefined || authorization === '') {
    if (!isSigned(req)) throw missingCredential(services.agents.publicUrl);
    const { agent, credential } = await signedAgent(req);
    const challenge = await services.agents.admit(agent, {
      keyCheck: isKeyCheck(req),
      source: sourceNetwork(req.ip ?? req.socket.remoteAddress),
    });
    if (challenge) throw interactionRequired(challenge);
    return credential;
  }
  const credential = await services.credentials.authenticate(authorization);
  if (req.res) await chargeRequest(req, req.res, credential);
  return credential;
};
