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
 * faq.import-part: one slice of an import, whole rows only, so that the faq service can read
 * and check each part as it arrives. CSV: whole records of the text, after the header record,
 * which comes with every part. JSON: a JSON list of some of the FAQs.
 */
export class ImportPartMessage {
  @IsUUID('4')
  importId: string;

  @IsInt()
  @Min(0)
  @Max(Math.ceil(LIMITS.IMPORT_BODY_MAX_BYTES / 1024))
  seq: number;

  @IsIn(IMPORT_FORMATS)
  format: ImportFormat;

  @IsString()
  @MaxLength(IMPORT_PART_MAX_LENGTH * 2)
  text: string;

  /** CSV: the file's first record (with its line break), which names the columns. */
  @IsOptional()
  @IsString()
  @MaxLength(IMPORT_PART_MAX_LENGTH)
  header?: string;
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
