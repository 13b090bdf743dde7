export { money, parseAmount } from "./amounts.js";
export { holderOf } from "./holder.js";
export {
  type MemberLookup,
  type MemberSummary,
  type WalletHolder,
  WalletService,
} from "./service.js";
