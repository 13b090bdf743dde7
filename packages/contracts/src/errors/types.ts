import type { Language, LanguageCode } from "../language-codes.js";

/**
 * One error: its status and its message in every shipped language (`{name}` is replaced by the
 * error's params). A language not yet shipped may have its texts here already.
 */
export type ErrorDefinition = {
  /** Honest HTTP status (DESIGN.md §3). */
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503;
} & Record<Language, string> &
  Partial<Record<LanguageCode, string>>;
export type ErrorCatalogue = Record<string, ErrorDefinition>;
