import { useState } from "react";
import type { MutationError_error$key } from "../../__generated__/MutationError_error.graphql.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { toastError } from "../../ui/Toast.tsx";
import type { PendingReportForm, RegistrationContext } from "../registro/registrationContext.ts";
import { type SelectionKind, useRegistrationSelection, useReturnToAnimalRecord } from "../registro/useRegistrationSelection.ts";
import { useRefreshCounts } from "../../relay/useRefreshCounts.ts";
import type { DeleteTarget } from "./DeleteDialog.tsx";
import type { RowActionHandlers } from "./RowActions.tsx";
import { useStepBackPastLastPage } from "./listParams.ts";
import type { SavedRecord } from "./useSaveForm.ts";

/** What the link mutation answers: the E/S's pending report, or the error. */
export type LinkOutcome = {
  readonly __typename: string;
  readonly error?: MutationError_error$key | null;
  readonly pendingReport?: string | null;
};

/**
 * Select mode's link mutation: `link(context, id)` names row `id` on the context's E/S (undefined
 * when the mode names no person), and the rows' Seleccionar buttons wait while it is on its way.
 */
export type LinkMutation = readonly [link: (context: RegistrationContext, id: string) => Promise<LinkOutcome | undefined>, isLinking: boolean];

type Options = {
  kind: SelectionKind;
  /** The page's connection: where a new row appears, and how many pages there are. */
  connection: { readonly __id: string; readonly totalPages: number };
  link: LinkMutation;
  /** Toast titles when linking fails: for a chosen row, and for one just created in select mode. */
  linkFailure: { chosen: string; created: string };
};

type FormState<Key> = { open: false } | { open: true; key: Key | null };

/**
 * What the people and town hall screens do around their table: the form dialog for a new or an
 * edited row, the delete dialog, select mode for the animal record, and the sidebar's counts after
 * each change (the mutations themselves update the table and its total). `Key` is the fragment
 * key the form dialog reads.
 */
export function useListPage<Key>({ kind, connection, link: [link, isLinking], linkFailure }: Options) {
  useStepBackPastLastPage(connection.totalPages);
  const refreshCounts = useRefreshCounts();
  const selection = useRegistrationSelection(kind);
  const returnToRecord = useReturnToAnimalRecord();
  const [form, setForm] = useState<FormState<Key>>({ open: false });
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  /** Name the row on the context's E/S, then go back to the animal record. */
  async function choose(context: RegistrationContext, id: string, failure: string) {
    const outcome = await link(context, id).catch(() => null);
    if (outcome === undefined) return;
    const error = outcome ? readMutationError(outcome.error) : null;
    if (!outcome || error) return toastError(error?.message ?? failure);
    returnToRecord(context, outcome.pendingReport?.toLowerCase() as PendingReportForm | undefined);
  }

  return {
    selection,
    /** A row's Editar, Eliminar and, in select mode, Seleccionar. */
    rowActions: (node: Key & { id: string }): RowActionHandlers => ({
      onEdit: () => setForm({ open: true, key: node }),
      onDelete: setDeleting,
      isSelecting: isLinking,
      onSelect: selection.status === "active" ? () => void choose(selection.context, node.id, linkFailure.chosen) : undefined,
    }),
    openNew: () => setForm({ open: true, key: null }),
    formDialog: {
      isOpen: form.open,
      /** The row to edit, or null for a new one. */
      record: form.open ? form.key : null,
      connectionId: connection.__id,
      onOpenChange: (open: boolean) => !open && setForm({ open: false }),
      /** A new row changes the counts and, in select mode, is chosen at once (spec section 4). */
      onSaved: (saved: SavedRecord) => {
        if (saved.created) refreshCounts();
        if (saved.created && selection.status === "active") void choose(selection.context, saved.id, linkFailure.created);
      },
    },
    deleteDialog: {
      target: deleting,
      connectionId: connection.__id,
      onClose: () => setDeleting(null),
      onDeleted: refreshCounts,
    },
  };
}
