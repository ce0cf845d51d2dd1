import type { ReactNode, Ref } from "react";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";

type DialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
};

/** The 'Nueva ...' / 'Modificar ...' dialog: a click outside does not close it, so a half-typed form is not lost. */
export function FormDialog({ isOpen, onOpenChange, title, children }: DialogProps) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} size="lg" isDismissable={false}>
      {children}
    </Dialog>
  );
}

type FormProps = {
  onSubmit: (data: Record<string, string>) => void;
  validationErrors: FieldErrors;
  onCancel: () => void;
  isNew: boolean;
  isPending: boolean;
  /** The fields, laid out on two columns, or one under the other with `oneColumn`. */
  children: ReactNode;
  oneColumn?: boolean;
  /** The submit button's word when it is not Guardar/Modificar by `isNew`. */
  submitText?: string;
  ref?: Ref<HTMLFormElement>;
};

/** The form inside a FormDialog or another dialog: its fields, then Cancelar and Guardar (Modificar when editing). */
export function FormDialogForm({ onSubmit, validationErrors, onCancel, isNew, isPending, children, oneColumn, submitText, ref }: FormProps) {
  return (
    <Form
      isSending={isPending}
      ref={ref}
      onSubmit={onSubmit}
      validationErrors={validationErrors}
      className={oneColumn ? undefined : "grid gap-4 sm:grid-cols-2"}
    >
      {children}
      <div className="sm:col-span-2">
        <DialogActions>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            Cancelar
          </Button>
          <SubmitButton>{submitText ?? (isNew ? "Guardar" : "Modificar")}</SubmitButton>
        </DialogActions>
      </div>
    </Form>
  );
}
