/** The staff roles; the server checks every /ops call, the console only hides what a role cannot use. */
export const STAFF_ROLES = ["administrator", "finance", "support", "risk", "content", "readonly"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function parseRole(value: unknown): StaffRole {
  const text = String(value ?? "")
    .toLowerCase()
    .replace(/[-_\s]/g, "");
  return (STAFF_ROLES as readonly string[]).includes(text) ? (text as StaffRole) : "readonly";
}
