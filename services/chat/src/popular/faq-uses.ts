import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** FAQs read per count: enough that inactive ones among the top still leave plenty. */
const MOST_USED_READ = 200;

/**
 * How many conversations used each FAQ in a time window, read from the transcript: each reply
 * that answered with it (sure or not), and each pick of it from a reply's suggestions. A reply
 * passed over for a suggestion counts for the FAQ picked, not its own; a conversation counts
 * once per FAQ, so no visitor makes an FAQ popular by asking again and again.
 */
@Injectable()
export class FaqUses {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** From `from` up to (not including) `to`: the most used FAQs only, by id. */
  async count(from: Date, to: Date): Promise<Map<number, number>> {
    const rows: { id: number; conversations: number }[] = await this.dataSource.query(
      `SELECT COALESCE(chosen_faq_id, faq_id) AS id,
              count(DISTINCT session_id)::int AS conversations
         FROM chat_messages
        WHERE sender = 'bot' AND created_at >= $1 AND created_at < $2
          AND (chosen_faq_id IS NOT NULL
               OR (faq_id IS NOT NULL AND reply_kind IN ('answered', 'unsure')))
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${MOST_USED_READ}`,
      [from, to],
    );
    return new Map(rows.map(({ id, conversations }) => [id, conversations]));
  }
}
