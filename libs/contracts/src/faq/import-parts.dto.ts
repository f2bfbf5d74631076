import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { LIMITS } from '../limits';

export const IMPORT_FORMATS = ['csv', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Characters of import text per faq.import-part message: far below Redis's limits. */
export const IMPORT_PART_MAX_LENGTH = 1 << 20;

/**
 * faq.import-part: one slice of an import. CSV: consecutive slices of the text (cut anywhere).
 * JSON: a JSON list of some of the FAQs.
 */
export class ImportPartMessage {
  @IsUUID('4')
  importId: string;

  @IsInt()
  @Min(0)
  @Max(Math.ceil(LIMITS.IMPORT_BODY_MAX_BYTES / 1024))
  seq: number;

  @IsString()
  @MaxLength(IMPORT_PART_MAX_LENGTH * 2)
  text: string;
}

/** faq.import-commit: all parts were sent; import them as one file, all or nothing. */
export class ImportCommitMessage {
  @IsUUID('4')
  importId: string;

  @IsInt()
  @Min(1)
  parts: number;

  @IsIn(IMPORT_FORMATS)
  format: ImportFormat;

  @IsOptional()
  @IsBoolean()
  replaceExisting?: boolean;
}
