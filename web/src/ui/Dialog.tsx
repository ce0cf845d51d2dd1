import type { ReactNode } from "react";
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
