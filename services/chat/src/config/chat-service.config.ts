import { ADDRESS_MESSAGE, ADDRESS_PATTERN, BaseServiceConfig, toNumber } from '@caddie/service-kit';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** Everything the chat service reads from its environment, validated once at boot. */
export class ChatServiceConfig extends BaseServiceConfig {
  /** Postgres URL of the chat database; unset means embedded PGlite under DATA_DIR/chat-db. */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, {
    message: 'CHAT_DATABASE_URL must look like postgres://user:pass@host:5432/chat',
  })
  CHAT_DATABASE_URL?: string;

  @toNumber
  @IsInt({ message: 'TCP_PORT must be a port number' })
  @Min(1)
  @Max(65535)
  TCP_PORT = 4003;

  @toNumber
  @IsInt({ message: 'HEALTH_PORT must be a port number' })
  @Min(0)
  @Max(65535)
  HEALTH_PORT = 3103;

  /** Embedded (TCP) mode: where the faq service listens, to read the active FAQs. */
  @Matches(ADDRESS_PATTERN, { message: ADDRESS_MESSAGE })
  FAQ_SERVICE_ADDRESS = '127.0.0.1:4002';

  /** How a visitor reaches a person; named when the assistant cannot answer. */
  @IsString()
  @MaxLength(300)
  SUPPORT_CONTACT = 'our support team at support@fairwayandgreen.example or 1-800-555-0142';

  @toNumber
  @IsInt({ message: 'DB_POOL_SIZE must be a whole number' })
  @Min(1)
  @Max(100)
  DB_POOL_SIZE = 10;
}
