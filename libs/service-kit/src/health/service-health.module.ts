import {
  Controller,
  DynamicModule,
  Get,
  Inject,
  InjectionToken,
  Module,
  Optional,
  ServiceUnavailableException,
  Type,
} from '@nestjs/common';
import { MessagePattern, MicroserviceOptions } from '@nestjs/microservices';
import { HEALTH_PATTERN } from '@caddie/contracts';
import {
  HealthCheck,
  HealthCheckResult,
  HealthCheckService,
  HealthIndicatorFunction,
  HealthIndicatorService,
  MicroserviceHealthIndicator,
  TerminusModule,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { MetricsController } from '../metrics/metrics.controller';
import { ReadinessLog } from './readiness-log';

const HEALTH_OPTIONS = Symbol('HEALTH_OPTIONS');

/** Something a service must have before it takes traffic (the chat service: its FAQ index). */
export interface ReadinessProbe {
  readonly readinessName: string;
  isReady(): boolean;
  /** Shown beside the status in /health/ready, for operators (and tests) to see what it holds. */
  details?(): Record<string, unknown>;
}

const READINESS_PROBE = Symbol('READINESS_PROBE');
/**
 * The TypeORM check, provided only to services with a database: TypeOrmHealthIndicator requires
 * TypeORM when it is made, and the auth service's image has none.
 */
const DATABASE_CHECK = Symbol('DATABASE_CHECK');

export interface ServiceHealthOptions {
  /** Check the TypeORM connection (services with a database). */
  database: boolean;
  /** The transport the service listens on; readiness pings it. */
  transport: MicroserviceOptions;
  /** A provider (and the module that exports it) that must say ready before traffic comes. */
  readinessProbe?: { module: Type<unknown>; token: InjectionToken };
}

@Controller('health')
class ServiceHealthController {
  private readonly readinessLog = new ReadinessLog();

  constructor(
    private readonly health: HealthCheckService,
    private readonly microservice: MicroserviceHealthIndicator,
    private readonly indicator: HealthIndicatorService,
    @Inject(HEALTH_OPTIONS) private readonly options: ServiceHealthOptions,
    @Optional() @Inject(READINESS_PROBE) private readonly probe?: ReadinessProbe,
    @Optional() @Inject(DATABASE_CHECK) private readonly database?: TypeOrmHealthIndicator,
  ) {}

  /** Over the transport: lets the gateway tell a service that answers from one that does not. */
  @MessagePattern(HEALTH_PATTERN)
  ping(): { ok: true } {
    return { ok: true };
  }

  /** Liveness: the event loop answers. Never checks dependencies, so a store outage never kills pods. */
  @Get('live')
  @HealthCheck()
  live() {
    return this.health.check([]);
  }

  /** Readiness: the store and the transport answer. */
  @Get('ready')
  @HealthCheck()
  async ready(): Promise<HealthCheckResult> {
    const checks: HealthIndicatorFunction[] = [
      () =>
        this.microservice.pingCheck('transport', {
          ...this.options.transport,
          timeout: 1000,
        } as never),
    ];
    const database = this.database;
    if (database) checks.push(() => database.pingCheck('database', { timeout: 1500 }));
    const probe = this.probe;
    if (probe) {
      checks.push(async () => {
        const check = this.indicator.check(probe.readinessName);
        return probe.isReady() ? check.up(probe.details?.()) : check.down(probe.details?.());
      });
    }
    try {
      const result = await this.health.check(checks);
      this.readinessLog.ready();
      return result;
    } catch (error) {
      if (error instanceof ServiceUnavailableException)
        this.readinessLog.failed(error.getResponse() as HealthCheckResult);
      throw error;
    }
  }
}

@Module({})
export class ServiceHealthModule {
  static forRoot(options: ServiceHealthOptions): DynamicModule {
    return {
      module: ServiceHealthModule,
      imports: [
        TerminusModule.forRoot({ logger: false }),
        ...(options.readinessProbe ? [options.readinessProbe.module] : []),
      ],
      controllers: [ServiceHealthController, MetricsController],
      providers: [
        { provide: HEALTH_OPTIONS, useValue: options },
        ...(options.readinessProbe
          ? [{ provide: READINESS_PROBE, useExisting: options.readinessProbe.token }]
          : []),
        ...(options.database
          ? [{ provide: DATABASE_CHECK, useClass: TypeOrmHealthIndicator }]
          : []),
      ],
    };
  }
}
