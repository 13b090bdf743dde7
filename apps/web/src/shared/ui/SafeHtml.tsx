import DOMPurify from "dompurify";
import { useMemo } from "react";
import { cn } from "../lib/cn";

/** HTML from the server (announcements, help) rendered only after DOMPurify cleaned it. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={cn("rich-text", className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** The text of an HTML fragment, for one-line previews such as the marquee. */
export function htmlToText(html: string): string {
  // blocks and line breaks become spaces, so "<p>a</p><p>b</p>" reads "a b", not "ab"
  const spaced = DOMPurify.sanitize(html).replace(/(<\/(p|div|li|h[1-6]|tr|td)>|<br\s*\/?>)/gi, "$1 ");
  const doc = new DOMParser().parseFromString(spaced, "text/html");
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}
