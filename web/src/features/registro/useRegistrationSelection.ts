import { useCallback, useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toastSuccess } from "../../ui/Toast.tsx";
import {
  animalRecordPath,
  clearRegistrationContext,
  linkedTabOf,
  type PendingReportForm,
  type RegistrationContext,
  readRegistrationContext,
  selectionPath,
  setRegistrationRefresh,
  storePendingReportForm,
  storeRegistrationContext,
} from "./registrationContext.ts";

export type SelectionKind = "persona" | "ayuntamiento";

export type SelectionState =
  /** Not in select mode. */
  | { status: "off" }
  /** `?mode=select` without a stored context for this screen: nothing to choose for. */
  | { status: "orphan" }
  | { status: "active"; context: RegistrationContext };

/** Select mode of the people or town hall screen (spec section 4 "Select mode"). */
export function useRegistrationSelection(kind: SelectionKind): SelectionState {
  const [params] = useSearchParams();
  const selecting = params.get("mode") === "select";
  return useMemo(() => {
    if (!selecting) return { status: "off" };
    const context = readRegistrationContext();
    const forThisScreen = context && (context.mode === "selectMunicipality") === (kind === "ayuntamiento");
    return forThisScreen ? { status: "active", context } : { status: "orphan" };
  }, [selecting, kind]);
}

/** The ficha sends the user to choose a person or a town hall: the context first, then the screen in select mode. */
export function useStartSelection() {
  const navigate = useNavigate();
  return useCallback(
    (context: RegistrationContext) => {
      storeRegistrationContext(context);
      navigate(selectionPath(context.mode));
    },
    [navigate],
  );
}

/**
 * After a successful link: clear the context, set the refresh flag, keep any pending document
 * and go back to the animal record with that E/S selected, on the tab that shows the choice, and
 * say it was linked.
 */
export function useReturnToAnimalRecord() {
  const navigate = useNavigate();
  return useCallback(
    (context: RegistrationContext, pendingReport?: PendingReportForm | null) => {
      clearRegistrationContext();
      setRegistrationRefresh();
      if (pendingReport) storePendingReportForm(pendingReport);
      const { tab, linked } = linkedTabOf(context.mode);
      navigate(animalRecordPath(context.animalId, context.entradaSalidaId, tab));
      toastSuccess(linked);
    },
    [navigate],
  );
}

/** 'Cancelar y Volver': back to the record, nothing linked, nothing to refresh. */
export function useCancelSelection() {
  const navigate = useNavigate();
  return useCallback(
    (context: RegistrationContext) => {
      clearRegistrationContext();
      navigate(animalRecordPath(context.animalId));
    },
    [navigate],
  );
}
