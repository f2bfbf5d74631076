import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, ServiceHealthModule, loggerModule } from '@caddie/service-kit';
import { MicroserviceOptions } from '@nestjs/microservices';
import { AuthServiceConfig } from './config/auth-service.config';
import { LoginModule } from './login/login.module';

@Module({})
export class AppModule {
  static forRoot(config: AuthServiceConfig, transport: MicroserviceOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        loggerModule('auth', config.LOG_LEVEL),
        ServiceHealthModule.forRoot({ database: false, transport }),
        LoginModule,
      ],
    };
  }
}
