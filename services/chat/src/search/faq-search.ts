import { distance } from 'fastest-levenshtein';
import { analyze } from '../language/analyze';
import { Spelling } from '../language/spelling';
import { CharGramIndex } from './indexes/char-gram-index';
import { contentWords } from '../language/content-words';
import { Entry, FaqSearchBuilder, SearchParts } from './faq-search-builder';
import { FaqText, SearchableFaq } from './faq-text';
import { FaqTexts } from './storage/faq-texts';
import { runInSlices, runNow } from './sliced';
import { TermIndex } from './indexes/term-index';
import { Vocabulary } from './indexes/vocabulary';
import { DEFAULT_SEARCH_WEIGHTS, SearchWeights } from './search-weights';
import { DIMENSIONS, WordVectors, similarityToBytes } from './indexes/word-vectors';

export interface SearchHit {
  faq: FaqText;
  /** BM25 score from the index (question boosted above answer). */
  score: number;
  /** 0..1: how much of the question's information the FAQ accounts for (IDF-weighted). */
  coverage: number;
  /**
   * What the answer engine's thresholds are set on and hits are ranked by: coverage times BM25
   * strength (log score relative to about what the FAQ's own question would score, so it means
   * the same whatever the number of FAQs) times how much of the FAQ's way of asking the message
   * asks about, plus 0.3 of the letter-gram similarity of the questions, less half the share of
   * the message's words no FAQ uses at all. Form and weights chosen on the dev half of the
   * evaluation set (`npm run eval -- --calibrate`) and the HINT3 Curekart and Powerplay11 bots.
   */
  confidence: number;
  /**
   * How many ways of asking the hit's answer the index holds: the questions and phrasings of
   * every FAQ with that answer.
   */
  ways: number;
  /** Set when a message learned from visitors carried the hit (LearnedMessage.id). */
  learnedId?: number;
}

/**
 * Search over the active FAQs in two passes, each FAQ indexed once per way of asking it (its
 * question and each phrasing, all with its answer). Candidates: MiniSearch's BM25 with fuzzy matching
 * on the terms analyze() produces (stemmed, synonyms folded), and the questions most alike in
 * letters. Ranking: a confidence, comparable between questions and FAQ sets, that the answer
 * engine's thresholds are set on. One hit per distinct answer.
 */
export class FaqSearch {
  private termIndex!: TermIndex;
  /** By entry id: the index into this list. */
  private entries: Entry[] = [];
  /** Frequencies count FAQs, not entries: phrasings must not make an FAQ's words look common. */
  private vocabulary!: Vocabulary;
  private selfScores = new Map<number, number>();
  private gramIndex!: CharGramIndex;
  private spelling!: Spelling;
  /** By entry: the meaning of its question (WordVectors), DIMENSIONS bytes each (toBytes). */
  private meanings!: Int8Array;
  private texts!: FaqTexts;
  /** By FAQ number: FAQs with the same answer share its number here. */
  private answerGroups!: Int32Array;
  /** By answer group (see answerGroups): its ways of asking, over all its FAQs. */
  private waysOfAnswer!: Int32Array;
  /** FAQ numbers in the order of their ids, for lookup by id. */
  private byId!: Int32Array;

  constructor(
    faqs: SearchableFaq[],
    private readonly weights: SearchWeights = DEFAULT_SEARCH_WEIGHTS,
  ) {
    const builder = new FaqSearchBuilder();
    runNow(builder.add(faqs));
    this.adopt(runNow(builder.finish(termOptions(weights))));
  }

  /**
   * The same, from pages of FAQs as they come (each let go once added), built in slices with
   * the event loop free between them (see runInSlices): at tens of thousands of FAQs a rebuild
   * takes seconds, and the service answers meanwhile.
   */
  static async fromPages(
    pages: AsyncIterable<SearchableFaq[]> | Iterable<SearchableFaq[]>,
    weights: SearchWeights = DEFAULT_SEARCH_WEIGHTS,
  ): Promise<FaqSearch> {
    const builder = new FaqSearchBuilder();
    for await (const page of pages) await runInSlices(builder.add(page));
    const search = new FaqSearch([], weights);
    search.adopt(await runInSlices(builder.finish(termOptions(weights))));
    return search;
  }

  /** All at once: a search never sees half of a new index. */
  private adopt(parts: SearchParts): void {
    this.vocabulary = parts.vocabulary;
    this.entries = parts.entries;
    this.termIndex = parts.termIndex;
    this.gramIndex = parts.gramIndex;
    this.spelling = parts.spelling;
    this.meanings = parts.meanings;
    this.texts = parts.texts;
    this.answerGroups = parts.answerGroups;
    this.waysOfAnswer = new Int32Array(parts.texts.count);
    for (const entry of parts.entries) this.waysOfAnswer[parts.answerGroups[entry.faq]] += 1;
    this.byId = parts.byId;
    this.selfScores = new Map();
  }

  /** weights.candidates, scaled by the entries an FAQ has on average. */
  private get candidates(): number {
    return Math.ceil((this.weights.candidates * this.entries.length) / Math.max(1, this.size));
  }

  /** How many FAQs are searched (their phrasings not counted). */
  get size(): number {
    return this.texts.count;
  }

  /** The first FAQs' ids and questions, in the order they were given. */
  firstFaqs(count: number): Pick<FaqText, 'id' | 'question'>[] {
    const first = Math.min(count, this.size);
    return Array.from({ length: first }, (_, faq) => {
      const { id, question } = this.texts.get(faq);
      return { id, question };
    });
  }

  /** The FAQ with this id, if it is among those searched. */
  faqOf(id: number): FaqText | undefined {
    const { byId, texts } = this;
    let low = 0;
    let high = byId.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = texts.idOf(byId[middle]);
      if (found === id) return texts.get(byId[middle]);
      if (found < id) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  /** The question of the FAQ with this id, if it is among those searched. */
  questionOf(id: number): string | undefined {
    return this.faqOf(id)?.question;
  }

  search(text: string, limit = 5): SearchHit[] {
    const w = this.weights;
    const corrected = this.spelling.correct(text);
    const terms = [...new Set(analyze(corrected))];
    if (terms.length === 0) return [];
    const meaningOf = this.meaningMatch(corrected);
    const lengthFactor =
      1 + w.lengthBoost * Math.log(Math.max(1, terms.length / w.lengthBoostFrom));
    const ids = terms.map((term) => this.vocabulary.idOf(term));
    const unknownShare = ids.filter((id) => id === undefined).length / terms.length;
    const wordHits = new Map(
      this.termIndex.search(terms, this.candidates).map((result) => [result.id, result]),
    );
    const gramHits = new Map(
      this.gramIndex
        .search(text, Math.ceil((w.gramCandidates * this.candidates) / w.candidates))
        .map((hit) => [hit.id, hit.similarity]),
    );
    const hits = [...new Set([...wordHits.keys(), ...gramHits.keys()])]
      .map((id) => {
        const { faq } = this.entries[id];
        const result = wordHits.get(id);
        const score = result?.score ?? 0;
        const coverage = this.coverage(terms, ids, id, result?.queryTerms ?? []);
        const strength = Math.min(1, Math.log1p(score) / Math.log1p(this.selfScore(id)));
        const asked = this.askedShare(ids, id, result?.queryTerms ?? []);
        const confidence =
          lengthFactor *
            Math.sqrt(coverage) *
            strength *
            (w.askedShareFloor + (1 - w.askedShareFloor) * asked) -
          w.unknownSharePenalty * unknownShare +
          w.gramWeight * (gramHits.get(id) ?? 0) +
          w.meaningWeight * (meaningOf(id) - w.meaningCentre);
        const ways = this.waysOfAnswer[this.answerGroups[faq]];
        return { faq, score, coverage, confidence, ways };
      })
      .sort((a, b) => b.confidence - a.confidence || b.score - a.score);
    // Entries that share one answer (an FAQ's phrasings, or FAQs imported with one answer) are
    // ways of asking one question: the best speaks for it, and others that also match make it
    // likelier.
    const groups = new Map<number, typeof hits>();
    for (const hit of hits) {
      const answer = this.answerGroups[hit.faq];
      const group = groups.get(answer);
      if (group) group.push(hit);
      else groups.set(answer, [hit]);
    }
    return [...groups.values()]
      .map(([first, ...rest]) => {
        const others = rest.filter((hit) => hit.faq !== first.faq);
        return {
          ...first,
          confidence: w.otherPhrasingWeights.reduce(
            (sum, weight, i) => sum + weight * (others[i]?.confidence ?? 0),
            first.confidence,
          ),
        };
      })
      .sort((a, b) => b.confidence - a.confidence)
      .slice(0, limit)
      .map((hit) => ({ ...hit, faq: this.texts.get(hit.faq) }));
  }

  /**
   * For an entry: how close in meaning the message is to its FAQ's nearest way of asking
   * (cosine of the word-vector means), computed once per FAQ.
   */
  private meaningMatch(corrected: string): (entryId: number) => number {
    const message = WordVectors.shared().embed(contentWords(corrected));
    const byFaq = new Map<number, number>();
    return (entryId) => {
      const { first, count } = this.entries[entryId].forms;
      let best = byFaq.get(first);
      if (best === undefined) {
        best = 0;
        for (let id = first; id < first + count; id += 1) {
          best = Math.max(best, similarityToBytes(message, this.meanings, id * DIMENSIONS));
        }
        byFaq.set(first, best);
      }
      return best;
    };
  }

  /**
   * About what the FAQ would score for its own question (BM25's IDF of each question term,
   * boosted as the question field is): what a perfect match looks like. Computed from the
   * term statistics, so no extra search, and cached until the next rebuild.
   */
  private selfScore(entryId: number): number {
    let score = this.selfScores.get(entryId);
    if (score === undefined) {
      const size = this.size;
      score = 0;
      for (const id of this.vocabulary.termsIn(this.entries[entryId].questionTerms)) {
        const frequency = this.vocabulary.frequency(id);
        score +=
          this.weights.questionBoost * Math.log(1 + (size - frequency + 0.5) / (frequency + 0.5));
      }
      score = Math.max(score, 1);
      this.selfScores.set(entryId, score);
    }
    return score;
  }

  /**
   * Terms no FAQ uses weigh a fixed amount: enough that "do you deliver pizza" stays unlike
   * the shipping FAQ, not so much that a long, chatty message drowns its topic words.
   */
  private idf(id: number | undefined): number {
    if (id === undefined) return this.weights.unknownTermWeight;
    return Math.log(1 + this.size / (this.vocabulary.frequency(id) + 0.5));
  }

  /**
   * IDF-weighted share of the entry's question terms that the message uses, a misspelt word
   * included: a matched message term the entry does not hold stands for those it is a typo of.
   */
  private askedShare(ids: (number | undefined)[], entryId: number, matched: string[]): number {
    const { questionTerms: question, answerTerms: answer } = this.entries[entryId];
    const misspelt = matched.filter((term) => {
      const id = this.vocabulary.idOf(term);
      return !this.vocabulary.has(question, id) && !this.vocabulary.has(answer, id);
    });
    let found = 0;
    let total = 0;
    for (const id of this.vocabulary.termsIn(question)) {
      const weight = this.idf(id);
      total += weight;
      const term = this.vocabulary.termOf(id);
      if (ids.includes(id) || misspelt.some((typo) => isTypoOf(typo, term))) found += weight;
    }
    return total === 0 ? 0 : found / total;
  }

  /** IDF-weighted share of the question's terms found in the FAQ: in its question counts fully. */
  private coverage(
    terms: string[],
    ids: (number | undefined)[],
    entryId: number,
    matched: string[],
  ): number {
    const { questionTerms: question, answerTerms: answer } = this.entries[entryId];
    let found = 0;
    let total = 0;
    terms.forEach((term, i) => {
      const weight = this.idf(ids[i]);
      total += weight;
      if (this.vocabulary.has(question, ids[i])) found += weight;
      else if (this.vocabulary.has(answer, ids[i])) found += this.weights.answerTermShare * weight;
      else if (matched.includes(term)) found += this.weights.typoTermShare * weight; // a fuzzy (typo) match
    });
    return total === 0 ? 0 : found / total;
  }
}

function termOptions(weights: SearchWeights) {
  return { questionBoost: weights.questionBoost, maxEdits, fuzzyWeight: weights.fuzzyWeight };
}

/** One typo in words of 5+ letters, two from 9 ("play" must not find "pay"). */
function maxEdits(term: string): number {
  return term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0;
}

function isTypoOf(typo: string, term: string): boolean {
  return distance(typo, term) <= maxEdits(typo);
}
