import { ConversationContext } from '../answers/answer-engine';
import { DataSource } from 'typeorm';
import { ChatMessageEntity } from './chat-message.entity';

/** The session's last exchange: what the visitor asked and which FAQ answered it. */
export async function conversationContext(
  dataSource: DataSource,
  sessionId: string,
): Promise<ConversationContext> {
  const last = await dataSource.getRepository(ChatMessageEntity).find({
    where: { sessionId },
    order: { createdAt: 'DESC' },
    take: 2,
  });
  const visitor = last.find((message) => message.sender === 'visitor');
  const bot = last.find((message) => message.sender === 'bot');
  return { previousQuestion: visitor?.text, previousFaqId: bot?.faqId ?? null };
}
