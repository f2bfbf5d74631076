import { Counter } from 'prom-client';
import { ReplyKind } from './chat-message.entity';

/** Replies by outcome: answered, unsure, declined or small-talk (as kept in transcripts). */
export const chatReplies = new Counter({
  name: 'caddie_chat_replies_total',
  help: 'Chat replies by outcome: answered, unsure, declined, small-talk',
  labelNames: ['outcome'] as const,
});

/** Every outcome shows from the start, at 0, so a rate over it never reads "no data". */
const OUTCOMES: ReplyKind[] = ['answered', 'unsure', 'declined', 'small-talk'];
for (const outcome of OUTCOMES) chatReplies.inc({ outcome }, 0);
