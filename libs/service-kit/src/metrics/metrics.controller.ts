import { Controller, Get, Header } from '@nestjs/common';
import { register } from 'prom-client';

/**
 * GET /metrics on a service's health port: internal, like the probes, and reachable in
 * Kubernetes only from the scraper's namespace (deploy/k8s/base/network-policies.yaml).
 */
@Controller('metrics')
export class MetricsController {
  @Get()
  @Header('Content-Type', register.contentType)
  @Header('Cache-Control', 'no-store')
  metrics(): Promise<string> {
    return register.metrics();
  }
}
