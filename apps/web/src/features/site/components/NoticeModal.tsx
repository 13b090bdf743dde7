import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ModalControls } from "../../../shared/modals/modal-store";
import { Button, buttonClass } from "../../../shared/ui/Button";
import { LazyImage } from "../../../shared/ui/LazyImage";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import { SafeHtml } from "../../../shared/ui/SafeHtml";

export interface NoticeModalItem {
  id: number;
  title: string;
  content: string;
  imageUrl?: string;
  /** A site page (`/promoDetail?id=2`) or an address its button opens; none when empty. */
  link?: string;
}

/** The notice modal (SPEC §2): announcements one after another, e.g. the home page popup. */
export default function NoticeModal({ close, items }: ModalControls & { items: NoticeModalItem[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const item = items[index];
  if (!item) return null;
  const last = index === items.length - 1;
  return (
    <ModalFrame
      title={item.title}
      onClose={close}
      size="md"
      footer={
        <>
          {items.length > 1 && (
            <span className="mr-auto self-center text-xs text-muted">
              {index + 1} / {items.length}
            </span>
          )}
          {item.link ? (
            item.link.startsWith("/") ? (
              <Link to={item.link} onClick={close} className={buttonClass("gold")} data-testid="notice-link">
                {item.link.startsWith("/promoDetail?") ? t("common.seePromotion") : t("common.learnMore")}
              </Link>
            ) : (
              <a
                href={item.link}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass("gold")}
                data-testid="notice-link"
              >
                {t("common.learnMore")}
              </a>
            )
          ) : null}
          <Button
            variant={item.link ? "ghost" : undefined}
            onClick={() => (last ? close() : setIndex(index + 1))}
          >
            {last ? t("common.close") : t("common.nextPage")}
          </Button>
        </>
      }
    >
      <div data-testid="notice-modal">
        {item.imageUrl && (
          <LazyImage
            priority
            src={item.imageUrl}
            alt=""
            wrapperClassName="mb-4 aspect-[3/2] w-full rounded-xl"
            className="size-full object-cover"
          />
        )}
        <SafeHtml html={item.content} className="text-sm text-white/85" />
      </div>
    </ModalFrame>
  );
}
