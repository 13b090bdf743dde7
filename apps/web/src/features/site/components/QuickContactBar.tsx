import { LIMITS, type Resource } from "@jogada/contracts";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "../../../shared/lib/cn";
import {
  AndroidIcon,
  AppleIcon,
  ChatIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  GiftIcon,
  ShieldIcon,
  TelegramIcon,
  WhatsAppIcon,
} from "../../../shared/ui/icons";
import { DOWNLOADS, type DownloadLabel, useQuickContacts } from "../lib/quick-contacts";

/**
 * Drawn only once its item is hovered or focused: the QR code library is not part of the first
 * screen (the bar is not shown on a phone, whose menu sheet lists the same contacts, and its codes are invisible until then).
 */
const QRCodeSVG = lazy(() => import("qrcode.react").then((m) => ({ default: m.QRCodeSVG })));

const item =
  "relative grid size-12 place-items-center rounded-xl text-white/85 transition hover:bg-white/10 hover:text-gold focus-visible:bg-white/10 focus-visible:text-gold focus-visible:outline-none";

function Tip({ children }: { children: ReactNode }) {
  return (
    <span className="pointer-events-none absolute top-1/2 right-full mr-3 -translate-y-1/2 rounded-lg bg-panel-2 px-3 py-1.5 text-xs font-semibold whitespace-nowrap opacity-0 shadow-lg transition group-hover:opacity-100 group-focus-within:opacity-100">
      {children}
    </span>
  );
}

const ICONS: Record<DownloadLabel, ReactNode> = {
  ios: <AppleIcon className="size-5" />,
  iosConfig: <ShieldIcon className="size-5" />,
  android: <AndroidIcon className="size-5" />,
};

/** A download link whose QR code shows beside it on hover or focus. */
function QrItem({
  type,
  href,
  value,
  name,
  icon,
}: {
  type: Resource["resourceType"];
  href: string;
  value: string;
  name: string;
  icon: ReactNode;
}) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <li className="group relative" data-testid={`quick-qr-${type}`} onMouseEnter={want} onFocus={want}>
      <a href={href} className={item} aria-label={name}>
        {icon}
      </a>
      <div className="pointer-events-none absolute top-1/2 right-full mr-3 w-[167px] -translate-y-1/2 rounded-2xl border border-line bg-panel p-4 text-center opacity-0 shadow-2xl shadow-black/60 transition group-hover:opacity-100 group-focus-within:opacity-100">
        <div className="rounded-lg bg-white p-1">
          {wanted ? (
            <Suspense fallback={<div style={{ height: LIMITS.rightBarQrSize }} />}>
              <QRCodeSVG value={value} size={LIMITS.rightBarQrSize} marginSize={0} title={name} />
            </Suspense>
          ) : (
            <div style={{ height: LIMITS.rightBarQrSize }} />
          )}
        </div>
        <p className="mt-2 text-xs font-semibold">{name}</p>
        <p className="text-[10px] text-muted">{t("quickBar.scan")}</p>
      </div>
    </li>
  );
}

/** Right-hand bar (desktop): promotions, live chat, WhatsApp, Telegram and app QR codes; collapsible. */
export function QuickContactBar() {
  const { t } = useTranslation();
  const contacts = useQuickContacts();
  const [collapsed, setCollapsed] = useState(false);
  const { whatsapp, telegram } = contacts;

  return (
    <aside
      aria-label={t("quickBar.label")}
      className="fixed top-1/2 right-0 z-30 hidden -translate-y-1/2 items-center lg:flex"
      data-testid="quick-bar"
    >
      <button
        type="button"
        onClick={() => setCollapsed((c) => !c)}
        aria-expanded={!collapsed}
        aria-controls="quick-bar-items"
        aria-label={collapsed ? t("quickBar.expand") : t("quickBar.collapse")}
        className="grid h-14 w-5 place-items-center rounded-l-lg border border-r-0 border-line bg-panel text-white/70 hover:text-gold focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
      >
        {collapsed ? <ChevronLeftIcon className="size-4" /> : <ChevronRightIcon className="size-4" />}
      </button>
      <ul
        id="quick-bar-items"
        className={cn(
          "flex flex-col gap-1 rounded-l-2xl border border-r-0 border-line bg-panel/95 p-1.5 shadow-xl shadow-black/40 backdrop-blur",
          collapsed && "hidden",
        )}
      >
        <li className="group relative">
          <Link to="/promotions" className={item} aria-label={t("quickBar.promotions")}>
            <GiftIcon className="size-5" />
          </Link>
          <Tip>{t("quickBar.promotions")}</Tip>
        </li>
        <li className="group relative">
          <button
            type="button"
            className={item}
            aria-label={t("quickBar.livechat")}
            onClick={contacts.openChat}
          >
            <ChatIcon className="size-5" />
          </button>
          <Tip>{t("quickBar.livechat")}</Tip>
        </li>
        {whatsapp && (
          <li className="group relative">
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={item}
              aria-label={t("quickBar.whatsapp")}
            >
              <WhatsAppIcon className="size-5" />
            </a>
            <Tip>{t("quickBar.whatsapp")}</Tip>
          </li>
        )}
        {telegram && (
          <li className="group relative">
            <a
              href={telegram}
              target="_blank"
              rel="noopener noreferrer"
              className={item}
              aria-label={t("quickBar.telegram")}
            >
              <TelegramIcon className="size-5" />
            </a>
            <Tip>{t("quickBar.telegram")}</Tip>
          </li>
        )}
        {DOWNLOADS.map(({ type, label }) => {
          const download = contacts.downloads.find((d) => d.type === type);
          if (!download?.qr) return null;
          return (
            <QrItem
              key={type}
              type={type}
              href={download.href}
              value={download.qr}
              name={download.name}
              icon={ICONS[label]}
            />
          );
        })}
      </ul>
    </aside>
  );
}
