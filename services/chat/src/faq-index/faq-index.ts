import { Injectable, Optional } from '@nestjs/common';
import {
  AnswerEngine,
  ConversationContext,
  DEMO_SHOP_PROFILE,
  Decision,
  FaqSearch,
  FaqText,
  FaqTexts,
  LearnedMessage,
  SearchableFaq,
  ShopProfile,
  meaningOf,
} from '@caddie/answer-engine';
import { ReadinessProbe } from '@caddie/service-kit';
import { ChatServiceConfig } from '../config/chat-service.config';
import { FaqEmbeddings } from '../embeddings/faq-embeddings';
import { rankPopular } from '../popular/popular-ranking';
import { indexLoadedAt, indexRebuildSeconds, indexedFaqs } from './faq-index.metrics';

/** The page shows up to 4 popular questions (SPEC section 9); a decline names 3 of them. */
const POPULAR_COUNT = 4;

/**
 * The chat service's view of the active FAQs: a search index and the engine over it, built
 * with the shop profile's weights, bands and assistant, swapped whole on every reload. A
 * replica is ready for traffic only once it has loaded them.
 */
@Injectable()
export class FaqIndex implements ReadinessProbe {
  readonly readinessName = 'faq-index';
  private readonly profile: ShopProfile;
  private search: FaqSearch;
  private engine: AnswerEngine;
  private popular: Pick<FaqText, 'id' | 'question'>[] = [];
  private mostUsedIds: readonly number[] = [];
  private learnedByFaq = new Map<number, LearnedMessage[]>();
  private learnedChanged?: () => Promise<void>;

  private loadedAt?: Date;

  /**
   * Without a config (unit tests, tools), the demo shop's profile; without embeddings, the
   * lexical engine alone.
   */
  constructor(
    @Optional() config?: ChatServiceConfig,
    @Optional() private readonly embeddings?: FaqEmbeddings,
  ) {
    this.profile = config?.shopProfile ?? DEMO_SHOP_PROFILE;
    this.search = new FaqSearch([], this.profile.searchWeights);
    this.engine = new AnswerEngine(this.search, this.profile);
  }

  /**
   * Builds the new index from pages of FAQs as they come, in slices (answers come from the old
   * one meanwhile), then swaps. If the pages fail, the old index stays.
   */
  async replace(pages: AsyncIterable<SearchableFaq[]> | Iterable<SearchableFaq[]>): Promise<void> {
    const endTimer = indexRebuildSeconds.startTimer();
    const texts: FaqTexts[] = [];
    this.search = await FaqSearch.fromPages(
      withLearned(pages, this.learnedByFaq, texts),
      this.profile.searchWeights,
    );
    this.engine = new AnswerEngine(this.search, this.profile);
    this.popular = rankPopular(this.mostUsedIds, this.search, POPULAR_COUNT);
    this.loadedAt = new Date();
    endTimer();
    indexedFaqs.set(this.search.size);
    indexLoadedAt.set(this.loadedAt.getTime() / 1000);
    // In the background: until the new texts' vectors are ready, the ranking does without them.
    this.embeddings?.refresh(texts);
  }

  /**
   * The messages learned from visitors that the engine matches (all of them, replacing the last
   * list; those of FAQs that are not active are left out). The index is rebuilt with them by
   * whoever registered with onLearnedChange, as it holds no FAQ texts of its own to rebuild from;
   * resolves once it is.
   */
  async replaceLearned(messages: LearnedMessage[]): Promise<void> {
    const byFaq = new Map<number, LearnedMessage[]>();
    for (const message of messages)
      byFaq.set(message.faqId, [...(byFaq.get(message.faqId) ?? []), message]);
    if (sameLearned(this.learnedByFaq, byFaq)) return;
    this.learnedByFaq = byFaq;
    await this.learnedChanged?.();
  }

  /** Registers what rebuilds the index when the learned messages change (FaqIndexSync). */
  onLearnedChange(rebuild: () => Promise<void>): void {
    this.learnedChanged = rebuild;
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
      learned: [...this.learnedByFaq.values()].reduce((sum, list) => sum + list.length, 0),
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

  /** What of a visitor's message to learn for the FAQ they picked (AnswerEngine.tellingPart). */
  tellingPart(message: string, faqId: number): string {
    return this.engine.tellingPart(message, faqId);
  }

  /** With the message's vector (MessageEmbedding), the ranking also reads its meaning. */
  decide(message: string, context?: ConversationContext, vector?: Float32Array): Decision {
    const vectors = vector && this.embeddings?.current;
    const meaning = vectors ? meaningOf(vectors, vector, (id) => this.faqOf(id)) : undefined;
    return this.engine.decide(message, context, meaning);
  }
}

/**
 * The FAQs of each page with the messages visitors taught them; their own texts are kept in
 * `texts` on the way, for the embeddings.
 */
async function* withLearned(
  pages: AsyncIterable<SearchableFaq[]> | Iterable<SearchableFaq[]>,
  learnedByFaq: Map<number, LearnedMessage[]>,
  texts: FaqTexts[],
): AsyncIterable<SearchableFaq[]> {
  for await (const page of pages)
    yield page.map((faq) => {
      texts.push({
        id: faq.id,
        question: faq.question,
        answer: faq.answer,
        phrasings: faq.phrasings,
      });
      const learned = learnedByFaq.get(faq.id);
      return learned ? { ...faq, learned: learned.map(({ id, text }) => ({ id, text })) } : faq;
    });
}

function sameLearned(a: Map<number, LearnedMessage[]>, b: Map<number, LearnedMessage[]>): boolean {
  if (a.size !== b.size) return false;
  for (const [faqId, messages] of b) {
    const before = a.get(faqId);
    if (
      !before ||
      before.length !== messages.length ||
      before.some(
        (message, i) => message.id !== messages[i].id || message.text !== messages[i].text,
      )
    )
      return false;
  }
  return true;
}
