import { ADDRESS_MESSAGE, ADDRESS_PATTERN, DatabaseServiceConfig } from '@caddie/service-kit';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** Everything the chat service reads from its environment, validated once at boot. */
export class ChatServiceConfig extends DatabaseServiceConfig {
  TCP_PORT = 4003;
  HEALTH_PORT = 3103;

  /** Postgres URL of the chat database; unset means embedded PGlite under DATA_DIR/chat-db. */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, {
    message: 'CHAT_DATABASE_URL must look like postgres://user:pass@host:5432/chat',
  })
  CHAT_DATABASE_URL?: string;

  /** Embedded (TCP) mode: where the faq service listens, to read the active FAQs. */
  @Matches(ADDRESS_PATTERN, { message: ADDRESS_MESSAGE })
  FAQ_SERVICE_ADDRESS = '127.0.0.1:4002';

  /** How a visitor reaches a person; named when the assistant cannot answer. */
  @IsString()
  @MaxLength(300)
  SUPPORT_CONTACT = 'our support team at support@fairwayandgreen.example or 1-800-555-0142';
}
