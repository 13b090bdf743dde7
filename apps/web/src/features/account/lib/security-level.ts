import type { MemberInfo } from "@jogada/contracts";

export type SecurityItem = "loginPassword" | "paymentPassword" | "mobile";
export type SecurityLevel = "low" | "medium" | "high";

/**
 * How protected the account is, from what it holds: a login password, a payment password and a
 * bound mobile number (for recovery). All three is high, two is medium, fewer is low.
 */
export function securityLevel(info: Pick<MemberInfo, "hasPassword" | "paymentPasswordSet" | "mobile">): {
  items: Record<SecurityItem, boolean>;
  done: number;
  total: number;
  level: SecurityLevel;
} {
  const items: Record<SecurityItem, boolean> = {
    loginPassword: info.hasPassword,
    paymentPassword: info.paymentPasswordSet,
    mobile: info.mobile !== "",
  };
  const total = Object.keys(items).length;
  const done = Object.values(items).filter(Boolean).length;
  const level: SecurityLevel = done === total ? "high" : done === total - 1 ? "medium" : "low";
  return { items, done, total, level };
}
