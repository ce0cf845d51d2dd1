import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "./Button.tsx";
import { Dialog, DialogActions } from "./Dialog.tsx";

export type ConfirmVariant = "default" | "destructive" | "success" | "info";

const confirmButton: Record<ConfirmVariant, ButtonVariant> = {
  default: "primary",
  destructive: "destructive",
  success: "success",
  info: "primary",
};

export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  onConfirm: () => void;
  confirmText?: string;
  cancelText?: string;
  variant?: ConfirmVariant;
  isPending?: boolean;
};

/**
 * The spec's generic confirmation (section 2 "Dialogs in the shell"). The keyboard starts on the
 * confirming button, except for a destructive one: there it starts on Cancelar, so that the Enter
 * that opened the dialog, pressed once more, deletes nothing (WAI-ARIA's alert dialog pattern).
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  onConfirm,
  confirmText = "Confirmar",
  cancelText = "Cancelar",
  variant = "default",
  isPending = false,
}: ConfirmDialogProps) {
  const destructive = variant === "destructive";
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} role="alertdialog" size="sm">
      <div className="text-sm text-slate-600">{description}</div>
      <DialogActions>
        <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isPending} autoFocus={destructive}>
          {cancelText}
        </Button>
        <Button variant={confirmButton[variant]} onPress={onConfirm} isPending={isPending} autoFocus={!destructive}>
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
