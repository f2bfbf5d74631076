import { IsIn, IsInt, IsISO8601, IsOptional, Min } from 'class-validator';
import { EXPORT_FORMATS, ExportFormat } from './faq';

/** GET /api/faqs/export?format=json|csv */
export class ExportFaqsDto {
  @IsOptional()
  @IsIn(EXPORT_FORMATS, { message: 'format must be json or csv. Leave it out for json.' })
  format?: ExportFormat;
}

/** faq.export-page: the FAQs after afterId, as text ready to append to the download. */
export class ExportPageMessage {
  @IsIn(EXPORT_FORMATS, { message: 'format must be json or csv.' })
  format: ExportFormat;

  @IsInt()
  @Min(0)
  afterId: number;

  /** Stamped once by the gateway so every page of one export agrees. */
  @IsISO8601()
  exportedAt: string;
}

export interface ExportPage {
  text: string;
  lastId: number;
  done: boolean;
}
