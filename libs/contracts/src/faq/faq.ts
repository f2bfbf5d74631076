/** An FAQ as every API and message returns it; dates are ISO 8601 strings. */
export interface Faq {
  id: number;
  question: string;
  answer: string;
  /** Other ways customers ask the question, matched like it; may be empty. */
  phrasings: string[];
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ImportResult {
  message: string;
  imported: number;
  /** How many FAQs a replace-import removed; 0 when adding alongside. */
  removed: number;
}

export type ExportFormat = 'json' | 'csv';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['json', 'csv'];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** The spec's download name: faqs-export-YYYY-MM-DD.{format}, dated in UTC. */
export function exportFileName(format: ExportFormat, now = new Date()): string {
  return `faqs-export-${now.toISOString().slice(0, 10)}.${format}`;
}

export interface FaqChangedEvent {
  /** What happened; handlers re-read the active list whatever it says. */
  change: 'created' | 'updated' | 'deleted' | 'imported';
  ids?: number[];
  at: string;
}
