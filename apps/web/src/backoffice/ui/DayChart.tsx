import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface DaySeries {
  label: string;
  values: number[];
  colour: string;
}

const AXIS = { stroke: "#a59cc4", grid: { stroke: "rgba(255,255,255,0.06)" }, ticks: { show: false } };

/**
 * Figures per day as lines (uPlot: a small canvas chart, in the dashboard's own chunk). Its width
 * follows its box, so it fits a tablet as well as a laptop.
 */
export function DayChart({
  days,
  series,
  height = 200,
  format,
  label,
}: {
  days: string[];
  series: DaySeries[];
  height?: number;
  format: (value: number) => string;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "UTC"),
        cursor: { drag: { x: false, y: false } },
        legend: { show: true, live: false },
        scales: { x: { time: true } },
        axes: [
          {
            ...AXIS,
            values: (_u, ticks) => ticks.map((tick) => new Date(tick * 1000).toISOString().slice(5, 10)),
          },
          { ...AXIS, size: 70, values: (_u, ticks) => ticks.map((tick) => format(tick)) },
        ],
        series: [
          { label: "" },
          ...series.map((line) => ({
            label: line.label,
            stroke: line.colour,
            width: 2,
            points: { show: days.length < 40 },
            value: (_u: uPlot, value: number | null) => (value === null ? "—" : format(value)),
          })),
        ],
      },
      [xs, ...series.map((line) => line.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 200), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, height, format]);
  return <div ref={box} role="img" aria-label={label} className="w-full min-w-0 text-xs text-white/80" />;
}
