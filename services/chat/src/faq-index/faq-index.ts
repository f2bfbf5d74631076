import { Injectable } from '@nestjs/common';
import { ReadinessProbe } from '@caddie/service-kit';
import { Faq } from '@caddie/contracts';
import { KeywordMatcher, Match } from './keyword-matcher';

/**
 * The chat service's view of the active FAQs, swapped whole on every reload. A replica is
 * ready for traffic only once it has loaded them.
 */
@Injectable()
export class FaqIndex implements ReadinessProbe {
  readonly readinessName = 'faq-index';
  private matcher = new KeywordMatcher([]);
  private loadedAt?: Date;
  private count = 0;

  replace(faqs: Faq[]): void {
    this.matcher = new KeywordMatcher(faqs);
    this.count = faqs.length;
    this.loadedAt = new Date();
  }

  get isLoaded(): boolean {
    return this.loadedAt !== undefined;
  }

  isReady(): boolean {
    return this.isLoaded;
  }

  get size(): number {
    return this.count;
  }

  best(message: string): Match | undefined {
    return this.matcher.best(message);
  }
}
