import { CreateFaqs1732000000000 } from './1732000000000-create-faqs';
import { SeedGolfFaqs1732000000001 } from './1732000000001-seed-golf-faqs';
import { CreateImportParts1732000000002 } from './1732000000002-create-import-parts';
import { AddFaqPhrasings1732000000003 } from './1732000000003-add-faq-phrasings';
import { SeedGolfFaqPhrasings1732000000004 } from './1732000000004-seed-golf-faq-phrasings';
import { AddMoreGolfFaqPhrasings1732000000005 } from './1732000000005-add-more-golf-faq-phrasings';
import { StageImportParts1732000000006 } from './1732000000006-stage-import-parts';

/** In order. A new migration is added here and never edited once released. */
export const FAQ_MIGRATIONS = [
  CreateFaqs1732000000000,
  SeedGolfFaqs1732000000001,
  CreateImportParts1732000000002,
  AddFaqPhrasings1732000000003,
  SeedGolfFaqPhrasings1732000000004,
  AddMoreGolfFaqPhrasings1732000000005,
  StageImportParts1732000000006,
];
