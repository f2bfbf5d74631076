import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Max,
  Min,
} from 'class-validator';
import { LIMITS } from '../limits';

export const IMPORT_FORMATS = ['csv', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Characters of the file per faq.import-part message: far below Redis's limits. */
export const IMPORT_PART_MAX_LENGTH = 1 << 20;
/** Rows per faq.import-part message, however short they are. */
export const IMPORT_PART_MAX_ROWS = 5000;

/**
 * One FAQ of an import as the gateway read it from the file, JSON or CSV alike, numbered as
 * the administrator counts: `row` is its place among the file's FAQs (from 1), `line` (CSV
 * only) the line of the file it starts on, the header being line 1.
 */
export interface ImportRow {
  row: number;
  line?: number;
  /** The FAQ's fields as read, anything at all: the faq service checks them. */
  item: unknown;
  /** What reading the row found wrong before any rule applies (an isActive word it does not know). */
  problem?: string;
}

/**
 * faq.import-part: the next rows of an import, in the file's order, for the faq service to
 * check and stage as they arrive. Each row's FAQ is checked there by ImportFaqItemDto's rules,
 * one by one. The faq service checks these fields itself rather than through its validation
 * pipe, which copies every nested object of a payload first: 0.7 s for 100,000 rows.
 */
export class ImportPartMessage {
  @IsUUID('4')
  importId: string;

  @IsInt()
  @Min(0)
  @Max(Math.ceil(LIMITS.IMPORT_BODY_MAX_BYTES / 1024))
  seq: number;

  @ArrayMaxSize(IMPORT_PART_MAX_ROWS)
  @IsArray() // checked first: decorators apply from the property up
  rows: ImportRow[];
}

/** faq.import-commit: all parts were sent; import them as one file, all or nothing. */
export class ImportCommitMessage {
  @IsUUID('4')
  importId: string;

  @IsInt()
  @Min(1)
  parts: number;

  /** A JSON replace-import restores the ids of its rows (a backup); CSV always adds. */
  @IsIn(IMPORT_FORMATS)
  format: ImportFormat;

  @IsOptional()
  @IsBoolean()
  replaceExisting?: boolean;
}
