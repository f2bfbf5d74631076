import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

/** Environment numbers arrive as text; undefined stays undefined so defaults apply. */
export const toNumber = Transform(({ value }) => (value === undefined ? undefined : Number(value)));

/** host:port of a service's TCP listener in embedded mode. */
export const ADDRESS_PATTERN = /^[A-Za-z0-9.-]+:\d{1,5}$/;
export const ADDRESS_MESSAGE = '$property must be host:port, for example 127.0.0.1:4002';

/**
 * Settings every process shares: how to reach the transport, where to listen, how to log.
 * With REDIS_URL set the Redis transport is used (production); without it, TCP (embedded).
 */
export class BaseServiceConfig {
  /**
   * `redis://[user:pass@]host:6379[/db]` (`rediss://` for TLS). Set: production mode (the Redis
   * transport, Redis sessions and login counters). Unset: embedded mode (TCP, memory).
   */
  @IsOptional()
  @Matches(/^rediss?:\/\//, {
    message: 'REDIS_URL must look like redis://host:6379 or rediss://...',
  })
  REDIS_URL?: string;

  /**
   * With REDIS_URL: a name that keeps this deployment's channels and keys apart from another's
   * on the same Redis server (pub/sub channels ignore the database number in the URL). Every
   * service of one deployment must have the same.
   */
  @IsOptional()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/, {
    message:
      'REDIS_PREFIX must be a name of up to 32 letters, digits, dots, dashes or underscores, such as staging; give every service of one deployment the same',
  })
  REDIS_PREFIX?: string;

  /**
   * Interface for the HTTP port (the gateway's), the TCP listener and the health port: loopback
   * unless a container says 0.0.0.0 (the images do).
   */
  @IsString()
  @Matches(/^[A-Za-z0-9.:-]+$/, { message: 'LISTEN_HOST must be a host name or IP address' })
  LISTEN_HOST = '127.0.0.1';

  /** pino's level: how much the process logs. */
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
  })
  LOG_LEVEL = 'info';

  /** Embedded mode: the PGlite databases, the session secret and the generated admin password. */
  @IsString()
  DATA_DIR = './data';

  get transport(): 'redis' | 'tcp' {
    return this.REDIS_URL ? 'redis' : 'tcp';
  }
}

/** A message-handling service: its own TCP listener (embedded mode) and health port. */
export class ListenerServiceConfig extends BaseServiceConfig {
  /** Embedded mode: the port of the service's TCP listener; each service sets its own default. */
  @toNumber
  @IsInt({ message: 'TCP_PORT must be a port number' })
  @Min(1)
  @Max(65535)
  TCP_PORT = 4000;

  /**
   * HTTP port of `/health/live`, `/health/ready` and `/metrics`; each service sets its own
   * default.
   */
  @toNumber
  @IsInt({ message: 'HEALTH_PORT must be a port number' })
  @Min(0)
  @Max(65535)
  HEALTH_PORT = 3100;
}

/** A service with a Postgres database of its own. */
export class DatabaseServiceConfig extends ListenerServiceConfig {
  /** Postgres connections per process. */
  @toNumber
  @IsInt({ message: 'DB_POOL_SIZE must be a whole number' })
  @Min(1)
  @Max(100)
  DB_POOL_SIZE = 10;
}
