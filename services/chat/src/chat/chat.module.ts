import { Module } from '@nestjs/common';
import { EmbeddingsModule } from '../embeddings/embeddings.module';
import { FaqIndexModule } from '../faq-index/faq-index.module';
import { LearningModule } from '../learning/learning.module';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { Transcript } from './transcript';
import { GroundedReplyWriter } from '../grounded-reply/grounded-reply-writer';
import { CandidateChooser } from '../model-choice/candidate-chooser';

@Module({
  imports: [EmbeddingsModule, FaqIndexModule, LearningModule],
  controllers: [ChatController],
  providers: [ChatService, GroundedReplyWriter, CandidateChooser, Transcript],
})
export class ChatModule {}
