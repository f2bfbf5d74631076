import { Inject, Injectable } from '@nestjs/common';
import { CHAT_PATTERNS, PopularFaq } from '@caddie/contracts';
import { ServiceClient } from '../transport/service-client';
import { CHAT_CLIENT } from '../transport/service-clients.module';

/**
 * Every chat page asks for it, and the chat service counts it again only every minute or so:
 * this long, one answer serves them all, and an FAQ an admin switched off leaves the page's
 * chips within it.
 */
const MAX_AGE_MS = 10_000;

/** The popular FAQs, kept briefly in the gateway; requests that come together share one ask. */
@Injectable()
export class PopularFaqsCache {
  private cached?: { faqs: Promise<PopularFaq[]>; fetchedAt: number };

  constructor(@Inject(CHAT_CLIENT) private readonly chat: ServiceClient) {}

  get(): Promise<PopularFaq[]> {
    if (this.cached && Date.now() - this.cached.fetchedAt < MAX_AGE_MS) return this.cached.faqs;
    const entry = {
      faqs: this.chat.send<PopularFaq[]>(CHAT_PATTERNS.POPULAR),
      fetchedAt: Date.now(),
    };
    this.cached = entry;
    entry.faqs.catch(() => {
      if (this.cached === entry) this.cached = undefined; // a failure is not kept
    });
    return entry.faqs;
  }
}
