import { type ReactNode, useEffect, useRef } from "react";
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { cn } from "./cn.ts";

export type DialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Role alertdialog for confirmations that need an answer. */
  role?: "dialog" | "alertdialog";
  isDismissable?: boolean;
  size?: "sm" | "md" | "lg";
  /**
   * "top": on a phone the dialog sits at the top of the screen, so the on-screen keyboard, which
   * rises from the bottom, leaves its first field and the button under it in view.
   */
  placement?: "center" | "top";
};

export function Dialog({ isOpen, onOpenChange, title, children, role = "dialog", isDismissable = true, size = "md", placement = "center" }: DialogProps) {
  useFocusFallback(isOpen);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={cn(
        "fixed inset-0 z-40 flex items-center justify-center bg-slate-900/40 p-4 backdrop-blur-[1px]",
        placement === "top" && "max-sm:items-start max-sm:p-2",
      )}
    >
      <Modal className={cn("w-full rounded-xl bg-white shadow-xl", size === "sm" && "max-w-md", size === "md" && "max-w-lg", size === "lg" && "max-w-3xl")}>
        <AriaDialog role={role} className="max-h-[90vh] overflow-y-auto p-6 outline-none">
          <Heading slot="title" className="mb-3 text-lg font-semibold text-slate-900">
            {title}
          </Heading>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap justify-end gap-2">{children}</div>;
}

const lostFocus = () => !document.activeElement || document.activeElement === document.body;

/**
 * Where the keyboard goes once the dialog has closed if the element that opened it is gone (the
 * 'Eliminar' of a row just deleted): the list it was in, else the page's main. react-aria gives the
 * focus back to the opener only while it exists; otherwise it would fall to the page itself.
 */
function useFocusFallback(isOpen: boolean) {
  const fallback = useRef<HTMLElement | null>(null);
  // Read while rendering the opening: the dialog has not taken the focus yet.
  if (isOpen && !fallback.current) fallback.current = document.activeElement?.closest<HTMLElement>('[role="grid"], main') ?? null;
  useEffect(() => {
    if (!isOpen) return;
    return () => {
      const list = fallback.current;
      fallback.current = null;
      // After react-aria's own restore, which waits a frame.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (lostFocus() && list?.isConnected) list.focus();
          if (lostFocus()) document.querySelector<HTMLElement>("main")?.focus();
        }),
      );
    };
  }, [isOpen]);
}
