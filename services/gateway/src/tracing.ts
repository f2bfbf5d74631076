// Loaded first by main.ts, before the modules tracing patches: see startTracing.
import { startTracing } from '@caddie/service-kit/tracing';

startTracing('gateway', process.env, { edge: true });
