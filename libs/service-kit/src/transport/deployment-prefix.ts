/**
 * A deployment's REDIS_PREFIX as it goes to Redis: ioredis's `keyPrefix`, which it puts before
 * every key (claims, sessions, rate limits, login counters), and which the transport puts before
 * every channel, as ioredis does not. Pub/sub channels are global to a Redis server, whatever
 * the database number, so without it two deployments on one server answer each other.
 */
export function keyPrefixOf(prefix: string | undefined): { keyPrefix?: string } {
  return prefix ? { keyPrefix: `${prefix}:` } : {};
}

/** The channel prefix of a transport's ioredis options (empty without REDIS_PREFIX). */
export function channelPrefixOf(options: { keyPrefix?: string } | undefined): string {
  return options?.keyPrefix ?? '';
}
