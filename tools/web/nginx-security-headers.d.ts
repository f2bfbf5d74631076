import type { ResponseKind } from '@caddie/contracts';

export const NGINX_CONF: string;
/** libs/contracts' security policy module, compiled from its TypeScript without a build. */
export function loadPolicy(): typeof import('@caddie/contracts');
/** The headers helmet sends for one kind of response under the policy, as the gateway does. */
export function securityHeaders(
  kind: ResponseKind,
  embedOrigins?: readonly string[],
): Record<string, string>;
/** `conf` with every security-header block written from `securityHeaders(kind, origins)`. */
export function writeSecurityHeaders(
  conf: string,
  securityHeaders: (kind: ResponseKind, embedOrigins: readonly string[]) => Record<string, string>,
): string;
