// The database layer, apart from the kit's index: only services with a database load TypeORM,
// pg and (in embedded mode) PGlite. Import it as '@caddie/service-kit/database'.
export * from './embedded-postgres';
export * from './run-migrations';
export * from './database.module';
export * from './open-database';
export * from './batched-writes';
