import {
  ADDRESS_MESSAGE,
  ADDRESS_PATTERN,
  DatabaseServiceConfig,
  parseFlag,
} from '@caddie/service-kit';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, Matches } from 'class-validator';

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

  /**
   * Give a new shop the demo golf shop's 40 FAQs, with their phrasings: once per database, and
   * only while it has no FAQs. Default: true in embedded mode (the quick start's demo shop),
   * false in production (REDIS_URL set).
   */
  @IsOptional()
  // From the raw text: the implicit conversion to the declared boolean makes "false" true.
  @Transform(({ obj, key }) => parseFlag(obj[key]))
  @IsBoolean({ message: 'SEED_DEMO_FAQS must be true or false' })
  SEED_DEMO_FAQS?: boolean;

  /** SEED_DEMO_FAQS, or its default for the mode. */
  get seedDemoFaqs(): boolean {
    return this.SEED_DEMO_FAQS ?? this.transport === 'tcp';
  }
}
