import { lazy } from "react";
import type { DialogOptions } from "./dialog-options";
import { openModal } from "./modal-store";

export type { DialogOptions } from "./dialog-options";

/**
 * SPEC §4: closes by confirm, cancel or a click on the cover, with an optional timeout. Its
 * code (and the dialog primitives under it) loads with the first dialog shown.
 */
export const ConfirmDialog = lazy(() => import("./ConfirmDialogView"));

/** A warning or confirmation dialog (the built-in modal named "dialog"). */
export function showDialog(options: DialogOptions): void {
  openModal("dialog", options);
}
