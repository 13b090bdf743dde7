import { z } from "zod";

/** Staff roles of the back office; each grants a fixed set of permissions (ROLE_PERMISSIONS). */
export const STAFF_ROLES = ["administrator", "finance", "support", "risk", "content", "read-only"] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

/** What a back-office call needs; declared on each /ops call (`permission`). */
export const PERMISSIONS = [
  /** The staff member's own session: who am I, log out. */
  "self",
  "dashboard.read",
  "players.read",
  "players.write",
  "payments.read",
  "payments.write",
  "adjustments.read",
  "adjustments.write",
  "adjustments.approve",
  "promotions.read",
  "promotions.write",
  "promotions.approve",
  "content.read",
  "content.write",
  "brand.read",
  "brand.write",
  "games.read",
  "games.write",
  "lottery.read",
  "lottery.write",
  "agents.read",
  "agents.write",
  "loyalty.read",
  "loyalty.write",
  "messages.read",
  "messages.write",
  "responsible-gaming.read",
  "responsible-gaming.write",
  "jobs.read",
  "staff.read",
  "staff.write",
  "audit.read",
  /**
   * Bulk exports of personal data (the player and withdrawal CSVs): names, e-mails, phones and
   * payouts leave the platform in one file, so reading a list is not enough to take it away.
   */
  "personal-data.export",
] as const;
export const Permission = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof Permission>;

/** Every read permission but the staff list and the audit log. */
const READS = PERMISSIONS.filter(
  (p) => p === "self" || (p.endsWith(".read") && p !== "staff.read" && p !== "audit.read"),
);

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  administrator: PERMISSIONS,
  finance: [
    ...READS,
    "payments.write",
    "adjustments.write",
    "adjustments.approve",
    "promotions.approve",
    "agents.write",
    "loyalty.write",
    "personal-data.export",
  ],
  support: [...READS, "players.write", "messages.write", "responsible-gaming.write", "adjustments.write"],
  risk: [
    ...READS,
    "players.write",
    "responsible-gaming.write",
    "lottery.write",
    "promotions.approve",
    "audit.read",
    "personal-data.export",
  ],
  content: [...READS, "content.write", "games.write", "promotions.write", "loyalty.write"],
  "read-only": READS,
};

/** Whether a role may make a call that needs `permission` (none declared: administrators only). */
export function roleAllows(role: StaffRole, permission: Permission | undefined): boolean {
  if (!permission) return role === "administrator";
  return ROLE_PERMISSIONS[role].includes(permission);
}
