import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MissedQuestion } from './group-questions';

/** The most recent missed questions read for grouping: enough for a month of a busy shop. */
const MISSED_QUESTIONS_READ = 5000;
const TOP_FAQS = 10;

export interface Window {
  from: Date;
  to: Date;
}

/** The SQL behind the insights: plain aggregates over chat_messages in a time window. */
@Injectable()
export class TranscriptFigures {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Per UTC day with visitor messages: distinct sessions and messages. */
  async activityByDay({ from, to }: Window): Promise<Map<string, [number, number]>> {
    const rows: { day: string; conversations: number; messages: number }[] =
      await this.dataSource.query(
        `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
                count(DISTINCT session_id)::int AS conversations, count(*)::int AS messages
           FROM chat_messages
          WHERE sender = 'visitor' AND created_at >= $1 AND created_at < $2
          GROUP BY 1`,
        [from, to],
      );
    return new Map(rows.map((row) => [row.day, [row.conversations, row.messages]]));
  }

  async outcomes({ from, to }: Window): Promise<{
    answered: number;
    declined: number;
    helpful: number;
    notHelpful: number;
  }> {
    const [row] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE reply_kind IN ('answered', 'unsure'))::int AS answered,
              count(*) FILTER (WHERE reply_kind = 'declined')::int AS declined,
              count(*) FILTER (WHERE helpful)::int AS helpful,
              count(*) FILTER (WHERE NOT helpful)::int AS "notHelpful"
         FROM chat_messages
        WHERE sender = 'bot' AND created_at >= $1 AND created_at < $2`,
      [from, to],
    );
    return row;
  }

  /** Questions left for the team in the window, and how many of them are still open. */
  async handoffs({ from, to }: Window): Promise<{ left: number; open: number }> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS "left", count(*) FILTER (WHERE status = 'open')::int AS open
         FROM handoff_requests WHERE created_at >= $1 AND created_at < $2`,
      [from, to],
    );
    return row;
  }

  async topFaqs({ from, to }: Window): Promise<{ faqId: number; served: number }[]> {
    return this.dataSource.query(
      `SELECT faq_id AS "faqId", count(*)::int AS served
         FROM chat_messages
        WHERE sender = 'bot' AND faq_id IS NOT NULL AND created_at >= $1 AND created_at < $2
        GROUP BY faq_id ORDER BY served DESC, faq_id LIMIT ${TOP_FAQS}`,
      [from, to],
    );
  }

  /**
   * The visitor's question behind each declined or not-helpful reply, or unsure reply passed
   * over for a suggestion (only unsure and declined replies keep a choice), latest first.
   */
  async missedQuestions({ from, to }: Window): Promise<MissedQuestion[]> {
    const rows: {
      text: string;
      declined: boolean;
      helpful: boolean | null;
      faq_id: number | null;
      chosen_faq_id: number | null;
      asked_at: Date;
    }[] = await this.dataSource.query(
      `SELECT asked.text, bot.reply_kind = 'declined' AS declined, bot.helpful, bot.faq_id,
              bot.chosen_faq_id, asked.created_at AS asked_at
         FROM chat_messages bot
         CROSS JOIN LATERAL (
           SELECT text, created_at FROM chat_messages
            WHERE session_id = bot.session_id AND sender = 'visitor'
              AND created_at <= bot.created_at
            ORDER BY created_at DESC LIMIT 1
         ) AS asked
        WHERE bot.sender = 'bot' AND bot.created_at >= $1 AND bot.created_at < $2
          AND (bot.reply_kind = 'declined' OR bot.helpful = false OR bot.chosen_faq_id IS NOT NULL)
        ORDER BY bot.created_at DESC LIMIT ${MISSED_QUESTIONS_READ}`,
      [from, to],
    );
    return rows.map((row) => ({
      text: row.text,
      reason: row.declined
        ? 'declined'
        : row.helpful === false
          ? 'not-helpful'
          : 'chose-suggestion',
      faqId: row.declined ? null : row.faq_id,
      chosenFaqId: row.chosen_faq_id,
      askedAt: new Date(row.asked_at),
    }));
  }

  /** Every FAQ served in the transcripts kept: how often, and when last. */
  async faqUsage(): Promise<{ faqId: number; served: number; lastServedAt: Date }[]> {
    return this.dataSource.query(
      `SELECT faq_id AS "faqId", count(*)::int AS served, max(created_at) AS "lastServedAt"
         FROM chat_messages
        WHERE faq_id IS NOT NULL
        GROUP BY faq_id`,
    );
  }
}
