import { ClientRedis } from '@nestjs/microservices';

/**
 * Nest's Redis client, except that it stays subscribed to a reply channel once subscribed.
 * The stock client unsubscribes whenever no call on a channel is pending, so a call that
 * finds none pending (most calls, below saturation) waits for a SUBSCRIBE round trip before
 * it is published and ends with an UNSUBSCRIBE: three Redis commands and two more round trips
 * per call. A client calls a handful of patterns, so it keeps a handful of channels.
 */
export class SubscribedRedisClient extends ClientRedis {
  protected unsubscribeFromChannel(channel: string): void {
    const pending = this.subscriptionsCount.get(channel) ?? 1;
    this.subscriptionsCount.set(channel, Math.max(1, pending - 1));
  }
}
