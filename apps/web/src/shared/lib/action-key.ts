import { useRef } from "react";

/** A v4 UUID: crypto.randomUUID where the browser has it (secure contexts), else from random bytes. */
export function randomUUIDish(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * One Idempotency-Key per user action: the same submission (same body) retried keeps its key, so
 * a double click or a retry after a dropped connection never acts twice; a new body or a
 * finished action gets a new key.
 */
export function useActionKey() {
  const current = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (current.current?.body !== text) current.current = { body: text, key: randomUUIDish() };
      return current.current.key;
    },
    done(): void {
      current.current = null;
    },
  };
}
