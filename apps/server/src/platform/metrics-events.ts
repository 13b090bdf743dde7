import type { RealtimeEvent } from "@jogada/contracts";
import type { EventBus } from "./events.js";
import type { Metrics } from "./metrics.js";

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
