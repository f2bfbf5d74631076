import { ChildProcess, StdioOptions } from 'node:child_process';

export interface StackPorts {
  gateway: number;
  authTcp: number;
  faqTcp: number;
  chatTcp: number;
  gatewayEvents: number;
  authHealth: number;
  faqHealth: number;
  chatHealth: number;
  gatewayMetrics: number;
}

export const ROOT: string;
export const SERVICES: readonly ('auth' | 'faq' | 'chat' | 'gateway')[];
/** Node's flags per service, for memory (deploy/docker/node-flags.js, which the image reads too). */
export const NODE_FLAGS: Readonly<Record<string, readonly string[]>>;
export function defaultPorts(base?: number): StackPorts;
export function serviceEnv(
  service: string,
  ports: StackPorts,
  shared: Record<string, string | undefined>,
): Record<string, string>;
export function spawnService(
  service: string,
  env: Record<string, string>,
  stdio?: StdioOptions,
  options?: { sourceMaps?: boolean },
): ChildProcess;
export function waitForHttp(url: string, timeoutMs?: number): Promise<void>;
export function portsInUse(ports: number[]): Promise<number[]>;
/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number>;
