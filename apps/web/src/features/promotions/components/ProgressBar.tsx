/** How much of a bonus's wagering is done (the server's floor percentage). */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const shown = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      data-testid="wagering-bar"
      className="h-2.5 w-full overflow-hidden rounded-full bg-white/10"
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-brand to-gold transition-[width]"
        style={{ width: `${shown}%` }}
      />
    </div>
  );
}
