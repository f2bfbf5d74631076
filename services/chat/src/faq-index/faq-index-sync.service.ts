import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { FAQ_PATTERNS, FaqListPage, faqPages } from '@caddie/contracts';
import { inStartupGrace } from '@caddie/service-kit';
import { firstValueFrom, map, timeout } from 'rxjs';
import { SearchableFaq } from '@caddie/answer-engine';
import { FaqIndex } from './faq-index';

export const FAQ_CLIENT = Symbol('FAQ_CLIENT');

// Short: over Redis a request nobody was subscribed for yet is lost, not refused.
export const LOAD_TIMEOUT_MS = 3_000;
export const RETRY_DELAY_MS = 1_000;

/**
 * Keeps the index equal to the faq service's active list: a full load at start (retried until
 * the faq service answers), and a full reload on every faq.changed. Reloads never overlap:
 * changes that arrive during one cause exactly one more.
 */
@Injectable()
export class FaqIndexSync implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(FaqIndexSync.name);
  private running?: Promise<void>;
  /** The one more load that changes arriving during a load wait for. */
  private queued?: Promise<void>;
  private retryTimer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    @Inject(FAQ_CLIENT) private readonly faqService: ClientProxy,
    private readonly index: FaqIndex,
  ) {
    index.onLearnedChange(() => this.reload());
  }

  onApplicationBootstrap(): void {
    void this.reload();
  }

  onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    return this.faqService.close();
  }

  /**
   * Loads the active FAQs again; resolves once a load that started after this call is done (a
   * change made now is in the index then). Changes that arrive during a load share one more.
   */
  reload(): Promise<void> {
    if (!this.running) {
      this.running = this.loadUntilDone().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    this.queued ??= this.running.then(() => {
      this.queued = undefined;
      return this.reload();
    });
    return this.queued;
  }

  private async loadUntilDone(): Promise<void> {
    clearTimeout(this.retryTimer); // this load makes any pending retry redundant
    try {
      const pages = faqPages((afterId) =>
        firstValueFrom(
          this.faqService
            .send<FaqListPage>(FAQ_PATTERNS.LIST_PAGE, { activeOnly: true, afterId })
            .pipe(
              timeout(LOAD_TIMEOUT_MS),
              map((page) => ({ ...page, faqs: page.faqs.map(searchable) })),
            ),
        ),
      );
      await this.index.replace(pages);
      this.logger.log(`FAQ index loaded: ${this.index.size} active FAQs`);
    } catch (error) {
      if (this.stopped) return;
      // At start the faq service may not listen yet (npm start starts every service at once).
      const expected = !this.index.isLoaded && inStartupGrace();
      this.logger[expected ? 'debug' : 'warn'](
        `Could not load the active FAQs (${(error as Error).message ?? error}); retrying in ${RETRY_DELAY_MS} ms`,
      );
      this.retryTimer = setTimeout(() => void this.reload(), RETRY_DELAY_MS);
    }
  }
}

/** What the index keeps of an FAQ: at 90,000 FAQs, the dates alone are 7 MB. */
function searchable({ id, question, answer, phrasings }: SearchableFaq): SearchableFaq {
  return { id, question, answer, phrasings };
}
