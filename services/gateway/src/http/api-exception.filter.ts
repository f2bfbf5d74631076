import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { ServiceRefusal } from '../transport/service-client';
import { BODY_PROBLEMS } from './json-body';

/**
 * Fastify's refusals of a request body (Nest hands them on as plain HttpExceptions, with
 * Fastify's wording): said again in ours, with what to send instead.
 */
const BODY_REFUSALS: Record<number, { error: string; message: string }> = {
  400: {
    error: 'Bad Request',
    message: BODY_PROBLEMS.notJson,
  },
  413: {
    error: 'Payload Too Large',
    message:
      'The request body is too large. Send less data, or split an import into smaller files.',
  },
  415: {
    error: 'Unsupported Media Type',
    message: 'The request body must be JSON. Send it with Content-Type: application/json.',
  },
};

/**
 * Every error leaves the gateway as JSON {statusCode, error, message}. HttpExceptions keep
 * their status (429 adds Retry-After); anything else is a bug: logged, and answered with a
 * 500 that shows no internals.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Api');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    if (response.sent || response.raw.headersSent) {
      response.raw.destroy();
      return;
    }
    if (exception instanceof HttpException) {
      if (exception instanceof ServiceRefusal && exception.retryAfterSeconds) {
        response.header('Retry-After', String(exception.retryAfterSeconds));
      }
      response.status(exception.getStatus()).send(body(exception));
      return;
    }
    this.logger.error({ err: exception }, 'Unhandled error');
    response.status(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message:
        'Something went wrong on our side. Try again; if it keeps happening, contact the site administrator.',
    });
  }
}

function body(exception: HttpException): object {
  const status = exception.getStatus();
  // Our own code throws HttpException's subclasses; a plain one is Fastify's, mapped by Nest.
  const refusal = exception.constructor === HttpException ? BODY_REFUSALS[status] : undefined;
  if (refusal) return { statusCode: status, ...refusal };
  const raw = exception.getResponse();
  if (typeof raw === 'string')
    return { statusCode: status, error: STATUS_CODES[status] ?? exception.name, message: raw };
  return raw;
}
