/** A sheet shown compactly: each prize with its numbers, or the JSON of other shapes. */
export function SheetView({ result }: { result: unknown }) {
  const prizes = (result as { sheet?: { prizes?: Record<string, unknown> } } | null)?.sheet?.prizes;
  if (prizes)
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 font-mono text-xs">
        {Object.entries(prizes).map(([prize, numbers]) => (
          <div key={prize} className="contents">
            <dt className="text-muted">{prize}</dt>
            <dd className="break-all">{Array.isArray(numbers) ? numbers.join(" ") : String(numbers)}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <pre className="max-h-48 overflow-auto rounded bg-white/5 p-2 text-xs break-all whitespace-pre-wrap">
      {JSON.stringify(result, null, 2)}
    </pre>
  );
}
