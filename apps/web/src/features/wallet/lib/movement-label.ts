import { isLedgerKind } from "@jogada/contracts";
import type { TFunction } from "i18next";

/** The catalogue key of a ledger kind (i18next reads dots as nesting). */
export const kindKey = (kind: string) => kind.replaceAll(".", "_");

/**
 * What a movement of the account record is, from its detail (`kind`, `kind.hold`, `kind.void`):
 * every ledger kind has a name in both catalogues; an unknown one falls back to its record type.
 */
export function movementLabel(detail: string, fallback: string, t: TFunction<"wallet">): string {
  const state = detail.endsWith(".hold") ? "held" : detail.endsWith(".void") ? "voided" : undefined;
  const kind = state ? detail.slice(0, detail.lastIndexOf(".")) : detail;
  const name = isLedgerKind(kind) ? t(`history.kinds.${kindKey(kind)}` as "history.kinds.deposit") : fallback;
  return state ? t(`history.${state}`, { kind: name }) : name;
}
