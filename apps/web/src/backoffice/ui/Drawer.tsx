import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { CloseIcon } from "../../shared/ui/icons";
import { useShellTexts } from "../shell/texts";

/** A detail panel sliding in from the right over the list (a withdrawal, a player's note). */
export function Drawer({
  title,
  onClose,
  children,
  footer,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useShellTexts();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="bo-drawer"
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xl flex-col border-l border-line bg-panel shadow-2xl outline-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <Dialog.Title className="text-lg font-bold text-white">{title}</Dialog.Title>
            <Dialog.Close
              className="rounded-full p-1 text-muted hover:bg-white/10 hover:text-white"
              aria-label={t("dialog.close")}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
