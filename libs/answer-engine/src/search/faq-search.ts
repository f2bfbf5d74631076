import { analyze, readText } from '../language/analyze';
import { wordingOf } from '../language/wording';
import { kindsAgreement, questionKinds } from '../language/question-kinds';
import { Spelling } from '../language/spelling';
import { CharGramIndex } from './indexes/char-gram-index';
import { Entry, FaqSearchBuilder, SearchParts } from './faq-search-builder';
import { FaqText, SearchableFaq } from './faq-text';
import { FaqTexts } from './storage/faq-texts';
import { runInSlices, runNow } from '../slices/sliced';
import { TermIndex } from './indexes/term-index';
import { Vocabulary } from './indexes/vocabulary';
import { DEFAULT_SEARCH_WEIGHTS, SearchWeights } from './search-weights';
import { WordNearness } from './word-nearness';
import { EntryMeanings } from './entry-meanings';
import { answerHits } from './answer-hits';
import { withOwnWays } from './own-ways';
import { selfScoreOf } from './self-score';
import { isTypoOf, termOptions } from './typos';
import type { MessageTerms, ScoredEntry, SearchHit } from './search-hit';

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
  /** The FAQs' plain words (readText), for how much of a message an answer uses. */
  private words!: Vocabulary;
  private selfScores = new Map<number, number>();
  private gramIndex!: CharGramIndex;
  private spelling!: Spelling;
  private meanings!: EntryMeanings;
  private wordMeanings!: Float32Array;
  private texts!: FaqTexts;
  /** By FAQ number: FAQs with the same answer share its number here. */
  private answerGroups!: Int32Array;
  /** By answer group (see answerGroups): its ways of asking, over all its FAQs. */
  private waysOfAnswer!: Int32Array;
  /** The questions and phrasings indexed, learned messages not counted. */
  private ownEntries = 0;
  /** FAQ numbers in the order of their ids, for lookup by id. */
  private byId!: Int32Array;
  /** A learned message's wording -> its entry (see SearchParts). */
  private learnedWordings = new Map<string, number>();

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
    this.words = parts.words;
    this.entries = parts.entries;
    this.termIndex = parts.termIndex;
    this.gramIndex = parts.gramIndex;
    this.spelling = parts.spelling;
    this.meanings = new EntryMeanings(parts.entries, parts.meanings, parts.answerGroups);
    this.texts = parts.texts;
    this.wordMeanings = parts.wordMeanings;
    this.answerGroups = parts.answerGroups;
    this.waysOfAnswer = new Int32Array(parts.texts.count);
    this.ownEntries = parts.entries.filter((entry) => entry.learnedId === undefined).length;
    // What visitors taught is evidence, not the shop's own ways of asking.
    for (const entry of parts.entries)
      if (entry.learnedId === undefined) this.waysOfAnswer[parts.answerGroups[entry.faq]] += 1;
    this.learnedWordings = parts.learnedWordings;
    this.byId = parts.byId;

    this.selfScores = new Map();
  }

  /**
   * weights.candidates, scaled by the ways of asking an FAQ has on average (learned messages
   * not counted: the indexes find that many of them apart).
   */
  private get candidates(): number {
    return Math.ceil((this.weights.candidates * this.ownEntries) / Math.max(1, this.size));
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
    const faq = this.numberOf(id);
    return faq === undefined ? undefined : this.texts.get(faq);
  }

  /** The FAQ's number in the index, by its id. */
  private numberOf(id: number): number | undefined {
    return this.texts.numberOf(id, this.byId);
  }

  /** The question of the FAQ with this id, if it is among those searched. */
  questionOf(id: number): string | undefined {
    return this.faqOf(id)?.question;
  }

  /**
   * The FAQs nearest a message in meaning (the word vectors' cosine, at `floor` or more),
   * nearest first, one per distinct answer: for a message that shares no word with any FAQ,
   * which the terms and letters cannot place ("puppies" for the FAQ about dogs). Each FAQ reads
   * as its nearest own way of asking; what visitors taught is left out, as in the ranking.
   */
  nearestInMeaning(text: string, count: number, floor: number): FaqText[] {
    const message = EntryMeanings.of(this.spelling.correct(text));
    if (!message) return [];
    return this.meanings.nearest(message, count, floor).map((faq) => this.texts.get(faq));
  }

  /** Whether a question, answer or phrasing of the shop's uses the word (visitors' do not count). */
  usesWord(word: string): boolean {
    return analyze(word).some((term) => this.vocabulary.faqIdOf(term) !== undefined);
  }

  /** A message's distinct terms as the search reads it: typos corrected, analysed. */
  termsOf(text: string): string[] {
    return [...new Set(analyze(this.spelling.correct(text)))];
  }

  /** The FAQs likeliest to answer the message, best first. */
  search(text: string, limit = 5): SearchHit[] {
    const w = this.weights;
    const corrected = this.spelling.correct(text);
    const forms = new Map<string, string>();
    const read = readText(corrected, forms);
    const terms = [...new Set(read.terms)];
    if (terms.length === 0) return [];
    const taughtIds = terms.map((term) => this.vocabulary.idOf(term));
    const shopIds = terms.map((term) => this.vocabulary.faqIdOf(term));
    const plainWords = [...new Set(read.words)];
    const plainIds = plainWords.map((word) => this.words.faqIdOf(word));
    const repeat = this.learnedWordings.get(wordingOf(text));
    const wordHits = new Map(
      this.termIndex.search(terms, this.candidates).map((result) => [result.id, result]),
    );
    const gramHits = new Map(
      this.gramIndex
        .search(text, Math.ceil((w.gramCandidates * this.candidates) / w.candidates))
        .map((hit) => [hit.id, hit.similarity]),
    );
    const found = [
      ...wordHits.keys(),
      ...gramHits.keys(),
      ...(repeat === undefined ? [] : [repeat]),
    ];
    const { ids, foundByOwnWords } = withOwnWays(found, this.entries);
    const meaningOf = this.meanings.matcher(EntryMeanings.of(corrected));
    const kinds = questionKinds(read.normalized);
    const nearness = WordNearness.forMessage(
      plainWords.map((word) => forms.get(word) ?? word),
      plainIds,
      { words: this.words, wordMeanings: this.wordMeanings, faqs: this.size },
      w.nearWordFloor,
    );
    const message = { terms, shopIds, taughtIds, plainIds, nearness, kinds, meaningOf };
    const scored = ids
      .map((id) => this.scoreEntry(id, message, wordHits.get(id), gramHits.get(id) ?? 0))
      .sort((a, b) => b.confidence - a.confidence || b.score - a.score);
    const repeatedFaq = repeat === undefined ? undefined : this.entries[repeat].faq;
    return answerHits(scored, {
      foundByOwnWords,
      answerGroupOf: (faq) => this.answerGroups[faq],
      waysOf: (faq) => this.waysOfAnswer[this.answerGroups[faq]],
      otherPhrasingWeights: w.otherPhrasingWeights,
      repeatedFaq,
    })
      .sort((a, b) => b.confidence - a.confidence)
      .filter((hit, rank) => rank < limit || hit.repeated)
      .map((hit) => ({ ...hit, faq: this.texts.get(hit.faq) }));
  }

  /** One entry's confidence for the message, and what it was made of. */
  private scoreEntry(
    id: number,
    { terms, shopIds, taughtIds, plainIds, nearness, kinds, meaningOf }: MessageTerms,
    wordHit: { score: number; queryTerms: string[] } | undefined,
    letters: number,
  ): ScoredEntry {
    const w = this.weights;
    const entry = this.entries[id];
    const { faq, learnedId, answerWords: answer, questionWords: question } = entry;
    // A word only visitors taught is one no FAQ uses when an FAQ is read through its own words.
    const ids = learnedId === undefined ? shopIds : taughtIds;
    const score = wordHit?.score ?? 0;
    const matched = wordHit?.queryTerms ?? [];
    const unknown = ids.filter((term) => term === undefined).length / terms.length;
    const lengthFactor =
      1 + w.lengthBoost * Math.log(Math.max(1, terms.length / w.lengthBoostFrom));
    const { coverage, missing } = this.coverage(terms, ids, id, matched);
    const strength = Math.min(1, Math.log1p(score) / Math.log1p(this.selfScore(id)));
    const asked = this.askedShare(ids, id, matched);
    const meaning = meaningOf(id);
    const confidence =
      lengthFactor *
        Math.sqrt(coverage) *
        strength *
        (w.askedShareFloor + (1 - w.askedShareFloor) * asked) -
      w.unknownSharePenalty * unknown +
      w.gramWeight * letters +
      w.meaningWeight * (meaning - w.meaningCentre);
    const shares = this.words.sharesIn([question, answer], plainIds, this.size);
    const [questionWords, answerWords, allWords] = [shares.first, shares.second, shares.either];
    const nearWords = nearness.messageShare(question, answer);
    const nearAsked = nearness.askedShare(question);
    const signals = {
      ...{ asked, letters, unknown, missing, meaning, answerWords, questionWords, allWords },
      ...{ nearWords, nearAsked },
      ...kindsAgreement(kinds, entry.kinds),
    };
    return { faq, learnedId, score, coverage, confidence, signals };
  }

  /**
   * What the FAQ would score for its own question (selfScoreOf), cached until the next rebuild.
   */
  private selfScore(entryId: number): number {
    const known = this.selfScores.get(entryId);
    if (known !== undefined) return known;
    const { questionTerms: question } = this.entries[entryId];
    const score = selfScoreOf(question, this.vocabulary, this.size, this.weights.questionBoost);
    this.selfScores.set(entryId, score);
    return score;
  }

  /**
   * Terms no FAQ uses weigh a fixed amount: enough that "do you deliver pizza" stays unlike
   * the shipping FAQ, not so much that a long, chatty message drowns its topic words.
   */
  private idf(id: number | undefined): number {
    if (id === undefined) return this.weights.unknownTermWeight;
    // 0.5 is BM25's smoothing, as in selfScore: structural, not tuned.
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

  /**
   * IDF-weighted share of the message's terms found in the FAQ (in its question counts fully),
   * and the weight of the most telling term it lacks, relative to the rarest possible.
   */
  private coverage(
    terms: string[],
    ids: (number | undefined)[],
    entryId: number,
    matched: string[],
  ): { coverage: number; missing: number } {
    const { questionTerms: question, answerTerms: answer } = this.entries[entryId];
    let found = 0;
    let total = 0;
    let missing = 0;
    terms.forEach((term, i) => {
      const weight = this.idf(ids[i]);
      total += weight;
      if (this.vocabulary.has(question, ids[i])) found += weight;
      else if (this.vocabulary.has(answer, ids[i])) found += this.weights.answerTermShare * weight;
      else if (matched.includes(term))
        found += this.weights.typoTermShare * weight; // a fuzzy (typo) match
      else missing = Math.max(missing, weight);
    });
    // The IDF of a term in one FAQ (idf()): the rarest a term the FAQs use can be.
    const rarest = Math.log(1 + this.size / 1.5);
    return {
      coverage: total === 0 ? 0 : found / total,
      missing: Math.min(1, missing / Math.max(rarest, this.weights.unknownTermWeight)),
    };
  }
}
