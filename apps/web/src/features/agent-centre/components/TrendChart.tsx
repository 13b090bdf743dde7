import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface TrendSeries {
  label: string;
  values: number[];
  colour: string;
  /** Bars suit counts per day; lines suit money. */
  bars?: boolean;
}

const AXIS = { stroke: "#9aa3b5", grid: { stroke: "rgba(255,255,255,0.06)" }, ticks: { show: false } };

/**
 * A small per-day chart of the team overview, drawn with uPlot (a canvas chart of a few tens of
 * kilobytes); its width follows its box, so it fits a phone as well as a desktop.
 */
export function TrendChart({
  days,
  series,
  height = 180,
  format,
  integers,
  testId,
}: {
  /** `yyyy-MM-dd` per point. */
  days: string[];
  series: TrendSeries[];
  height?: number;
  format?: (value: number) => string;
  /** Counts: the value axis steps by whole numbers. */
  integers?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation("agentCentre");
  const dateLabel = t("common.date");
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
    const bars = uPlot.paths.bars?.({ size: [0.6, 24] });
    const hasBars = series.some((line) => line.bars);
    // Bars are centred on their day: half a day of room at each end so none is cut in two.
    const first = xs[0] ?? 0;
    const last = xs.at(-1) ?? first;
    const room = hasBars || first === last ? 43_200 : 0;
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "UTC"),
        cursor: { drag: { x: false, y: false } },
        legend: { show: true, live: false },
        scales: {
          // A fixed span from the days themselves: one day alone (a Monday's "this week") still
          // gets room around it, where an automatic range would be empty.
          x: { time: true, auto: false, range: [first - room, last + room] },
          ...(integers ? { y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } } : {}),
        },
        axes: [
          {
            ...AXIS,
            // Days only: a tick between two midnights has no label.
            values: (_u, ticks) =>
              ticks.map((tick) =>
                tick % 86_400 === 0 ? new Date(tick * 1000).toISOString().slice(5, 10) : "",
              ),
          },
          {
            ...AXIS,
            size: 64,
            ...(integers ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, 10_000] } : {}),
            values: (_u, ticks) => ticks.map((tick) => (format ? format(tick) : String(tick))),
          },
        ],
        series: [
          {
            label: dateLabel,
            value: (_u, ts) => (ts == null ? "" : new Date(ts * 1000).toISOString().slice(0, 10)),
          },
          ...series.map((line) => ({
            label: line.label,
            stroke: line.colour,
            width: 2,
            ...(line.bars && bars
              ? { paths: bars, fill: `${line.colour}99` }
              : { points: { show: days.length < 2 } }),
            value: (_u: uPlot, value: number | null) =>
              value == null ? "" : format ? format(value) : String(value),
          })),
        ],
      },
      [xs, ...series.map((line) => line.values)],
      el,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 200), height }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, series, height, format, integers, dateLabel]);
  return (
    <div
      ref={box}
      className="w-full min-w-0 text-xs text-muted [&_.u-legend]:mt-1 [&_.u-legend]:text-xs [&_.u-legend_th]:font-normal [&_.u-series:first-child]:hidden"
      data-testid={testId}
    />
  );
}
