import { EventEmitter } from "node:events";
import type { RealtimeEvent } from "@jogada/contracts";
import { Redis } from "ioredis";
import type { Metrics } from "./metrics.js";

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
  /**
   * A message of a module's own shape to every instance's listeners of `topic` (the crash game's
   * states and ticks): the same path as `publish`, kept apart from the members' keys.
   */
  publishTopic(topic: string, message: unknown): Promise<void>;
  subscribeTopic(topic: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

function topicKey(topic: string): string {
  return `topic:${topic}`;
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
  event: unknown;
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
  subscribe<T>(memberId: number | string, handler: (event: T) => void): () => void {
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
  async publishTopic(topic: string, message: unknown): Promise<void> {
    this.local.deliver({ memberId: topicKey(topic), event: message });
  }
  subscribeTopic(topic: string, handler: (message: unknown) => void): () => void {
    return this.local.subscribe(topicKey(topic), handler);
  }
  async close(): Promise<void> {}
}

/** How long a publish waits for a Redis connection that was never up yet (start of the process). */
const FIRST_CONNECT_WAIT_MS = 2000;

/**
 * Redis pub/sub. Redis going away never fails a publish (the money has moved by then): while it is
 * down an event reaches this instance's sockets only, and when this instance listens on Redis
 * again every open tab is told to refetch its balance and messages, which covers what it missed.
 */
export class RedisEventBus implements EventBus {
  private readonly local = new LocalFanOut();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ready: Promise<unknown>;
  private listening = false;
  private wasListening = false;

  constructor(
    url: string,
    private readonly onError: (error: Error) => void,
  ) {
    // No offline queue: a publish while Redis is away fails at once instead of piling up.
    this.publisher = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
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
    this.subscriber.on("close", () => {
      this.listening = false;
    });
    // ioredis subscribes again by itself after a reconnect; "ready" comes once that is done.
    this.subscriber.on("ready", () => {
      if (this.wasListening && !this.listening) this.catchUp();
    });
    const publisherUp = new Promise<void>((resolve) => this.publisher.once("ready", () => resolve()));
    this.ready = Promise.all([this.subscriber.subscribe(CHANNEL), publisherUp]).then(() => {
      this.listening = true;
      this.wasListening = true;
    });
    this.ready.catch(onError);
  }

  private catchUp(): void {
    this.listening = true;
    this.local.deliver({ memberId: EVERYONE, event: { type: "balance" } });
    this.local.deliver({ memberId: EVERYONE, event: { type: "message", data: {} } });
  }

  async publish(memberId: number | string, event: RealtimeEvent): Promise<void> {
    return this.send({ memberId: String(memberId), event });
  }

  private async send(envelope: Envelope): Promise<void> {
    if (!this.wasListening) {
      await Promise.race([this.ready, new Promise((r) => setTimeout(r, FIRST_CONNECT_WAIT_MS).unref())]);
    }
    if (this.publisher.status === "ready") {
      try {
        await this.publisher.publish(CHANNEL, JSON.stringify(envelope));
        return;
      } catch (error) {
        this.onError(error as Error);
      }
    }
    this.local.deliver(envelope);
  }

  broadcast(event: RealtimeEvent): Promise<void> {
    return this.publish(EVERYONE, event);
  }

  subscribe(memberId: number | string, handler: (event: RealtimeEvent) => void): () => void {
    return this.local.subscribe(memberId, handler);
  }

  publishTopic(topic: string, message: unknown): Promise<void> {
    return this.send({ memberId: topicKey(topic), event: message });
  }

  subscribeTopic(topic: string, handler: (message: unknown) => void): () => void {
    return this.local.subscribe(topicKey(topic), handler);
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

/** The event bus, counting what is published on it and what reaches this instance's subscribers. */
export function meteredEventBus(bus: EventBus, metrics: Metrics): EventBus {
  const published = {
    member: metrics.eventsPublished.labels({ channel: "member" }),
    broadcast: metrics.eventsPublished.labels({ channel: "broadcast" }),
    topic: metrics.eventsPublished.labels({ channel: "topic" }),
  };
  const delivered = metrics.eventsDelivered;
  const counting =
    <T>(handler: (message: T) => void) =>
    (message: T) => {
      delivered.inc();
      handler(message);
    };
  return {
    publish(memberId: number | string, event: RealtimeEvent) {
      published.member.inc();
      return bus.publish(memberId, event);
    },
    broadcast(event: RealtimeEvent) {
      published.broadcast.inc();
      return bus.broadcast(event);
    },
    subscribe: (memberId, handler) => bus.subscribe(memberId, counting(handler)),
    publishTopic(topic: string, message: unknown) {
      published.topic.inc();
      return bus.publishTopic(topic, message);
    },
    subscribeTopic: (topic, handler) => bus.subscribeTopic(topic, counting(handler)),
    close: () => bus.close(),
  };
}

/** The bus of REDIS_URL (in-process without it); with `metrics`, publishes, deliveries and errors are counted. */
export function createEventBus(
  redisUrl: string | undefined,
  onError: (error: Error) => void,
  metrics?: Metrics,
): EventBus {
  const report = metrics
    ? (error: Error) => {
        metrics.eventBusErrors.inc();
        onError(error);
      }
    : onError;
  const bus = redisUrl ? new RedisEventBus(redisUrl, report) : new InProcessEventBus();
  return metrics ? meteredEventBus(bus, metrics) : bus;
}
