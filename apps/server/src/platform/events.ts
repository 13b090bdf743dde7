import { EventEmitter } from "node:events";
import type { RealtimeEvent } from "@jogada/contracts";
import { Redis } from "ioredis";

/**
 * Realtime events for logged-in players (DESIGN.md §6). Any module publishes with
 * `ctx.events.publish(memberId, {type: "balance"})` AFTER its transaction committed; every
 * server instance delivers it to that member's open sockets. In-process by default; through
 * Redis pub/sub when REDIS_URL is set, so a publish on one instance reaches sockets on all.
 */
export interface EventBus {
  publish(memberId: number | string, event: RealtimeEvent): Promise<void>;
  /** Publishes to every open socket (draw status changes): the same path as `publish`. */
  broadcast(event: RealtimeEvent): Promise<void>;
  /** Calls `handler` for every event of this member; returns the unsubscribe function. */
  subscribe(memberId: number | string, handler: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = "jogada:events";
/** The subscription key every socket listens on besides its member's. */
export const EVERYONE = "*";

/** The subscription key of every socket of one brand (its chat room, brand-wide notices). */
export function brandChannel(merchantCode: string): string {
  return `brand:${merchantCode}`;
}

interface Envelope {
  memberId: string;
  event: RealtimeEvent;
}

class LocalFanOut {
  private readonly emitter = new EventEmitter();
  constructor() {
    // One listener per open socket: many players online is normal, not a leak.
    this.emitter.setMaxListeners(0);
  }
  deliver({ memberId, event }: Envelope): void {
    this.emitter.emit(memberId, event);
  }
  subscribe(memberId: number | string, handler: (event: RealtimeEvent) => void): () => void {
    const key = String(memberId);
    this.emitter.on(key, handler);
    return () => this.emitter.off(key, handler);
  }
}

export class InProcessEventBus implements EventBus {
  private readonly local = new LocalFanOut();
  async publish(memberId: number | string, event: RealtimeEvent): Promise<void> {
    this.local.deliver({ memberId: String(memberId), event });
  }
  broadcast(event: RealtimeEvent): Promise<void> {
    return this.publish(EVERYONE, event);
  }
  subscribe(memberId: number | string, handler: (event: RealtimeEvent) => void): () => void {
    return this.local.subscribe(memberId, handler);
  }
  async close(): Promise<void> {}
}

export class RedisEventBus implements EventBus {
  private readonly local = new LocalFanOut();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ready: Promise<unknown>;

  constructor(url: string, onError: (error: Error) => void) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url);
    this.publisher.on("error", onError);
    this.subscriber.on("error", onError);
    this.subscriber.on("message", (_channel: string, message: string) => {
      try {
        this.local.deliver(JSON.parse(message) as Envelope);
      } catch (error) {
        onError(error as Error);
      }
    });
    this.ready = this.subscriber.subscribe(CHANNEL);
  }

  async publish(memberId: number | string, event: RealtimeEvent): Promise<void> {
    await this.ready;
    await this.publisher.publish(CHANNEL, JSON.stringify({ memberId: String(memberId), event }));
  }

  broadcast(event: RealtimeEvent): Promise<void> {
    return this.publish(EVERYONE, event);
  }

  subscribe(memberId: number | string, handler: (event: RealtimeEvent) => void): () => void {
    return this.local.subscribe(memberId, handler);
  }

  /** Resolves once this instance listens on Redis (tests wait for it before publishing). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}

export function createEventBus(redisUrl: string | undefined, onError: (error: Error) => void): EventBus {
  return redisUrl ? new RedisEventBus(redisUrl, onError) : new InProcessEventBus();
}
