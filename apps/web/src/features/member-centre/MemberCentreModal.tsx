import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../shared/lib/cn";
import { usePageName } from "../../shared/lib/page-names";
import type { ModalControls } from "../../shared/modals/modal-store";
import { useSiteMenus } from "../../shared/site/site-menus";
import { ModalFrame } from "../../shared/ui/ModalFrame";
import { ScrollRow } from "../../shared/ui/ScrollRow";
import {
  type MemberCentrePage,
  memberCentreClosed,
  memberCentrePage,
  registeredMemberCentrePages,
} from "./pages";

function MenuItem({
  page,
  index,
  active,
  onSelect,
}: {
  page: MemberCentrePage;
  index: number;
  active: boolean;
  onSelect: () => void;
}) {
  const entry = memberCentrePage(page);
  const label = usePageName(page);
  const button = useRef<HTMLButtonElement>(null);
  // On a phone the menu is one scrolling row: bring the open page's entry into sight, clear of the
  // row's arrows. Aligned to the start, it rests on one of the row's snap points (just right of
  // the left arrow); "nearest" would stop it under the right arrow and the snap would keep it there.
  useEffect(() => {
    const el = button.current;
    const row = el?.parentElement;
    if (!active || !el || !row) return;
    const box = el.getBoundingClientRect();
    const edges = row.getBoundingClientRect();
    const arrow = 32;
    const clear =
      (box.left >= edges.left + arrow || row.scrollLeft <= 2) &&
      (box.right <= edges.right - arrow || row.scrollLeft + row.clientWidth >= row.scrollWidth - 2);
    if (!clear) el.scrollIntoView?.({ block: "nearest", inline: "start" });
  }, [active, index]);
  const visible = entry?.useVisible?.() ?? true;
  const badge = entry?.useBadge?.() ?? 0;
  if (!visible) return null;
  return (
    <button
      ref={button}
      type="button"
      onClick={onSelect}
      data-testid={`mc-menu-${page}`}
      aria-current={active ? "page" : undefined}
      className={cn(
        "shrink-0 rounded-lg px-3 py-2 text-left text-sm whitespace-nowrap transition sm:w-full",
        active ? "bg-gold/15 font-semibold text-gold" : "text-muted hover:bg-white/5 hover:text-white",
      )}
    >
      {label}
      {badge > 0 && (
        <span
          className="ml-2 inline-grid min-w-5 place-items-center rounded-full bg-red-500 px-1.5 text-[11px] leading-5 font-bold text-white"
          data-testid={`mc-badge-${page}`}
        >
          {badge > 99 ? "99+" : badge}
        </span>
      )}
    </button>
  );
}

/**
 * The member centre (SPEC §2): a popup with the left menu of the registered pages and a close
 * button; it opens on `page` (default securityCenter) and highlights the active page.
 */
export default function MemberCentreModal({ close, page }: ModalControls & { page?: MemberCentrePage }) {
  const { t } = useTranslation("memberCentre");
  const menus = useSiteMenus();
  const registered = registeredMemberCentrePages();
  // The server's account menu gives the pages and their order (modules switched off are not in it).
  const pages = menus?.member.length
    ? menus.member.flatMap((item) => registered.filter((p) => p === item.route))
    : registered;
  const first =
    page && pages.includes(page) ? page : pages.includes("securityCenter") ? "securityCenter" : pages[0];
  const [active, setActive] = useState<MemberCentrePage | undefined>(first);
  const entry = active ? memberCentrePage(active) : undefined;
  const Page = entry?.Component;
  // Unmounting is closing, whichever way it happens (close button, Escape, cover, sign-out).
  useEffect(() => memberCentreClosed, []);
  return (
    <ModalFrame title={t("title")} onClose={close} size="xl">
      <div className="flex min-h-[60dvh] flex-col gap-4 sm:flex-row" data-testid="member-centre">
        <ScrollRow
          role="navigation"
          label={t("menu")}
          tone="panel"
          className="sm:w-56 sm:shrink-0"
          innerClassName="gap-1 sm:flex-col sm:overflow-visible"
        >
          {pages.map((p, index) => (
            <MenuItem key={p} page={p} index={index} active={p === active} onSelect={() => setActive(p)} />
          ))}
        </ScrollRow>
        <section className="min-w-0 flex-1" data-testid={`mc-page-${active ?? "none"}`}>
          {Page && <Page navigate={setActive} />}
        </section>
      </div>
    </ModalFrame>
  );
}
