import type { PlayerNotice } from "@jogada/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MegaphoneIcon } from "../../../shared/ui/icons";
import { htmlToText } from "../../../shared/ui/SafeHtml";

/** The running line of the home notices (type H); it pauses under the pointer or focus. */
export function NoticeMarquee({ notices }: { notices: readonly PlayerNotice[] }) {
  const { t } = useTranslation();
  const lines = useMemo(
    () =>
      notices.map((notice) => ({ id: notice.id, text: `${notice.title}: ${htmlToText(notice.content)}` })),
    [notices],
  );
  if (lines.length === 0) return null;
  const seconds = Math.max(20, lines.reduce((sum, line) => sum + line.text.length, 0) / 8);
  return (
    <section
      aria-label={t("home.marqueeLabel")}
      className="group flex h-11 items-center gap-3 rounded-full border border-line/70 bg-panel/80 pr-2 pl-4"
      data-testid="notice-marquee"
    >
      <MegaphoneIcon className="size-5 shrink-0 text-gold" />
      <div className="relative min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_4%,#000_96%,transparent)]">
        <div
          className="flex w-max animate-[marquee_linear_infinite] gap-12 group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:animate-none"
          style={{ animationDuration: `${seconds}s` }}
        >
          {[0, 1].map((copy) => (
            <ul key={copy} className="flex shrink-0 gap-12" aria-hidden={copy === 1 ? true : undefined}>
              {lines.map((line) => (
                <li key={line.id} className="text-sm whitespace-nowrap text-white/85">
                  <Link
                    to="/noticePage"
                    tabIndex={copy === 1 ? -1 : undefined}
                    className="hover:text-gold focus-visible:text-gold focus-visible:outline-none"
                  >
                    {line.text}
                  </Link>
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      <Link
        to="/noticePage"
        className="hidden shrink-0 rounded-full bg-white/5 px-3 py-1 sm:block text-xs font-semibold text-muted hover:text-gold focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
      >
        {t("home.moreNotices")}
      </Link>
    </section>
  );
}
