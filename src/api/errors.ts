/**
 * Failures in the Partner API's shape: 404 for unknown routes, and every error rendered without
 * internals.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import {
  AppError,
  ERRORS,
  type ErrorCode,
  RequestValidationError,
  type ValidationIssue,
} from '../platform/errors.js';
import { boundedEcho } from './validation.js';

interface BodyParserError extends Error {
  status?: number;
  type?: string;
  body?: string;
}

const jsonErrorOffset = (message: string): number => {
  const m = /position (\d+)/.exec(message);
  return m ? Number(m[1]) : 0;
};

/** At most this many 422 items: a 10,000-element bad array still answers a short body. */
const MAX_DETAIL_ITEMS = 50;

const boundedDetail = (detail: ValidationIssue[]): ValidationIssue[] =>
  detail.slice(0, MAX_DETAIL_ITEMS).map((d) => ({
    ...d,
    ...('input' in d ? { input: boundedEcho(d.input) } : {}),
    ...(d.ctx ? { ctx: boundedEcho(d.ctx) as Record<string, unknown> } : {}),
  }));

/** Seconds a client should wait before retrying a write refused for want of space. */
const STORAGE_FULL_RETRY_S = 60;

/**
 * A write refused because the disk or database is full: SQLite's SQLITE_FULL (also its max page
 * count), the OS's ENOSPC, Postgres's 53100 disk_full. Looks through `cause` chains, as drivers and
 * Kysely wrap errors.
 */
export const isStorageFull = (err: unknown): boolean => {
  for (let cur: unknown = err, depth = 0; cur && typeof cur === 'object' && depth < 6; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === '53100') return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
};

const INTERNAL = '{"error":"Internal server error","code":"internal"}';

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ error: `Not found: ${req.method} ${req.path}`, code: 'not_found' });
};

/**
 * Renders every failure in the spec's shape; internals never leave the process. It never hands an
 * error on to Express's default handler, whose page is HTML with a stack trace.
 */
export const errorRenderer = (log: Logger): ErrorRequestHandler => {
  const render = renderError(log);
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      // Half a response already left: cut the connection rather than append an error page.
      res.destroy();
      return;
    }
    try {
      render(err, req, res, next);
    } catch (renderFailure) {
      log.error({ err: renderFailure, request_id: res.locals.requestId }, 'error renderer failed');
      if (!res.headersSent) res.status(500).type('application/json').send(INTERNAL);
      else res.destroy();
    }
  };
};

const renderError =
  (log: Logger): ErrorRequestHandler =>
  (err: unknown, req, res, _next) => {
    if (err instanceof RequestValidationError) {
      res.status(422).json({ detail: boundedDetail(err.detail) });
      return;
    }
    if (err instanceof AppError) {
      res.set(err.headers);
      // 402 is the one status whose body the spec gives as {detail}.
      if (err.status === 402) res.status(402).json({ detail: err.message, ...err.extra });
      else res.status(err.status).json({ error: err.message, ...err.extra, code: err.code });
      return;
    }
    const bodyError = err as BodyParserError;
    if (bodyError?.type === 'entity.parse.failed') {
      // FastAPI answers malformed JSON with 422 json_invalid.
      res.status(422).json({
        detail: [
          {
            type: 'json_invalid',
            loc: ['body', jsonErrorOffset(bodyError.message)],
            msg: 'JSON decode error',
            input: {},
            ctx: { error: bodyError.message },
          },
        ],
      });
      return;
    }
    if (bodyError?.type === 'entity.too.large') {
      res.status(413).json({ error: ERRORS.payload_too_large.meaning, code: 'payload_too_large' });
      return;
    }
    if (typeof bodyError?.status === 'number' && bodyError.status >= 400 && bodyError.status < 500) {
      // Only codes of the closed table leave: body-parser's 415s are unsupported_media_type.
      const code: ErrorCode = bodyError.status === 415 ? 'unsupported_media_type' : 'bad_request';
      res.status(bodyError.status).json({ error: bodyError.message, code });
      return;
    }
    if (isStorageFull(err)) {
      // Nothing was written (the transaction rolled back); the operator must free space.
      log.error({ err, request_id: res.locals.requestId, path: req.path }, 'storage full');
      res
        .status(503)
        .set('Retry-After', String(STORAGE_FULL_RETRY_S))
        .json({ error: ERRORS.storage_full.meaning, code: 'storage_full', request_id: res.locals.requestId });
      return;
    }
    log.error({ err, request_id: res.locals.requestId, path: req.path }, 'unhandled error');
    res
      .status(500)
      .json({ error: 'Internal server error', code: 'internal', request_id: res.locals.requestId });
  };
