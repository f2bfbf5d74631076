import { LIMITS } from '@caddie/contracts';

const FIELDS = new Set(['id', 'question', 'answer', 'phrasings', 'isActive']);
const MAX_ID = 2_147_483_647;

/**
 * Whether an import row certainly passes ImportFaqItemDto's rules, in a few plain checks: a
 * 100,000-row import spent about 0.6 s in class-transformer and class-validator, for rows
 * nearly all of which are fine. Stricter than the DTO (dates, nulls and anything unusual
 * answer false), never looser; a row it does not vouch for goes through class-validator,
 * which says what is wrong in the DTO's own words. The spec holds the two side by side.
 */
export function isClearlyValidItem(item: object): boolean {
  for (const key in item) if (!FIELDS.has(key)) return false;
  const { id, question, answer, phrasings, isActive } = item as Record<string, unknown>;
  return (
    isText(question, LIMITS.QUESTION_MAX_LENGTH) &&
    isText(answer, LIMITS.ANSWER_MAX_LENGTH) &&
    (id === undefined ||
      (Number.isInteger(id) && (id as number) >= 1 && (id as number) <= MAX_ID)) &&
    (isActive === undefined || typeof isActive === 'boolean') &&
    (phrasings === undefined || arePhrasings(phrasings))
  );
}

/** Not blank, no NUL (Postgres text cannot hold it), within max UTF-16 units. */
function isText(value: unknown, max: number): value is string {
  return (
    typeof value === 'string' && value.length <= max && /\S/.test(value) && !value.includes('\0')
  );
}

function arePhrasings(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length <= LIMITS.PHRASINGS_MAX_COUNT &&
    value.every(
      (phrasing) =>
        isText(phrasing, LIMITS.QUESTION_MAX_LENGTH) && !/[\r\n]/.test(phrasing as string),
    )
  );
}
