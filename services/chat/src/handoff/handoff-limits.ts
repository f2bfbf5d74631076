import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { EntityManager } from 'typeorm';
import { ChatServiceConfig } from '../config/chat-service.config';

/**
 * The address the per-email limit counts: case and a "+tag" do not make another inbox
 * (ann+1@example.com reaches ann@example.com), so they do not make another budget.
 */
export function emailKey(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, '@');
}

/** "about 3 hours", "about 12 minutes": a wait a visitor can act on. */
export function aboutHowLong(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 90) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `about ${Math.round(minutes / 60)} hours`;
}

/**
 * Per email address and for the whole shop, counted from the requests table itself: only
 * requests that were kept count (a flood of refused ones takes nobody's budget), every
 * replica and both modes read the same counts, and a shop's budget is its own even where
 * several stacks share one Redis. Callers hold the handoff lock, so the counts are exact.
 */
@Injectable()
export class HandoffLimits {
  constructor(private readonly config: ChatServiceConfig) {}

  /** Throws HANDOFF_LIMITED, with how long to wait, when either budget is spent. */
  async check(manager: EntityManager, key: string): Promise<void> {
    // The newest request that would be over the budget: while it is in the window, wait.
    const [{ email_wait, shop_wait }]: { email_wait: number | null; shop_wait: number | null }[] =
      await manager.query(
        `SELECT
           (SELECT ceil(extract(epoch FROM created_at + interval '1 day' - now()))::int
              FROM handoff_requests WHERE email_key = $1 AND created_at > now() - interval '1 day'
             ORDER BY created_at DESC OFFSET $2 - 1 LIMIT 1) AS email_wait,
           (SELECT ceil(extract(epoch FROM created_at + interval '1 hour' - now()))::int
              FROM handoff_requests WHERE created_at > now() - interval '1 hour'
             ORDER BY created_at DESC OFFSET $3 - 1 LIMIT 1) AS shop_wait`,
        [key, this.config.HANDOFF_MAX_PER_EMAIL_PER_DAY, this.config.HANDOFF_MAX_PER_HOUR],
      );
    const contact = this.config.shopProfile.supportContact;
    if (email_wait !== null) {
      throw new DomainError(
        ErrorCode.HANDOFF_LIMITED,
        `This email address has already left ${this.config.HANDOFF_MAX_PER_EMAIL_PER_DAY} questions for our team today, and they will answer by email. To add something, reply to their email; or leave a new question in ${aboutHowLong(email_wait)}, or contact ${contact}.`,
        Math.max(1, email_wait),
      );
    }
    if (shop_wait !== null) {
      throw new DomainError(
        ErrorCode.HANDOFF_LIMITED,
        `Our team is receiving more questions than usual right now. Try again in ${aboutHowLong(shop_wait)}, or contact ${contact}.`,
        Math.max(1, shop_wait),
      );
    }
  }
}
