import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { InOrder } from '../validation/text-rules';

const MESSAGE_HINT = 'Use the id of a visitor message from the Learned from visitors list.';
const FAQ_HINT = 'Use the id of an FAQ from the Learned from visitors list.';

// Path segments arrive as text: digits only, no leading zero (see FaqIdDto for why).
const digitsToNumber = Transform(({ value }) =>
  typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : value,
);

function IsRowId(name: string, hint: string) {
  return InOrder(
    IsInt({ message: `${name} must be a whole number such as 12. ${hint}` }),
    Min(1, { message: `${name} must be 1 or more. ${hint}` }),
    Max(2_147_483_647, { message: `${name} is too large. ${hint}` }),
  );
}

/** The {id} of /api/learning/{id}/...: one visitor message, and the payload of its patterns. */
export class LearnedMessageIdDto {
  @digitsToNumber
  @IsRowId('id', MESSAGE_HINT)
  id: number;
}

/** The {faqId} of /api/learning/faqs/{faqId}/accept-all. */
export class LearningFaqIdDto {
  @digitsToNumber
  @IsRowId('faqId', FAQ_HINT)
  faqId: number;
}
