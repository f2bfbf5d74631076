import { ErrorRequestHandler, RequestHandler, json } from 'express';
import { LIMITS } from '@caddie/contracts';

/**
 * JSON bodies only. Imports may be large (LIMITS.IMPORT_BODY_MAX, for files of up to 200,000
 * FAQs); every other route takes LIMITS.DEFAULT_BODY_MAX.
 */
export function bodyParsers(): RequestHandler[] {
  const importBody = json({ limit: LIMITS.IMPORT_BODY_MAX });
  const otherBody = json({ limit: LIMITS.DEFAULT_BODY_MAX });
  return [
    (req, res, next) => (req.path === '/api/faqs/import' ? importBody(req, res, next) : next()),
    otherBody,
  ];
}

/**
 * Errors of the middleware in front of the routes, as the same JSON errors as the rest:
 * body-parser refusals keep their 4xx; a failing session store is a 503.
 */
export const middlewareErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const status = Number(error?.status ?? error?.statusCode);
  if (!status || status < 400 || status >= 500) {
    res.status(503).json({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Sessions are unavailable right now. Try again in a moment.',
    });
    return;
  }
  const message =
    error.type === 'entity.too.large'
      ? `The request body is too large (limit ${error.limit} bytes). Send less data, or split an import into smaller files.`
      : error.type === 'entity.parse.failed'
        ? 'The request body is not valid JSON. Check the syntax and send it again.'
        : `The request body could not be read (${error.type ?? 'unknown'}). Send JSON with Content-Type: application/json.`;
  res.status(status).json({
    statusCode: status,
    error: status === 413 ? 'Payload Too Large' : 'Bad Request',
    message,
  });
};
