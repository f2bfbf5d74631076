import {
  EvidenceSource,
  LearnedPhrasing,
  LearningDecider,
  VisitorEvidence,
} from '@caddie/contracts';

export type LearnedStatus = 'pending' | 'learned' | 'rejected';

/** A learned_messages row as Postgres returns it. */
export interface LearnedRow {
  id: number;
  faq_id: number;
  text: string;
  session_id: string | null;
  status: LearnedStatus;
  source: EvidenceSource;
  decided_by: LearningDecider | null;
  unhelpful_votes: number;
  created_at: Date;
  decided_at: Date | null;
}

export const LEARNED_COLUMNS =
  'id, faq_id, text, session_id, status, source, decided_by, unhelpful_votes, created_at, decided_at';

const iso = (at: Date) => new Date(at).toISOString();

export function toEvidence(row: LearnedRow): VisitorEvidence {
  return {
    id: row.id,
    text: row.text,
    pickedAt: iso(row.created_at),
    source: row.source,
    unhelpfulVotes: row.unhelpful_votes,
  };
}

export function toLearnedPhrasing(row: LearnedRow, question: string | null): LearnedPhrasing {
  return {
    id: row.id,
    faqId: row.faq_id,
    question,
    text: row.text,
    pickedAt: iso(row.created_at),
    source: row.source,
    sessionId: row.session_id,
    decidedBy: row.decided_by ?? 'admin',
    decidedAt: iso(row.decided_at ?? row.created_at),
    unhelpfulVotes: row.unhelpful_votes,
  };
}
