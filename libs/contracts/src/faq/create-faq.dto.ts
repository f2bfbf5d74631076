import { IsBoolean, IsOptional } from 'class-validator';
import { LIMITS } from '../limits';
import { IsRequiredText } from '../validation/text-rules';
import { IsPhrasings } from './phrasings';

export const QUESTION_HINT = 'Write the question as a customer would ask it.';
export const ANSWER_HINT = 'Write the answer the assistant should give.';

export class CreateFaqDto {
  @IsRequiredText(LIMITS.QUESTION_MAX_LENGTH, QUESTION_HINT)
  question: string;

  @IsRequiredText(LIMITS.ANSWER_MAX_LENGTH, ANSWER_HINT)
  answer: string;

  @IsPhrasings()
  phrasings?: string[];

  /** New FAQs are active unless the caller says otherwise. */
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false.' })
  isActive?: boolean;
}
