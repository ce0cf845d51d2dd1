/**
 * Toasts as the spec sets them: one visible at a time, shown for 5000 ms, F8 moves focus to
 * them. Error toasts are titled 'Error'. They sit at the top, since forms and dialogs keep their
 * actions at the bottom: centred at a desk, and right of the sidebar's rail on a phone.
 */
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from "react-aria-components";
import { cn } from "./cn.ts";

type ToastVariant = "default" | "success" | "destructive";
type ToastData = { title: string; description?: string; variant: ToastVariant };

export const TOAST_TIMEOUT_MS = 5000;

const queue = new ToastQueue<ToastData>({ maxVisibleToasts: 1 });

export function toast(title: string, description?: string, variant: ToastVariant = "default") {
  queue.clear();
  queue.add({ title, description, variant }, { timeout: TOAST_TIMEOUT_MS });
}

export function toastError(message: string, title = "Error") {
  toast(title, message, "destructive");
}

export function toastSuccess(title: string, description?: string) {
  toast(title, description, "success");
}

/** A new step has begun (a form is submitted again): an error about the last one no longer applies. */
export function dismissErrorToasts() {
  for (const item of queue.visibleToasts) if (item.content.variant === "destructive") queue.close(item.key);
}

const variantClass: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  destructive: "border-red-200 bg-red-50 text-red-900",
};

export function Toaster() {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focusToasts = (event: KeyboardEvent) => {
      if (event.key === "F8") region.current?.focus();
    };
    window.addEventListener("keydown", focusToasts);
    return () => window.removeEventListener("keydown", focusToasts);
  }, []);
  return (
    <ToastRegion
      ref={region}
      queue={queue}
      className="fixed top-4 right-4 left-20 z-50 flex flex-col gap-2 outline-none md:right-auto md:left-1/2 md:w-96 md:-translate-x-1/2"
    >
      {({ toast: item }) => (
        <AriaToast
          toast={item}
          data-testid="toast"
          className={cn("flex items-start gap-3 rounded-lg border p-4 shadow-lg outline-none", variantClass[item.content.variant])}
        >
          <ToastContent className="flex min-w-0 flex-1 flex-col gap-0.5">
            <Text slot="title" className="text-sm font-semibold">
              {item.content.title}
            </Text>
            {item.content.description && (
              <Text slot="description" className="text-sm opacity-90">
                {item.content.description}
              </Text>
            )}
          </ToastContent>
          <Button slot="close" aria-label="Cerrar aviso" className="rounded p-1 opacity-60 outline-none hover:opacity-100">
            <X size={16} aria-hidden />
          </Button>
        </AriaToast>
      )}
    </ToastRegion>
  );
}
