import type { AuthenticatedMember } from "../../platform/auth.js";
import type { WalletHolder } from "./service.js";

/** The wallet owner of a logged-in session. */
export function holderOf(member: AuthenticatedMember): WalletHolder {
  return {
    id: member.id,
    merchantCode: member.merchantCode,
    isTrial: member.isTrial,
    isAgent: member.isAgent,
  };
}
