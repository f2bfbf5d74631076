import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { InOrder } from '../validation/text-rules';

const ID_HINT = 'Use the id of an FAQ from the list.';

/** The {id} of /api/faqs/{id}, and the payload of faq.delete. */
export class FaqIdDto {
  // Digits only, no leading zero: Number() would also read "0x10", "1e0", "+1", "01" or " 1"
  // as an id and act on that FAQ.
  @Transform(({ value }) =>
    typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : value,
  )
  @InOrder(
    IsInt({ message: `id must be a whole number such as 12. ${ID_HINT}` }),
    Min(1, { message: `id must be 1 or more. ${ID_HINT}` }),
    Max(2_147_483_647, { message: `id is too large. ${ID_HINT}` }),
  )
  id: number;
}
