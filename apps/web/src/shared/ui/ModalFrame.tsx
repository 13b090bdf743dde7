import { type MouseEvent, type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../lib/cn";
import { CloseIcon } from "./icons";

/** The open frames, the last one on top (the order they were shown in). */
const shown: HTMLDialogElement[] = [];

/**
 * Escape belongs to the top frame alone: what is below it (another frame, or a Radix drawer of the
 * back office, which listens on the document) keeps its own. Stopping the key's propagation does
 * not cancel it, so the browser still turns it into the top dialog's `cancel`.
 */
function keepEscapeForTop(event: KeyboardEvent) {
  if (event.key === "Escape" && shown.length > 0) event.stopPropagation();
}

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
  /** "sheet": full width, rising from the bottom of the screen (the phone's menu). */
  placement?: "center" | "sheet";
}

/**
 * The look every modal shares: a dark card over a dimmed cover. The card is a native modal
 * `<dialog>` and the cover its backdrop: the browser puts it above everything, makes the rest of
 * the page inert (focus stays inside) and reports Escape, with no dialog library on the first
 * screen (the home popup uses it).
 */
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
  placement = "center",
}: ModalFrameProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  /** Closes this component made itself (unmounting), whose `close` events are not the person's. */
  const ownCloses = useRef(0);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    shown.push(element);
    if (shown.length === 1) window.addEventListener("keydown", keepEscapeForTop, true);
    // The dialog itself takes the focus rather than its close button, so no focus ring shows on open.
    element.focus();
    // Closing gives the focus back to what had it before the modal opened.
    return () => {
      shown.splice(shown.indexOf(element), 1);
      if (shown.length === 0) window.removeEventListener("keydown", keepEscapeForTop, true);
      ownCloses.current++;
      element.close();
    };
  }, []);

  /** A press or click on the dimmed backdrop lands on the dialog itself, outside its box. */
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return false;
    const box = event.currentTarget.getBoundingClientRect();
    return (
      event.clientX < box.left ||
      event.clientX > box.right ||
      event.clientY < box.top ||
      event.clientY > box.bottom
    );
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is the pointer's Escape, which keyboards have (onCancel)
    <dialog
      ref={dialog}
      // biome-ignore lint/a11y/noRedundantRoles: journeys and tools find an open modal by the attribute
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      data-state="open"
      className={cn(
        "overflow-y-auto border border-line bg-panel text-left text-white shadow-2xl shadow-black/60 outline-none",
        "backdrop:bg-black/70 backdrop:backdrop-blur-sm data-[state=open]:backdrop:animate-[fade-in_150ms_ease-out]",
        placement === "sheet"
          ? "mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-none rounded-t-2xl p-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))]"
          : cn("m-auto max-h-[90dvh] w-[calc(100vw-2rem)] rounded-2xl p-6", WIDTHS[size]),
        className,
      )}
      onCancel={(event) => {
        // Escape: the owner closes it (or keeps it, e.g. a forced password change).
        if (!event.cancelable) return;
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        if (ownCloses.current > 0) {
          ownCloses.current--;
          return;
        }
        // The browser closed it on a repeated Escape it would not let be refused: tell the owner,
        // and show it again if the owner keeps it open.
        onClose();
        const element = event.currentTarget;
        requestAnimationFrame(() => {
          if (element.isConnected && !element.open) element.showModal();
        });
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (closeOnCover && pressedOnBackdrop.current && onBackdrop(event)) onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-bold text-white">
          {title}
        </h2>
        {!hideClose && (
          <button
            type="button"
            onClick={onClose}
            className="-m-1 rounded-full p-1 text-muted transition hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
            aria-label={t("common.close")}
          >
            <CloseIcon className="size-5" />
          </button>
        )}
      </div>
      {description && (
        <p id={descriptionId} className="mb-4 text-sm text-muted">
          {description}
        </p>
      )}
      {children}
      {footer && <div className="mt-6 flex justify-end gap-3">{footer}</div>}
    </dialog>
  );
}
