import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../lib/cn";
import { CloseIcon } from "./icons";

const WIDTHS = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-2xl", xl: "max-w-4xl" } as const;

export interface ModalFrameProps {
  title: ReactNode;
  /** Called for the close button, Escape and, unless `closeOnCover` is false, a click on the cover. */
  onClose: () => void;
  children: ReactNode;
  description?: ReactNode;
  size?: keyof typeof WIDTHS;
  closeOnCover?: boolean;
  hideClose?: boolean;
  footer?: ReactNode;
  className?: string;
}

/** The look every modal shares: a dark card over a dimmed cover, focus kept inside. */
export function ModalFrame({
  title,
  onClose,
  children,
  description,
  size = "md",
  closeOnCover = true,
  hideClose = false,
  footer,
  className,
}: ModalFrameProps) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="modal-cover"
          className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]"
        />
        <Dialog.Content
          ref={content}
          // focus the dialog itself rather than its close button, so no focus ring shows on open
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
          onPointerDownOutside={(event) => !closeOnCover && event.preventDefault()}
          onInteractOutside={(event) => !closeOnCover && event.preventDefault()}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-panel p-6 shadow-2xl shadow-black/60 outline-none",
            WIDTHS[size],
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-white">{title}</Dialog.Title>
            {!hideClose && (
              <Dialog.Close
                className="-m-1 rounded-full p-1 text-muted transition hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
                aria-label={t("common.close")}
              >
                <CloseIcon className="size-5" />
              </Dialog.Close>
            )}
          </div>
          {description && (
            <Dialog.Description className="mb-4 text-sm text-muted">{description}</Dialog.Description>
          )}
          {children}
          {footer && <div className="mt-6 flex justify-end gap-3">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
