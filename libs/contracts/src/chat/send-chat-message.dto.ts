import { IsString, Matches, MaxLength } from 'class-validator';
import { LIMITS } from '../limits';
import { IsRequiredText } from '../validation/text-rules';

/** POST /api/chat. sessionId may be one the chat service never issued (the page's fallback). */
export class SendChatMessageDto {
  @IsRequiredText(LIMITS.CHAT_MESSAGE_MAX_LENGTH, 'Type a question for the assistant.')
  message: string;

  @IsString({ message: 'sessionId must be text. Start a session with POST /api/chat/session.' })
  @MaxLength(LIMITS.SESSION_ID_MAX_LENGTH, {
    message: `sessionId must be at most ${LIMITS.SESSION_ID_MAX_LENGTH} characters.`,
  })
  @Matches(/^[A-Za-z0-9_-]+$/, {
    message:
      'sessionId may hold only letters, digits, - and _. Start a session with POST /api/chat/session.',
  })
  sessionId: string;
}
