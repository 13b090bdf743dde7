import type { InputHTMLAttributes, ReactNode } from "react";
import { ApiError } from "../../../shared/api/client";

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the label's child (implicit association)
    <label className="flex flex-col gap-1 text-sm text-muted">
      <span>{label}</span>
      {children}
    </label>
  );
}

export function Input(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      {...props}
      className="h-10 rounded-lg border border-line bg-night px-3 text-white placeholder:text-muted/60 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
    />
  );
}

export const selectClass =
  "h-10 rounded-lg border border-line bg-night px-3 text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none";

export function Message({ tone, children }: { tone: "error" | "ok" | "info"; children: ReactNode }) {
  const colour = tone === "error" ? "text-red-300" : tone === "ok" ? "text-emerald-300" : "text-muted";
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`text-sm ${colour}`}
      data-testid={`wallet-${tone}`}
    >
      {children}
    </p>
  );
}

/** The server's message in the user's language, or the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export { useActionKey } from "../../../shared/lib/action-key";
