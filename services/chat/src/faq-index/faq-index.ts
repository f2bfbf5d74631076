import { Injectable } from '@nestjs/common';
import { ReadinessProbe } from '@caddie/service-kit';
import { AnswerEngine, ConversationContext, Decision } from '../answers/answer-engine';
import { FaqSearch, SearchableFaq } from '../answers/faq-search';

const POPULAR_COUNT = 3;

/**
 * The chat service's view of the active FAQs: a search index and the engine over it, swapped
 * whole on every reload. A replica is ready for traffic only once it has loaded them.
 */
@Injectable()
export class FaqIndex implements ReadinessProbe {
  readonly readinessName = 'faq-index';
  private engine = new AnswerEngine(new FaqSearch([]));
  private popular: string[] = [];
  private questions = new Map<number, string>();
  private loadedAt?: Date;
  private count = 0;

  /** Builds the new index in slices (answers come from the old one meanwhile), then swaps. */
  async replace(faqs: SearchableFaq[]): Promise<void> {
    this.engine = new AnswerEngine(await FaqSearch.inSlices(faqs));
    this.popular = faqs.slice(0, POPULAR_COUNT).map((faq) => faq.question);
    this.questions = new Map(faqs.map((faq) => [faq.id, faq.question]));
    this.count = faqs.length;
    this.loadedAt = new Date();
  }

  get isLoaded(): boolean {
    return this.loadedAt !== undefined;
  }

  isReady(): boolean {
    return this.isLoaded;
  }

  details(): Record<string, unknown> {
    return { faqs: this.count, loadedAt: this.loadedAt?.toISOString() ?? null };
  }

  get size(): number {
    return this.count;
  }

  /** The first active FAQs, which the page also shows as suggestions. */
  get popularQuestions(): string[] {
    return this.popular;
  }

  /** The active FAQs' questions by id. */
  questionsById(): ReadonlyMap<number, string> {
    return this.questions;
  }

  decide(message: string, context?: ConversationContext): Decision {
    return this.engine.decide(message, context);
  }
}
