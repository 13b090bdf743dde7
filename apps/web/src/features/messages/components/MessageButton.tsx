import { useTranslation } from "react-i18next";
import { openModal } from "../../../shared/modals/modal-store";
import { MailIcon } from "../../../shared/ui/icons";
import { requireLogin } from "../../auth";
import { useInboxOn, useMessageEvents, useUnreadCount } from "../api/messages-api";

/**
 * The logged-in bar's message icon (SPEC §2) with the unread count, kept live by the `/ws`
 * `message` event; it opens the member centre's platform information.
 */
export function MessageButton() {
  const { t } = useTranslation("messages");
  const on = useInboxOn();
  const { data } = useUnreadCount();
  useMessageEvents();
  if (!on) return null;
  const count = data?.count ?? 0;
  const label = count > 0 ? t("bell.unread", { count }) : t("bell.open");
  return (
    <button
      type="button"
      onClick={() => requireLogin() && openModal("memberCenter", { page: "messageV2" })}
      data-testid="message-button"
      aria-label={label}
      title={label}
      className="relative grid size-8 shrink-0 place-items-center rounded-full border border-line bg-white/5 text-white/85 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
    >
      <MailIcon className="size-4" />
      {count > 0 && (
        <span
          data-testid="unread-badge"
          className="absolute -top-1.5 -right-1.5 min-w-4 rounded-full bg-rose-500 px-1 text-center text-[10px] leading-4 font-bold text-white tabular-nums"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </button>
  );
}
