import { Injectable } from '@nestjs/common';
import { ReadinessProbe } from '@caddie/service-kit';
import { AnswerEngine, ConversationContext, Decision } from '../answers/answer-engine';
import { FaqSearch } from '../search/faq-search';
import { FaqText, SearchableFaq } from '../search/faq-text';
import { LearnedMessage } from '../search/learned-message';
import { rankPopular } from '../popular/popular-ranking';
import { indexLoadedAt, indexRebuildSeconds, indexedFaqs } from './faq-index.metrics';

/** The page shows up to 4 popular questions (SPEC section 9); a decline names 3 of them. */
const POPULAR_COUNT = 4;

/**
 * The chat service's view of the active FAQs: a search index and the engine over it, swapped
 * whole on every reload. A replica is ready for traffic only once it has loaded them.
 */
@Injectable()
export class FaqIndex implements ReadinessProbe {
  readonly readinessName = 'faq-index';
  private search = new FaqSearch([]);
  private engine = new AnswerEngine(this.search);
  private popular: Pick<FaqText, 'id' | 'question'>[] = [];
  private mostUsedIds: readonly number[] = [];
  private learned: LearnedMessage[] = [];
  private loadedAt?: Date;

  /**
   * Builds the new index from pages of FAQs as they come, in slices (answers come from the old
   * one meanwhile), then swaps. If the pages fail, the old index stays.
   */
  async replace(pages: AsyncIterable<SearchableFaq[]> | Iterable<SearchableFaq[]>): Promise<void> {
    const endTimer = indexRebuildSeconds.startTimer();
    this.search = await FaqSearch.fromPages(pages);
    this.engine = new AnswerEngine(this.search);
    this.popular = rankPopular(this.mostUsedIds, this.search, POPULAR_COUNT);
    this.loadedAt = new Date();
    endTimer();
    indexedFaqs.set(this.search.size);
    indexLoadedAt.set(this.loadedAt.getTime() / 1000);
  }

  /**
   * The messages learned from visitors that the engine matches now (all of them, replacing
   * the last list); those of FAQs that are not active are ignored.
   */
  replaceLearned(messages: LearnedMessage[]): void {
    this.learned = messages;
  }

  /** How many learned messages the engine holds. */
  get learnedCount(): number {
    return this.learned.length;
  }

  get isLoaded(): boolean {
    return this.loadedAt !== undefined;
  }

  isReady(): boolean {
    return this.isLoaded;
  }

  details(): Record<string, unknown> {
    return {
      faqs: this.size,
      learned: this.learnedCount,
      loadedAt: this.loadedAt?.toISOString() ?? null,
    };
  }

  get size(): number {
    return this.search.size;
  }

  /**
   * The FAQs visitors used most lately that are still active (the first active FAQs fill the
   * places traffic has not): the page's popular questions, and what a decline names when
   * nothing was near.
   */
  get popularFaqs(): Pick<FaqText, 'id' | 'question'>[] {
    return this.popular;
  }

  /** FAQ ids by recent use, most used first (popular/); ids of inactive FAQs are skipped. */
  usePopularity(mostUsedIds: readonly number[]): void {
    this.mostUsedIds = mostUsedIds;
    this.popular = rankPopular(mostUsedIds, this.search, POPULAR_COUNT);
  }

  /** The question of the active FAQ with this id (undefined: no active FAQ has it). */
  questionOf(id: number): string | undefined {
    return this.search.questionOf(id);
  }

  /** The active FAQ with this id (undefined: no active FAQ has it). */
  faqOf(id: number): FaqText | undefined {
    return this.search.faqOf(id);
  }

  decide(message: string, context?: ConversationContext): Decision {
    return this.engine.decide(message, context);
  }
}
