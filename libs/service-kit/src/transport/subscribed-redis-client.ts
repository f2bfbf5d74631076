import { ClientRedis, ReadPacket } from '@nestjs/microservices';
import { channelPrefixOf } from './deployment-prefix';

/**
 * Nest's Redis client, except that:
 * - it stays subscribed to a reply channel once subscribed. The stock client unsubscribes
 *   whenever no call on a channel is pending, so a call that finds none pending (most calls,
 *   below saturation) waits for a SUBSCRIBE round trip before it is published and ends with an
 *   UNSUBSCRIBE: three Redis commands and two more round trips per call. A client calls a
 *   handful of patterns, so it keeps a handful of channels;
 * - its channels carry the deployment's prefix (REDIS_PREFIX), as ClaimingRedisServer's do.
 */
export class SubscribedRedisClient extends ClientRedis {
  private readonly channelPrefix = channelPrefixOf(this.options);

  protected unsubscribeFromChannel(channel: string): void {
    const pending = this.subscriptionsCount.get(channel) ?? 1;
    this.subscriptionsCount.set(channel, Math.max(1, pending - 1));
  }

  override getRequestPattern(pattern: string): string {
    return this.channelPrefix + pattern;
  }

  override getReplyPattern(pattern: string): string {
    return `${this.channelPrefix}${pattern}.reply`;
  }

  /** As Nest's, on the prefixed channel: Nest publishes events on the bare pattern. */
  protected override dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    const channel = this.channelPrefix + this.normalizePattern(packet.pattern);
    const serialized = this.serializer.serialize(packet);
    return this.pubClient.publish(channel, JSON.stringify(serialized)).then(() => undefined as T);
  }
}
