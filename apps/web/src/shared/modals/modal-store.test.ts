import { afterEach, describe, expect, it, vi } from "vitest";
import {
  closeAllModals,
  closeModal,
  getOpenModals,
  isModalRegistered,
  openModal,
  registerModal,
  subscribeModals,
} from "./modal-store";

const Nothing = () => null;

describe("modal store", () => {
  afterEach(() => closeAllModals());

  it("refuses a name that is not registered without throwing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(isModalRegistered("ghost")).toBe(false);
    expect(openModal("ghost")).toBe(false);
    expect(getOpenModals()).toEqual([]);
    warn.mockRestore();
  });

  it("opens by name with props, stacks, and closes by name or the top one", () => {
    registerModal("a", Nothing);
    registerModal("b", Nothing);
    expect(openModal("a", { x: 1 })).toBe(true);
    openModal("b");
    expect(getOpenModals().map((m) => m.name)).toEqual(["a", "b"]);
    openModal("a", { x: 2 });
    expect(getOpenModals()).toEqual([
      { name: "b", props: {} },
      { name: "a", props: { x: 2 } },
    ]);
    closeModal();
    expect(getOpenModals().map((m) => m.name)).toEqual(["b"]);
    closeModal("b");
    expect(getOpenModals()).toEqual([]);
  });

  it("tells subscribers about changes only", () => {
    registerModal("a", Nothing);
    const listener = vi.fn();
    const unsubscribe = subscribeModals(listener);
    closeModal("a");
    expect(listener).not.toHaveBeenCalled();
    openModal("a");
    closeModal("a");
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
