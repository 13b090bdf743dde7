import DOMPurify from "dompurify";
import { useMemo } from "react";

/** What the preview keeps: the player site's own allow-list (DOMPurify's HTML profile). */
export function sanitizeForPreview(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/**
 * The staff's HTML as the player site would show it. Cleaned by DOMPurify first, then shown in
 * an iframe sandboxed without `allow-scripts`: even markup the cleaner let through can never run
 * a script, reach the console's session or navigate the page.
 */
export function HtmlPreview({ html, title, testId }: { html: string; title: string; testId?: string }) {
  const doc = useMemo(
    () =>
      `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src * data:; style-src 'unsafe-inline'">` +
      `<style>body{font:14px/1.5 system-ui,sans-serif;margin:12px;color:#1f2937;word-wrap:break-word}img{max-width:100%;height:auto}table{max-width:100%}</style>` +
      `</head><body>${sanitizeForPreview(html)}</body></html>`,
    [html],
  );
  return (
    <iframe
      title={title}
      data-testid={testId}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={doc}
      className="h-64 w-full rounded border border-slate-200 bg-white"
    />
  );
}
