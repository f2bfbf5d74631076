/**
 * Learning from visitors: a visitor who picks a suggested FAQ under an unsure or declined reply,
 * or rates an answer helpful, says what the message they typed before meant. The chat service
 * keeps that message as evidence for the FAQ; learned, the engine matches it
 * (LEARNING=off|review|auto).
 */
export type LearningMode = 'off' | 'review' | 'auto';

/** The visitor's click a message was learned from: a suggestion picked, or an answer rated helpful. */
export type EvidenceSource = 'pick' | 'helpful';

/** Who made a visitor's message a learned phrasing: the admin, or auto mode. */
export type LearningDecider = 'admin' | 'auto';

/** A visitor's message waiting for the admin's Accept or Reject. */
export interface VisitorEvidence {
  id: number;
  /** As the visitor typed it, less any email, phone number, URL or order number. */
  text: string;
  /** ISO 8601: when the visitor picked the FAQ (or rated its answer helpful). */
  pickedAt: string;
  source: EvidenceSource;
  /** Not-helpful votes it drew while learned (it came back for review because of them). */
  unhelpfulVotes: number;
}

/** The visitors' messages waiting for one FAQ, newest first. */
export interface PendingLearningGroup {
  faqId: number;
  /** The FAQ's question as the chat knows it; null if it is inactive or deleted. */
  question: string | null;
  messages: VisitorEvidence[];
}

/** GET /api/learning/pending: the mode in force, and what waits for review, per FAQ. */
export interface LearningReview {
  mode: LearningMode;
  faqs: PendingLearningGroup[];
}

/** A visitor's message the engine matches now, and where it came from. */
export interface LearnedPhrasing {
  id: number;
  faqId: number;
  question: string | null;
  text: string;
  /** ISO 8601: when a visitor picked the FAQ after typing it (or rated its answer helpful). */
  pickedAt: string;
  source: EvidenceSource;
  /** The chat session it came from; null once the transcripts' retention removed the link. */
  sessionId: string | null;
  decidedBy: LearningDecider;
  /** ISO 8601: when it was accepted, by the admin or automatically. */
  decidedAt: string;
  unhelpfulVotes: number;
}

/** What Accept all did: every message waiting for the FAQ is learned. */
export interface AcceptedLearning {
  faqId: number;
  accepted: number;
}

/** A visitor's message rejected or removed: the engine no longer matches it. */
export interface DroppedLearning {
  id: number;
}
