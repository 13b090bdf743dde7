/*
 * Account types (the SPEC's isAgent value): plain values without schemas, kept apart from auth.ts
 * so the site's first screen reads them without loading zod (decision 100).
 */

export const MEMBER_TYPES = [0, 1, 2, 4, 41, 42] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

/** Agents open the agent centre (1, 2, 41, 42). Trial accounts (4) are not agents here. */
export function isAgentType(type: number): boolean {
  return AGENT_TYPES.includes(type);
}
export function isTrialType(type: number): boolean {
  return type === TRIAL_TYPE;
}
