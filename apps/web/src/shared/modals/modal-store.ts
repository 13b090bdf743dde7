import { type ComponentType, useSyncExternalStore } from "react";

/** What every modal receives besides its own props. */
export interface ModalControls {
  name: string;
  /** Closes this modal (the page scroll comes back when the last modal closes). */
  close: () => void;
}

export type ModalProps = Record<string, unknown>;
export type ModalComponent<P extends object = ModalProps> = ComponentType<P & ModalControls>;

export interface OpenModal {
  name: string;
  props: ModalProps;
}

/**
 * Modals open and close by name (SPEC §4). A feature registers its modals once (see
 * app/extensions.tsx) and anything may then call `openModal("login")`. Opening a name that is not
 * registered does nothing and returns false, so a button may exist before its modal does.
 */
const registry = new Map<string, ModalComponent<ModalProps>>();
let open: readonly OpenModal[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly OpenModal[]): void {
  open = next;
  for (const listener of listeners) listener();
}

export function registerModal<P extends object>(name: string, component: ModalComponent<P>): void {
  registry.set(name, component as unknown as ModalComponent<ModalProps>);
}

export function isModalRegistered(name: string): boolean {
  return registry.has(name);
}

export function modalComponent(name: string): ModalComponent<ModalProps> | undefined {
  return registry.get(name);
}

/** Opens (or brings to the front with new props) the named modal. */
export function openModal(name: string, props: object = {}): boolean {
  if (!registry.has(name)) {
    console.warn(`modal "${name}" is not registered`);
    return false;
  }
  publish([...open.filter((m) => m.name !== name), { name, props: props as ModalProps }]);
  return true;
}

/** Closes the named modal, or the top one without a name. */
export function closeModal(name?: string): void {
  const target = name ?? open.at(-1)?.name;
  if (target === undefined || !open.some((m) => m.name === target)) return;
  publish(open.filter((m) => m.name !== target));
}

export function closeAllModals(): void {
  if (open.length) publish([]);
}

export function getOpenModals(): readonly OpenModal[] {
  return open;
}

export function subscribeModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenModals(): readonly OpenModal[] {
  return useSyncExternalStore(subscribeModals, getOpenModals, getOpenModals);
}

export function useIsModalOpen(name: string): boolean {
  return useOpenModals().some((m) => m.name === name);
}
