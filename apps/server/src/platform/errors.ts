import type { ErrorCode, ErrorParam } from "@jogada/contracts";

/**
 * A refusal the client should see: its code picks the HTTP status and the PT/EN message from
 * the catalogue in packages/contracts.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, ErrorParam> = {},
    readonly options: { field?: string; value?: unknown } = {},
  ) {
    super(code);
    this.name = "AppError";
  }
}
