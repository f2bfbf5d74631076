import { IsBoolean, IsInt, Min } from 'class-validator';
import { LIMITS } from '../limits';
import { IsOptionalText, OptionalNotNull } from '../validation/text-rules';
import { ANSWER_HINT, QUESTION_HINT } from './create-faq.dto';
import { IsPhrasings } from './phrasings';

/** PUT /api/faqs/{id}: any of the fields; those left out stay as they are. */
export class UpdateFaqDto {
  @IsOptionalText(LIMITS.QUESTION_MAX_LENGTH, QUESTION_HINT)
  question?: string;

  @IsOptionalText(LIMITS.ANSWER_MAX_LENGTH, ANSWER_HINT)
  answer?: string;

  /** The whole new list: it replaces the FAQ's phrasings. */
  @IsPhrasings()
  phrasings?: string[];

  @OptionalNotNull()
  @IsBoolean({ message: 'isActive must be true or false.' })
  isActive?: boolean;
}

/** faq.update over the transport: the id from the path plus the changes. */
export class UpdateFaqMessage extends UpdateFaqDto {
  @IsInt({ message: 'id must be a whole number.' })
  @Min(1, { message: 'id must be 1 or more.' })
  id: number;
}
