import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { cn } from "../../../shared/lib/cn";
import type { NavCategory } from "../../../shared/shell/types";
import {
  AndroidIcon,
  AppleIcon,
  ChatIcon,
  ShieldIcon,
  TelegramIcon,
  WhatsAppIcon,
} from "../../../shared/ui/icons";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import { DOWNLOADS, type DownloadLabel, useQuickContacts } from "../lib/quick-contacts";

const DOWNLOAD_ICONS: Record<DownloadLabel, ReactNode> = {
  ios: <AppleIcon className="size-5" />,
  iosConfig: <ShieldIcon className="size-5" />,
  android: <AndroidIcon className="size-5" />,
};

const contactClass =
  "flex min-h-12 items-center gap-3 rounded-xl border border-line bg-white/[0.04] px-3 text-sm font-semibold text-white transition hover:border-gold/60 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none";

function SectionTitle({ children }: { children: ReactNode }) {
  return <h3 className="mt-5 mb-2 text-xs font-bold tracking-wide text-muted uppercase">{children}</h3>;
}

/**
 * The phone's Menu sheet, rising from the bottom: every destination of the bottom bar in the
 * menu's order (the current one marked), then the quick contacts and the app downloads, as tap
 * targets of 48 px. A destination closes the sheet.
 */
export function MenuSheet({ items, close }: { items: readonly NavCategory[]; close: () => void }) {
  const { t } = useTranslation();
  const contacts = useQuickContacts();
  return (
    <ModalFrame title={t("nav.menu")} onClose={close} placement="sheet">
      <div data-testid="menu-sheet">
        <ul className="grid grid-cols-3 gap-2">
          {items.map((item) => (
            <li key={item.id} data-testid={`menu-sheet-${item.id}`}>
              <NavLink
                to={item.to}
                end={item.to === "/"}
                onClick={close}
                className={({ isActive }) =>
                  cn(
                    "flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl border px-1 py-2 text-center text-xs font-semibold transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none",
                    isActive
                      ? "border-gold/60 bg-gold/15 text-gold"
                      : "border-line bg-white/[0.04] text-white/85 hover:text-white",
                  )
                }
              >
                {item.icon}
                <span className="leading-tight">{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        <SectionTitle>{t("quickBar.label")}</SectionTitle>
        <ul className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2" data-testid="phone-contacts">
          <li>
            <button
              type="button"
              className={cn(contactClass, "w-full")}
              onClick={contacts.openChat}
              data-testid="phone-contact-livechat"
            >
              <ChatIcon className="size-5 text-gold" />
              {t("quickBar.livechat")}
            </button>
          </li>
          {contacts.whatsapp && (
            <li>
              <a
                href={contacts.whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={contactClass}
                data-testid="phone-contact-whatsapp"
              >
                <WhatsAppIcon className="size-5 text-gold" />
                {t("quickBar.whatsapp")}
              </a>
            </li>
          )}
          {contacts.telegram && (
            <li>
              <a
                href={contacts.telegram}
                target="_blank"
                rel="noopener noreferrer"
                className={contactClass}
                data-testid="phone-contact-telegram"
              >
                <TelegramIcon className="size-5 text-gold" />
                {t("quickBar.telegram")}
              </a>
            </li>
          )}
        </ul>
        {contacts.downloads.length > 0 && (
          <>
            <SectionTitle>{t("quickBar.apps")}</SectionTitle>
            <ul className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
              {DOWNLOADS.map(({ type, label }) => {
                const download = contacts.downloads.find((d) => d.type === type);
                if (!download) return null;
                return (
                  <li key={type}>
                    <a href={download.href} className={contactClass} data-testid={`phone-download-${type}`}>
                      <span className="text-gold">{DOWNLOAD_ICONS[label]}</span>
                      {download.name}
                    </a>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </ModalFrame>
  );
}
