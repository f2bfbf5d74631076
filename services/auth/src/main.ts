import 'reflect-metadata';
import { exitOnBootFailure, loadConfig, serverTransport, startService } from '@caddie/service-kit';
import { AppModule } from './app.module';
import { AuthServiceConfig } from './config/auth-service.config';

async function main(): Promise<void> {
  const config = loadConfig(AuthServiceConfig);
  const transport = serverTransport(config.REDIS_URL, `${config.LISTEN_HOST}:${config.TCP_PORT}`);
  await startService({
    name: 'auth',
    module: AppModule.forRoot(config, transport),
    transport,
    listenHost: config.LISTEN_HOST,
    healthPort: config.HEALTH_PORT,
  });
}

main().catch(exitOnBootFailure('auth'));
