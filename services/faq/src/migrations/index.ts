import { CreateFaqs1732000000000 } from './1732000000000-create-faqs';
import { CreateImportParts1732000000002 } from './1732000000002-create-import-parts';
import { AddFaqPhrasings1732000000003 } from './1732000000003-add-faq-phrasings';
import { StageImportParts1732000000006 } from './1732000000006-stage-import-parts';
import { CreateFaqSeeds1732000000007 } from './1732000000007-create-faq-seeds';

/**
 * In order. A new migration is added here and never edited once released. Migrations change
 * the schema only: the demo FAQs are a seed (seed/demo-faqs.seed.ts). The three that once
 * inserted them (1732000000001, ...04, ...05) are retired; their rows in a database's
 * migrations table stay as history, which TypeORM ignores.
 */
export const FAQ_MIGRATIONS = [
  CreateFaqs1732000000000,
  CreateImportParts1732000000002,
  AddFaqPhrasings1732000000003,
  StageImportParts1732000000006,
  CreateFaqSeeds1732000000007,
];
