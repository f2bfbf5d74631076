import { WIDGET_GREETING_MAX, WIDGET_NAME_MAX } from '@caddie/contracts';
import { SchemaObject } from '@nestjs/swagger';

/**
 * What the routes answer, as OpenAPI schemas: the contracts' interfaces (libs/contracts), which
 * have no runtime form to derive them from. tests/integration/openapi.spec.ts checks real
 * answers against these, so they cannot drift from what the API sends.
 */
const text = { type: 'string' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const id = { type: 'integer', minimum: 1 } as const;
const date = { type: 'string', format: 'date-time' } as const;
/** The visitor's click a learned message came from. */
const evidenceSource: SchemaObject = {
  type: 'string',
  enum: ['pick', 'helpful'],
  description: 'pick: a suggestion picked; helpful: its answer rated helpful.',
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function object(
  properties: Record<string, SchemaObject | { $ref: string }>,
  optional: string[] = [],
): SchemaObject {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    additionalProperties: false,
  };
}

/** A request left for the team, as the admin's list shows it (no conversation). */
const HANDOFF_SUMMARY: Record<string, SchemaObject> = {
  id: { type: 'string', format: 'uuid' },
  name: { ...text, nullable: true },
  email: { type: 'string', format: 'email' },
  status: { type: 'string', enum: ['open', 'done'] },
  createdAt: date,
  doneAt: { ...date, nullable: true },
  question: { ...text, maxLength: 200, description: "The visitor's last message, cut." },
  lines: count,
  delivery: {
    ...object({
      state: { type: 'string', enum: ['pending', 'delivered', 'dead'] },
      attempts: count,
      lastError: { ...text, nullable: true },
    }),
    nullable: true,
    description: 'The helpdesk webhook; null when none was configured.',
  },
};

export const RESPONSE_SCHEMAS: Record<string, SchemaObject> = {
  ApiError: {
    ...object(
      {
        statusCode: { type: 'integer' },
        error: text,
        message: { ...text, description: 'What went wrong and what to do about it.' },
        details: {
          type: 'array',
          items: text,
          description: 'A 400 of several broken rules: each of them.',
        },
      },
      ['details'],
    ),
    description:
      'Every error: 400 validation, 401, 403, 404, 409, 413, 429 (with Retry-After), 503.',
  },
  Faq: object({
    id,
    question: text,
    answer: text,
    phrasings: { type: 'array', items: text },
    isActive: { type: 'boolean' },
    createdAt: date,
    updatedAt: date,
  }),
  FaqList: { type: 'array', items: ref('Faq') },
  FaqExport: object({ exportedAt: date, faqs: ref('FaqList') }),
  DeletedFaq: object({ id }),
  ImportResult: object({ message: text, imported: count, removed: count }),
  ChatSession: object({ sessionId: text }),
  ChatSuggestion: object({ faqId: id, question: text }),
  ChatReply: object(
    {
      response: text,
      messageId: { type: 'string', format: 'uuid' },
      suggestions: {
        type: 'array',
        items: ref('ChatSuggestion'),
        maxItems: 4,
        description:
          "The FAQs offered as buttons, likeliest first: an unsure reply's alternatives or a decline's topics (named in its text), or a sure answer's related questions.",
      },
      related: {
        type: 'boolean',
        enum: [true],
        description: 'The suggestions are related questions under a sure answer.',
      },
      offerHandoff: {
        type: 'boolean',
        enum: [true],
        description: 'On a decline or a request for a person: offer to leave the question.',
      },
    },
    ['suggestions', 'related', 'offerHandoff'],
  ),
  PopularFaqList: { type: 'array', items: object({ id, question: text }), maxItems: 4 },
  WidgetSettings: object({
    name: { type: 'string', maxLength: WIDGET_NAME_MAX },
    greeting: { type: 'string', maxLength: WIDGET_GREETING_MAX },
  }),
  ChatFeedback: object({
    messageId: { type: 'string', format: 'uuid' },
    helpful: { type: 'boolean' },
  }),
  LoginResult: object({ success: { type: 'boolean' } }),
  LogoutResult: object({ success: { type: 'boolean', enum: [true] } }),
  AuthStatus: object({ isAuthenticated: { type: 'boolean' }, adminEnabled: { type: 'boolean' } }),
  InsightsSummary: object({
    from: text,
    to: text,
    days: {
      type: 'array',
      items: object({ date: text, conversations: count, messages: count }),
    },
    answered: count,
    declined: count,
    helpful: count,
    notHelpful: count,
    helpfulRate: { type: 'number', minimum: 0, maximum: 1, nullable: true },
    handoffs: object({ left: count, open: count }),
    topFaqs: {
      type: 'array',
      items: object({ faqId: id, question: { ...text, nullable: true }, served: count }),
    },
    unanswered: {
      type: 'array',
      items: object({
        question: text,
        variants: { type: 'array', items: text },
        count,
        declined: count,
        notHelpful: count,
        lastAskedAt: date,
        chosenFaq: {
          ...object({ faqId: id, question: { ...text, nullable: true }, count }),
          nullable: true,
        },
      }),
    },
    retentionDays: count,
  }),
  FaqUsageList: {
    type: 'array',
    items: object({ faqId: id, served: count, lastServedAt: date }),
  },
  HandoffReceipt: object({ id: { type: 'string', format: 'uuid' }, message: text }),
  HandoffSummary: object(HANDOFF_SUMMARY),
  HandoffRequest: object({
    ...HANDOFF_SUMMARY,
    transcript: {
      type: 'array',
      items: object({ sender: { type: 'string', enum: ['visitor', 'bot'] }, text, at: date }),
    },
  }),
  HandoffPage: object({
    requests: { type: 'array', items: ref('HandoffSummary'), maxItems: 50 },
    nextCursor: { ...text, nullable: true, description: 'Pass as ?cursor= for the next page.' },
  }),
  ErasedHandoff: object({ id: { type: 'string', format: 'uuid' } }),
  LearningReview: object({
    mode: { type: 'string', enum: ['off', 'review', 'auto'] },
    faqs: {
      type: 'array',
      items: object({
        faqId: id,
        question: { ...text, nullable: true },
        messages: {
          type: 'array',
          items: object({
            id,
            text,
            pickedAt: date,
            source: evidenceSource,
            unhelpfulVotes: count,
          }),
        },
      }),
    },
  }),
  LearnedPhrasing: object({
    id,
    faqId: id,
    question: { ...text, nullable: true },
    text,
    pickedAt: date,
    source: evidenceSource,
    sessionId: { ...text, nullable: true, description: 'Null once the transcript is deleted.' },
    decidedBy: { type: 'string', enum: ['admin', 'auto'] },
    decidedAt: date,
    unhelpfulVotes: count,
  }),
  LearnedPhrasingList: { type: 'array', items: ref('LearnedPhrasing') },
  AcceptedLearning: object({ faqId: id, accepted: count }),
  DroppedLearning: object({ id }),
};

/** The response schema by its name in RESPONSE_SCHEMAS. */
export function responseSchema(name: keyof typeof RESPONSE_SCHEMAS & string): { $ref: string } {
  return ref(name);
}
