import type { ReactNode } from "react";

/** A short list of labelled values (terms, raffle figures), two columns from a tablet up. */
export function Facts({
  items,
  testId,
}: {
  items: [label: string, value: ReactNode, wide?: boolean][];
  testId?: string;
}) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid={testId}>
      {items.map(([label, value, wide]) => (
        <div
          key={label}
          className={`flex min-w-0 flex-col rounded-xl bg-white/[0.03] px-3 py-2 ${wide ? "sm:col-span-2" : ""}`}
        >
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="font-semibold break-words text-white tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
