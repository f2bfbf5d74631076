import { IsBoolean, IsDateString, IsInt, IsOptional, Max, Min } from 'class-validator';
import { LIMITS } from '../limits';
import { IsRequiredText } from '../validation/text-rules';
import { ANSWER_HINT, QUESTION_HINT } from './create-faq.dto';
import { IsPhrasings } from './phrasings';

/**
 * One FAQ of a JSON import. id and the dates are accepted so that a JSON export imports back
 * unchanged; they are kept only by a replace-import (restoring a backup).
 */
export class ImportFaqItemDto {
  @IsOptional()
  @IsInt({ message: 'id must be a whole number.' })
  @Min(1, { message: 'id must be 1 or more.' })
  @Max(2_147_483_647, { message: 'id is too large.' })
  id?: number;

  @IsRequiredText(LIMITS.QUESTION_MAX_LENGTH, QUESTION_HINT)
  question: string;

  @IsRequiredText(LIMITS.ANSWER_MAX_LENGTH, ANSWER_HINT)
  answer: string;

  @IsPhrasings()
  phrasings?: string[];

  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false.' })
  isActive?: boolean;

  @IsOptional()
  @IsDateString({}, { message: 'createdAt must be an ISO 8601 date, as in an export.' })
  createdAt?: string;

  @IsOptional()
  @IsDateString({}, { message: 'updatedAt must be an ISO 8601 date, as in an export.' })
  updatedAt?: string;
}
