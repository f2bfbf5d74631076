import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';

/** What TypeORM's postgres driver keeps as its master: a pg Pool. */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

let pool: PgPool | undefined;

export const poolConnections = new Gauge({
  name: 'caddie_db_pool_connections',
  help: 'Database pool connections, in use or idle',
  labelNames: ['state'] as const,
  collect() {
    if (!pool) return;
    this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
    this.set({ state: 'idle' }, pool.idleCount);
  },
});

export const poolWaiting = new Gauge({
  name: 'caddie_db_pool_waiting',
  help: 'Queries waiting for a free database pool connection',
  collect() {
    if (pool) this.set(pool.waitingCount);
  },
});

export const poolMaxConnections = new Gauge({
  name: 'caddie_db_pool_max_connections',
  help: 'The most connections the database pool opens (DB_POOL_SIZE)',
  collect() {
    if (pool) this.set(pool.options.max ?? 10);
  },
});

/** Points the pool gauges at this service's pool once TypeORM has opened it. */
@Injectable()
export class DatabasePoolMetrics implements OnModuleInit {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    pool = (this.dataSource.driver as unknown as { master?: PgPool }).master;
  }
}
