import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { ChatServiceConfig } from '../config/chat-service.config';
import { FaqIndex } from '../faq-index/faq-index';
import { FaqUses } from './faq-uses';
import { mostUsed } from './popular-ranking';

const DAY_MS = 86_400_000;
/** Days of conversations that make an FAQ popular, today (UTC) included, as in Insights. */
export const POPULAR_DAYS = 30;

/**
 * Tells the FAQ index which FAQs visitors used most lately: at start and every
 * POPULAR_REFRESH_SECONDS, off the reply path. The window's past days change only when a day
 * ends, so they are counted once a day; each refresh counts today's conversations alone, which
 * stays cheap however long the transcripts are kept.
 */
@Injectable()
export class PopularFaqsRefresh implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PopularFaqsRefresh.name);
  private pastDays?: { today: number; uses: Map<number, number> };
  private running?: Promise<void>;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly uses: FaqUses,
    private readonly index: FaqIndex,
    private readonly clock: Clock,
    private readonly config: ChatServiceConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.refresh(), this.config.POPULAR_REFRESH_SECONDS * 1000);
    this.timer.unref();
    void this.refresh();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One refresh at a time; a failed one keeps the last list and logs why. */
  refresh(): Promise<void> {
    this.running ??= this.count()
      .catch((error) =>
        this.logger.warn(`Popular FAQs not refreshed, will retry: ${(error as Error).message}`),
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async count(): Promise<void> {
    const today = Math.floor(this.clock.now().getTime() / DAY_MS) * DAY_MS;
    if (this.pastDays?.today !== today) {
      const from = new Date(today - (POPULAR_DAYS - 1) * DAY_MS);
      this.pastDays = { today, uses: await this.uses.count(from, new Date(today)) };
    }
    const todays = await this.uses.count(new Date(today), new Date(today + DAY_MS));
    this.index.usePopularity(mostUsed([this.pastDays.uses, todays]));
  }
}
