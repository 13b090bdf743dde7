import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { withTexts } from "../../shared/i18n";
import { registerModal } from "../../shared/modals/modal-store";
import { extendShell, shell } from "../../shared/shell/extensions";
import { useModules } from "../../shared/site/site-info";
import { registerMemberCentrePage } from "../member-centre";

/** With the first session only (the header's bar waits for them): not on a guest's first screen. */
const ChatButton = lazy(() =>
  import("./components/ChatButton").then((module) => ({ default: module.ChatButton })),
);
const MessageButton = lazy(() =>
  import("./components/MessageButton").then((module) => ({ default: module.MessageButton })),
);

/**
 * Messages in the site: the logged-in bar's chat room and message icons (the unread count live
 * over `/ws`), the "chatRoom" modal, and the member centre's platform information (messageV2)
 * and feedback pages. Registered last, so its icons lead the bar.
 */
export function registerMessagesFeature(): void {
  registerMemberCentrePage("messageV2", {
    useLabel: () => useTranslation("messages").t("pages.messageV2"),
    Component: lazy(() => import("./pages/MessagesPage")),
    useVisible: () => useModules().INBOX3 !== false,
  });
  registerMemberCentrePage("feedback", {
    useLabel: () => useTranslation("messages").t("pages.feedback"),
    Component: lazy(() => import("./pages/FeedbackPage")),
    useVisible: () => useModules().FEEDBACK3 !== false,
  });
  registerModal("chatRoom", lazy(withTexts(() => import("./components/ChatRoomModal"), "messages")));
  const Bar = shell.LoggedInBar;
  extendShell({
    LoggedInBar: () => (
      <div className="flex items-center gap-1.5 sm:gap-2">
        <ChatButton />
        <MessageButton />
        {Bar && <Bar />}
      </div>
    ),
  });
}
