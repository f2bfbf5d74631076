import { Module } from '@nestjs/common';
import { EmbeddingStore } from './embedding-store';
import { FaqEmbeddings } from './faq-embeddings';
import { MessageEmbedding } from './message-embedding';

/** Embeddings in the ranking (EMBEDDING_MODEL): the FAQs' vectors and each message's. */
@Module({
  providers: [EmbeddingStore, FaqEmbeddings, MessageEmbedding],
  exports: [FaqEmbeddings, MessageEmbedding],
})
export class EmbeddingsModule {}
