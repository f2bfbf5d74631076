import { Inject, Injectable } from '@nestjs/common';
import { AUTH_PATTERNS, AdminEnabledResult } from '@caddie/contracts';
import { AUTH_CLIENT } from '../transport/service-clients.module';
import { ServiceClient } from '../transport/service-client';

const CACHE_MS = 5000;

/**
 * Whether admin is switched on, as the auth service says. Cached briefly: it is configuration,
 * and asked on every admin request.
 */
@Injectable()
export class AdminStatusService {
  private cached?: { enabled: boolean; until: number };

  constructor(@Inject(AUTH_CLIENT) private readonly auth: ServiceClient) {}

  async isEnabled(): Promise<boolean> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.enabled;
    const { adminEnabled } = await this.auth.send<AdminEnabledResult>(AUTH_PATTERNS.ADMIN_ENABLED);
    this.cached = { enabled: adminEnabled, until: Date.now() + CACHE_MS };
    return adminEnabled;
  }
}
