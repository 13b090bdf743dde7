import { LANGUAGE_INFO, type Language, languageTag, TRIAL_TYPE } from "@jogada/contracts";
import * as Menu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { setLanguage } from "../../../shared/i18n";
import { cn } from "../../../shared/lib/cn";
import { usePageName } from "../../../shared/lib/page-names";
import {
  useAccountLanguage,
  useAvatar,
  useLiveLevel,
  useMemberInfo,
} from "../../../shared/member/member-queries";
import { showDialog } from "../../../shared/modals/ConfirmDialog";
import { isModalRegistered, openModal } from "../../../shared/modals/modal-store";
import { useSession } from "../../../shared/session/session-store";
import { shell } from "../../../shared/shell/extensions";
import type { AccountMenuItem } from "../../../shared/shell/types";
import { useModules, useSite } from "../../../shared/site/site-info";
import { useSiteMenus } from "../../../shared/site/site-menus";
import { AvatarImage } from "../../account";
import { authApi } from "../api/auth-api";
import { requireLogin } from "../lib/require-login";
import { endSession } from "../lib/session";
import { TermsPrompt } from "./TermsPrompt";

/** Member-centre pages of the dropdown (SPEC §2), in this order until the server's menu arrives. */
const ENTRIES = [
  { key: "myAccount", page: "securityCenter" },
  { key: "withdraw", page: "withdraw" },
  { key: "rewardCenter", page: "rewardCenter" },
  { key: "bettingRecord", page: "personalHistoryCopy" },
  { key: "transactionHistory", page: "transactionHistory" },
] as const;

const itemClass =
  "cursor-pointer rounded-lg px-3 py-2 text-white outline-none data-[highlighted]:bg-white/10";

function PageName({ page }: { page: (typeof ENTRIES)[number]["page"] | "vip" }) {
  return <>{usePageName(page)}</>;
}

/** An entry another feature added to the menu (shell.accountMenuItems). */
function ExtraItem({ item }: { item: AccountMenuItem }) {
  const label = item.useLabel();
  const visible = item.useVisible?.() ?? true;
  if (!visible) return null;
  return (
    <Menu.Item data-testid={`menu-${item.key}`} onSelect={item.onSelect} className={itemClass}>
      {label}
    </Menu.Item>
  );
}

/**
 * The header's account area while logged in: level label, nickname and a menu with the member
 * centre entries and sign-out (with confirmation; SPEC §2).
 */
export function LoggedInBar() {
  const { t, i18n } = useTranslation("auth");
  const navigate = useNavigate();
  const languages = useSite().info.supportedLanguages;
  const session = useSession();
  const { data: info } = useMemberInfo();
  useLiveLevel();
  useAccountLanguage(languages, i18n.language);
  const avatarsOn = useModules().PROFPIC3 !== false;
  const { data: avatar } = useAvatar(avatarsOn);
  const trial = session.isAgent === TRIAL_TYPE;
  const memberCentre = isModalRegistered("memberCenter");
  const openPage = (page: string) => {
    if (requireLogin()) openModal("memberCenter", { page });
  };

  const menus = useSiteMenus();
  // The server's account menu says which entries there are and in which order; the dropdown
  // holds the SPEC's few of them (the member centre lists them all).
  const served = menus?.member.length ? menus.member.map((item) => item.key) : undefined;
  const entries = (
    served ? served.flatMap((key) => ENTRIES.filter((entry) => entry.page === key)) : ENTRIES
  ).filter((entry) => memberCentre || entry.key === "myAccount");

  const signOut = () =>
    showDialog({
      message: t("bar.signOutConfirm"),
      confirmLabel: t("bar.signOut"),
      cancelLabel: t("site:common.cancel" as never),
      onConfirm: () => {
        void authApi
          .logout()
          .catch(() => undefined)
          .finally(() => {
            endSession();
            navigate("/");
          });
      },
    });

  return (
    <div className="flex shrink-0 items-center gap-2" data-testid="logged-in-bar">
      {info?.termsToAccept && <TermsPrompt version={info.termsVersion} />}
      {info && !trial && (
        <span
          className="hidden rounded-full bg-gold/15 px-2 py-0.5 text-xs font-bold text-gold sm:inline"
          data-testid="level-label"
        >
          {info.clubLabel.labelName}
        </span>
      )}
      {trial && (
        <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs font-semibold text-muted">
          {t("bar.trial")}
        </span>
      )}
      {/* Not modal: a dialog opened from an item must not inherit the menu's pointer lock. */}
      <Menu.Root modal={false}>
        <Menu.Trigger
          className={cn(
            "flex h-8 max-w-40 items-center gap-1 truncate rounded-full border border-line bg-white/5 text-sm font-semibold text-white hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none",
            avatarsOn ? "px-1 lg:px-3" : "px-3",
          )}
          aria-label={t("bar.menu")}
          data-testid="account-menu"
        >
          {avatarsOn && (
            <AvatarImage avatar={avatar} alt="" className="size-6 lg:-ml-2" data-testid="bar-avatar" />
          )}
          {/* On a phone or tablet the avatar stands for the account; the nickname needs a desktop's header. */}
          <span className={avatarsOn ? "hidden truncate lg:inline" : "truncate"} data-testid="nickname">
            {info?.nickname ?? session.account}
          </span>
          <span aria-hidden className={avatarsOn ? "hidden lg:inline" : undefined}>
            ▾
          </span>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-48 rounded-xl border border-line bg-panel p-1 text-sm shadow-xl shadow-black/50"
          >
            {entries.map((entry) => (
              <Menu.Item
                key={entry.key}
                data-testid={`menu-${entry.key}`}
                onSelect={() => openPage(entry.page)}
                className={itemClass}
              >
                <PageName page={entry.page} />
              </Menu.Item>
            ))}
            {shell.accountMenuItems.map((item) => (
              <ExtraItem key={item.key} item={item} />
            ))}
            {info && info.memberLabel.length > 0 && (
              <Menu.Item
                data-testid="menu-vip"
                onSelect={() => navigate("/vip")}
                className="cursor-pointer rounded-lg px-3 py-2 text-white outline-none data-[highlighted]:bg-white/10"
              >
                <PageName page="vip" />
              </Menu.Item>
            )}
            {/* A phone's logged-in header has no room for the language switcher: it lives here. */}
            {languages.length > 1 && (
              <div className="border-t border-line/60 pt-1 sm:hidden" data-testid="menu-language">
                <Menu.Label className="px-3 py-1 text-xs text-muted">
                  {t("site:header.language" as never)}
                </Menu.Label>
                <Menu.RadioGroup
                  value={i18n.language}
                  onValueChange={(value) => setLanguage(value as Language)}
                >
                  {languages.map((language) => (
                    <Menu.RadioItem
                      key={language}
                      value={language}
                      lang={languageTag(language)}
                      className={cn(itemClass, "data-[state=checked]:text-gold")}
                    >
                      {LANGUAGE_INFO[language].nativeName}
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioGroup>
              </div>
            )}
            <Menu.Item
              onSelect={signOut}
              data-testid="sign-out"
              className="cursor-pointer rounded-lg px-3 py-2 text-red-200 outline-none data-[highlighted]:bg-white/10"
            >
              {t("bar.signOut")}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}
