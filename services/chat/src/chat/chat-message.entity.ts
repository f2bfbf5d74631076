import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export type MessageSender = 'visitor' | 'bot';

/** What a bot reply was: an FAQ's answer (sure or not), a decline, or small talk. */
export type ReplyKind = 'answered' | 'unsure' | 'declined' | 'small-talk';

/**
 * One line of a transcript. session_id is not a foreign key: the web page may fall back to
 * its own 'session-{timestamp}' id when session creation failed, and those are kept too.
 */
@Entity({ name: 'chat_messages' })
@Index(['sessionId', 'createdAt'])
export class ChatMessageEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'session_id', type: 'varchar', length: 100 })
  sessionId: string;

  @Column({ type: 'varchar', length: 10 })
  sender: MessageSender;

  @Column({ type: 'text' })
  text: string;

  /** Bot replies: the FAQ that answered, or null when none did. */
  @Column({ name: 'faq_id', type: 'integer', nullable: true })
  faqId: number | null;

  @Column({ type: 'real', nullable: true })
  score: number | null;

  @Column({ name: 'reply_kind', type: 'varchar', length: 12, nullable: true })
  replyKind: ReplyKind | null;

  /** Bot replies: the visitor's vote (null: none yet). */
  @Column({ type: 'boolean', nullable: true })
  helpful: boolean | null;

  /** Unsure or declined bot replies: the suggested FAQ the visitor clicked next (null: none). */
  @Column({ name: 'chosen_faq_id', type: 'integer', nullable: true })
  chosenFaqId: number | null;

  /** Unsure or declined bot replies: the FAQs offered as buttons (a pick of another is refused). */
  @Column({ name: 'offered_faq_ids', type: 'integer', array: true, nullable: true })
  offeredFaqIds: number[] | null;

  /** Bot replies: the learned message that carried the answer (null: none did). */
  @Column({ name: 'learned_id', type: 'integer', nullable: true })
  learnedId: number | null;

  /** Bot replies: the time from the message's arrival to its reply, before both are kept. */
  @Column({ name: 'latency_ms', type: 'real', nullable: true })
  latencyMs: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
