import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { clientKeyOf } from '../http/client-address';

/** @nestjs/throttler's guard, counting per client as the login throttle does (clientKeyOf). */
@Injectable()
export class ClientThrottlerGuard extends ThrottlerGuard {
  protected async getTracker(request: { ip?: string }): Promise<string> {
    return clientKeyOf(request.ip);
  }
}
