import { useEffect, useRef } from "react";
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
  testId,
}: {
  /** `yyyy-MM-dd` per point. */
  days: string[];
  series: TrendSeries[];
  height?: number;
  format?: (value: number) => string;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
    const bars = uPlot.paths.bars?.({ size: [0.6, 24] });
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "UTC"),
        cursor: { drag: { x: false, y: false } },
        legend: { show: true, live: true },
        scales: { x: { time: true } },
        axes: [
          {
            ...AXIS,
            values: (_u, ticks) => ticks.map((tick) => new Date(tick * 1000).toISOString().slice(5, 10)),
          },
          {
            ...AXIS,
            size: 64,
            values: (_u, ticks) => ticks.map((tick) => (format ? format(tick) : String(tick))),
          },
        ],
        series: [
          { value: (_u, ts) => (ts == null ? "" : new Date(ts * 1000).toISOString().slice(0, 10)) },
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
  }, [days, series, height, format]);
  return <div ref={box} className="agent-chart w-full min-w-0 text-xs text-muted" data-testid={testId} />;
}
