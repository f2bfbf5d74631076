import { DynamicModule, Global, Module } from '@nestjs/common';

/** Makes a service's validated config class injectable everywhere, by its own class. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot<T extends object>(config: T): DynamicModule {
    const token = config.constructor;
    return {
      module: ConfigModule,
      providers: [{ provide: token, useValue: config }],
      exports: [token],
    };
  }
}
