import { jsonResponse } from '../../../test/fake-response';
import type { LearnedPhrasing, LearningReview } from '../types';
import { rentalsFaq, returnsFaq } from './insights-fixture';

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** Two visitor messages waiting for the returns FAQ, one for a deleted FAQ. */
export function learningReviewFixture(changes: Partial<LearningReview> = {}): LearningReview {
  return {
    mode: 'review',
    faqs: [
      {
        faqId: returnsFaq.id,
        question: returnsFaq.question,
        messages: [
          {
            id: 11,
            text: 'can i bring it back',
            pickedAt: hoursAgo(2),
            source: 'pick',
            unhelpfulVotes: 0,
          },
          {
            id: 12,
            text: 'send back a glove',
            pickedAt: hoursAgo(26),
            source: 'helpful',
            unhelpfulVotes: 2,
          },
        ],
      },
      {
        faqId: 99,
        question: null,
        messages: [
          { id: 13, text: 'gift wrap?', pickedAt: hoursAgo(5), source: 'pick', unhelpfulVotes: 0 },
        ],
      },
    ],
    ...changes,
  };
}

/**
 * A phrasing learned automatically from a pick, and one the admin accepted for an inactive FAQ
 * from a helpful vote.
 */
export function learnedFixture(): LearnedPhrasing[] {
  return [
    {
      id: 21,
      faqId: returnsFaq.id,
      question: returnsFaq.question,
      text: 'money back on clubs',
      pickedAt: hoursAgo(3),
      source: 'pick',
      sessionId: '5f0c7a8e-1111-4222-8333-944445555666',
      decidedBy: 'auto',
      decidedAt: hoursAgo(3),
      unhelpfulVotes: 1,
    },
    {
      id: 22,
      faqId: rentalsFaq.id,
      question: null,
      text: 'hire a set for the weekend',
      pickedAt: hoursAgo(24 * 100),
      source: 'helpful',
      sessionId: null,
      decidedBy: 'admin',
      decidedAt: hoursAgo(1),
      unhelpfulVotes: 0,
    },
  ];
}

/** The two learning reads of the Insights panel, answered with the fixtures above. */
export function learningRoutes(
  review: LearningReview = learningReviewFixture(),
  learned: LearnedPhrasing[] = learnedFixture(),
) {
  return {
    'GET /api/learning/pending': () => jsonResponse(review),
    'GET /api/learning/learned': () => jsonResponse(learned),
  };
}
