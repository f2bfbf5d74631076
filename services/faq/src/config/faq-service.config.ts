import { ADDRESS_MESSAGE, ADDRESS_PATTERN, DatabaseServiceConfig } from '@caddie/service-kit';
import { Transform } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';

/** Everything the faq service reads from its environment, validated once at boot. */
export class FaqServiceConfig extends DatabaseServiceConfig {
  TCP_PORT = 4002;
  HEALTH_PORT = 3102;

  /** Postgres URL of the faq database; unset means embedded PGlite under DATA_DIR/faq-db. */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, {
    message: 'FAQ_DATABASE_URL must look like postgres://user:pass@host:5432/faq',
  })
  FAQ_DATABASE_URL?: string;

  /** Embedded (TCP) mode only: the listeners that get faq.changed, as host:port,host:port. */
  @Transform(({ value }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  )
  @Matches(ADDRESS_PATTERN, { each: true, message: ADDRESS_MESSAGE })
  FAQ_EVENT_SUBSCRIBERS: string[] = ['127.0.0.1:4003', '127.0.0.1:4004'];
}
