export * from './request-context';
export * from './request-id-transport';
