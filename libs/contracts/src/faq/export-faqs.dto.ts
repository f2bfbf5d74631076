import { IsIn, IsOptional } from 'class-validator';
import { EXPORT_FORMATS, ExportFormat } from './faq';

/** GET /api/faqs/export?format=json|csv */
export class ExportFaqsDto {
  @IsOptional()
  @IsIn(EXPORT_FORMATS, { message: 'format must be json or csv. Leave it out for json.' })
  format?: ExportFormat;
}
