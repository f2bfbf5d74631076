import { Faq } from '@caddie/contracts';
import MiniSearch from 'minisearch';
import { analyze } from './analysis/analyze';

export interface SearchHit {
  faq: Faq;
  /** BM25 score from the index (question boosted above answer). */
  score: number;
  /** 0..1: how much of the question's information the FAQ accounts for (IDF-weighted). */
  coverage: number;
  /**
   * What the answer engine's thresholds are set on: coverage times BM25 strength (log score
   * relative to about what the FAQ's own question would score, so it means the same whatever
   * the number of FAQs), less half the share of the question's words no FAQ uses at all. Form and
   * weights chosen on the dev half of the evaluation set (`npm run eval -- --calibrate`).
   */
  confidence: number;
}

const QUESTION_BOOST = 3;
const UNKNOWN_TERM_WEIGHT = 1.5;

/**
 * Full-text search over the active FAQs: MiniSearch's BM25 with fuzzy matching on the terms
 * analyze() produces (stemmed, synonyms folded). Besides the score, each hit gets a coverage
 * figure, comparable between questions, that the answer engine's thresholds are set on.
 */
export class FaqSearch {
  private readonly index: MiniSearch<{ id: number; question: string; answer: string }>;
  private readonly faqs = new Map<number, Faq>();
  private readonly questionTerms = new Map<number, Set<string>>();
  private readonly answerTerms = new Map<number, Set<string>>();
  private readonly documentFrequency = new Map<string, number>();
  private readonly selfScores = new Map<number, number>();

  constructor(faqs: Faq[]) {
    this.index = new MiniSearch({
      fields: ['question', 'answer'],
      // FAQs are analysed once, in add(), and indexed as their terms; questions are analysed here.
      tokenize: (terms) => terms.split(' '),
      processTerm: (term) => term || null,
      searchOptions: {
        tokenize: (text) => analyze(text),
        boost: { question: QUESTION_BOOST },
        // One typo in words of 5+ letters, two from 9 ("play" must not find "pay").
        fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false),
        weights: { fuzzy: 0.6, prefix: 0.3 },
      },
    });
    for (const faq of faqs) this.add(faq);
  }

  get size(): number {
    return this.faqs.size;
  }

  search(text: string, limit = 5): SearchHit[] {
    const terms = [...new Set(analyze(text))];
    if (terms.length === 0) return [];
    const unknownShare =
      terms.filter((term) => !this.documentFrequency.has(term)).length / terms.length;
    return this.index
      .search(text)
      .slice(0, limit)
      .map((result) => {
        const faq = this.faqs.get(result.id as number)!;
        const coverage = this.coverage(terms, faq.id, result.queryTerms);
        const strength = Math.min(1, Math.log1p(result.score) / Math.log1p(this.selfScore(faq)));
        const confidence = Math.sqrt(coverage) * strength - 0.5 * unknownShare;
        return { faq, score: result.score, coverage, confidence };
      });
  }

  /**
   * About what the FAQ would score for its own question (BM25's IDF of each question term,
   * boosted as the question field is): what a perfect match looks like. Computed from the
   * term statistics, so no extra search, and cached until the next rebuild.
   */
  private selfScore(faq: Faq): number {
    let score = this.selfScores.get(faq.id);
    if (score === undefined) {
      const size = this.faqs.size;
      score = 0;
      for (const term of this.questionTerms.get(faq.id)!) {
        const frequency = this.documentFrequency.get(term) ?? 0;
        score += QUESTION_BOOST * Math.log(1 + (size - frequency + 0.5) / (frequency + 0.5));
      }
      score = Math.max(score, 1);
      this.selfScores.set(faq.id, score);
    }
    return score;
  }

  private add(faq: Faq): void {
    this.faqs.set(faq.id, faq);
    const questionTerms = analyze(faq.question);
    const answerTerms = analyze(faq.answer);
    this.index.add({
      id: faq.id,
      question: questionTerms.join(' '),
      answer: answerTerms.join(' '),
    });
    const question = new Set(questionTerms);
    const answer = new Set(answerTerms);
    this.questionTerms.set(faq.id, question);
    this.answerTerms.set(faq.id, answer);
    for (const term of new Set([...question, ...answer])) {
      this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    }
  }

  /**
   * Terms no FAQ uses weigh a fixed amount: enough that "do you deliver pizza" stays unlike
   * the shipping FAQ, not so much that a long, chatty message drowns its topic words.
   */
  private idf(term: string): number {
    const frequency = this.documentFrequency.get(term);
    if (frequency === undefined) return UNKNOWN_TERM_WEIGHT;
    return Math.log(1 + this.faqs.size / (frequency + 0.5));
  }

  /** IDF-weighted share of the question's terms found in the FAQ: in its question counts fully. */
  private coverage(terms: string[], faqId: number, matched: string[]): number {
    const question = this.questionTerms.get(faqId)!;
    const answer = this.answerTerms.get(faqId)!;
    let found = 0;
    let total = 0;
    for (const term of terms) {
      const weight = this.idf(term);
      total += weight;
      if (question.has(term)) found += weight;
      else if (answer.has(term)) found += 0.6 * weight;
      else if (matched.includes(term)) found += 0.5 * weight; // a fuzzy (typo) match
    }
    return total === 0 ? 0 : found / total;
  }
}
