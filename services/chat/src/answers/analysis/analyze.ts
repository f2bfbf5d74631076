import stem from 'wink-porter2-stemmer';
import { STOP_WORDS } from './stop-words';
import { SYNONYM_GROUPS } from './synonyms';
import { normalize } from './texting-forms';

const WORD = /[a-z0-9]+(?:-[a-z0-9]+)*/g;

interface SynonymTables {
  /** Multi-word phrases, longest first, as one regular expression; value = canonical term. */
  phrases: { pattern: RegExp; canonical: string }[];
  /** Stem of a single word -> canonical term. */
  words: Map<string, string>;
}

function buildTables(groups: Record<string, string[]>): SynonymTables {
  const phrases: SynonymTables['phrases'] = [];
  const words = new Map<string, string>();
  for (const [canonical, forms] of Object.entries(groups)) {
    for (const form of forms) {
      const normalized = normalize(form);
      if (/[\s-]/.test(normalized)) {
        const escaped = normalized
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/[\s-]+/g, '[\\s-]+');
        phrases.push({ pattern: new RegExp(`\\b${escaped}\\b`, 'g'), canonical });
      } else {
        words.set(stem(normalized), canonical);
      }
    }
  }
  phrases.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return { phrases, words };
}

const TABLES = buildTables(SYNONYM_GROUPS);

/**
 * Text -> the terms the index works with: normalised, synonym phrases and words mapped to
 * their canonical term, stop words dropped, the rest stemmed (Porter 2). Used for FAQs and
 * questions alike, so both sides meet in the same vocabulary.
 */
export function analyze(text: string, tables: SynonymTables = TABLES): string[] {
  let normalized = normalize(text);
  for (const { pattern, canonical } of tables.phrases)
    normalized = normalized.replace(pattern, ` ${canonical} `);
  const terms: string[] = [];
  for (const word of normalized.match(WORD) ?? []) {
    if (STOP_WORDS.has(word)) continue;
    const stemmed = stem(word);
    const canonical = tables.words.get(stemmed) ?? (SYNONYM_GROUPS[word] ? word : undefined);
    if (canonical) terms.push(canonical);
    else if (!STOP_WORDS.has(stemmed) && (word.length > 1 || /\d/.test(word))) terms.push(stemmed);
  }
  return terms;
}
