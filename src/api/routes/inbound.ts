/** POST /inbound/email: vendor mail delivered by a provider's inbound hook, as raw MIME. */
import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { MAX_MAIL_BYTES } from '../../mail/index.js';
import { AppError } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { parse } from '../validation.js';

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();

/** Bearer check in constant time (digests make the lengths equal). */
const bearerMatches = (header: string | undefined, secret: string): boolean => {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m?.[1] !== undefined && timingSafeEqual(digest(m[1]), digest(secret));
};

const InboundQuery = z.object({
  recipient: z.union([z.string().max(320), z.array(z.string().max(320)).max(50)]).optional(),
});

/**
 * POST /inbound/email: raw MIME from a provider's inbound hook (SES via S3, Mailgun `…/mime`, Postmark
 * RawEmail), authenticated with JAUNT_INBOUND_SECRET. The envelope recipient comes from `?recipient=`,
 * else from Delivered-To / X-Original-To / To / Cc. Not found while no secret is configured.
 */
export const inboundRoutes = (services: Services, secret: string | undefined): Router => {
  const router = Router();
  router.post(
    '/inbound/email',
    (req, _res, next) => {
      if (!secret) throw new AppError('not_found', `Not found: ${req.method} ${req.path}`);
      if (!bearerMatches(req.get('authorization'), secret))
        throw new AppError(
          'unauthenticated',
          'A valid bearer token (JAUNT_INBOUND_SECRET) is required',
          {},
          {
            'WWW-Authenticate': 'Bearer realm="jaunt-inbound"',
          },
        );
      next();
    },
    express.raw({ type: () => true, limit: MAX_MAIL_BYTES }),
    async (req, res) => {
      const query = parse(InboundQuery, req.query, 'query');
      const raw: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (raw.length === 0) throw new AppError('bad_request', 'The body must be the raw MIME message');
      const given = query.recipient === undefined ? [] : [query.recipient].flat();
      const recipients = given.length > 0 ? given : await services.mail.headerRecipients(raw);
      if (!recipients.some((r) => services.mail.acceptsRecipient(r)))
        throw new AppError(
          'no_inbound_recipient',
          `No recipient of ${services.mail.domain} in ?recipient= or the message headers`,
        );
      const results = await services.mail.ingest(raw, { recipients });
      res.status(202).json({ accepted: results });
    },
  );
  router.use('/inbound', (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if ((err as { type?: string }).type === 'entity.too.large') {
      res
        .status(413)
        .json({ error: `The message is larger than ${MAX_MAIL_BYTES} bytes`, code: 'payload_too_large' });
      return;
    }
    next(err);
  });
  return router;
};
