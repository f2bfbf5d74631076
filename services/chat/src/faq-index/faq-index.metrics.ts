import { Gauge, Histogram } from 'prom-client';

export const indexedFaqs = new Gauge({
  name: 'caddie_faq_index_faqs',
  help: 'Active FAQs in the answer index of this replica',
});

export const indexRebuildSeconds = new Histogram({
  name: 'caddie_faq_index_rebuild_seconds',
  help: 'Loads of the answer index: reading the active FAQs from the faq service and building it',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
});

export const indexLoadedAt = new Gauge({
  name: 'caddie_faq_index_loaded_timestamp_seconds',
  help: 'When this replica last finished loading its answer index (Unix time)',
});
