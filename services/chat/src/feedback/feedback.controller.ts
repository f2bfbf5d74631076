import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CHAT_PATTERNS, ChatFeedback, ChatFeedbackDto } from '@caddie/contracts';
import { FeedbackService } from './feedback.service';

@Controller()
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @MessagePattern(CHAT_PATTERNS.FEEDBACK)
  rate(@Payload() dto: ChatFeedbackDto): Promise<ChatFeedback> {
    return this.feedback.rate(dto);
  }
}
