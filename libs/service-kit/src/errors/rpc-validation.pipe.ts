import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ErrorCode } from '@caddie/contracts';
import { DomainError } from './domain-error';

/** Flattens nested class-validator errors into "faqs.3.answer must not be blank." lines. */
export function describeValidationErrors(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    // Array items read as "faqs row 3" (1-based), the way a person counts rows in a file.
    const path = !prefix
      ? error.property
      : /^\d+$/.test(error.property)
        ? `${prefix} row ${Number(error.property) + 1}`
        : `${prefix}.${error.property}`;
    const own = Object.entries(error.constraints ?? {}).map(([rule, text]) => {
      if (rule === 'whitelistValidation')
        return `${path} is not a field this request takes. Remove it.`;
      return text.startsWith(error.property)
        ? `${path}${text.slice(error.property.length)}`
        : `${path}: ${text}`;
    });
    return [...own, ...describeValidationErrors(error.children ?? [], path)];
  });
}

export const VALIDATION_OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  forbidUnknownValues: true,
  stopAtFirstError: true,
  validationError: { target: false, value: false },
} as const;

/** Each service validates again at its own boundary with the same DTO classes as the gateway. */
export function rpcValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...VALIDATION_OPTIONS,
    exceptionFactory: (errors) =>
      new DomainError(
        ErrorCode.VALIDATION_FAILED,
        describeValidationErrors(errors).slice(0, 20).join(' '),
      ),
  });
}
