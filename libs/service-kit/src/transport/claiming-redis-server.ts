import { MicroserviceOptions, RedisOptions, ServerRedis, Transport } from '@nestjs/microservices';
import { channelPrefixOf } from './deployment-prefix';

/**
 * How long a claim is kept. Every replica receives a published request within milliseconds; a
 * minute still covers one stalled by a long pause, and keeps Redis at one small key per request
 * of the last minute.
 */
const CLAIM_TTL_MS = 60 * 1000;

/** Redis client methods this server uses (Nest types its clients loosely). */
interface RedisCommands {
  set(key: string, value: string, px: 'PX', ttl: number, nx: 'NX'): Promise<string | null>;
}

interface RedisSubscriber {
  on(event: 'message', listener: (channel: string, message: string) => void): void;
  subscribe(channel: string): unknown;
}

/**
 * Nest's Redis transport publishes each request to every subscriber, so with two replicas of
 * a service each request would run twice (two FAQs created for one click). This server claims
 * a request's id in Redis first (SET NX) and handles only the requests it claimed: exactly one
 * replica answers, whichever is free first. Events (no id), such as faq.changed, still reach
 * every replica.
 */
export class ClaimingRedisServer extends ServerRedis {
  /** The deployment's REDIS_PREFIX before every channel (ioredis puts it before keys only). */
  private readonly channelPrefix = channelPrefixOf(this.options);

  /** As Nest's (without wildcards, which we do not use), on the prefixed channels. */
  override bindEvents(subClient: unknown, pubClient: unknown): void {
    const subscriber = subClient as RedisSubscriber;
    subscriber.on('message', (channel, buffer) => {
      void this.handleMessage(channel, buffer, pubClient, channel);
    });
    for (const pattern of this.messageHandlers.keys()) {
      subscriber.subscribe(this.channelPrefix + pattern);
    }
  }

  override async handleMessage(
    channel: string,
    buffer: string,
    pub: unknown,
    pattern: string,
  ): Promise<unknown> {
    // Parsed once here and handed on parsed (see parseMessage): imports are 50 MB messages.
    const message = this.parseMessage(buffer);
    if (typeof message?.id === 'string') {
      // The client's keyPrefix puts the deployment's prefix before the key.
      const claimed = await (pub as RedisCommands).set(
        `caddie:rpc-claim:${message.id}`,
        '1',
        'PX',
        CLAIM_TTL_MS,
        'NX',
      );
      if (claimed !== 'OK') return;
    }
    // Handlers are found by the bare pattern; the reply goes out prefixed (getReplyPattern).
    const route = channel.slice(this.channelPrefix.length);
    const routePattern = pattern.slice(this.channelPrefix.length);
    return super.handleMessage(route, message as unknown as string, pub, routePattern);
  }

  override getReplyPattern(pattern: string): string {
    return `${this.channelPrefix}${pattern}.reply`;
  }

  /**
   * Our patterns are plain strings ('chat.reply'). Nest tries JSON.parse on every message's
   * pattern first, which throws, with a stack trace, for each of them.
   */
  protected override getRouteFromPattern(pattern: string): string {
    return pattern.startsWith('{')
      ? super.getRouteFromPattern(pattern)
      : this.normalizePattern(pattern);
  }

  /** Nest parses the message again in handleMessage: a message already parsed stays as it is. */
  override parseMessage(content: unknown): Record<string, unknown> {
    return typeof content === 'string'
      ? super.parseMessage(content)
      : (content as Record<string, unknown>);
  }
}

/** What a service passes to connectMicroservice(): Redis listeners claim their requests. */
export function listenerOptions(transport: MicroserviceOptions): MicroserviceOptions {
  if ('transport' in transport && transport.transport === Transport.REDIS) {
    return { strategy: new ClaimingRedisServer((transport as RedisOptions).options ?? {}) };
  }
  return transport;
}
