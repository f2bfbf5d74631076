import { IsBoolean, IsUUID } from 'class-validator';
import { InOrder } from '../validation/text-rules';

/** POST /api/chat/feedback: a visitor's vote on one bot reply; voting again changes it. */
export class ChatFeedbackDto {
  @InOrder(
    IsUUID('all', {
      message: 'messageId must be the messageId of a reply from POST /api/chat.',
    }),
  )
  messageId: string;

  @IsBoolean({ message: 'helpful must be true (helpful) or false (not helpful).' })
  helpful: boolean;
}

export interface ChatFeedback {
  messageId: string;
  helpful: boolean;
}
