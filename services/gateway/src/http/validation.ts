import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { VALIDATION_OPTIONS, describeValidationErrors } from '@caddie/service-kit';

/** The shared DTOs on every route: unknown fields refused, types converted, messages joined. */
export function apiValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...VALIDATION_OPTIONS,
    exceptionFactory: (errors) => {
      const details = describeValidationErrors(errors);
      return new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: details.slice(0, 10).join(' '),
        details: details.slice(0, 100),
      });
    },
  });
}
