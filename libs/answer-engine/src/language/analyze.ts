import stem from 'wink-porter2-stemmer';
import { STOP_WORDS } from './stop-words';
import { synonymGroups } from './synonyms';
import { normalize } from './texting-forms';

const WORD = /[a-z0-9]+(?:-[a-z0-9]+)*/g;

/** Stemming is the costliest step of a rebuild, and FAQ texts repeat their words. */
const STEMS = new Map<string, string>();
const STEM_CACHE_LIMIT = 100_000;

function cachedStem(word: string): string {
  let stemmed = STEMS.get(word);
  if (stemmed === undefined) {
    stemmed = stem(word);
    if (STEMS.size < STEM_CACHE_LIMIT) STEMS.set(word, stemmed);
  }
  return stemmed;
}

interface SynonymTables {
  /** Every multi-word phrase, longest first, in one regular expression (one pass per text). */
  phrasePattern: RegExp | null;
  /** Phrase, its words joined by single spaces -> canonical term. */
  phrases: Map<string, string>;
  /** Stem of a single word -> canonical term. */
  words: Map<string, string>;
}

function buildTables(groups: Record<string, string[]>): SynonymTables & { groups: object } {
  const phrases = new Map<string, string>();
  const words = new Map<string, string>();
  for (const [canonical, forms] of Object.entries(groups)) {
    for (const form of forms) {
      const normalized = normalize(form);
      if (/[\s-]/.test(normalized)) {
        phrases.set(normalized.split(/[\s-]+/).join(' '), canonical);
      } else {
        words.set(cachedStem(normalized), canonical);
      }
    }
  }
  const alternatives = [...phrases.keys()]
    .sort((a, b) => b.length - a.length)
    .map((phrase) =>
      phrase
        .split(' ')
        .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[\\s-]+'),
    );
  const phrasePattern = alternatives.length
    ? new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'g')
    : null;
  return { phrasePattern, phrases, words, groups };
}

let built = buildTables(synonymGroups());

/** The tables of the synonym groups in use, made again when the shop's trade changes. */
function currentTables(): SynonymTables {
  if (built.groups !== synonymGroups()) built = buildTables(synonymGroups());
  return built;
}

/**
 * Text -> the terms the index works with: normalised, synonym phrases and words mapped to
 * their canonical term, stop words dropped, the rest stemmed (Porter 2). Used for FAQs and
 * questions alike, so both sides meet in the same vocabulary.
 */
export function analyze(text: string): string[] {
  return termsOf(normalize(text));
}

function termsOf(normalizedText: string): string[] {
  const tables = currentTables();
  let normalized = normalizedText;
  if (tables.phrasePattern)
    normalized = normalized.replace(
      tables.phrasePattern,
      (phrase) => ` ${tables.phrases.get(phrase.split(/[\s-]+/).join(' '))} `,
    );
  const terms: string[] = [];
  for (const word of normalized.match(WORD) ?? []) {
    if (STOP_WORDS.has(word)) continue;
    const stemmed = cachedStem(word);
    const canonical =
      tables.words.get(stemmed) ?? (Object.hasOwn(synonymGroups(), word) ? word : undefined);
    if (canonical) terms.push(canonical);
    else if (!STOP_WORDS.has(stemmed) && (word.length > 1 || /\d/.test(word))) terms.push(stemmed);
  }
  return terms;
}

/**
 * Normalised text -> its words as typed, stemmed, without synonyms folded: what an FAQ's answer
 * is matched on ("cash" in a message and in the answer that lists the payment methods, where
 * analyze() makes both "pay", a term half the answers use).
 */
function plainTermsOf(normalized: string, forms?: Map<string, string>): string[] {
  const terms: string[] = [];
  for (const word of normalized.match(WORD) ?? []) {
    if (STOP_WORDS.has(word)) continue;
    const stemmed = cachedStem(word);
    if (!STOP_WORDS.has(stemmed) && (word.length > 1 || /\d/.test(word))) {
      terms.push(stemmed);
      if (forms && !forms.has(stemmed)) forms.set(stemmed, word);
    }
  }
  return terms;
}

/**
 * Both readings of a text, normalised once (the costlier half of each at 90,000 FAQs): its
 * terms (analyze) and its plain words, with the normalised text for what else reads it.
 */
export function readText(
  text: string,
  forms?: Map<string, string>,
): { normalized: string; terms: string[]; words: string[] } {
  const normalized = normalize(text);
  return { normalized, terms: termsOf(normalized), words: plainTermsOf(normalized, forms) };
}
