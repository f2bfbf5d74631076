import './tracing';
import 'reflect-metadata';
import { runService } from '@caddie/service-kit';
import { AppModule } from './app.module';
import { AuthServiceConfig } from './config/auth-service.config';

runService('auth', AuthServiceConfig, (config, transport) => AppModule.forRoot(config, transport));
