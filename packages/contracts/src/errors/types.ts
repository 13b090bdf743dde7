export interface ErrorDefinition {
  /** Honest HTTP status (DESIGN.md §3). */
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503;
  /** Message templates; `{name}` is replaced by the error's params. */
  PT: string;
  EN: string;
}
export type ErrorCatalogue = Record<string, ErrorDefinition>;
