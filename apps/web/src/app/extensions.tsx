import { lazy } from "react";
import { registerAccountFeature } from "../features/account/feature";
import { registerAgentCentreFeature } from "../features/agent-centre/feature";
import { registerAuthFeature } from "../features/auth/feature";
import { registerGamesFeature } from "../features/games/feature";
import { registerLoyaltyFeature } from "../features/loyalty/feature";
import { registerMemberCentre } from "../features/member-centre/feature";
import { registerMessagesFeature } from "../features/messages/feature";
import { registerPromotionsFeature } from "../features/promotions/feature";
import { registerResponsibleGamingFeature } from "../features/responsible-gaming/feature";
import { registerWalletFeature } from "../features/wallet/feature";
import { ConfirmDialog } from "../shared/modals/ConfirmDialog";
import { registerModal } from "../shared/modals/modal-store";
import { extendShell } from "../shared/shell/extensions";

/**
 * Where features plug into the site shell; main.tsx loads this before the first render.
 *
 * - Modals: `registerModal("login", lazy(() => import("../features/accounts/components/LoginModal")))`.
 *   The component gets its props plus `{ name, close }` and usually renders `<ModalFrame>`
 *   (shared/ui/ModalFrame). Anything then opens it with `openModal("login", props)`. Names the
 *   shell already calls: "login", "register", "freePlay". `showDialog({...})` opens the built-in
 *   "dialog" (confirm, cancel, cover click, optional timeout).
 * - `extendShell({ LoggedInBar })`: the header's account area while a session token exists.
 * - `extendShell({ useNavCategories })`: a hook returning the game category tabs shown between
 *   lobby and promotions (bottom nav and desktop category bar), each with an optional vendor list.
 * - `extendShell({ useFooterVendors })`: a hook returning the vendors of the footer's
 *   game-providers row (one colour logo per distinct vendor, TCG_SEA left out).
 * - `extendShell({ lobbySections: [{ id, Component }] })`: blocks the home lobby shows in order.
 */
registerModal("dialog", ConfirmDialog);
registerAuthFeature();
registerMemberCentre();
registerAccountFeature();
// After the accounts feature: the wallet wraps its logged-in bar with the balance.
registerWalletFeature();
// After the wallet: the agent-centre icon goes in front of the balance.
registerAgentCentreFeature();
registerGamesFeature();
registerResponsibleGamingFeature();
// After the agent centre: the chat room and message icons lead the bar.
registerMessagesFeature();
registerPromotionsFeature();
registerLoyaltyFeature();
registerModal(
  "notice",
  lazy(() => import("../features/site/components/NoticeModal")),
);

extendShell({});
