import type { ComponentType, ReactNode } from "react";

/** A vendor in a category's dropdown (SPEC §2): choosing it launches a game. */
export interface NavVendor {
  code: string;
  displayName: string;
  iconUrl?: string;
  isHot: boolean;
  onSelect: () => void;
}

/** A game category tab of the bottom nav (mobile) and the category bar (desktop). */
export interface NavCategory {
  /** Category code (LIVE, RNG, FISH, ELOTT...), used as the React key and the test id. */
  id: string;
  label: string;
  to: string;
  icon: ReactNode;
  vendors?: NavVendor[];
}

/** A vendor whose logo the footer's game-providers row shows. */
export interface FooterVendor {
  /** Vendor code (vassalage), e.g. PG, SV3, N2, TCG_SEA. */
  code: string;
  displayName: string;
  /** The vendor's own colour logo; by default `/images/providers/<logo type>/<code>.svg`. */
  logoUrl?: string;
}

/** A block of the home lobby, below the banner and the category tiles. */
export interface LobbySection {
  id: string;
  Component: ComponentType;
}

/** A game a banner or promotion points at (link type G). */
export interface LinkedGame {
  vendor: string;
  nodeId: string;
  roomId: string | null;
}

/** An entry a feature adds to the logged-in bar's account menu. */
export interface AccountMenuItem {
  key: string;
  /** The label, already translated; a hook, so it follows the language. */
  useLabel: () => string;
  /** Listed only while this returns true. */
  useVisible?: () => boolean;
  onSelect: () => void;
}

export interface ShellExtensions {
  /** Replaces the Login/Register buttons in the header while a session token exists. */
  LoggedInBar?: ComponentType;
  /**
   * Categories between the lobby and promotions tabs; undefined while the catalogue is still
   * loading (the bars then wait rather than show a shorter list that moves when it grows).
   */
  useNavCategories: () => NavCategory[] | undefined;
  /** Vendors of the footer's game-providers row. */
  useFooterVendors: () => FooterVendor[];
  /** Blocks the lobby shows in order. */
  lobbySections: LobbySection[];
  /** Entries added to the account menu, after the member-centre ones. */
  accountMenuItems: AccountMenuItem[];
  /** Launches the game a banner or promotion links to; without it such links do nothing. */
  launchGame?: (game: LinkedGame) => void;
}
