import { ErrorCode, ImportPartMessage, ImportRow } from '@caddie/contracts';
import { DomainError, VALIDATION_OPTIONS, describeValidationErrors } from '@caddie/service-kit';
import { validateSync } from 'class-validator';

/**
 * A faq.import-part payload, checked by ImportPartMessage's rules and options as the service's
 * validation pipe checks every other payload, but without the pipe: class-transformer copies
 * every nested object of a payload before it is checked, which for the parts of a
 * 100,000-row import took 0.7 s, more than all the rest of this service's share of it. Each
 * row's FAQ is checked by checkImportRows; here, that each row is numbered.
 */
export function importPartOf(payload: unknown): ImportPartMessage {
  const message = Object.assign(new ImportPartMessage(), payload);
  const errors = validateSync(message, VALIDATION_OPTIONS);
  if (errors.length > 0) throw refused(describeValidationErrors(errors).slice(0, 20).join(' '));
  if (!message.rows.every(isNumbered))
    throw refused('rows must each have a row number from 1, and a line number from 1 or none.');
  return message;
}

function isNumbered(row: ImportRow | null): boolean {
  return (
    typeof row === 'object' &&
    row !== null &&
    Number.isSafeInteger(row.row) &&
    row.row >= 1 &&
    (row.line === undefined || (Number.isSafeInteger(row.line) && row.line >= 1))
  );
}

function refused(message: string): DomainError {
  return new DomainError(ErrorCode.VALIDATION_FAILED, message);
}
