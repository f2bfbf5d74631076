import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AcceptedLearning,
  DroppedLearning,
  LEARNING_PATTERNS,
  LearnedMessageIdDto,
  LearnedPhrasing,
  LearningFaqIdDto,
  LearningReview,
} from '@caddie/contracts';
import { LearningReviewService } from './learning-review.service';

@Controller()
export class LearningController {
  constructor(private readonly review: LearningReviewService) {}

  @MessagePattern(LEARNING_PATTERNS.LIST_PENDING)
  pending(): Promise<LearningReview> {
    return this.review.pending();
  }

  @MessagePattern(LEARNING_PATTERNS.LIST_LEARNED)
  learned(): Promise<LearnedPhrasing[]> {
    return this.review.learned();
  }

  @MessagePattern(LEARNING_PATTERNS.ACCEPT)
  accept(@Payload() { id }: LearnedMessageIdDto): Promise<LearnedPhrasing> {
    return this.review.accept(id);
  }

  @MessagePattern(LEARNING_PATTERNS.REJECT)
  reject(@Payload() { id }: LearnedMessageIdDto): Promise<DroppedLearning> {
    return this.review.reject(id);
  }

  @MessagePattern(LEARNING_PATTERNS.ACCEPT_ALL)
  acceptAll(@Payload() { faqId }: LearningFaqIdDto): Promise<AcceptedLearning> {
    return this.review.acceptAll(faqId);
  }

  @MessagePattern(LEARNING_PATTERNS.REMOVE)
  remove(@Payload() { id }: LearnedMessageIdDto): Promise<DroppedLearning> {
    return this.review.remove(id);
  }
}
