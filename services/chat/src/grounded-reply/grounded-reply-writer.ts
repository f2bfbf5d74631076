import { Injectable, Logger } from '@nestjs/common';
import { FaqText } from '../search/faq-text';
import { ChatServiceConfig } from '../config/chat-service.config';

const SYSTEM_PROMPT = [
  "You are a golf shop's customer support assistant.",
  'Answer the customer using only the FAQ answers below, in two or three short sentences.',
  'Keep any links, prices and time limits exactly as written.',
  'If the FAQ answers do not cover the question, say so and do not guess.',
].join(' ');

/** The part of an OpenAI-compatible chat-completions response this reads. */
interface Completion {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * Optional: turns the retrieved FAQ answers into one reply through an OpenAI-compatible
 * chat-completions endpoint, grounded only in those answers. Off unless LLM_BASE_URL and
 * LLM_MODEL are set. Any failure, or no answer within LLM_TIMEOUT_MS, returns null and the
 * caller keeps the retrieval answer: the model can only ever make a reply better-worded.
 */
@Injectable()
export class GroundedReplyWriter {
  private readonly logger = new Logger(GroundedReplyWriter.name);

  constructor(private readonly config: ChatServiceConfig) {}

  get enabled(): boolean {
    return Boolean(this.config.LLM_BASE_URL && this.config.LLM_MODEL);
  }

  async write(message: string, faqs: FaqText[]): Promise<string | null> {
    if (!this.enabled || faqs.length === 0) return null;
    const sources = faqs
      .map((faq, i) => `FAQ ${i + 1}\nQuestion: ${faq.question}\nAnswer: ${faq.answer}`)
      .join('\n\n');
    try {
      const response = await fetch(
        `${this.config.LLM_BASE_URL!.replace(/\/+$/, '')}/chat/completions`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.config.LLM_API_KEY
              ? { authorization: `Bearer ${this.config.LLM_API_KEY}` }
              : {}),
          },
          body: JSON.stringify({
            model: this.config.LLM_MODEL,
            temperature: 0,
            max_tokens: 300,
            messages: [
              { role: 'system', content: `${SYSTEM_PROMPT}\n\n${sources}` },
              { role: 'user', content: message },
            ],
          }),
          signal: AbortSignal.timeout(this.config.LLM_TIMEOUT_MS),
        },
      );
      if (!response.ok) throw new Error(`the endpoint answered HTTP ${response.status}`);
      const content = ((await response.json()) as Completion).choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') {
        throw new Error('the endpoint answered without a message');
      }
      return content.trim();
    } catch (error) {
      this.logger.warn(
        `Language model reply skipped, FAQ answer used: ${(error as Error).message}`,
      );
      return null;
    }
  }
}
