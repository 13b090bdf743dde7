import { randomUUIDish } from "../../shared/lib/action-key";

/** One Idempotency-Key per staff action, so a retried click never acts twice. */
export const newActionKey = (): string => randomUUIDish();
