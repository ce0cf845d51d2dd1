import {
  checkInformeRequest,
  INFORME_GENERATE_FAILED,
  INFORME_NEEDS_PERSON,
  INFORME_PDF_FAILED,
  INFORME_TYPE_LABELS,
  type InformeParams,
  type InformeType,
  informeTypeOfPendingForm,
  isFormless,
  missingPerson,
  needsRefugio,
  type StayPersons,
} from "@rules/informes.ts";
import { refugioIncompleteMessageOf } from "@rules/refugio.ts";
import { useEffect, useRef, useState } from "react";
import { fetchFile } from "../../http/downloadFile.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import type { FieldErrors } from "../../ui/Form.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { useRefreshRefugioPending, useRefugioPending } from "../refugio/RefugioIncompleteNotice.tsx";
import { clearPendingReportForm, peekPendingReportForm } from "../registro/registrationContext.ts";
import { useGenerateInformeMutation } from "./GenerateInformeMutation.ts";
import type { ParamsType } from "./InformeParamsDialog.tsx";
import type { GeneratedPdf } from "./InformePreviewDialog.tsx";

/** Spec section 9: the pending form opens 500 ms after the E/S list loads. */
export const PENDING_FORM_DELAY_MS = 500;

type Options = {
  /** Global ids; the animal's is null while it is not saved. */
  animalId: string | null;
  entradaSalidaId: string;
  persons: StayPersons;
};

/**
 * The report generator of one E/S: the spec's refusals, 'Datos del refugio' incomplete, the
 * parameter form of the chosen type (none for the ficha registral), the mutation, the PDF fetched
 * for the preview, and the form left pending by a person chosen for a process.
 */
export function useInformeGenerator({ animalId, entradaSalidaId, persons }: Options) {
  const [form, setForm] = useState<ParamsType | null>(null);
  const [preview, setPreview] = useState<GeneratedPdf | null>(null);
  const [generate, generating] = useGenerateInformeMutation();
  const { pending: refugioPending, isAdmin } = useRefugioPending();
  /** A contract the server refused for the adoption's conditions, offered to an administrator to override. */
  const [blocked, setBlocked] = useState<{ tipo: InformeType; params: InformeParams; message: string } | null>(null);
  const refreshRefugioPending = useRefreshRefugioPending();

  /**
   * Answers the server's field errors for the open form, or null once the preview shows. An
   * administrator's `motivoExcepcion` overrides the adoption's failed conditions.
   */
  async function send(tipo: InformeType, params: InformeParams, motivoExcepcion?: string): Promise<FieldErrors | null> {
    let answer: Awaited<ReturnType<typeof generate>>;
    try {
      answer = await generate({ tipo, animalId: animalId!, entradaSalidaId, ...params, motivoExcepcion });
    } catch (error) {
      toastError((error as Error).message, INFORME_GENERATE_FAILED);
      return {};
    }
    const { pdfUrl, filename } = answer;
    if (answer.__typename !== "GenerateInformePayload" || !pdfUrl || !filename) {
      const error = readMutationError(answer.error);
      // Emptied since the page loaded: the notice shows what is missing now.
      if (error?.code === "REFUGIO_INCOMPLETE") void refreshRefugioPending();
      if (error?.code === "ADOPTION_BLOCKED" && isAdmin && motivoExcepcion === undefined) {
        setBlocked({ tipo, params, message: error.message });
        return {};
      }
      toastError(error?.message ?? "Inténtelo de nuevo", INFORME_GENERATE_FAILED);
      return error ? fieldErrorsOf(error) : {};
    }
    setForm(null);
    setBlocked(null);
    try {
      setPreview({ tipo, title: `Vista previa: ${INFORME_TYPE_LABELS[tipo]}`, filename, pdfUrl, pdf: await fetchFile(pdfUrl) });
    } catch (error) {
      // The document is archived all the same: 'Documentos generados' lists it.
      toastError((error as Error).message, INFORME_PDF_FAILED);
    }
    return null;
  }

  /**
   * 'Generar informe' for `tipo` (null: none chosen): the spec's refusals, then its form or the
   * document. A document that needs 'Datos del refugio' while the notice says they are incomplete
   * is refused before its form is filled in, once the server confirms they still are.
   */
  function request(tipo: string | null) {
    const checked = checkInformeRequest({ animalId, entradaSalidaId, tipo });
    if (!checked.ok) return toastError(checked.message);
    if (missingPerson(checked.tipo, persons)) return toastError(INFORME_NEEDS_PERSON);
    if (isFormless(checked.tipo)) return void send(checked.tipo, {});
    if (needsRefugio(checked.tipo) && refugioPending.length > 0) return void openUnlessRefugioIncomplete(checked.tipo);
    setForm(checked.tipo);
  }

  async function openUnlessRefugioIncomplete(tipo: ParamsType) {
    const pending = await refreshRefugioPending().catch(() => refugioPending);
    if (pending.length > 0) toastError(refugioIncompleteMessageOf(pending), INFORME_GENERATE_FAILED);
    else setForm(tipo);
  }

  // Back from choosing the person of a process: open its form, once, after the list has loaded.
  const latestRequest = useRef(request);
  latestRequest.current = request;
  useEffect(() => {
    if (!peekPendingReportForm()) return;
    const timer = setTimeout(() => {
      const pending = peekPendingReportForm();
      clearPendingReportForm();
      if (pending) latestRequest.current(informeTypeOfPendingForm(pending));
    }, PENDING_FORM_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return {
    request,
    generating,
    paramsDialog: { tipo: form, onClose: () => setForm(null), onGenerate: send },
    previewDialog: { document: preview, onClose: () => setPreview(null) },
    overrideDialog: {
      blocked: blocked?.message ?? null,
      onCancel: () => setBlocked(null),
      onConfirm: (motivo: string) => blocked && void send(blocked.tipo, blocked.params, motivo),
      isPending: generating,
    },
  };
}
