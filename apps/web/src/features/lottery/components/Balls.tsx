import { cn } from "../../../shared/lib/cn";

/** Drawn numbers as balls; they wrap on narrow screens. */
export function Balls({
  numbers,
  size = "md",
  highlight,
  testId,
}: {
  numbers: readonly string[];
  size?: "sm" | "md";
  highlight?: (n: string) => boolean;
  testId?: string;
}) {
  return (
    <ul className="flex flex-wrap gap-1.5" data-testid={testId}>
      {numbers.map((n, i) => (
        <li
          key={`${i}-${n}`}
          className={cn(
            "grid place-items-center rounded-full font-bold tabular-nums",
            size === "sm" ? "size-7 text-xs" : "size-9 text-sm",
            highlight?.(n)
              ? "bg-gradient-to-b from-gold to-amber-500 text-night"
              : "bg-gradient-to-b from-brand to-violet-800 text-white",
          )}
        >
          {n}
        </li>
      ))}
    </ul>
  );
}
