import type { SessionService } from "./auth/sessions.js";
import type { BrandService } from "./brand/service.js";
import type { AccountLinks } from "./integrity/links-service.js";
import type { LedgerService } from "./ledger/service.js";
import type { MemberService } from "./members/service.js";
import type { ResponsibleGamingGuard } from "./responsible-gaming/guard.js";

/**
 * The modules' services every module may call, added to the platform's AppContext (declaration
 * merging): the platform stays below the modules, and a module still reads `ctx.ledger`.
 */
declare module "../platform/context.js" {
  interface AppContext {
    brands: BrandService;
    /** Accounts: look-ups, profile, payment password (`verifyPaymentPassword` for withdrawals). */
    members: MemberService;
    /** Login sessions; routes declare `config.auth` instead of calling this directly. */
    sessions: SessionService;
    /** The only way money moves (modules/ledger/README.md). */
    ledger: LedgerService;
    /**
     * Responsible gaming on every stake, deposit and launch path (limits, exclusions), and
     * `isExcluded(memberId)` for promotions, messages and agents.
     */
    responsibleGaming: ResponsibleGamingGuard;
    /** Accounts linked by device, address, payment account or payout destination; refusals kept for staff. */
    links: AccountLinks;
  }
}
