import { useTranslation } from "react-i18next";
import { openModal } from "../../../shared/modals/modal-store";
import { useModules } from "../../../shared/site/site-info";
import { ChatRoomIcon } from "../../../shared/ui/icons";

/** Opens the header's chat room (SPEC §2 header modals), while the brand has it (CBS3). */
export function ChatButton() {
  const { t } = useTranslation("messages");
  if (useModules().CBS3 === false) return null;
  return (
    <button
      type="button"
      onClick={() => openModal("chatRoom")}
      data-testid="chat-button"
      aria-label={t("chat.open")}
      title={t("chat.open")}
      className="grid size-8 shrink-0 place-items-center rounded-full border border-line bg-white/5 text-white/85 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
    >
      <ChatRoomIcon className="size-4" />
    </button>
  );
}
