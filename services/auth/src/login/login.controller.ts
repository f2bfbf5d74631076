import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTH_PATTERNS,
  AdminEnabledResult,
  LoginAttemptMessage,
  LoginResult,
} from '@caddie/contracts';
import { LoginService } from './login.service';

@Controller()
export class LoginController {
  constructor(private readonly logins: LoginService) {}

  @MessagePattern(AUTH_PATTERNS.LOGIN)
  login(@Payload() attempt: LoginAttemptMessage): Promise<LoginResult> {
    return this.logins.login(attempt);
  }

  @MessagePattern(AUTH_PATTERNS.ADMIN_ENABLED)
  adminEnabled(): AdminEnabledResult {
    return { adminEnabled: this.logins.adminEnabled };
  }
}
