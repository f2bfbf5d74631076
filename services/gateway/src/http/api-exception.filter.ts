import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { Response } from 'express';
import { ServiceRefusal } from '../transport/service-client';

/**
 * Every error leaves the gateway as JSON {statusCode, error, message}. HttpExceptions keep
 * their status (429 adds Retry-After); anything else is a bug: logged, and answered with a
 * 500 that shows no internals.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Api');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) {
      response.destroy();
      return;
    }
    if (exception instanceof HttpException) {
      if (exception instanceof ServiceRefusal && exception.retryAfterSeconds) {
        response.setHeader('Retry-After', String(exception.retryAfterSeconds));
      }
      response.status(exception.getStatus()).json(body(exception));
      return;
    }
    this.logger.error({ err: exception }, 'Unhandled error');
    response.status(500).json({
      statusCode: 500,
      error: 'Internal Server Error',
      message:
        'Something went wrong on our side. Try again; if it keeps happening, contact the site administrator.',
    });
  }
}

function body(exception: HttpException): object {
  const raw = exception.getResponse();
  if (typeof raw === 'string')
    return { statusCode: exception.getStatus(), error: exception.name, message: raw };
  return raw;
}
