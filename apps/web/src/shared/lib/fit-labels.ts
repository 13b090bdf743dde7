import { type RefObject, useLayoutEffect } from "react";

/** The largest and smallest type a fitted label may take, in px. */
const LARGEST = 11;
const SMALLEST = 8;

/**
 * Whether a label shows whole: no word wider than its box (a word is never broken inside, so a
 * long one would stick out) and no line cut by its line clamp.
 */
function fits(label: HTMLElement): boolean {
  return label.scrollWidth <= label.clientWidth + 0.5 && label.scrollHeight <= label.clientHeight + 0.5;
}

/** Sets the label's type as large as it can be, from LARGEST down, while it still shows whole. */
export function fitLabel(label: HTMLElement): void {
  let size = LARGEST;
  label.style.fontSize = `${size}px`;
  while (!fits(label) && size > SMALLEST) {
    size -= 0.5;
    label.style.fontSize = `${size}px`;
  }
}

/**
 * Fits every `[data-fit-label]` under the element: a narrow tab (six of them on a 360 px phone)
 * shrinks its label's type rather than break a word such as "Promoções" in two or clip it, whatever
 * the font (the fallback is wider than Inter). Again when the box changes size or the font arrives.
 */
export function useFitLabels(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const fitAll = () => {
      for (const label of root.querySelectorAll<HTMLElement>("[data-fit-label]")) fitLabel(label);
    };
    fitAll();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(fitAll);
    observer?.observe(root);
    void document.fonts?.ready.then(fitAll);
    return () => observer?.disconnect();
  }, [ref, key]);
}
