import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'chat_sessions' })
export class ChatSessionEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
