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
  /** "xl" for a document shown inside the dialog. */
  size?: "sm" | "md" | "lg" | "xl";
  /**
   * "top": on a phone the dialog sits at the top of the screen, so the on-screen keyboard, which
   * rises from the bottom, leaves its first field and the button under it in view.
   */
  placement?: "center" | "top";
  /**
   * The element that opened a chain of dialogs (a confirmation, then its summary), where the
   * keyboard goes back to, or near it; by default the element focused when this dialog opens.
   */
  opener?: Element | null;
};

export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  role = "dialog",
  isDismissable = true,
  size = "md",
  placement = "center",
  opener,
}: DialogProps) {
  useFocusFallback(isOpen, opener);
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
      <Modal
        className={cn(
          "w-full rounded-xl bg-white shadow-xl",
          size === "sm" && "max-w-md",
          size === "md" && "max-w-lg",
          size === "lg" && "max-w-3xl",
          size === "xl" && "max-w-5xl",
        )}
      >
        {/* The scroll's top padding keeps a field given the focus (the first one an error marks) out from under the toasts' band. */}
        <AriaDialog role={role} className="max-h-[90vh] scroll-pt-24 overflow-y-auto p-6 outline-none">
          <Heading slot="title" className="mb-3 text-lg font-semibold text-slate-900">
            {title}
          </Heading>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The dialog's buttons, under its content; `atTop` over it, where the content takes many Tab stops of its own (a PDF). */
export function DialogActions({ children, atTop = false }: { children: ReactNode; atTop?: boolean }) {
  return <div className={cn("flex flex-wrap justify-end gap-2", atTop ? "mb-3" : "mt-6")}>{children}</div>;
}

const lostFocus = () => !document.activeElement || document.activeElement === document.body;

/** The opener's surroundings, nearest first: its list (a grid, or a list of items), its section, the page's main. */
const surroundingsOf = (opener: Element | null): HTMLElement[] =>
  ['[role="grid"]', "ul", "section", "main"].flatMap((selector) => opener?.closest<HTMLElement>(selector) ?? []);

/** A grid takes the focus itself (react-aria moves it to a row); elsewhere, the first control inside. */
function focusWithin(place: HTMLElement): void {
  const itself = place.getAttribute("role") === "grid" || place.tagName === "MAIN";
  (itself ? place : place.querySelector<HTMLElement>("button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex='0']"))?.focus();
}

/**
 * Where the keyboard goes once the dialog has closed if the element that opened it is gone (the
 * 'Eliminar' of a row just deleted): the nearest of its surroundings still on the page. react-aria
 * gives the focus back to the element focused when the dialog opened, only while it exists (for the
 * second dialog of a chain, a button of the first): otherwise it would fall to the page.
 */
function useFocusFallback(isOpen: boolean, chainOpener: Element | null | undefined) {
  const opening = useRef<{ opener: Element | null; surroundings: HTMLElement[] } | null>(null);
  // Read while rendering the opening: the dialog has not taken the focus yet.
  if (isOpen && !opening.current) {
    const opener = chainOpener ?? document.activeElement;
    opening.current = { opener, surroundings: surroundingsOf(opener) };
  }
  useEffect(() => {
    if (!isOpen) return;
    return () => {
      const { opener, surroundings } = opening.current ?? { opener: null, surroundings: [] };
      opening.current = null;
      // After react-aria's own restore, which waits a frame or more. An opener still on the page
      // is react-aria's to focus, however late: focusing its list instead put the keyboard on the
      // row's first button, not on the opener.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (opener?.isConnected) {
            if (lostFocus() && opener instanceof HTMLElement) opener.focus();
            return;
          }
          for (const place of surroundings) if (lostFocus() && place.isConnected) focusWithin(place);
        }),
      );
    };
  }, [isOpen]);
}
