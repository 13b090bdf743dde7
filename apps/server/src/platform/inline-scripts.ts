import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

/**
 * The content security policy's sources for the inline scripts of a page (`'sha256-…'`), so the
 * site's index.html may paint in the visitor's language before its bundle runs while the policy
 * keeps refusing every other inline script. Only `<script>` elements without attributes count:
 * those with `src` are files, allowed by `'self'`.
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const digest = createHash("sha256")
      .update(match[1] ?? "", "utf8")
      .digest("base64");
    sources.push(`'sha256-${digest}'`);
  }
  return sources;
}

/** The inline script sources of a built page, or none when it has not been built. */
export function inlineScriptSourcesOf(file: string): string[] {
  return existsSync(file) ? inlineScriptSources(readFileSync(file, "utf8")) : [];
}
