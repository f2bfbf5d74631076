import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Server, createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { register } from 'prom-client';
import { GatewayConfig } from '../config/gateway.config';

/**
 * GET /metrics on its own port (METRICS_PORT), never on the public one: the ingress routes only
 * the public port, and in Kubernetes only the scraper's namespace may reach this one. A plain
 * Node server: it answers one path, and must keep answering while the app is busy or draining.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('metrics');
  private server?: Server;

  constructor(private readonly config: GatewayConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Only GET /metrics here.\n');
        return;
      }
      register.metrics().then(
        (body) =>
          response
            .writeHead(200, { 'Content-Type': register.contentType, 'Cache-Control': 'no-store' })
            .end(body),
        (error: Error) => response.writeHead(500).end(`${error.message}\n`),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.METRICS_PORT, this.config.LISTEN_HOST, resolve);
    });
    this.server = server;
    const { port } = server.address() as AddressInfo;
    this.logger.log(`metrics on http://${this.config.LISTEN_HOST}:${port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
