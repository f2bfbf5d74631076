import { LIMITS } from '@caddie/contracts';
import { SchemaObject } from '@nestjs/swagger';
import { schemaRef } from '../api-document/request-schemas';

const replaceExisting = {
  type: 'boolean',
  description: 'true: the import replaces every FAQ (a backup restore); false or left out: adds.',
} as const;

/**
 * POST /api/faqs/import's body, which the gateway streams rather than parsing as one DTO
 * (faqs/import): the export's own JSON shape, or a CSV file's text. The rows' rules are
 * ImportFaqItemDto's; CSV rows are checked by the same rules once read.
 */
export const IMPORT_BODY_SCHEMA: SchemaObject = {
  description: `At most ${LIMITS.IMPORT_BODY_MAX_BYTES / 1024 / 1024} MB and ${LIMITS.IMPORT_MAX_ROWS.toLocaleString('en')} FAQs.`,
  oneOf: [
    {
      type: 'object',
      required: ['faqs'],
      properties: {
        faqs: { type: 'array', items: schemaRef('ImportFaqItemDto') },
        replaceExisting,
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['csvData'],
      properties: {
        csvData: {
          type: 'string',
          description:
            'CSV text with a header row naming question and answer; optional isActive and phrasings (one per line of the cell) columns.',
        },
        replaceExisting,
      },
      additionalProperties: false,
    },
  ],
};
