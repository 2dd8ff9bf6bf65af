import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError, ERRORS, type ErrorCode, RequestValidationError } from '../errors.js';

interface BodyParserError extends Error {
  status?: number;
  type?: string;
  body?: string;
}

const jsonErrorOffset = (message: string): number => {
  const m = /position (\d+)/.exec(message);
  return m ? Number(m[1]) : 0;
};

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ error: `Not found: ${req.method} ${req.path}`, code: 'not_found' });
};

/** Renders every failure in the spec's shape; internals never leave the process. */
export const errorRenderer =
  (log: Logger): ErrorRequestHandler =>
  (err: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof RequestValidationError) {
      res.status(422).json({ detail: err.detail });
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
    log.error({ err, request_id: res.locals.requestId, path: req.path }, 'unhandled error');
    res
      .status(500)
      .json({ error: 'Internal server error', code: 'internal', request_id: res.locals.requestId });
  };
