import {
  DynamicModule,
  Inject,
  Injectable,
  Module,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, EntitySchema, MigrationInterface } from 'typeorm';
import { DatabasePoolMetrics } from './database-pool.metrics';
import { DatabaseSeed, runMigrationsLocked } from './run-migrations';

const DATABASE_OPTIONS = Symbol('DATABASE_OPTIONS');

export interface DatabaseOptions {
  url: string;
  poolSize: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entities: (new (...args: any[]) => unknown)[] | EntitySchema[];
  migrations: (new () => MigrationInterface)[];
  /** Any constant unique to this database: replicas starting together take the same lock. */
  migrationLock: number;
  /** Runs after the migrations, under their lock (the faq service's demo FAQs, when asked for). */
  seed?: DatabaseSeed;
  /** Stops the embedded server, if this process started one; runs after TypeORM has closed. */
  stop(): Promise<void>;
}

@Injectable()
class DatabaseLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DATABASE_OPTIONS) private readonly options: DatabaseOptions,
  ) {}

  onModuleInit(): Promise<void> {
    return runMigrationsLocked(this.dataSource, this.options.migrationLock, this.options.seed);
  }

  onApplicationShutdown(): Promise<void> {
    return this.options.stop();
  }
}

/** TypeORM on Postgres with migrations (and a seed, if given) run at boot (never synchronize). */
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: options.url,
          entities: options.entities,
          migrations: options.migrations,
          synchronize: false,
          poolSize: options.poolSize,
          retryAttempts: 10,
          retryDelay: 1000,
          extra: { connectionTimeoutMillis: 5000 },
        }),
      ],
      providers: [
        { provide: DATABASE_OPTIONS, useValue: options },
        DatabaseLifecycle,
        DatabasePoolMetrics,
      ],
    };
  }
}
