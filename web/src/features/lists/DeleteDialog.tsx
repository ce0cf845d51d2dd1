import { useState } from "react";
import { Button } from "../../ui/Button.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import type { MutationError_error$key } from "../../__generated__/MutationError_error.graphql.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { toast, toastSuccess } from "../../ui/Toast.tsx";

export type DeleteTarget = { id: string; name: string };

/** What the delete mutation answers: the deleted id, or the server's reason for refusing. */
export type DeleteOutcome = { readonly deletedId?: string; readonly error?: MutationError_error$key | null };

/** The spec words these per kind of row: 'la persona ... vinculada', 'el ayuntamiento ... vinculado'. */
export type DeleteTexts = {
  /** The confirmation's title. */
  title: string;
  /** The success toast. */
  deleted: string;
  /** The toast for any failure but a link to an E/S. */
  failed: string;
  /** The dialog for a refusal because an E/S names the row (code STILL_LINKED). */
  linked: {
    title: string;
    explanation: string;
  };
};

/** What a list page gives its delete dialog. */
export type DeleteDialogProps = {
  target: DeleteTarget | null;
  onClose: () => void;
  /** The page's connection, so the row disappears at once. */
  connectionId: string;
  onDeleted: () => void;
};

type Props = DeleteDialogProps & {
  texts: DeleteTexts;
  /** The kind's delete mutation (`useListRowMutation`): `remove({ id }, connections)` rejects when the request failed. */
  mutation: readonly [remove: (input: { id: string }, connections: string[]) => Promise<DeleteOutcome>, isPending: boolean];
};

/**
 * The delete confirmation and, when an E/S names the row, the spec's 'Error al eliminar ...'
 * dialog (section 8); any other failure is a toast.
 */
export function DeleteDialog({ target, onClose, connectionId, onDeleted, texts, mutation: [remove, isPending] }: Props) {
  const [linked, setLinked] = useState(false);

  async function confirm(id: string) {
    settle(await remove({ id }, [connectionId]).catch(() => null));
  }

  function settle(outcome: DeleteOutcome | null) {
    onClose();
    if (outcome?.deletedId) {
      toastSuccess("Éxito", texts.deleted);
      onDeleted();
    } else if (readMutationError(outcome?.error)?.code === "STILL_LINKED") {
      setLinked(true);
    } else {
      toast("Error al eliminar", texts.failed, "destructive");
    }
  }

  return (
    <>
      <ConfirmDialog
        isOpen={target !== null}
        onOpenChange={(open) => !open && onClose()}
        title={texts.title}
        description={`¿Está seguro de que desea eliminar a ${target?.name ?? ""}? Esta acción no se puede deshacer.`}
        confirmText="Eliminar"
        variant="destructive"
        isPending={isPending}
        onConfirm={() => target && void confirm(target.id)}
      />
      <Dialog isOpen={linked} onOpenChange={setLinked} title={texts.linked.title} role="alertdialog" size="sm">
        <p className="text-sm text-slate-600">{texts.linked.explanation}</p>
        <DialogActions>
          <Button onPress={() => setLinked(false)} autoFocus>
            Entendido
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
