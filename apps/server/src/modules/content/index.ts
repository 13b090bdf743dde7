/** What other modules may use of site content. */
export { sanitizeContent } from "./sanitize.js";
