import {
  Controller,
  DynamicModule,
  Get,
  Inject,
  InjectionToken,
  Module,
  Optional,
  Type,
} from '@nestjs/common';
import { MessagePattern, MicroserviceOptions } from '@nestjs/microservices';
import { HEALTH_PATTERN } from '@caddie/contracts';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorFunction,
  HealthIndicatorService,
  MicroserviceHealthIndicator,
  TerminusModule,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { MetricsController } from '../metrics/metrics.controller';

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
  ready() {
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
    return this.health.check(checks);
  }
}

@Module({})
export class ServiceHealthModule {
  static forRoot(options: ServiceHealthOptions): DynamicModule {
    return {
      module: ServiceHealthModule,
      imports: [TerminusModule, ...(options.readinessProbe ? [options.readinessProbe.module] : [])],
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
