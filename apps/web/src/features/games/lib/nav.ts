import type { GameMenusValue, VendorCard } from "@jogada/contracts";

export interface NavTab {
  id: string;
  to: string;
  vendors: VendorCard[];
}

const IN_HOUSE = "BGS";

/**
 * The category tabs of SPEC §2 from the vendor lanes: one tab per category that has vendors, in
 * the lanes' order; the in-house games (vendor BGS) get their own tab, before slots when there
 * are slots, otherwise first.
 */
export function navTabs(menus: GameMenusValue | undefined): NavTab[] {
  if (!menus) return [];
  let inHouse: VendorCard | undefined;
  const tabs: NavTab[] = [];
  for (const lane of menus.lanes) {
    const vendors = lane.cards.filter((card) => {
      if (card.vassalage !== IN_HOUSE) return true;
      inHouse = card;
      return false;
    });
    if (vendors.length === 0) continue;
    tabs.push({ id: lane.title, to: vendors[0]?.page ?? "/rng", vendors });
  }
  if (inHouse) {
    const tab: NavTab = { id: IN_HOUSE, to: "/bgs", vendors: [] };
    const slots = tabs.findIndex((t) => t.id === "RNG");
    tabs.splice(Math.max(slots, 0), 0, tab);
  }
  return tabs;
}

/** Distinct vendors of the footer's providers row, without TCG_SEA (SPEC §2). */
export function footerVendors(
  menus: GameMenusValue | undefined,
): { code: string; displayName: string; logoUrl: string }[] {
  return (menus?.providers ?? [])
    .filter((provider) => provider.code !== "TCG_SEA")
    .map((provider) => ({ code: provider.code, displayName: provider.name, logoUrl: provider.logoUrl }));
}
