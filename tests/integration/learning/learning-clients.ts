import type { LearnedPhrasing, LearningReview, VisitorEvidence } from '@caddie/contracts';
import { ApiClient } from '../../support/http-client';
import { TEST_ADMIN_PASSWORD, TestStack } from '../../support/test-stack';

export interface Suggestion {
  faqId: number;
  question: string;
}

/** A reply that offered FAQs as buttons, and the message it answered. */
export interface OfferedReply {
  message: string;
  messageId: string;
  response: string;
  suggestions: Suggestion[];
}

const CONSONANTS = 'bdfgklmnprstvz';
const VOWELS = 'aeiou';
const letter = (from: string) => from[Math.floor(Math.random() * from.length)];

/**
 * A question of made-up words, new on every call: no FAQ knows them, so the reply declines and
 * offers the popular FAQs as buttons, and no earlier test has taught them.
 */
export function madeUpQuestion(): string {
  const word = () => Array.from({ length: 4 }, () => letter(CONSONANTS) + letter(VOWELS)).join('');
  return `Do you have ${word()} ${word()} ${word()}?`;
}

/**
 * A made-up question asked and its first suggestion picked (by `visitor`, or a new one): kept
 * for review in LEARNING=review.
 */
export async function pickMadeUp(stack: TestStack, visitor?: Visitor) {
  const asking = visitor ?? (await Visitor.start(stack));
  const offered = await asking.askOffered(madeUpQuestion());
  await asking.pick(offered);
  return { visitor: asking, offered, faqId: offered.suggestions[0].faqId };
}

/** One visitor in one chat session. */
export class Visitor {
  private constructor(
    readonly client: ApiClient,
    readonly sessionId: string,
  ) {}

  static async start(stack: TestStack): Promise<Visitor> {
    const client = new ApiClient(stack.baseUrl);
    const { sessionId } = (await client.post('/api/chat/session')).json as { sessionId: string };
    return new Visitor(client, sessionId);
  }

  async ask(message: string) {
    const reply = await this.client.post('/api/chat', { message, sessionId: this.sessionId });
    expect(reply.status).toBe(200);
    return reply.json as {
      response: string;
      messageId: string;
      suggestions?: Suggestion[];
      related?: true;
    };
  }

  /** Asks the first of `messages` the engine answers with buttons. */
  async askOffered(...messages: string[]): Promise<OfferedReply> {
    for (const message of messages) {
      const reply = await this.ask(message);
      if (reply.suggestions?.length) return { message, ...reply, suggestions: reply.suggestions };
    }
    throw new Error(`The engine offered no FAQs as buttons for any of: ${messages.join(' | ')}`);
  }

  /** Asks the first of `messages` the engine answers with an FAQ, and which FAQ it was. */
  async askAnswered(answers: Map<number, string>, ...messages: string[]) {
    for (const message of messages) {
      const reply = await this.ask(message);
      const faqId = [...answers].find(([, answer]) => answer === reply.response)?.[0];
      if (faqId !== undefined) return { message, messageId: reply.messageId, faqId };
    }
    throw new Error(`The engine answered none of: ${messages.join(' | ')}`);
  }

  /** Rates a reply helpful or not helpful. */
  async rate(messageId: string, helpful: boolean): Promise<void> {
    const response = await this.client.post('/api/chat/feedback', { messageId, helpful });
    expect(response.status).toBe(200);
  }

  /** Clicks a suggestion: its question as the message, with the choice. */
  async pick(offered: OfferedReply, faqId = offered.suggestions[0].faqId) {
    const question = offered.suggestions.find((each) => each.faqId === faqId)?.question;
    if (!question) throw new Error(`FAQ ${faqId} was not offered for "${offered.message}"`);
    const reply = await this.client.post('/api/chat', {
      message: question,
      sessionId: this.sessionId,
      choice: { faqId, messageId: offered.messageId },
    });
    expect(reply.status).toBe(200);
    return reply.json as { response: string; suggestions?: Suggestion[]; related?: true };
  }
}

/** The signed-in admin's side of learning. */
export class LearningAdmin {
  private constructor(readonly client: ApiClient) {}

  static async signIn(stack: TestStack): Promise<LearningAdmin> {
    const client = new ApiClient(stack.baseUrl);
    await client.signIn(TEST_ADMIN_PASSWORD);
    return new LearningAdmin(client);
  }

  async pending(): Promise<LearningReview> {
    const response = await this.client.get('/api/learning/pending');
    expect(response.status).toBe(200);
    return response.json as LearningReview;
  }

  async learned(): Promise<LearnedPhrasing[]> {
    const response = await this.client.get('/api/learning/learned');
    expect(response.status).toBe(200);
    return response.json as LearnedPhrasing[];
  }

  /** The waiting evidence with exactly this text, and the FAQ it waits for. */
  async waiting(text: string): Promise<(VisitorEvidence & { faqId: number }) | undefined> {
    for (const group of (await this.pending()).faqs) {
      const found = group.messages.find((message) => message.text === text);
      if (found) return { ...found, faqId: group.faqId };
    }
    return undefined;
  }

  async learnedWith(text: string): Promise<LearnedPhrasing | undefined> {
    return (await this.learned()).find((phrasing) => phrasing.text === text);
  }

  accept = (id: number) => this.client.post(`/api/learning/${id}/accept`);
  reject = (id: number) => this.client.post(`/api/learning/${id}/reject`);
  acceptAll = (faqId: number) => this.client.post(`/api/learning/faqs/${faqId}/accept-all`);
  remove = (id: number) => this.client.delete(`/api/learning/${id}`);
}

/** How many learned messages the chat service behind this health port hands its engine. */
export async function learnedInEngine(healthPort: number): Promise<number> {
  const report = await (await fetch(`http://127.0.0.1:${healthPort}/health/ready`)).json();
  return report.details['faq-index'].learned as number;
}

/** The active FAQs' answers by id, as the page reads them. */
export async function answersById(stack: TestStack): Promise<Map<number, string>> {
  const faqs = (await new ApiClient(stack.baseUrl).get('/api/faqs/active')).json as {
    id: number;
    answer: string;
  }[];
  return new Map(faqs.map((faq) => [faq.id, faq.answer]));
}
