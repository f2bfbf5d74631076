import { DynamicModule } from '@nestjs/common';
import { MicroserviceOptions } from '@nestjs/microservices';
import { loadConfig } from '../config/load-config';
import { ListenerServiceConfig } from '../config/transport.config';
import { serverTransport } from '../transport/transport-options';
import { exitOnBootFailure, startService } from './start-service';

/**
 * A service's whole main(): read and validate its config, work out its transport, build its
 * root module (opening its database, if it has one), start it; a boot failure exits with the
 * reason.
 */
export function runService<T extends ListenerServiceConfig>(
  name: string,
  ConfigClass: new () => T,
  rootModule: (config: T, transport: MicroserviceOptions) => DynamicModule | Promise<DynamicModule>,
): void {
  const boot = async () => {
    const config = loadConfig(ConfigClass);
    const transport = serverTransport(
      config.REDIS_URL,
      `${config.LISTEN_HOST}:${config.TCP_PORT}`,
      config.REDIS_PREFIX,
    );
    await startService({
      name,
      module: await rootModule(config, transport),
      transport,
      listenHost: config.LISTEN_HOST,
      healthPort: config.HEALTH_PORT,
    });
  };
  boot().catch(exitOnBootFailure(name));
}
