/** What other modules may use: the one HTML allow-list (the inbox stores operators' HTML too). */
export { plainText, sanitizeContent } from "./sanitize.js";
