import { useLayoutEffect, useRef } from "react";
import { cn } from "../lib/cn";

/** `Element.setHTML`: the browser's own sanitizer, which drops scripts whatever it is given. */
type SanitizingElement = HTMLElement & { setHTML?: (html: string) => void };
const nativeSanitizer = typeof Element !== "undefined" && "setHTML" in Element.prototype;

let purify: Promise<typeof import("dompurify").default> | undefined;
/** DOMPurify, only for a browser without its own sanitizer (fetched once, when first needed). */
function loadPurify() {
  purify ??= import("dompurify").then((module) => module.default);
  return purify;
}

/**
 * HTML from the server (announcements, help; already sanitized there) put into the page only
 * through a sanitizer: the browser's `setHTML` where it has one, else DOMPurify, so the popup on
 * the first screen does not bring a sanitizer library with it.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = holder.current;
    if (!element) return;
    if (nativeSanitizer) {
      (element as SanitizingElement).setHTML?.(html);
      return;
    }
    let current = true;
    element.replaceChildren();
    void loadPurify().then((DOMPurify) => {
      if (current) element.innerHTML = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
    });
    return () => {
      current = false;
    };
  }, [html]);
  return <div ref={holder} className={cn("rich-text", className)} />;
}

/** The text of an HTML fragment, for one-line previews such as the marquee. */
export function htmlToText(html: string): string {
  // blocks and line breaks become spaces, so "<p>a</p><p>b</p>" reads "a b", not "ab"
  const spaced = html.replace(/(<\/(p|div|li|h[1-6]|tr|td)>|<br\s*\/?>)/gi, "$1 ");
  // A parsed document has no window: its scripts never run and its images never load.
  const doc = new DOMParser().parseFromString(spaced, "text/html");
  for (const hidden of doc.querySelectorAll("script, style, template")) hidden.remove();
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}
