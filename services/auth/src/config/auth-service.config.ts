import { ListenerServiceConfig, parseFlag, toNumber } from '@caddie/service-kit';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MinLength,
  Min,
} from 'class-validator';

/** Everything the auth service reads from its environment, validated once at boot. */
export class AuthServiceConfig extends ListenerServiceConfig {
  TCP_PORT = 4001;
  HEALTH_PORT = 3101;

  /**
   * Off switch for the whole admin area (false: 403). With no password configured, admin is off
   * anyway.
   */
  @Transform(({ value }) => parseFlag(value))
  @IsBoolean({ message: 'ADMIN_ENABLED must be true or false' })
  ADMIN_ENABLED = true;

  /** The shared admin password, in plain text (a secret: from a Secret, never the repo). */
  @IsOptional()
  @IsString()
  @MinLength(12, { message: 'ADMIN_PASSWORD must be at least 12 characters; choose a longer one' })
  ADMIN_PASSWORD?: string;

  /**
   * Or its scrypt hash, as printed by `npm run hash-password`. Wins over ADMIN_PASSWORD. In a
   * compose `.env`, write each `$` as `$$`.
   */
  @IsOptional()
  @Matches(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=_-]+\$[A-Za-z0-9+/=_-]+$/, {
    message:
      'ADMIN_PASSWORD_HASH must be scrypt$N$r$p$salt$hash, as printed by npm run hash-password',
  })
  ADMIN_PASSWORD_HASH?: string;

  /**
   * Or a file holding the password (embedded mode keeps a generated one under ./data). With none
   * of the three, admin is off.
   */
  @IsOptional()
  @IsString()
  ADMIN_PASSWORD_FILE?: string;

  /**
   * Sign-in attempts allowed per client address in one window before 429, counted before the
   * password is checked (a success clears them).
   */
  @toNumber
  @IsInt({ message: 'LOGIN_MAX_FAILURES must be a whole number' })
  @Min(1)
  @Max(1000)
  LOGIN_MAX_FAILURES = 5;

  /**
   * Failed sign-ins allowed from all addresses together in one window before everyone gets
   * 429: guessing spread over many addresses stops too. The admin then waits out the window.
   */
  @toNumber
  @IsInt({ message: 'LOGIN_MAX_FAILURES_ALL must be a whole number' })
  @Min(1)
  @Max(1_000_000)
  LOGIN_MAX_FAILURES_ALL = 100;

  /** The window LOGIN_MAX_FAILURES and LOGIN_MAX_FAILURES_ALL count in. */
  @toNumber
  @IsInt({ message: 'LOGIN_WINDOW_SECONDS must be a whole number of seconds' })
  @Min(1)
  @Max(86_400)
  LOGIN_WINDOW_SECONDS = 900;
}
