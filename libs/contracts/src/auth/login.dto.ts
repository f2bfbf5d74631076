import { IsString, MaxLength } from 'class-validator';
import { LIMITS } from '../limits';
import { InOrder } from '../validation/text-rules';

/** POST /api/auth/login. A wrong or blank password is an answer ({success: false}), not a 400. */
export class LoginDto {
  @InOrder(
    IsString({ message: 'password must be text.' }),
    MaxLength(LIMITS.PASSWORD_MAX_LENGTH, {
      message: `password must be at most ${LIMITS.PASSWORD_MAX_LENGTH} characters.`,
    }),
  )
  password: string;
}

/** auth.login over the transport: the password plus who is trying, for throttling. */
export class LoginAttemptMessage extends LoginDto {
  @IsString()
  @MaxLength(200)
  clientKey: string;
}
