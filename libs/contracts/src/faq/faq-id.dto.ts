import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

const ID_HINT = 'Use the id of an FAQ from the list.';

/** The {id} of /api/faqs/{id}, and the payload of faq.delete. */
export class FaqIdDto {
  @Type(() => Number)
  @IsInt({ message: `id must be a whole number. ${ID_HINT}` })
  @Min(1, { message: `id must be 1 or more. ${ID_HINT}` })
  @Max(2_147_483_647, { message: `id is too large. ${ID_HINT}` })
  id: number;
}
