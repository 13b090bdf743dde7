import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";
import { padNumber, type Selector } from "../lib/bet-forms";
import { randomSelection, type Shortcut, shortcutNumbers, shortcutsOf } from "../lib/quick-picks";
import type { Selection } from "../lib/slip";
import { Chip, ChipRow } from "./LotteryFrame";

const cellClass = (active: boolean) =>
  cn(
    "grid h-9 min-w-9 place-items-center rounded-lg border text-sm font-semibold tabular-nums transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none",
    active
      ? "border-gold bg-gradient-to-b from-gold to-amber-500 text-night"
      : "border-line bg-night text-white hover:border-brand",
  );

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** The inputs of the bet type's selector, with random and big/small/odd/even shortcuts. */
export function NumberPicker({
  selector,
  selection,
  onChange,
}: {
  selector: Selector;
  selection: Selection;
  onChange: (next: Selection) => void;
}) {
  const { t } = useTranslation("lottery");
  const shortcuts = shortcutsOf(selector);
  const toggle = (n: number, limit?: number) => {
    const has = selection.numbers.includes(n);
    if (has) return onChange({ ...selection, numbers: selection.numbers.filter((x) => x !== n) });
    if (limit !== undefined && selection.numbers.length >= limit) return;
    onChange({ ...selection, numbers: [...selection.numbers, n] });
  };
  const quick = (
    <ChipRow label={t("slip.numbers")}>
      {selector.kind !== "none" && (
        <Chip
          active={false}
          onClick={() => onChange(randomSelection(selector, selection))}
          testId="quick-random"
        >
          {t("slip.random")}
        </Chip>
      )}
      {shortcuts.map((s: Shortcut) => (
        <Chip
          key={s}
          active={false}
          onClick={() => onChange({ ...selection, numbers: shortcutNumbers(selector, s) })}
          testId={`quick-${s}`}
        >
          {t(`slip.${s}`)}
        </Chip>
      ))}
      {selector.kind !== "none" && (
        <Chip
          active={false}
          onClick={() => onChange({ ...selection, numbers: [], typed: "", rows: [], words: [] })}
          testId="quick-clear"
        >
          {t("slip.clear")}
        </Chip>
      )}
    </ChipRow>
  );

  switch (selector.kind) {
    case "none":
      return <p className="text-sm text-muted">{t("slip.nothingToChoose")}</p>;
    case "words":
      return (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            {selector.words.map((word) => {
              const active = selection.words.includes(word);
              return (
                <button
                  key={word}
                  type="button"
                  aria-pressed={active}
                  data-testid={`word-${word}`}
                  className={cn(cellClass(active), "px-5")}
                  onClick={() =>
                    onChange({
                      ...selection,
                      words: active ? selection.words.filter((w) => w !== word) : [...selection.words, word],
                    })
                  }
                >
                  {t(`words.${word as "big"}`)}
                </button>
              );
            })}
          </div>
        </div>
      );
    case "typed":
      return (
        <div className="flex flex-col gap-2">
          {quick}
          <label className="flex flex-col gap-1 text-xs text-muted">
            {t("slip.typedHint", { digits: selector.digits })}
            <textarea
              rows={2}
              inputMode="numeric"
              data-testid="typed-numbers"
              className="w-full rounded-lg border border-line bg-night px-3 py-2 font-mono text-sm text-white"
              value={selection.typed}
              onChange={(e) => onChange({ ...selection, typed: e.target.value })}
            />
          </label>
        </div>
      );
    case "grid": {
      const limit = selector.lines === "one" ? selector.maxCount : undefined;
      const wide = selector.max - selector.min >= 20;
      return (
        <div className="flex flex-col gap-2">
          {quick}
          <p className="text-xs text-muted" aria-live="polite">
            {selector.lines === "one"
              ? selector.minCount === selector.maxCount
                ? t("slip.needCount", { min: selector.minCount })
                : t("slip.needRange", { min: selector.minCount, max: selector.maxCount })
              : ""}{" "}
            {t("slip.selectionCount", { count: selection.numbers.length })}
          </p>
          <div
            className={cn(
              "grid gap-1",
              wide ? "grid-cols-10" : "grid-cols-[repeat(auto-fill,minmax(2.5rem,1fr))]",
            )}
            data-testid="number-grid"
          >
            {range(selector.min, selector.max).map((n) => {
              const label = padNumber(n, selector.pad);
              const active = selection.numbers.includes(n);
              return (
                <button
                  key={n}
                  type="button"
                  aria-pressed={active}
                  data-testid={`num-${label}`}
                  className={cn(cellClass(active), wide && "h-8 min-w-0 text-xs sm:h-9 sm:text-sm")}
                  onClick={() => toggle(n, limit)}
                >
                  {label}
                </button>
              );
            })}
          </div>
        </div>
      );
    }
    case "rows":
      return (
        <div className="flex flex-col gap-2">
          {quick}
          {range(0, selector.rows - 1).map((row) => (
            <div key={row} className="flex flex-col gap-1 sm:flex-row sm:items-center">
              <span className="w-16 shrink-0 text-xs text-muted">
                {selector.labels === "pairSingle"
                  ? t(row === 0 ? "slip.pair" : "slip.single")
                  : t("slip.row", { n: row + 1 })}
              </span>
              <div className="flex flex-wrap gap-1">
                {range(selector.min, selector.max).map((n) => {
                  const active = selection.rows[row] === n;
                  return (
                    <button
                      key={n}
                      type="button"
                      aria-pressed={active}
                      data-testid={`row-${row + 1}-${n}`}
                      className={cellClass(active)}
                      onClick={() => {
                        const rows = Array.from(
                          { length: selector.rows },
                          (_, i) => selection.rows[i] ?? null,
                        );
                        rows[row] = active ? null : n;
                        onChange({ ...selection, rows });
                      }}
                    >
                      {padNumber(n, selector.pad)}
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      );
    case "posValue":
      return (
        <div className="flex flex-col gap-2">
          <ChipRow label={t(`slip.${selector.positionLabel}`, { n: "" })}>
            {range(1, selector.positions).map((p) => (
              <Chip
                key={p}
                active={selection.position === p}
                onClick={() => onChange({ ...selection, position: p })}
                testId={`pos-${p}`}
              >
                {t(`slip.${selector.positionLabel}`, { n: p })}
              </Chip>
            ))}
          </ChipRow>
          {quick}
          <div className="flex flex-wrap gap-1" data-testid="number-grid">
            {range(selector.min, selector.max).map((n) => {
              const active = selection.numbers.includes(n);
              return (
                <button
                  key={n}
                  type="button"
                  aria-pressed={active}
                  data-testid={`num-${n}`}
                  className={cellClass(active)}
                  onClick={() => toggle(n)}
                >
                  {padNumber(n, selector.pad)}
                </button>
              );
            })}
          </div>
        </div>
      );
    case "position":
      return (
        <div className="flex flex-col gap-2">
          {quick}
          <div className="flex flex-wrap gap-1">
            {range(1, selector.positions).map((p) => {
              const active = selection.numbers.includes(p);
              return (
                <button
                  key={p}
                  type="button"
                  aria-pressed={active}
                  data-testid={`pos-${p}`}
                  className={cn(cellClass(active), "px-3")}
                  onClick={() => toggle(p)}
                >
                  {t(`slip.${selector.positionLabel}`, { n: p })}
                </button>
              );
            })}
          </div>
        </div>
      );
  }
}
