import { FaqText, completeChat } from '@caddie/answer-engine';
import { Injectable, Logger } from '@nestjs/common';
import { ChatServiceConfig } from '../config/chat-service.config';

const INSTRUCTIONS = [
  'Answer the customer using only the FAQ answers below, in two or three short sentences.',
  'Keep any links, prices and time limits exactly as written.',
  'If the FAQ answers do not cover the question, say so and do not guess.',
].join(' ');

/** Two or three sentences, with room to spare. */
const MAX_TOKENS = 300;

/**
 * Optional: turns the retrieved FAQ answers into one reply through an OpenAI-compatible
 * chat-completions endpoint, grounded only in those answers. Off unless LLM_BASE_URL and
 * LLM_MODEL are set. Any failure, or no answer within LLM_TIMEOUT_MS, returns null and the
 * caller keeps the retrieval answer: the model can only ever make a reply better-worded.
 */
@Injectable()
export class GroundedReplyWriter {
  private readonly logger = new Logger(GroundedReplyWriter.name);

  /** Who the model speaks as: the shop profile's assistant. */
  private readonly systemPrompt: string;

  constructor(private readonly config: ChatServiceConfig) {
    this.systemPrompt = `You are ${config.shopProfile.assistant.persona}. ${INSTRUCTIONS}`;
  }

  get enabled(): boolean {
    return this.config.chatModelEndpoint !== undefined;
  }

  async write(message: string, faqs: FaqText[]): Promise<string | null> {
    const endpoint = this.config.chatModelEndpoint;
    if (!endpoint || faqs.length === 0) return null;
    const sources = faqs
      .map((faq, i) => `FAQ ${i + 1}\nQuestion: ${faq.question}\nAnswer: ${faq.answer}`)
      .join('\n\n');
    try {
      const content = await completeChat(
        endpoint,
        [
          { role: 'system', content: `${this.systemPrompt}\n\n${sources}` },
          { role: 'user', content: message },
        ],
        MAX_TOKENS,
      );
      if (content.trim() === '') throw new Error('the endpoint answered without a message');
      return content.trim();
    } catch (error) {
      this.logger.warn(
        `Language model reply skipped, FAQ answer used: ${(error as Error).message}`,
      );
      return null;
    }
  }
}
