import { lazy } from "react";
import { openModal } from "./modal-store";

export interface DialogOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  /** Without a cancel label the dialog has a single confirm button (a warning). */
  cancelLabel?: string;
  onConfirm?: () => void;
  /** Called for cancel, the cover, Escape and the timeout. */
  onCancel?: () => void;
  /** Closes by itself after this many milliseconds. */
  timeoutMs?: number;
  closeOnCover?: boolean;
}

/**
 * SPEC §4: closes by confirm, cancel or a click on the cover, with an optional timeout. Its
 * code (and the dialog primitives under it) loads with the first dialog shown.
 */
export const ConfirmDialog = lazy(() => import("./ConfirmDialogView"));

/** A warning or confirmation dialog (the built-in modal named "dialog"). */
export function showDialog(options: DialogOptions): void {
  openModal("dialog", options);
}
