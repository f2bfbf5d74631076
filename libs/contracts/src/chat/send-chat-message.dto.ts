import { Type } from 'class-transformer';
import {
  IsInt,
  IsObject,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { LIMITS } from '../limits';
import { InOrder, IsRequiredText, OptionalNotNull } from '../validation/text-rules';

const CHOICE_HINT = 'Send the faqId and messageId of a suggestion from a POST /api/chat reply.';

/** A suggestion the visitor clicked: which FAQ, under which bot reply (ChatReply.messageId). */
export class SuggestionChoiceDto {
  @InOrder(
    IsInt({ message: `faqId must be a whole number such as 12. ${CHOICE_HINT}` }),
    Min(1, { message: `faqId must be 1 or more. ${CHOICE_HINT}` }),
    Max(2_147_483_647, { message: `faqId is too large. ${CHOICE_HINT}` }),
  )
  faqId: number;

  @IsUUID('all', { message: `messageId must be the messageId of a reply. ${CHOICE_HINT}` })
  messageId: string;
}

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

  /**
   * Optional: the message is a suggestion the visitor clicked. A choice that does not match a
   * reply of this session is ignored, and the message answered as if typed.
   */
  @InOrder(
    OptionalNotNull(),
    IsObject({ message: `choice must be an object with faqId and messageId. ${CHOICE_HINT}` }),
    ValidateNested(),
  )
  @Type(() => SuggestionChoiceDto)
  choice?: SuggestionChoiceDto;
}
