import { calls } from "@jogada/contracts";
import { useEffect, useState } from "react";
import { useOpsQuery } from "../../lib/ops-api";
import { HtmlPreview } from "./HtmlPreview";

/** Waits for typing to pause before asking the server again. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The HTML after the server's own sanitizer (what will be stored and sent to players), shown by
 * HtmlPreview; until the server answers, the browser's cleaning of the typed text.
 */
export function ServerPreview({ html, title, testId }: { html: string; title: string; testId?: string }) {
  const settled = useSettled(html, 350);
  const preview = useOpsQuery(
    calls.backOffice.previewContent,
    { body: { content: settled } },
    {
      enabled: settled.trim() !== "",
      staleTime: Number.POSITIVE_INFINITY,
      placeholderData: (previous) => previous,
    },
  );
  const shown = settled.trim() === "" ? "" : (preview.data?.content ?? settled);
  return <HtmlPreview html={shown} title={title} testId={testId} />;
}
