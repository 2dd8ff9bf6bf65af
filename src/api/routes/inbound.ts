/** POST /inbound/email: vendor mail delivered by a provider's inbound hook, as raw MIME. */
import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { MailQuotaExceeded, MailTooLarge } from '../../mail/index.js';
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
  recipient: z.array(z.string().max(320)).max(50),
});

/**
 * The repeated `recipient` values as sent, read from the URL itself: the app's query parser folds
 * more than 20 repeats of a name into an object, and the schema takes 50.
 */
const recipientsOf = (req: Request): string[] => {
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? [] : new URLSearchParams(req.originalUrl.slice(at + 1)).getAll('recipient');
};

const tooLarge = (bytes: number) =>
  ({ error: `The message is larger than ${bytes} bytes`, code: 'payload_too_large' }) as const;

/**
 * POST /inbound/email: raw MIME from a provider's inbound hook (SES via S3, Mailgun `…/mime`, Postmark
 * RawEmail), authenticated with JAUNT_INBOUND_SECRET. The envelope recipient comes from `?recipient=`
 * (up to 50), else from Delivered-To / X-Original-To / To / Cc. Not found while no secret is configured.
 * The relay's own SPF/DKIM verdicts are not trusted: DKIM is verified on the posted bytes, SPF is
 * `none` (no client address), so only DKIM-signed supplier mail may act (docs/mail.md#authenticity).
 */
export const inboundRoutes = (services: Services, secret: string | undefined): Router => {
  const router = Router();
  const { maxMessageBytes } = services.mail.limits;
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
    express.raw({ type: () => true, limit: maxMessageBytes }),
    async (req, res) => {
      const given = parse(InboundQuery, { recipient: recipientsOf(req) }, 'query').recipient;
      const raw: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (raw.length === 0) throw new AppError('bad_request', 'The body must be the raw MIME message');
      const noRecipient = () =>
        new AppError(
          'no_inbound_recipient',
          `No recipient of ${services.mail.domain} in ?recipient= or the message headers`,
        );
      if (given.length > 0 && !given.some((r) => services.mail.acceptsRecipient(r))) throw noRecipient();
      let results: Awaited<ReturnType<Services['mail']['ingest']>>;
      try {
        results = await services.mail.ingest(raw, { recipients: given, recipientsFromHeaders: true });
      } catch (e) {
        if (e instanceof MailQuotaExceeded)
          throw new AppError('rate_limited', `Mail quota: ${e.message}`, {}, { 'Retry-After': '3600' });
        if (e instanceof MailTooLarge) {
          res.status(413).json(tooLarge(maxMessageBytes));
          return;
        }
        throw e;
      }
      if (results.length === 0) throw noRecipient();
      res.status(202).json({ accepted: results });
    },
  );
  router.use('/inbound', (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if ((err as { type?: string }).type === 'entity.too.large') {
      res.status(413).json(tooLarge(maxMessageBytes));
      return;
    }
    next(err);
  });
  return router;
};
