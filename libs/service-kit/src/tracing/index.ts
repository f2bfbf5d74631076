// Tracing's start, apart from the kit's index: it must run before the modules it patches are
// loaded. Import it as '@caddie/service-kit/tracing', first thing in a service's main.ts.
export * from './start-tracing';
