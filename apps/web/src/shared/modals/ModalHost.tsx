import { Suspense, useEffect } from "react";
import { lockScroll } from "../lib/scroll-lock";
import { closeModal, modalComponent, useOpenModals } from "./modal-store";

/** Renders every open modal; the page stays fixed while at least one is open. */
export function ModalHost() {
  const open = useOpenModals();
  const anyOpen = open.length > 0;

  useEffect(() => {
    if (!anyOpen) return;
    return lockScroll();
  }, [anyOpen]);

  return (
    <>
      {open.map(({ name, props }) => {
        const Component = modalComponent(name);
        if (!Component) return null;
        return (
          <Suspense key={name} fallback={null}>
            <Component {...props} name={name} close={() => closeModal(name)} />
          </Suspense>
        );
      })}
    </>
  );
}
