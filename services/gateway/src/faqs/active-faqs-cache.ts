import { Inject, Injectable } from '@nestjs/common';
import { ServiceClient } from '../transport/service-client';
import { FAQ_CLIENT } from '../transport/service-clients.module';
import { listFaqs } from './list-faqs';

/** Even if a faq.changed is lost (delivery is at most once), the list is this fresh. */
const MAX_AGE_MS = 30_000;

/**
 * The public active-FAQ list, kept serialised in the gateway: every visitor's page asks for
 * it, and it changes only when an admin edits. Dropped on faq.changed; a list fetched while a
 * change was announced is served to the requests that waited for it but not kept.
 */
@Injectable()
export class ActiveFaqsCache {
  private cached?: { body: Promise<Buffer>; fetchedAt: number };
  private generation = 0;

  constructor(@Inject(FAQ_CLIENT) private readonly faq: ServiceClient) {}

  get(): Promise<Buffer> {
    if (this.cached && Date.now() - this.cached.fetchedAt < MAX_AGE_MS) return this.cached.body;
    const generation = this.generation;
    const body = listFaqs(this.faq, true).then((faqs) => Buffer.from(JSON.stringify(faqs)));
    const entry = { body, fetchedAt: Date.now() };
    this.cached = entry;
    body.then(
      () => {
        if (generation !== this.generation && this.cached === entry) this.cached = undefined;
      },
      () => {
        if (this.cached === entry) this.cached = undefined; // a failure is not kept
      },
    );
    return body;
  }

  invalidate(): void {
    this.generation += 1;
    this.cached = undefined;
  }
}
