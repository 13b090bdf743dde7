/** What a warning or confirmation dialog says and does. */
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
