import { type Permission, STAFF_ROLES, type StaffRole } from "@jogada/contracts";

export type { Permission, StaffRole };

export function parseRole(value: unknown): StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(String(value)) ? (value as StaffRole) : "read-only";
}

/** Whether the session's permissions (from the server) include this one. */
export function allows(permissions: readonly string[], permission: Permission): boolean {
  return permissions.includes(permission);
}
