export * from './metrics-registry';
export * from './metrics.controller';
export * from './rpc-handled.metrics';
