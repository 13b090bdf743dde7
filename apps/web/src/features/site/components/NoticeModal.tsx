import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ModalControls } from "../../../shared/modals/modal-store";
import { Button } from "../../../shared/ui/Button";
import { LazyImage } from "../../../shared/ui/LazyImage";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import { SafeHtml } from "../../../shared/ui/SafeHtml";

export interface NoticeModalItem {
  id: number;
  title: string;
  content: string;
  imageUrl?: string;
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
          <Button onClick={() => (last ? close() : setIndex(index + 1))}>
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
