/**
 * Fixes the page while a modal is open and puts it back where it was on close (SPEC §4).
 * Locks nest: the page is released when the last holder lets go.
 */
let holders = 0;
let savedY = 0;
let savedStyle = "";

export function lockScroll(): () => void {
  if (holders === 0) {
    savedY = window.scrollY;
    savedStyle = document.body.getAttribute("style") ?? "";
    Object.assign(document.body.style, {
      position: "fixed",
      top: `-${savedY}px`,
      left: "0",
      right: "0",
      width: "100%",
    });
  }
  holders++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders--;
    if (holders > 0) return;
    document.body.setAttribute("style", savedStyle);
    window.scrollTo(0, savedY);
  };
}
