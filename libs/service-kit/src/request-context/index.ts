export * from './request-context';
export * from './request-context-transport';
export * from './trace-context';
