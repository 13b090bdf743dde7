import type { ComponentType } from "react";

/** Pages of the member centre in the SPEC's menu order (SPEC §2). */
export const MEMBER_CENTRE_PAGES = [
  "securityCenter",
  "transferFund",
  "depositv2",
  "withdraw",
  "transferUpline",
  "personalHistoryCopy",
  "transactionHistory",
  "personalProfit",
  "bonusDetails",
  "rewardCenter",
  "referral",
  "missionLeaderboard",
  "messageV2",
  "responsibleGaming",
  "feedback",
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

export interface MemberCentreEntry {
  /** The menu label, already translated. */
  useLabel: () => string;
  Component: ComponentType<{ navigate: (page: MemberCentrePage) => void }>;
  /** Shown in the menu only when this returns true (e.g. a module ID is on). */
  useVisible?: () => boolean;
  /** A count shown beside the menu label when above 0 (e.g. open missions). */
  useBadge?: () => number;
}

const pages = new Map<MemberCentrePage, MemberCentreEntry>();

/** Features add their pages; the menu lists the registered ones in the SPEC's order. */
export function registerMemberCentrePage(page: MemberCentrePage, entry: MemberCentreEntry): void {
  pages.set(page, entry);
}

export function memberCentrePage(page: MemberCentrePage): MemberCentreEntry | undefined {
  return pages.get(page);
}

export function registeredMemberCentrePages(): MemberCentrePage[] {
  return MEMBER_CENTRE_PAGES.filter((page) => pages.has(page));
}

const closeListeners = new Set<() => void>();

/** Runs when the member centre closes (SPEC §2: closing it clears the point mall's state). */
export function onMemberCentreClose(listener: () => void): () => void {
  closeListeners.add(listener);
  return () => closeListeners.delete(listener);
}

export function memberCentreClosed(): void {
  for (const listener of closeListeners) listener();
}
