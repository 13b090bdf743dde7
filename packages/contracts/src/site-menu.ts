import { z } from "zod";
import { ok } from "./envelope.js";
import { type Localized, TranslationsSchema } from "./language.js";
import { WhitelabelNodeSchema } from "./modules.js";

/** One entry of the site's menus, built by the server from the brand's whitelabel tree. */
export interface MenuItem {
  key: string;
  /** A path of the site (WEB_ROUTES) or a member-centre page key. */
  route: string;
  label: Localized;
  children: MenuItem[];
}
export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    key: z.string(),
    route: z.string(),
    label: TranslationsSchema,
    children: z.array(MenuItemSchema),
  }),
);

/** GET /wps/system/whitelabel: the whitelabel tree and the menus whose modules are on. */
export const WhitelabelMenuReply = ok(
  z.object({
    whitelabel: z.array(WhitelabelNodeSchema),
    menus: z.object({
      /** The header's game categories and pages. */
      header: z.array(MenuItemSchema),
      /** The logged-in bar's dropdown and the member centre (SPEC §2). */
      member: z.array(MenuItemSchema),
    }),
  }),
);
