import sanitizeHtml from "sanitize-html";

/**
 * The only HTML the site renders from content: simple formatting, lists, tables, images and
 * links. Scripts, styles, event handlers, frames and unknown schemes are dropped, so content is
 * safe to put into the page as HTML whoever wrote it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "span",
    "div",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => {
      const target = attribs.target === "_blank" ? "_blank" : undefined;
      return {
        tagName,
        attribs: target
          ? { ...attribs, target, rel: "noopener noreferrer" }
          : Object.fromEntries(Object.entries(attribs).filter(([key]) => key !== "target" && key !== "rel")),
      };
    },
  },
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Titles are plain text: every tag is removed. */
export function plainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }).trim();
}
