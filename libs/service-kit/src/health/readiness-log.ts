import { Logger } from '@nestjs/common';
import { HealthCheckResult } from '@nestjs/terminus';
import { inStartupGrace } from './startup-grace';

/**
 * Writes a line for each failed readiness check. Until a service is first ready, failures are
 * expected (the chat service loads its FAQ index once it listens, while the launcher and the
 * orchestrator already poll), so they are debug lines; once it has been ready, or its start
 * has outlasted the grace, each failure is a warning naming what is down. Terminus's own
 * logger, which writes every failure as an error, is switched off.
 */
export class ReadinessLog {
  private readonly logger = new Logger('Readiness');
  private everReady = false;

  constructor(private readonly uptimeSeconds: () => number = process.uptime) {}

  ready(): void {
    this.everReady = true;
  }

  failed(result: HealthCheckResult): void {
    if (result.status !== 'error') return; // shutting down: not a failure
    const down = Object.keys(result.error ?? {}).join(', ');
    const line = `Not ready (${down} down): ${JSON.stringify(result.details)}`;
    if (!this.everReady && inStartupGrace(this.uptimeSeconds())) this.logger.debug(line);
    else this.logger.warn(line);
  }
}
