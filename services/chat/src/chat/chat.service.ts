import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Decision, FaqText, composeReply } from '@caddie/answer-engine';
import { ChatReply, ChatSession, SendChatMessageDto, SuggestionChoiceDto } from '@caddie/contracts';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { ChatServiceConfig } from '../config/chat-service.config';
import { FaqIndex } from '../faq-index/faq-index';
import { ChatSessionEntity } from './chat-session.entity';
import { ReplyKind } from './chat-message.entity';
import { GroundedReplyWriter } from '../grounded-reply/grounded-reply-writer';
import { VisitorPicks } from '../learning/visitor-picks';
import { chatReplies } from './reply-metrics';
import { visitorPicks } from '../learning/pick-metrics';
import { chosenAnswer, suggestionsFor } from './suggestions';
import { Transcript } from './transcript';
import { CandidateChooser } from '../model-choice/candidate-chooser';
import { MessageEmbedding } from '../embeddings/message-embedding';

const REPLY_KINDS: Record<Decision['kind'], ReplyKind> = {
  confident: 'answered',
  unsure: 'unsure',
  none: 'declined',
  'small-talk': 'small-talk',
};

@Injectable()
export class ChatService {
  private readonly logger = new Logger(ChatService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly index: FaqIndex,
    private readonly config: ChatServiceConfig,
    private readonly writer: GroundedReplyWriter,
    private readonly transcript: Transcript,
    private readonly picks: VisitorPicks,
    private readonly chooser: CandidateChooser,
    private readonly messageEmbedding: MessageEmbedding,
  ) {}

  async createSession(): Promise<ChatSession> {
    const id = randomUUID();
    await this.dataSource.getRepository(ChatSessionEntity).insert({ id });
    return { sessionId: id };
  }

  /**
   * Answers (reading the session's last exchange for follow-ups), then keeps both lines of the
   * exchange with the FAQ that answered, its confidence and how long the answer took. A
   * suggestion the visitor clicked is answered with its FAQ, and kept against the reply that
   * offered it; the message that reply answered is evidence for the FAQ (learning/). Each
   * reply keeps the FAQs it offers, the only ones a later pick may name.
   */
  async reply({ message, sessionId, choice }: SendChatMessageDto): Promise<ChatReply> {
    const started = performance.now();
    // One embedding call per typed message at most, within EMBEDDING_TIMEOUT_MS (embeddings/),
    // asked for at once: the endpoint's time runs beside the transcript's read, not after it.
    const embedding = choice ? undefined : this.messageEmbedding.of(message);
    const [context, chosen] = await Promise.all([
      this.transcript.lastExchange(sessionId),
      choice ? this.takeChoice(sessionId, choice) : undefined,
    ]);
    // A choice that cannot be taken is answered as typed, so it is embedded after all.
    const vector = chosen ? undefined : await (embedding ?? this.messageEmbedding.of(message));
    const engine = chosen ? chosenAnswer(chosen) : this.index.decide(message, context, vector);
    const picked = await this.chooser.choose(message, engine);
    const decision = picked?.decision ?? engine;
    const reply = composeReply(
      decision,
      this.config.shopProfile,
      this.index.popularFaqs.map((faq) => faq.question),
    );
    // A reply the model picked among is never reworded: one call to it per message at most.
    if (!picked && (decision.kind === 'confident' || decision.kind === 'unsure')) {
      const written = await this.writer.write(message, [decision.hit.faq, ...decision.related]);
      if (written) reply.text = written;
    }
    const latencyMs = performance.now() - started;
    const suggestions = suggestionsFor(decision, this.index.popularFaqs);
    const botMessageId = randomUUID();
    const visitorAt = new Date();
    await this.transcript.append([
      { id: randomUUID(), sessionId, sender: 'visitor', text: message, createdAt: visitorAt },
      {
        id: botMessageId,
        sessionId,
        sender: 'bot',
        text: reply.text,
        faqId: reply.faqId,
        score: reply.score,
        replyKind: REPLY_KINDS[decision.kind],
        latencyMs,
        offeredFaqIds: suggestions.length > 0 ? suggestions.map((offered) => offered.faqId) : null,
        learnedId: 'hit' in decision ? (decision.hit.learnedId ?? null) : null,
        createdAt: new Date(visitorAt.getTime() + 1),
      },
    ]);
    chatReplies.inc({ outcome: REPLY_KINDS[decision.kind] });
    return {
      response: reply.text,
      messageId: botMessageId,
      ...(suggestions.length > 0 ? { suggestions } : {}),
      ...(suggestions.length > 0 && decision.kind === 'confident' ? { related: true } : {}),
      ...(offersHandoff(decision) ? { offerHandoff: true } : {}),
    };
  }

  /**
   * The chosen FAQ, once the choice is kept and learned from; undefined (the message is
   * answered as typed, and nothing is kept or learned) when the FAQ is no longer active, or
   * the reply it names is not one of this session's or did not offer that FAQ.
   */
  private async takeChoice(
    sessionId: string,
    { faqId, messageId }: SuggestionChoiceDto,
  ): Promise<FaqText | undefined> {
    const faq = this.index.faqOf(faqId);
    const kept = faq && (await this.transcript.recordChoice(sessionId, messageId, faqId));
    if (!kept) {
      visitorPicks.inc({ outcome: 'refused' });
      return undefined;
    }
    const pick = {
      sessionId,
      faqId,
      asked: kept.asked,
      sourceMessageId: messageId,
      source: 'pick' as const,
    };
    // Learning never stands in the visitor's way: the chosen answer goes out whatever happens.
    const outcome = await this.picks.learnFrom(pick).catch((error: Error) => {
      this.logger.warn(`Could not learn from a pick of FAQ ${faqId}: ${error.message}`);
      return 'failed' as const;
    });
    visitorPicks.inc({ outcome });
    return faq;
  }
}

/** Where a person would help: the assistant declined, or the visitor asked for one. */
function offersHandoff(decision: Decision): boolean {
  return (
    decision.kind === 'none' || (decision.kind === 'small-talk' && decision.smallTalk === 'human')
  );
}
